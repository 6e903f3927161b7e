#include "undo_commands.h"

#include "scenario_fields.h"
#include "scenario_model.h"

namespace syncwall::ui {

namespace {
constexpr int kSetFieldId = 1;
}

SetFieldCommand::SetFieldCommand(ScenarioModel* model, const QString& key, const QVariant& before,
                                 const QVariant& after, int gesture, const QString& text)
    : QUndoCommand(text), m_model(model), m_key(key), m_before(before), m_after(after),
      m_gesture(gesture)
{ }

void SetFieldCommand::alsoClear(const QString& key, const QVariant& before)
{
    m_cleared = key;
    m_clearedBefore = before;
}

namespace {

// `key` set to `value`, and `cleared` (when named) to `clearedValue`, as one change.
void applyBoth(ScenarioModel* model, const QString& key, const QVariant& value,
               const QString& cleared, const QVariant& clearedValue)
{
    if (cleared.isEmpty()) {
        model->applyField(key, value);
        return;
    }
    core::Scenario next = model->scenario();
    ScenarioFields::set(next, cleared, clearedValue);
    ScenarioFields::set(next, key, value);
    model->applyScenario(next);
}

}  // namespace

void SetFieldCommand::undo() { applyBoth(m_model, m_key, m_before, m_cleared, m_clearedBefore); }

void SetFieldCommand::redo()
{
    applyBoth(m_model, m_key, m_after, m_cleared, QVariant(0.0));
    setObsolete(m_before == m_after && m_cleared.isEmpty());
}

int SetFieldCommand::id() const { return kSetFieldId; }

bool SetFieldCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetFieldCommand*>(other);
    if (m_gesture == 0 || next->m_gesture != m_gesture || next->m_key != m_key)
        return false;
    m_after = next->m_after;
    setObsolete(m_before == m_after && m_cleared.isEmpty());
    return true;
}

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioModel* model, const core::Scenario& before,
                                               const core::Scenario& after, const QString& text)
    : QUndoCommand(text), m_model(model), m_before(before), m_after(after)
{ }

void ReplaceScenarioCommand::undo() { m_model->applyScenario(m_before); }

void ReplaceScenarioCommand::redo() { m_model->applyScenario(m_after); }

}  // namespace syncwall::ui
