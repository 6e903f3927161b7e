#pragma once
// One optimizer step on the critical path: micro-batch compute on the slowest stage, TP/CP/EP
// collectives inside it, the pipeline bubble and point-to-point transfers, the DP gradient
// collective (partly hidden behind backward), the optimizer update and stragglers.

#include "collectives.h"
#include "compute_model.h"
#include "estimate.h"
#include "rank_groups.h"
#include "scenario.h"

namespace syncwall::core {

// Fills e.step, e.allreduce and e.links from the scenario and the resolved e.layout. `pace`,
// when given, is pacingStage(...) of that layout already computed (stepLowerBound_s).
void stepTime(const Scenario& scenario, Estimate& e, const PacingStage* pace = nullptr);

// A lower bound of stepTime's e.step.total_s for the resolved layout, from compute alone: the
// m micro-batches on the pacing stage plus the bubble they leave (every other part of the step
// is >= 0, and waits only lengthen the bubble). Fills `pace` for stepTime to reuse. A search
// skips a layout whose bound already loses.
double stepLowerBound_s(const Scenario& scenario, const Layout& layout, PacingStage& pace);

}  // namespace syncwall::core
