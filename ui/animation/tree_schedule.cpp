#include "tree_schedule.h"

#include <algorithm>

namespace syncwall::ui {

int TreeSchedule::depthOf(int rank)
{
    int depth = 0;
    for (int r = rank; r > 0; r = (r - 1) / 2)
        ++depth;
    return depth;
}

CollectivePlan TreeSchedule::tree(int ranks)
{
    const int n = std::clamp(ranks, 1, 64);
    CollectivePlan plan(n, n);
    const int maxDepth = depthOf(n - 1);
    for (int level = maxDepth; level >= 1; --level) {
        CollectiveStep step {StepStage::ReduceUp, maxDepth - level, maxDepth, {}};
        for (int r = 1; r < n; ++r)
            if (depthOf(r) == level)
                step.transfers.push_back(ChunkTransfer {r, parentOf(r), 0, n, true});
        plan.addStep(std::move(step));
    }
    for (int level = 1; level <= maxDepth; ++level) {
        CollectiveStep step {StepStage::BroadcastDown, level - 1, maxDepth, {}};
        for (int r = 1; r < n; ++r)
            if (depthOf(r) == level)
                step.transfers.push_back(ChunkTransfer {parentOf(r), r, 0, n, false});
        plan.addStep(std::move(step));
    }
    return plan;
}

CollectivePlan TreeSchedule::inSwitch(int ranks)
{
    const int n = std::clamp(ranks, 1, 63);
    CollectivePlan plan(n, n, 1);
    CollectiveStep up {StepStage::SwitchReduce, 0, 1, {}};
    CollectiveStep down {StepStage::SwitchMulticast, 0, 1, {}};
    for (int r = 0; r < n; ++r) {
        up.transfers.push_back(ChunkTransfer {r, n, 0, n, true});
        down.transfers.push_back(ChunkTransfer {n, r, 0, n, false});
    }
    plan.addStep(std::move(up));
    plan.addStep(std::move(down));
    return plan;
}

}  // namespace syncwall::ui
