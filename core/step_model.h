#pragma once
// One optimizer step on the critical path: micro-batch compute on the slowest stage, TP/CP/EP
// collectives inside it, the pipeline bubble and point-to-point transfers, the DP gradient
// collective (partly hidden behind backward), the optimizer update and stragglers.

#include "collectives.h"
#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Fills e.step, e.allreduce and e.links from the scenario and the resolved e.layout.
void stepTime(const Scenario& scenario, Estimate& e);

// The group e.allreduce describes: the gradients' DP x CP ranks, a stride of TP ranks apart
// under Megatron's rank order, and how many of them share a scale-up domain.
GroupPlacement dpGradientGroup(const Scenario& scenario, const Layout& layout);

// The routed experts' gradient group: TP x CP x DP / (EP x expert TP) ranks, EP x expert TP
// ranks apart (Megatron-Core MoE folding).
GroupPlacement expertDataGroup(const Scenario& scenario, const Layout& layout);

}  // namespace syncwall::core
