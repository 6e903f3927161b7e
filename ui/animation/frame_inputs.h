#pragma once
// What a frame is a picture of: the scenario, its estimate, and the teaching options.

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

enum class AnimationKind { Ring, Ddp, Pipeline, Moe };

struct FrameInputs {
    core::Scenario scenario;
    core::Estimate estimate;
    // The all-reduce drawn by the ring animation: Ring, Tree, Hierarchical or Nvls; Auto draws
    // the algorithm the estimate chose.
    core::Algorithm collective = core::Algorithm::Ring;
    bool didactic = false;  // DDP and MoE: every phase the same length (not to scale)
    bool moeSkew = false;   // MoE: an illustrative skewed routing instead of the balanced one
};

}  // namespace syncwall::ui
