#pragma once
// calibrate --from-nccl-tests LOG [--collective NAME] [--ranks N] [--nodes N]: fits the link
// efficiency and latency of the tier the test ran on (core/nccl_calibration.h), prints the fit
// and how well it is determined, and writes the calibrated scenario to `target` (none when
// empty). Returns the exit code: 0, or 2 with the reason on stderr (nothing written).

#include <string>

#include "core/scenario.h"

namespace syncwall::cli {

struct NcclTestsArgs {
    std::string path;
    std::string collective;  // empty: whatever the table is
    int ranks = 0;           // 0: from the table
    int nodes = 0;
};

int calibrateFromNcclTests(const NcclTestsArgs& args, const core::Scenario& scenario,
                           const std::string& target, bool json);

}  // namespace syncwall::cli
