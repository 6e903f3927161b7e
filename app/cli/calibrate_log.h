#pragma once
// calibrate --from-log LOG: the measured figure of a training log (core/training_log.h,
// core/log_measurement.h) with the lines it came from, for the ordinary calibration.

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/calibration.h"
#include "core/scenario.h"

namespace syncwall::cli {

struct LogSource {
    std::optional<core::Measurement> measurement;  // empty: refused (the reason is on stderr)
    nlohmann::ordered_json json;                   // what was read, for --json
};

// Reads LOG and prints what it used (unless `quiet`); problems go to stderr.
LogSource readLogMeasurement(const std::string& path, const core::Scenario& scenario, bool quiet);

}  // namespace syncwall::cli
