#pragma once
// calibrate FILE FILE... --measured-step-s X,Y,... (or --measured-mfu): one measured run per
// scenario file, of one cluster at several scales; fits compute and links apart
// (core/series_calibration.h) and writes the fitted calibration into every FILE (or the first
// FILE's calibrated scenario to --out).

#include <string>
#include <vector>

#include "core/calibration.h"

namespace syncwall::cli {

struct SeriesArgs {
    std::vector<std::string> files;
    std::vector<std::string> overrides;  // --set, applied to every file
    core::MeasurementKind kind = core::MeasurementKind::StepTime;
    std::vector<double> values;  // one per file
    std::string out;
    bool json = false;
};

int calibrateSeriesCommand(const SeriesArgs& args);

}  // namespace syncwall::cli
