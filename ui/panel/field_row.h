#pragma once
// One input of the parameter panel: its label (with mnemonic and buddy), its control, and the
// line under it that explains, in words, why the current value cannot work.

#include <QList>
#include <QObject>
#include <QVariant>

#include "controls/typed_spin_box.h"
#include "core/estimate.h"
#include "field_specs.h"

class QCheckBox;
class QGridLayout;
class QLabel;
class QWidget;

namespace syncwall::ui {

class ChoiceField;
class ProblemLine;
class ScenarioModel;
class ValueField;
class WrapLabel;

class FieldRow : public QObject {
    Q_OBJECT
public:
    FieldRow(const FieldSpec& spec, ScenarioModel* model, QGridLayout* grid, QWidget* parent);

    const FieldSpec& spec() const { return m_spec; }
    void setShown(bool shown);
    bool isShown() const { return m_shown; }

    // Shows the model's current value (no edit is emitted).
    void refresh();
    // Degree fields: the values valid with the rest of the layout.
    void setDegreeChoices(const QList<int>& values);
    void setProblems(const QStringList& sentences);
    QString problemText() const;
    // A problem that appears floats over the rows below in `host` (an ancestor that scrolls
    // with the rows) until settleProblem(): see ProblemLine.
    void floatProblemsIn(QWidget* host);
    // Once edits pause: a problem that went frees its held line, one that floats takes its place.
    void settleProblem();

    // The focusable editor (ValueField, ChoiceField or QCheckBox); for tests and the bench.
    QWidget* editor() const;
    ValueField* valueField() const { return m_value; }
    // One user step up (+1) or down (-1), through the widget as a user would make it.
    void nudge(int direction);

private:
    void build(QGridLayout* grid, QWidget* parent);
    void commit(const QVariant& value, int gesture);
    // The typed field refused what was typed: say why and what the field takes, under it,
    // until the next change of the scenario redraws the problems.
    void explainRejected(const QString& typed, TypedSpinBox::Reading why);
    QVariant fromDisplay(double value) const;
    double toDisplay(const QVariant& value) const;
    double resolvedValue() const;  // what the core used for an unset optional
    QString autoTextNow() const;   // what the field's "auto" minimum stands for in this scenario
    // The typed field's bounds: wider than the slider's, so the core explains what is wrong.
    double typedMinimum() const;
    double typedMaximum() const;

    FieldSpec m_spec;
    ScenarioModel* m_model;
    QLabel* m_label = nullptr;
    QWidget* m_control = nullptr;
    ValueField* m_value = nullptr;
    ChoiceField* m_choice = nullptr;
    QCheckBox* m_check = nullptr;  // Toggle, or the "auto" box of an Optional
    ProblemLine* m_problem = nullptr;
    QGridLayout* m_grid = nullptr;
    bool m_shown = true;
    QVariant m_shownValue;
    bool m_shownValid = false;
};

}  // namespace syncwall::ui
