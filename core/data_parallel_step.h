#pragma once
// The data-parallel part of one step (docs/model.md §4): the gradient collectives over the DP x
// CP group and the routed experts' own group (all-reduce, ZeRO-1/2's reduce-scatter and
// all-gather, ZeRO-3's parameter gathers and per-micro-batch reduce-scatters by the stack's
// unit), what of them hides behind the step, the bandwidth that would hide them, and the
// optimizer update. stepTime (step_model.h) calls it with the windows the rest of the step
// leaves.

#include "collectives.h"
#include "estimate.h"
#include "scenario.h"
#include "software_stack.h"

namespace syncwall::core {

// What the DP collectives can hide behind, from the rest of the step.
struct DpWindows {
    double microBatches = 1;    // m
    int layersPerStage = 1;     // on the pacing stage (ZeRO-3 gathers by layer)
    double perMb_s = 0;         // a micro-batch on the pacing stage, its TP, CP and EP waits in
    double forwardWall_s = 0;   // its forward as wall time, waits on the next stage included
    double backwardWall_s = 0;  // its backward and recompute, the same way
    double pipelineForwardWait_s = 0;   // its forward's waits on other stages
    double pipelineBackwardWait_s = 0;  // its backward's
};

// Fills e.step.dp_comm_s, dp_comm_exposed_s and optimizer_s, e.allreduce, e.links.hide_dp_Bps
// and the data and expert-data entries of e.collectives, for the resolved layout `l`. `links`
// and `stack` are the scenario's (linkParams, stackProfile), which the caller has at hand.
void dataParallelStep(const Scenario& s, const Layout& l, const LinkParams& links,
                      const StackProfile& stack, const DpWindows& w, Estimate& e);

}  // namespace syncwall::core
