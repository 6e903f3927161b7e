#pragma once
// How the transformer layers are split over the pipeline stages, in one place: the step model
// times each kind of stage (the slowest paces the pipeline), the memory model takes the fullest,
// and the layout rules check an explicit split.
//
// By default: when PP x v divides the layers, an even split (Megatron's default, and what every
// run of the validation set used); otherwise Megatron-Core's split with
// --account-for-embedding-in-pipeline-split and --account-for-loss-in-pipeline-split: the
// embedding counts as one layer on the first stage and the output layer with the loss as one on
// the last, and the L + 2 units are spread over the pp x v model chunks as evenly as possible
// (the extra units go to the chunks after the first).
// parallelism.first_stage_layers / last_stage_layers fix the ends; the other stages share the
// rest as evenly as possible.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

struct StagePlan {
    int stages = 1;         // pp
    int firstLayers = 0;    // transformer layers on the first stage (with the embedding)
    int lastLayers = 0;     // on the last stage (with the output layer, the loss and any MTP)
    int middleLayers = 0;   // on the fullest middle stage (0 when pp <= 2)
    int fullestLayers = 0;  // the most transformer layers on any stage
};

StagePlan stagePlan(const ModelSpec& model, const ParallelSpec& parallel);
StagePlan stagePlan(const ModelSpec& model, const Layout& layout);

// Transformer layers on pipeline stage `stage` (0-based; 0 outside [0, pp)), by the same split.
int stageLayers(const ModelSpec& model, const Layout& layout, int stage);

// Transformer layers on the fullest pipeline stage (at least 1).
int fullestStageLayers(const ModelSpec& model, const Layout& layout);

}  // namespace syncwall::core
