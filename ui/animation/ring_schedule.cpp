#include "ring_schedule.h"

#include <algorithm>

namespace syncwall::ui {
namespace {

int mod(int a, int n) { return ((a % n) + n) % n; }

// One ring half (reduce-scatter or all-gather) over `members` (rank ids in ring order), each
// member's unit j covering chunks [base(j) .. base(j) + width).
template <typename Base>
void ringHalf(const std::vector<int>& members, bool reduceScatter, StepStage stage, Base base,
              int width, std::vector<CollectiveStep>& steps)
{
    const int n = static_cast<int>(members.size());
    for (int k = 0; k + 1 < n; ++k) {
        CollectiveStep& step = steps[static_cast<std::size_t>(k)];
        step.stage = stage;
        step.indexInStage = k;
        step.stageLength = n - 1;
        for (int i = 0; i < n; ++i) {
            const int unit = reduceScatter ? mod(i - k, n) : mod(i + 1 - k, n);
            step.transfers.push_back(
                ChunkTransfer {members[static_cast<std::size_t>(i)],
                               members[static_cast<std::size_t>(mod(i + 1, n))], base(unit), width,
                               reduceScatter});
        }
    }
}

void flush(CollectivePlan& plan, std::vector<CollectiveStep>& steps)
{
    for (CollectiveStep& s : steps)
        if (!s.transfers.empty())
            plan.addStep(std::move(s));
    steps.clear();
}

}  // namespace

CollectivePlan RingSchedule::ring(int ranks)
{
    const int n = std::clamp(ranks, 1, 64);
    CollectivePlan plan(n, n);
    std::vector<int> members(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        members[static_cast<std::size_t>(r)] = r;
    const auto self = [](int unit) { return unit; };
    for (bool rs : {true, false}) {
        std::vector<CollectiveStep> steps(static_cast<std::size_t>(std::max(n - 1, 0)));
        ringHalf(members, rs, rs ? StepStage::ReduceScatter : StepStage::AllGather, self, 1, steps);
        flush(plan, steps);
    }
    return plan;
}

int RingSchedule::chunkSentAt(int ranks, int rank, int step)
{
    const int n = std::max(ranks, 1);
    return step < n - 1 ? mod(rank - step, n) : mod(rank + 1 - (step - (n - 1)), n);
}

CollectivePlan RingSchedule::hierarchical(int nodes, int perNode)
{
    const int k = std::max(nodes, 1);
    const int g = std::max(perNode, 1);
    CollectivePlan plan(k * g, k * g);
    const auto shardBase = [k](int shard) { return shard * k; };

    // In-node rings: all nodes step together, so their transfers share steps.
    const auto inNode = [&](bool rs, StepStage stage) {
        std::vector<CollectiveStep> steps(static_cast<std::size_t>(std::max(g - 1, 0)));
        for (int node = 0; node < k; ++node) {
            std::vector<int> members;
            for (int local = 0; local < g; ++local)
                members.push_back(node * g + local);
            ringHalf(members, rs, stage, shardBase, k, steps);
        }
        flush(plan, steps);
    };
    inNode(true, StepStage::InNodeReduceScatter);

    // Across nodes, rail `local` all-reduces the shard that local rank now owns, (local + 1) mod g,
    // cut into k pieces.
    for (bool rs : {true, false}) {
        std::vector<CollectiveStep> steps(static_cast<std::size_t>(std::max(k - 1, 0)));
        for (int local = 0; local < g; ++local) {
            std::vector<int> members;
            for (int node = 0; node < k; ++node)
                members.push_back(node * g + local);
            const int shard = mod(local + 1, g);
            ringHalf(
                members, rs, rs ? StepStage::CrossNodeReduceScatter : StepStage::CrossNodeAllGather,
                [shard, k](int piece) { return shard * k + piece; }, 1, steps);
        }
        flush(plan, steps);
    }
    inNode(false, StepStage::InNodeAllGather);
    return plan;
}

}  // namespace syncwall::ui
