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

// The time a phase of the animation (0..1) stands for, on a timeline `span` long. A stop is a
// boundary's time / span, and phase x span can land a rounding error before that boundary: the
// frame then showed the segment ending there ("Backward 1/4" where the keyboard had stepped to
// "Forward 2/4"). One part in 1e12 later is past any such error and shows nothing else.
inline double timeAtPhase(double phase, double span) { return phase * span * (1.0 + 1e-12); }

}  // namespace syncwall::ui
