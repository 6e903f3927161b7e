#pragma once
// The estimate's warning codes (and the sweep's sync wall) in words, with the numbers the
// core returned alongside them.

#include <QCoreApplication>
#include <QList>

#include "core/estimate.h"
#include "core/sweep.h"
#include "theme/theme.h"

namespace syncwall::ui {

struct Warning {
    Tone tone = Tone::Warning;
    QString text;
};

class WarningText {
    Q_DECLARE_TR_FUNCTIONS(WarningText)
public:
    static Warning describe(core::WarningCode code, const core::Estimate& estimate);
    // Empty text when the scenario's GPU count is not past the wall.
    static Warning pastSyncWall(int gpus, const core::SyncWall& wall);
    static Warning invalidInputs(const QStringList& problems);
};

}  // namespace syncwall::ui
