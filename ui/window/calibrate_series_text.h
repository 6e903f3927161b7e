#pragma once
// The calibration dialog's words for a series fit (issue 14): how well each multiplier is
// determined, the rms error before and after, and why a series was refused. The core returns
// codes and numbers (core::calibrateSeries); this turns them into tr() text.

#include <QCoreApplication>
#include <QString>

#include "core/series_calibration.h"

namespace syncwall::ui {

class CalibrateSeriesText {
    Q_DECLARE_TR_FUNCTIONS(CalibrateSeriesText)
public:
    // "determined, ±2.4 % for a 2 % error per measurement", or why not.
    static QString determination(bool determined, double uncertainty);
    // The fitted multipliers, their determination and the rms error. `both`, when given, is the
    // fit of both multipliers that `r` fell back from (core::calibrateStorableSeries): it is shown first,
    // with why the runs cannot tell the two apart and what Apply stores instead.
    static QString fitted(const core::SeriesCalibrationResult& r,
                          const core::SeriesCalibrationResult* both = nullptr);
    // Why the series was refused; `run` names the run the refusal is about ("Run 2 (a.json)").
    static QString refusal(const core::SeriesCalibrationResult& r, const QString& run);
    // A predicted step beside the measured one: "12.3 s (+4.1 %)".
    static QString predicted(double predicted_s, double measured_s);
};

}  // namespace syncwall::ui
