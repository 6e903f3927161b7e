#pragma once
// The arithmetic of one micro-batch on each pipeline stage, for drawing uneven stages: the same
// stage timing the step model paces with (compute_model.h pacingStage takes the slowest of
// these), stage by stage.

#include "compute_model.h"
#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Stage `stage` (0-based) of the layout: its transformer layers (stage_plan.h), and on the last
// stage the MTP modules and the output layer. Zero time outside [0, pp).
MicroBatchTime stageMicroBatchTime(const Scenario& scenario, const Layout& layout, int stage);

}  // namespace syncwall::core
