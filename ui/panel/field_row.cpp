#include "field_row.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "cards/units.h"
#include "controls/choice_field.h"
#include "controls/value_field.h"
#include "controls/wrap_label.h"
#include "core/scenario_key_names.h"
#include "core/scenario_limits.h"
#include "model/scenario_fields.h"
#include "model/scenario_model.h"
#include "problem_line.h"
#include "problem_text.h"
#include "theme/theme.h"

namespace syncwall::ui {

FieldRow::FieldRow(const FieldSpec& spec, ScenarioModel* model, QGridLayout* grid, QWidget* parent)
    : QObject(parent), m_spec(spec), m_model(model)
{
    build(grid, parent);
    refresh();
}

void FieldRow::build(QGridLayout* grid, QWidget* parent)
{
    const int row = grid->rowCount();
    m_grid = grid;
    const QString plain = FieldSpecs::plainLabel(m_spec.key);
    switch (m_spec.kind) {
    case FieldKind::Toggle:
        m_check = new QCheckBox(m_spec.label, parent);
        m_control = m_check;
        connect(m_check, &QCheckBox::toggled, this, [this](bool on) { commit(on, 0); });
        break;
    case FieldKind::Choice:
    case FieldKind::Degree: {
        m_choice = new ChoiceField(parent);
        m_control = m_choice;
        QList<QPair<QString, int>> items;
        for (const auto& c : m_spec.choices)
            items.append({c.label, c.value});
        if (!items.isEmpty())
            m_choice->setChoices(items, items.first().second);
        connect(m_choice, &ChoiceField::edited, this, [this](int v) { commit(v, 0); });
        break;
    }
    default: {
        m_value = new ValueField(
            typedMinimum(), typedMaximum(), m_spec.decimals, m_spec.suffix, m_spec.scale,
            LogScale(m_spec.min, m_spec.max, m_spec.log, m_spec.ladder), parent);
        m_value->spinBox()->setStepMinimum(m_spec.min);
        m_value->spinBox()->setStepFloor(m_spec.minStep);
        m_value->spinBox()->setWholeNumbers(m_spec.kind == FieldKind::Integer);
        m_value->spinBox()->setMagnitudeWords(Units::magnitudeWords());
        m_value->setAccessibleLabel(plain);
        connect(m_value, &ValueField::edited, this,
                [this](double v, int gesture) { commit(fromDisplay(v), gesture); });
        connect(m_value, &ValueField::rejected, this, &FieldRow::explainRejected);
        m_control = m_value;
        if (m_spec.kind == FieldKind::Optional) {
            // The "auto" box under the value keeps the panel narrow.
            auto* box = new QWidget(parent);
            auto* layout = new QVBoxLayout(box);
            layout->setContentsMargins(0, 0, 0, 0);
            layout->setSpacing(2);
            m_check = new QCheckBox(m_spec.autoText, box);
            m_value->setParent(box);
            layout->addWidget(m_value);
            layout->addWidget(m_check);
            connect(m_check, &QCheckBox::toggled, this, [this](bool automatic) {
                commit(automatic ? QVariant() : fromDisplay(m_value->value()), 0);
            });
            m_control = box;
        } else if (!m_spec.autoText.isEmpty()) {
            m_value->spinBox()->setSpecialValueText(m_spec.autoText);
        }
    }
    }
    m_control->setToolTip(m_spec.toolTip);
    m_control->setAccessibleName(plain);
    m_control->setAccessibleDescription(m_spec.toolTip);
    if (m_spec.kind == FieldKind::Toggle) {
        grid->addWidget(m_check, row, 0, 1, 2);
    } else {
        // Wraps at spaces, hyphens and soft hyphens, so a long translated label cannot widen the
        // panel; read aloud without the soft hyphens.
        auto* label = new WrapLabel(m_spec.label, parent);
        label->setPreferOneLine(true);
        label->setAccessibleName(plain);
        m_label = label;
        m_label->setBuddy(m_value ? static_cast<QWidget*>(m_value->spinBox()) : m_control);
        m_label->setToolTip(m_spec.toolTip);
        grid->addWidget(m_label, row, 0);
        grid->addWidget(m_control, row, 1);
    }
    m_problem = new ProblemLine(parent);
    m_problem->setAccessibleName(tr("Problem with %1").arg(plain));
    Theme::setTone(m_problem, Tone::Bad);
    grid->addWidget(m_problem, row + 1, 0, 1, 2);
}

void FieldRow::setShown(bool shown)
{
    m_shown = shown;
    if (m_label)
        m_label->setVisible(shown);
    m_control->setVisible(shown);
    m_problem->settle();  // the panel is laid out again anyway
    m_problem->setVisible(shown && !m_problem->text().isEmpty());
}

void FieldRow::refresh()
{
    const QVariant v = ScenarioFields::get(m_model->scenario(), m_spec.key);
    // Most edits touch one field: leave the other widgets alone. An unset optional shows what
    // the estimate resolved, which any edit may move: that value is part of what is shown.
    const QVariant shown = m_spec.kind == FieldKind::Optional && !v.isValid()
                               ? QVariant(QVariantList {QStringLiteral("auto"), resolvedValue()})
                               : v;
    if (m_value && m_spec.kind != FieldKind::Optional && !m_spec.autoText.isEmpty()) {
        // Another key may change what the field's minimum stands for (the tokens come from the
        // steps when those are set): QAbstractSpinBox redraws the word when it changes.
        const QString word = autoTextNow();
        if (m_value->spinBox()->specialValueText() != word)
            m_value->spinBox()->setSpecialValueText(word);
    }
    if (shown == m_shownValue && m_shownValid)
        return;
    m_shownValue = shown;
    m_shownValid = true;
    if (m_spec.kind == FieldKind::Toggle) {
        const QSignalBlocker block(m_check);
        m_check->setChecked(v.toBool());
    } else if (m_choice) {
        m_choice->setCurrentChoice(v.toInt());
    } else if (m_spec.kind == FieldKind::Optional) {
        const QSignalBlocker block(m_check);
        m_check->setChecked(!v.isValid());
        m_value->setEnabled(v.isValid());
        // Inputs that cannot be computed resolve nothing: the field keeps what it last showed
        // rather than a 0 nobody chose.
        if (v.isValid())
            m_value->setValue(toDisplay(v));
        else if (m_model->isValid())
            m_value->setValue(toDisplay(QVariant(resolvedValue())));
    } else {
        m_value->setValue(toDisplay(v));
    }
}

void FieldRow::setDegreeChoices(const QList<int>& values)
{
    QList<QPair<QString, int>> items;
    for (int v : values)
        items.append({QString::number(v), v});
    m_choice->setChoices(items, ScenarioFields::get(m_model->scenario(), m_spec.key).toInt());
}

void FieldRow::setProblems(const QStringList& sentences)
{
    const QString text = sentences.join(QLatin1Char('\n'));
    if (text == m_problem->text())
        return;
    m_problem->setProblem(text, m_shown);
    m_control->setProperty("invalid", !text.isEmpty());
}

void FieldRow::settleProblem() { m_problem->settle(); }

void FieldRow::floatProblemsIn(QWidget* host)
{
    m_problem->setFloatHost(host, [this, host] {
        // Where the line goes when it has its place: under the row, across both columns.
        // (QGridLayout::cellRect() is not kept for height-for-width layouts: the widgets are.)
        const QRect control = m_control->geometry();
        const QRect label = m_label ? m_label->geometry() : control;
        const int top =
            std::max(label.bottom(), control.bottom()) + 1 + std::max(0, m_grid->verticalSpacing());
        const int left = std::min(label.left(), control.left());
        const QPoint at = m_control->parentWidget()->mapTo(host, QPoint(left, top));
        return QRect(at, QSize(control.right() - left + 1, 0));
    });
}

QString FieldRow::problemText() const { return m_problem->text(); }

QWidget* FieldRow::editor() const
{
    if (m_value)
        return m_value;
    if (m_choice)
        return m_choice;
    return m_check;
}

void FieldRow::nudge(int direction)
{
    if (m_spec.kind == FieldKind::Toggle) {
        m_check->toggle();
    } else if (m_choice) {
        const int n = m_choice->count();
        if (n > 1) {
            const int index = (m_choice->currentIndex() + (direction > 0 ? 1 : n - 1)) % n;
            m_choice->setCurrentIndex(index);
            emit m_choice->activated(index);
        }
    } else if (m_value->isEnabled()) {
        m_value->spinBox()->stepBy(direction);
    }
}

void FieldRow::commit(const QVariant& value, int gesture)
{
    m_model->editField(m_spec.key, value, gesture, FieldSpecs::plainLabel(m_spec.key));
}

QVariant FieldRow::fromDisplay(double value) const
{
    // Divide by 100 or 1e6 rather than multiply by 0.01 or 1e-6 (not exact in binary), so
    // that 80 % is exactly the 0.8 a file holds and an unchanged value is a no-op edit.
    const double si =
        m_spec.scale < 1 ? value / std::round(1 / m_spec.scale) : value * m_spec.scale;
    if (m_spec.kind == FieldKind::Integer)
        return QVariant(int(std::lround(si)));
    return QVariant(si);
}

double FieldRow::toDisplay(const QVariant& value) const
{
    return m_spec.scale < 1 ? value.toDouble() * std::round(1 / m_spec.scale)
                            : value.toDouble() / m_spec.scale;
}

void FieldRow::explainRejected(const QString& typed, TypedSpinBox::Reading why)
{
    const QString kept = tr("the field went back to the value in use.");
    if (why == TypedSpinBox::Reading::Unreadable) {
        // Examples from the field itself: the value it shows, with and without its unit; a value
        // in use that is out of range is no example (a tester read "for example -5 or -5 seq"
        // under a batch of -5), the nearest end of the range is.
        const TypedSpinBox* spin = m_value->spinBox();
        const double low = std::max(m_spec.min, typedMinimum());
        const double shown =
            std::clamp(spin->value(), std::min(low, typedMaximum()), typedMaximum());
        const QString example = spin->locale().toString(shown, 'g', 6);
        const QString unit = spin->suffix().trimmed();
        const QString examples = unit.isEmpty() ? tr("for example %1").arg(example)
                                                : tr("for example %1 or %1 %2").arg(example, unit);
        m_problem->setProblem(
            tr("“%1” is not a number this field can read (%2); %3").arg(typed, examples, kept),
            m_shown);
        return;
    }
    if (why == TypedSpinBox::Reading::NotWhole) {
        m_problem->setProblem(tr("%1 takes whole numbers, not “%2”; %3")
                                  .arg(FieldSpecs::plainLabel(m_spec.key), typed, kept),
                              m_shown);
        return;
    }
    core::Problem p;
    p.code = core::ProblemCode::OutOfRange;
    p.key = m_spec.key.toStdString();
    if (const core::Limit* limit = core::findLimit(p.key)) {
        p.min = limit->min;
        p.max = limit->max;
        p.detail = limit->minExclusive ? "exclusive_min" : "";
    } else {  // the widget's own bounds, in file units
        p.min = m_spec.min * m_spec.scale / FieldSpecs::fileUnit(m_spec.key);
        p.max = typedMaximum() * m_spec.scale / FieldSpecs::fileUnit(m_spec.key);
    }
    m_problem->setProblem(
        tr("%1 “%2” was not taken; %3").arg(ProblemText::sentence(p), typed, kept), m_shown);
}

double FieldRow::typedMinimum() const
{
    // Below the slider's range too (0 GPUs), when the core's range check will explain it: the
    // field keeps what was typed and the problem line says why it cannot work. Not for fields
    // whose minimum means "auto" (it shows as a word), nor for keys the core does not range.
    if (!m_spec.autoText.isEmpty() && m_spec.kind != FieldKind::Optional)
        return m_spec.min;
    if (!core::findLimit(m_spec.key.toStdString()))
        return m_spec.min;
    return std::min(m_spec.min, -typedMaximum());
}

double FieldRow::typedMaximum() const
{
    // The typed field reaches past the core's upper limit, so an over-large value is explained
    // by the validator rather than clamped by the widget.
    const core::Limit* limit = core::findLimit(m_spec.key.toStdString());
    if (!limit)
        return m_spec.max;
    const double coreMax = limit->max * FieldSpecs::fileUnit(m_spec.key) / m_spec.scale;
    return std::clamp(coreMax * 10, m_spec.max, 1e9);
}

QString FieldRow::autoTextNow() const
{
    // training.tokens at 0 means 20 per parameter, unless training.steps sets the run's length
    // (core: tokensWritten / the run's tokens from the steps).
    if (m_spec.key == QLatin1String(core::key_names::kTrainingTokens)) {
        const double steps = m_model->scenario().training.steps;
        if (steps > 0) {
            const QString count = m_value->spinBox()->locale().toString(steps, 'f', 0);
            return (steps == 1 ? tr("%1 step") : tr("%1 steps")).arg(count);
        }
    }
    return m_spec.autoText;
}

double FieldRow::resolvedValue() const
{
    const auto& e = m_model->estimate();
    if (m_spec.key == QLatin1String(core::key_names::kCheckpointInterval))
        return e.reliability.checkpoint_interval_s;
    if (m_spec.key == QLatin1String("reliability.cluster_mtbf_h"))
        return e.reliability.cluster_mtbf_s;
    return 0;
}

}  // namespace syncwall::ui
