#pragma once
// The estimator: one Scenario in, one Estimate out. Pure, cheap (microseconds), no allocation
// beyond the warnings vector; sweeps and searches call it many times.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

struct PacingStage;

// The scenario must have passed validate(); a scenario that did not gives a finite but
// meaningless estimate, never a crash.
Estimate estimate(const Scenario& scenario);

// The layout as the estimate resolves it (DP derived from the GPU count, micro-batches per
// step), without estimating: what the window shows under a legal layout while another input
// is wrong.
Layout resolvedLayout(const Scenario& scenario);

// The part of estimate() a layout ranking needs: layout, memory, step time and throughput
// (MFU). Run, reliability, cost and warnings are left at their defaults. About twice as fast:
// the layout search and the sweep's best-layout choice rank thousands of layouts with it.
Estimate stepEstimate(const Scenario& scenario);

// stepEstimate in two halves, for a search that can skip the second: memoryEstimate resolves
// the layout and its memory (recompute Auto: the least that fits), completeStep adds the step
// time and throughput. stepEstimate(s) == completeStep(s, memoryEstimate(s)).
Estimate memoryEstimate(const Scenario& scenario);
void completeStep(const Scenario& scenario, Estimate& estimate,
                  const PacingStage* pace = nullptr);  // pace: from stepLowerBound_s

// A resolved layout as scenario inputs (dp "auto": recomputed from the GPU count).
ParallelSpec parallelOf(const Layout& layout);
// The scenario with its layout replaced (dp recomputed from the GPU count).
Scenario withLayout(const Scenario& scenario, const Layout& layout);

}  // namespace syncwall::core
