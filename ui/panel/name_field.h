#pragma once
// The scenario's name at the top of the parameter panel: empty shows the automatic name (made
// from the content) as a placeholder; typing a name and leaving the field is one undo step.

#include <QWidget>

class QLineEdit;
class QLabel;

namespace syncwall::ui {

class ScenarioModel;

class NameField : public QWidget {
    Q_OBJECT
public:
    explicit NameField(ScenarioModel* model, QWidget* parent = nullptr);
    QLineEdit* edit() const { return m_edit; }

private:
    void refresh();
    void commit();

    ScenarioModel* m_model;
    QLineEdit* m_edit;
    QLabel* m_source;
};

}  // namespace syncwall::ui
