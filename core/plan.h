#pragma once
// Plans to a deadline or a budget (`syncwall-cli plan`): for each system of the catalog, the
// fewest GPUs whose expected JCT meets the deadline (or the fastest run whose cost stays within
// the budget), with the best layout of the one search space, the P10-P90 band and the cost.

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "catalog.h"
#include "estimate.h"
#include "jct_band.h"
#include "scenario.h"

namespace syncwall::core {

struct PlanGoal {
    std::optional<double> deadline_s;  // meet this expected JCT with the fewest GPUs
    std::optional<double> budget_usd;  // or: the fastest expected JCT within this cost
};

struct SystemPlan {
    std::string system;  // catalog system id
    std::string gpu;     // its GPU id
    bool found = false;  // some GPU count has a valid layout that fits in memory
    bool meets = false;  // the goal is met (else: the closest run found)
    bool precisionSupported = true;
    int gpus = 0;
    Estimate estimate;  // at `gpus`, with the best layout
    JctBand band;       // P10-P90 of the expected JCT
};

// The GPU counts a plan tries: powers of two and their 1.5x from one node to 131,072, whole
// nodes only.
std::vector<int> planGpuCounts(int gpusPerNode);

// One plan per system id (an unknown id gives a plan with found = false). The scenario's
// model, batch, tokens, precision, reliability and price are kept; the hardware is the system's.
// `cancelled` (may be null) stops it between GPU counts: the plans so far come back, for a
// caller that no longer wants them to drop.
std::vector<SystemPlan> planRuns(const Scenario& scenario, const Catalog& catalog,
                                 const PlanGoal& goal, const std::vector<std::string>& systems,
                                 const std::atomic<bool>* cancelled = nullptr);

}  // namespace syncwall::core
