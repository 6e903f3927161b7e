#pragma once
// The one QObject that owns the current scenario, its validation problems and its estimate.
// Every view observes it; widgets change it only through its undoable edits. The estimate is
// recomputed synchronously on every change; sweeps and Monte Carlo go to the AnalysisRunner.

#include <QObject>
#include <QUndoStack>

#include "core/catalog.h"
#include "core/estimate.h"
#include "core/problem.h"
#include "core/scenario.h"

namespace syncwall::ui {

class AnalysisRunner;

class ScenarioModel : public QObject {
    Q_OBJECT
public:
    explicit ScenarioModel(QObject* parent = nullptr);
    ~ScenarioModel() override;

    const core::Catalog& catalog() const { return m_catalog; }
    const core::Scenario& scenario() const { return m_scenario; }
    const core::Estimate& estimate() const { return m_estimate; }
    const core::Problems& problems() const { return m_problems; }
    bool isValid() const { return m_problems.empty(); }
    // Invalid only for its own layout (the other inputs hold): the GPU-count sweep, which
    // chooses its own layouts, is still computed and shown.
    bool onlyLayoutIsWrong() const { return m_onlyLayoutWrong; }
    QUndoStack* undoStack() const { return m_undo; }
    AnalysisRunner* analysis() const { return m_analysis; }

    // Undoable edits. Edits of one key carrying the same non-zero gesture merge into one step.
    void editField(const QString& key, const QVariant& value, int gesture = 0,
                   const QString& label = {});
    void editScenario(const core::Scenario& scenario, const QString& description);
    // Names the scenario; an empty name goes back to the automatic one (ScenarioTitle).
    void editName(const QString& name);
    // An edit that may leave the layout illegal (a GPU count, a model preset): when it does and
    // another layout makes the scenario valid, that layout is applied in the same undo step and
    // adjustment() says so until the next edit.
    void editKeepingValid(const core::Scenario& scenario, const QString& description);
    QString adjustment() const { return m_adjustment; }

    // A new document (New, Open, recovery): clears the undo history.
    void replaceDocument(const core::Scenario& scenario, const QString& path,
                         bool modified = false);
    QString filePath() const { return m_path; }
    void setFilePath(const QString& path);
    bool isModified() const;
    void markSaved();

    // For the undo commands only.
    void applyField(const QString& key, const QVariant& value);
    void applyScenario(const core::Scenario& scenario);

signals:
    // The scenario, its problems and its estimate have been recomputed.
    void changed();
    // The file path or the modified flag changed.
    void fileStateChanged();
    // Another document replaced this one (New, Open, recovery): what was typed about the old one
    // (the runs of a series calibration) no longer applies.
    void documentReplaced();

private:
    void recompute();
    // Pushes `fixed` (a scenario whose layout withLegalLayout chose) as one undo step, saying so.
    void pushRelayout(const core::Scenario& fixed, const QString& description);

    core::Catalog m_catalog;
    core::Scenario m_scenario;
    core::Estimate m_estimate;
    core::Problems m_problems;
    bool m_onlyLayoutWrong = false;
    QUndoStack* m_undo;
    AnalysisRunner* m_analysis;
    QString m_path;
    bool m_forceModified = false;
    QString m_adjustment;
};

}  // namespace syncwall::ui
