#include "stage_times.h"

#include <algorithm>

#include "stage_plan.h"

namespace syncwall::core {

MicroBatchTime stageMicroBatchTime(const Scenario& s, const Layout& layout, int stage)
{
    const int pp = std::max(1, layout.pp);
    if (stage < 0 || stage >= pp)
        return {};
    // As pacingStage: the last stage runs its layers, the MTP modules (a layer and an output
    // head each) and the output layer; the embedding lookup is not timed.
    const int mtp = std::max(0, s.model.mtpLayers);
    const bool last = stage == pp - 1;
    const int layers = stageLayers(s.model, layout, stage) + (last ? mtp : 0);
    return microBatchTime(s.model, layout, layers, last ? 1 + mtp : 0, computeInputs(s));
}

}  // namespace syncwall::core
