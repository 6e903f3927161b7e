#pragma once
// The calibration dialog's words for a fit to one measured run: why it was refused, or the
// fitted scale, the GEMM efficiency, the step time before and after, and whether one step time
// could tell compute from communication. The core returns codes and figures; this turns them
// into tr() text.

#include <QCoreApplication>
#include <QString>

#include "core/calibration.h"

namespace syncwall::ui {

class CalibrateResultText {
    Q_DECLARE_TR_FUNCTIONS(CalibrateResultText)
public:
    // Why a fit was refused (or "Fitted.").
    static QString status(core::CalibrationStatus status);
    // "Refused. …" or the fitted figures, one per line.
    static QString result(const core::CalibrationResult& r);
};

}  // namespace syncwall::ui
