#pragma once
// File > Import and files dropped on the window: a Hugging Face config.json (the model) or a
// launch config (Megatron-LM script or arguments, NeMo / Megatron-Bridge recipe, torchtitan
// TOML: the layout, batch and what else it states) onto the current scenario, as one undo step.
// A report says what was taken from where; a file that cannot be imported is refused with its
// problems and the scenario stays.

#include <QObject>
#include <QStringList>
#include <vector>

#include "core/import_source.h"
#include "core/launch_import.h"
#include "core/scenario.h"

class QWidget;

namespace syncwall::ui {

class ScenarioModel;

class ImportController : public QObject {
    Q_OBJECT
public:
    ImportController(ScenarioModel* model, QWidget* window);

    // Whether a dropped file is one to import (not a scenario or an exported chart to open).
    static bool isImportable(const QString& path);

    // Imports the file; false (with the problems shown) when it is refused.
    bool importPath(const QString& path);

    // The last import's sources (every key it can set) and the problems of a refusal.
    const std::vector<core::ImportSource>& lastSources() const { return m_sources; }
    core::ImportKind lastKind() const { return m_kind; }
    QStringList lastProblems() const { return m_problems; }

public slots:
    void importFile();

private:
    void refuse(const QString& path, const QStringList& lines);
    void report(const QString& path, const QStringList& scenarioProblems);

    ScenarioModel* m_model;
    QWidget* m_window;
    std::vector<core::ImportSource> m_sources;
    core::Scenario m_before;  // the scenario the last import started from
    core::ImportKind m_kind = core::ImportKind::Unknown;
    QStringList m_problems;
};

}  // namespace syncwall::ui
