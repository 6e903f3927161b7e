#include "undo_commands.h"

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

void SetFieldCommand::undo() { m_model->applyField(m_key, m_before); }

void SetFieldCommand::redo()
{
    m_model->applyField(m_key, m_after);
    setObsolete(m_before == m_after);
}

int SetFieldCommand::id() const { return kSetFieldId; }

bool SetFieldCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetFieldCommand*>(other);
    if (m_gesture == 0 || next->m_gesture != m_gesture || next->m_key != m_key)
        return false;
    m_after = next->m_after;
    setObsolete(m_before == m_after);
    return true;
}

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioModel* model, const core::Scenario& before,
                                               const core::Scenario& after, const QString& text)
    : QUndoCommand(text), m_model(model), m_before(before), m_after(after)
{ }

void ReplaceScenarioCommand::undo() { m_model->applyScenario(m_before); }

void ReplaceScenarioCommand::redo() { m_model->applyScenario(m_after); }

}  // namespace syncwall::ui
