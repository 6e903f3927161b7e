#include "scenario_model.h"

#include <algorithm>

#include <QLocale>

#include "analysis_runner.h"
#include "core/estimator.h"
#include "core/layout_rules.h"
#include "core/layout_search.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/validator.h"
#include "scenario_fields.h"
#include "undo_commands.h"

namespace syncwall::ui {

ScenarioModel::ScenarioModel(QObject* parent)
    : QObject(parent), m_catalog(core::Catalog::builtIn()), m_undo(new QUndoStack(this)),
      m_analysis(new AnalysisRunner(this))
{
    m_scenario = core::defaultScenario(m_catalog);
    connect(m_undo, &QUndoStack::cleanChanged, this, &ScenarioModel::fileStateChanged);
    recompute();
}

ScenarioModel::~ScenarioModel() = default;

void ScenarioModel::editField(const QString& key, const QVariant& value, int gesture,
                              const QString& label)
{
    if (!ScenarioFields::has(key))
        return;
    m_adjustment.clear();
    if (key == QLatin1String("cluster.gpus")) {  // a new count may need another layout
        core::Scenario next = m_scenario;
        ScenarioFields::set(next, key, value);
        if (const std::optional<core::Scenario> fixed = core::withLegalLayout(next)) {
            pushRelayout(*fixed, tr("Change %1").arg(label.isEmpty() ? key : label));
            return;
        }
    }
    const QVariant before = ScenarioFields::get(m_scenario, key);
    const QString text = tr("Change %1").arg(label.isEmpty() ? key : label);
    // A key that excludes another (a run's length is its tokens or its steps) clears it in the
    // same undo step, so that the one showing a number counts (tokens typed over a file's steps
    // had been ignored, the field saying "20 per parameter").
    auto* command = new SetFieldCommand(this, key, before, value, gesture, text);
    const std::string_view exclusive = core::exclusiveKeyOf(key.toStdString());
    if (!exclusive.empty() && value.toDouble() > 0) {
        const QString other = QString::fromUtf8(exclusive.data(), qsizetype(exclusive.size()));
        const QVariant otherValue = ScenarioFields::get(m_scenario, other);
        if (otherValue.toDouble() != 0)
            command->alsoClear(other, otherValue);
    }
    m_undo->push(command);
}

void ScenarioModel::editKeepingValid(const core::Scenario& scenario, const QString& description)
{
    if (const std::optional<core::Scenario> fixed = core::withLegalLayout(scenario))
        pushRelayout(*fixed, description);
    else
        editScenario(scenario, description);
}

void ScenarioModel::pushRelayout(const core::Scenario& fixed, const QString& description)
{
    const core::ParallelSpec& p = fixed.parallel;
    // The micro-batch too: a GPU-count change may keep the degrees and change only it.
    const QString layout = tr("TP %1 \u00B7 PP %2 \u00B7 CP %3 \u00B7 EP %4, micro-batch %5")
                               .arg(p.tp)
                               .arg(p.pp)
                               .arg(p.cp)
                               .arg(p.ep)
                               .arg(p.microBatch);
    m_undo->push(new ReplaceScenarioCommand(
        this, m_scenario, fixed, tr("%1 (layout %2 to stay valid)").arg(description, layout)));
    // After the push (its redo clears it): views read it on the second changed().
    m_adjustment = tr("The layout changed to %1: the one before has no valid form at %2 GPUs.")
                       .arg(layout, QLocale().toString(fixed.gpus));
    emit changed();
}

void ScenarioModel::editScenario(const core::Scenario& scenario, const QString& description)
{
    m_adjustment.clear();
    m_undo->push(new ReplaceScenarioCommand(this, m_scenario, scenario, description));
}

void ScenarioModel::editName(const QString& name)
{
    const std::string next = name.trimmed().toStdString();
    if (next == m_scenario.name)
        return;
    core::Scenario renamed = m_scenario;
    renamed.name = next;
    editScenario(renamed, next.empty() ? tr("Use the automatic name") : tr("Rename scenario"));
}

void ScenarioModel::replaceDocument(const core::Scenario& scenario, const QString& path,
                                    bool modified)
{
    m_undo->clear();
    m_path = path;
    m_forceModified = modified;
    applyScenario(scenario);
    emit fileStateChanged();
    emit documentReplaced();
}

void ScenarioModel::setFilePath(const QString& path)
{
    m_path = path;
    emit fileStateChanged();
}

bool ScenarioModel::isModified() const { return m_forceModified || !m_undo->isClean(); }

void ScenarioModel::markSaved()
{
    m_forceModified = false;
    m_undo->setClean();
    emit fileStateChanged();
}

void ScenarioModel::applyField(const QString& key, const QVariant& value)
{
    m_adjustment.clear();  // undo and redo too: the notice belongs to the edit that made it
    ScenarioFields::set(m_scenario, key, value);
    recompute();
}

void ScenarioModel::applyScenario(const core::Scenario& scenario)
{
    m_adjustment.clear();
    m_scenario = scenario;
    recompute();
}

void ScenarioModel::recompute()
{
    m_problems = core::validate(m_scenario);
    m_onlyLayoutWrong = core::onlyLayoutWrong(m_scenario, m_problems);
    if (m_problems.empty()) {
        m_estimate = core::estimate(m_scenario);
        m_analysis->request(m_scenario, m_estimate);
    } else {
        m_estimate = core::Estimate {};
        if (m_onlyLayoutWrong)
            m_analysis->requestSweepOnly(m_scenario);
        else
            m_analysis->clear();
    }
    emit changed();
}

}  // namespace syncwall::ui
