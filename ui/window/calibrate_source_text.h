#pragma once
// The calibration dialog's words for what a training log or an nccl-tests output gave (issue
// 17): the lines used, the measured figure, the fitted keys and how well they are determined,
// and why a text was refused. The core returns codes; this turns them into tr() text.

#include <QCoreApplication>
#include <QString>

#include "core/log_measurement.h"
#include "core/nccl_calibration.h"
#include "core/training_log.h"

namespace syncwall::ui {

class CalibrateSourceText {
    Q_DECLARE_TR_FUNCTIONS(CalibrateSourceText)
public:
    // What was read from the log (format, warm-up, outliers, lines used, the median).
    static QString logRead(const core::TrainingLog& log, const core::LogMeasurement& m);
    // Why the log gives no measurement for this scenario; empty when it does.
    static QString logRefusal(const core::TrainingLog& log, const core::LogMeasurement& m);
    // The table, the fit and the keys it changes (when fitted).
    static QString ncclRead(const core::NcclTestsTable& table, const core::NcclCalibration& r);
    // Why the table calibrates nothing; empty when fitted.
    static QString ncclRefusal(const core::NcclTestsTable& table, const core::NcclCalibration& r);

private:
    static QString lineList(const core::TrainingLog& log, const std::vector<std::size_t>& which);
};

}  // namespace syncwall::ui
