#pragma once
// The "assumptions" view: what the estimate takes as given (peak basis, efficiencies, overlap,
// link efficiencies, failure model, checkpoint policy), read from the scenario and estimate.

#include <QTreeWidget>

namespace syncwall::ui {

class ScenarioModel;

class AssumptionsView : public QTreeWidget {
    Q_OBJECT
public:
    explicit AssumptionsView(ScenarioModel* model, QWidget* parent = nullptr);
    // "Section/Name" -> value text; for tests.
    QString valueOf(const QString& section, const QString& name) const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    QTreeWidgetItem* section(const QString& title);
    void add(QTreeWidgetItem* section, const QString& name, const QString& value);

    ScenarioModel* m_model;
    bool m_dirty = true;
};

}  // namespace syncwall::ui
