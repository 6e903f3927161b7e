#pragma once
// The same job at other GPU counts, as the worker's sweep returned it: the best layout at each
// power of two, its step time, JCT and efficiency, with the sync wall row marked.

#include <QTableWidget>

namespace syncwall::ui {

class ScenarioModel;

class SweepTable : public QTableWidget {
    Q_OBJECT
public:
    explicit SweepTable(ScenarioModel* model, QWidget* parent = nullptr);
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    ScenarioModel* m_model;
};

}  // namespace syncwall::ui
