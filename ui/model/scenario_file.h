#pragma once
// Reading and writing scenario files. Reads report every problem the core's parser finds;
// writes are atomic (QSaveFile), so a crash mid-save never leaves a half-written file.

#include <QString>

#include "core/catalog.h"
#include "core/problem.h"
#include "core/scenario.h"

namespace syncwall::ui {

struct ScenarioRead {
    bool ok = false;  // read and valid
    // Every key was read: the file opens even with problems (out of range, layout), which the
    // panel then shows beside their inputs. A file the app saved is always readable.
    bool readable = false;
    core::Scenario scenario;
    core::Problems problems;  // from the parser
    QString ioError;          // the file could not be read at all
};

class ScenarioFile {
public:
    static ScenarioRead read(const QString& path, const core::Catalog& catalog);
    static bool write(const QString& path, const core::Scenario& scenario, QString* error);
};

}  // namespace syncwall::ui
