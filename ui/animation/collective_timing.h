#pragma once
// The data-parallel gradient all-reduce of an estimate, as the collective animations draw it:
// the plan shown (at most a readable number of GPUs), the real group and its times. Pure (no Qt).

#include "collective_plan.h"
#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

struct CollectiveTiming {
    core::Algorithm algorithm = core::Algorithm::Ring;          // drawn; never Auto
    core::Algorithm estimateAlgorithm = core::Algorithm::Ring;  // what the estimate uses
    bool noInSwitch = false;  // NVLS asked for, but the hardware has no in-switch reduction
    int realRanks = 1;        // N: the DP degree
    int ranksPerDomain = 1;   // r: DP ranks sharing one NVLink domain
    int domains = 1;          // k = N / r
    int shownRanks = 1;
    int shownNodes = 1;  // hierarchical only
    int shownPerNode = 1;
    double bytes = 0;   // M: gradient bytes per rank
    double time_s = 0;  // T of the drawn algorithm on the real group
    double algbw_Bps = 0;
    double busbw_Bps = 0;
    double alpha_s = 0;   // per-step latency of the tier a flat ring or tree uses
    double beta_Bps = 0;  // bandwidth that makes the ring/tree formula give T (0: n/a)
    CollectivePlan plan;

    bool hasCollective() const { return realRanks > 1 && time_s > 0; }
    // Steps the real group takes: 2(N-1) ring, 2 ceil(log2 N) tree, 2 in-switch,
    // 2(r-1) + 2(k-1) hierarchical.
    int realSteps() const;
};

// `requested` Auto draws the estimate's own algorithm; `maxShown` caps the GPUs drawn.
CollectiveTiming collectiveTiming(const core::Scenario& scenario, const core::Estimate& estimate,
                                  core::Algorithm requested, int maxShown = 8);

}  // namespace syncwall::ui
