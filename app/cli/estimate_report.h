#pragma once
// The human-readable estimate: sections with aligned labels, units, thousands separators.

#include <iosfwd>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::cli {

void printEstimate(std::ostream& out, const core::Scenario& scenario,
                   const core::Estimate& estimate);

// "TP 8 x PP 12 x CP 1 x DP 16, micro-batch 1 (96 per step), ZeRO-1, selective recompute, 1f1b"
std::string layoutSummary(const core::Layout& layout, core::SoftwareStack stack);

}  // namespace syncwall::cli
