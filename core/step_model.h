#pragma once
// One optimizer step on the critical path: micro-batch compute on the slowest stage, TP/CP/EP
// collectives inside it, the pipeline bubble and point-to-point transfers, the DP gradient
// collective (partly hidden behind backward), the optimizer update and stragglers.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Fills e.step, e.allreduce and e.links from the scenario and the resolved e.layout.
void stepTime(const Scenario& scenario, Estimate& e);

}  // namespace syncwall::core
