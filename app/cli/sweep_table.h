#pragma once
// A GPU-count sweep as CSV, as an aligned table and as JSON. The CSV columns start with the
// contract's: gpus, tp, pp, dp, step_s, jct_s, expected_jct_s, efficiency, mfu, fits.

#include <iosfwd>

#include <nlohmann/json.hpp>

#include "core/sweep.h"

namespace syncwall::cli {

void printSweepCsv(std::ostream& out, const core::SweepResult& sweep);
void printSweepTable(std::ostream& out, const core::SweepResult& sweep);
nlohmann::ordered_json sweepToJson(const core::SweepResult& sweep);

}  // namespace syncwall::cli
