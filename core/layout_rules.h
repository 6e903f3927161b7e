#pragma once
// Whether a parallel layout is legal, and why not: the one place that says it. validate(), the
// layout search (and so the sweep, the layouts heatmap, `syncwall-cli search` and the sync
// wall) and the panel's offered degrees all ask here.

#include "problem.h"
#include "problem_checker.h"
#include "scenario.h"

namespace syncwall::core {

// A layout for a model at a GPU count and global batch (the inputs the rules read).
struct LayoutQuestion {
    const ModelSpec& model;
    const ParallelSpec& parallel;
    int gpus = 0;
    int globalBatch = 0;
    // communication.ep_overlap: Megatron-Core's EP overlap adds its own needs
    // (expert_overlap.h, expertOverlapConflict).
    bool expertOverlap = false;
};

// The question a scenario asks of its own layout, or of another layout at another size.
LayoutQuestion layoutQuestion(const Scenario& scenario);
LayoutQuestion layoutQuestion(const Scenario& scenario, const ParallelSpec& parallel, int gpus,
                              int globalBatch);

// The layout's problems (empty = legal), each naming its key as validate() does: TP divides the
// heads, KV heads, dense FFN size and (with sequence parallelism) seq_len / CP; expert TP the
// experts' FFN; CP divides seq_len; an explicit stage split adds up; the interleaved and
// DualPipe schedules' needs; TP x PP x CP x DP = GPUs; DP x micro-batch divides the global
// batch; EP divides the experts, and EP x expert TP divides TP x CP x DP (expert folding);
// with the EP overlap, what Megatron-Core needs for it.
Problems layoutProblems(const LayoutQuestion& question);
bool isLegalLayout(const LayoutQuestion& question);
// Whether the scenario has problems and every one of them is a layout rule's (by key and kind):
// another layout may fix them all, so the sweep and the layout search can still run.
bool onlyLayoutWrong(const Scenario& scenario, const Problems& problems);

// For validate(): the same rules into its checker, skipping rules on keys out of range.
void checkLayoutRules(Checker& checker, const LayoutQuestion& question);

}  // namespace syncwall::core
