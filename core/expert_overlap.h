#pragma once
// How much of a MoE layer's all-to-all time one micro-batch still waits for when the schedule
// runs one micro-batch's forward beside another's backward and hides each one's all-to-alls
// behind the other's compute: Megatron-Core's EP overlap (`--overlap-moe-expert-parallel-comm`,
// pipeline_parallel/combined_1f1b.py) and DualPipe (DeepSeek-AI 2024, arXiv:2412.19437
// Sec. 3.2.1, Fig. 4), which pair chunks the same way.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

struct ExpertOverlapInputs {
    double forwardExchange_s = 0;   // one micro-batch's forward all-to-alls (dispatch, combine)
    double backwardExchange_s = 0;  // its backward ones (and any re-run in recompute)
    double forwardCompute_s = 0;    // its forward compute on the stage
    double backwardCompute_s = 0;   // its backward compute (recompute included)
    double pairedShare = 1;         // share of the passes that run paired (pairedPassShare)
};

// The all-to-all time per micro-batch left on the critical path. A paired pass hides its
// forward exchange behind the partner's backward compute and its backward exchange behind the
// partner's forward compute, each only as far as that compute lasts; an unpaired pass (the
// warm-up and cool-down ones) waits for its whole exchange.
double exposedExpertExchange_s(const ExpertOverlapInputs& in);

// Share of a stage's micro-batch passes that run beside another, on the first stage (the one
// with the most warm-up passes). Megatron-Core (schedules.py, get_pp_rank_microbatches): the
// first stage runs (p - 1) warm-up forwards without the interleaved schedule and
// (p - 1) x 2 + (v - 1) x p model-chunk forwards with it, and the EP overlap adds one more
// ("we schedule one extra micro-batch forward step before the 1f1b stages"); as many backwards
// are left unpaired at the end. Out of m x v chunk passes. (DualPipe is priced as all paired,
// its own warm-up not counted: expertExchangeHides.)
double pairedPassShare(int pp, int virtualStages, int microBatches);

// Megatron-Core refuses `--overlap-moe-expert-parallel-comm` without expert parallelism, with
// pipeline stages but no virtual stages, and with full recompute (Megatron-Bridge
// comm_overlap.py, CommOverlapConfig._get_model_comm_overlap_cfgs, at v0.5.0): the key such a
// layout conflicts with, or nullptr when it can overlap. The validator names it; the step model
// overlaps only where it is nullptr.
const char* expertOverlapConflict(int experts, int ep, int pp, Schedule schedule,
                                  Recompute recompute);

// Megatron-Core's other needs for the overlap that a scenario states outside its layout
// (Megatron-Bridge comm_overlap.py at v0.5.0: a bf16 or fp16 model, at most one MTP module;
// the overlap is Megatron-Core's own): the conflicting key, or nullptr.
const char* expertOverlapModelConflict(const Scenario& scenario);

// Whether the step hides the all-to-alls behind another micro-batch: DualPipe always, the EP
// overlap where the scenario asks for it and the layout allows it. The step model and every
// view that says so read this one rule.
bool expertExchangeHides(const Scenario& scenario, const Layout& layout);

}  // namespace syncwall::core
