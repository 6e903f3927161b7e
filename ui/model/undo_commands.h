#pragma once
// Every change to the scenario is one of these on the model's QUndoStack. Edits of one field
// within one gesture (a slider drag) merge into a single step; an edit that ends where it
// started is obsolete and leaves the stack (Tiled's changevalue.h does the same).

#include <QUndoCommand>
#include <QVariant>

#include "core/scenario.h"

namespace syncwall::ui {

class ScenarioModel;

class SetFieldCommand : public QUndoCommand {
public:
    SetFieldCommand(ScenarioModel* model, const QString& key, const QVariant& before,
                    const QVariant& after, int gesture, const QString& text);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;
    const QString& key() const { return m_key; }
    // Another key the edit sets to 0 (and undo puts back): the steps when tokens are typed over
    // them, and the reverse. Later moves of the same gesture still merge into this command.
    void alsoClear(const QString& key, const QVariant& before);

private:
    ScenarioModel* m_model;
    QString m_key;
    QVariant m_before;
    QVariant m_after;
    int m_gesture;
    QString m_cleared;
    QVariant m_clearedBefore;
};

// Several fields at once: a preset, a reset, a recovered file.
class ReplaceScenarioCommand : public QUndoCommand {
public:
    ReplaceScenarioCommand(ScenarioModel* model, const core::Scenario& before,
                           const core::Scenario& after, const QString& text);
    void undo() override;
    void redo() override;

private:
    ScenarioModel* m_model;
    core::Scenario m_before;
    core::Scenario m_after;
};

}  // namespace syncwall::ui
