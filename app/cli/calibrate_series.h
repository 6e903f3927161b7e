#pragma once
// calibrate FILE FILE... --measured-step-s X,Y,... (or --measured-mfu): one measured run per
// scenario file, of one cluster at several scales; fits compute and links apart
// (core/series_calibration.h) and writes into every FILE (or the first FILE's calibrated
// scenario to --out) what the runs support (core::calibrateStorableSeries), or the one
// multiplier --fit names, fitted alone.

#include <optional>
#include <string>
#include <vector>

#include "core/calibration.h"
#include "core/series_calibration.h"

namespace syncwall::cli {

struct SeriesArgs {
    std::vector<std::string> files;
    std::vector<std::string> overrides;  // --set, applied to every file
    core::MeasurementKind kind = core::MeasurementKind::StepTime;
    std::vector<double> values;  // one per file
    std::string out;
    bool json = false;
    // --fit compute|link: that multiplier alone, the other held; none: what the series determines.
    std::optional<core::SeriesFit> fit;
};

int calibrateSeriesCommand(const SeriesArgs& args);

}  // namespace syncwall::cli
