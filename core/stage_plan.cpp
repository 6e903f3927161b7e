#include "stage_plan.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace syncwall::core {
namespace {

// `units` spread over `parts` as evenly as possible, the extra ones after the first part.
int shareOf(int units, int parts, int index)
{
    const int base = units / parts, extra = units % parts;
    const int order = (index + parts - 1) % parts;  // part 1 first, part 0 last
    return base + (order < extra ? 1 : 0);
}

StagePlan plan(const ModelSpec& m, int pp, int v, int first, int last)
{
    StagePlan p;
    // Valid scenarios have at most 1,000 stages (parallelism.pp); an invalid one in the estimator
    // (fuzzing) must not allocate a stage per int.
    p.stages = std::clamp(pp, 1, 4096);
    const int layers = std::max(0, m.layers);
    std::vector<int> perStage(std::size_t(p.stages), 0);
    if (p.stages == 1) {
        perStage[0] = layers;
    } else if (first > 0 || last > 0) {
        // Explicit ends; an unset end shares the rest with the middle stages.
        const int fixedFirst = first > 0 ? first : -1, fixedLast = last > 0 ? last : -1;
        const int rest = int(std::clamp<std::int64_t>(
            std::int64_t(layers) - std::max(0, fixedFirst) - std::max(0, fixedLast), -1, layers));
        std::vector<int> sharing;
        for (int s = 0; s < p.stages; ++s)
            if (!((s == 0 && fixedFirst >= 0) || (s == p.stages - 1 && fixedLast >= 0)))
                sharing.push_back(s);
        for (std::size_t i = 0; i < sharing.size(); ++i)
            perStage[std::size_t(sharing[i])] =
                std::max(0, rest) / int(sharing.size())
                + (int(i) < std::max(0, rest) % int(sharing.size()) ? 1 : 0);
        if (fixedFirst >= 0)
            perStage.front() = fixedFirst;
        if (fixedLast >= 0)
            perStage.back() = fixedLast;
    } else if (layers % (std::int64_t(p.stages) * std::max(1, v)) == 0) {
        // PP x v divides the layers: the even split every run of the validation set used.
        for (int& n : perStage)
            n = layers / p.stages;
    } else {
        // Megatron's accounting: L + 2 units over pp x v chunks; chunk c sits on stage c % pp.
        // Bounded: a scenario that fails validation may hold any int (the rules refuse it).
        const int chunks =
            int(std::min<std::int64_t>(std::int64_t(p.stages) * std::max(1, v), 1 << 20));
        const int units = int(std::min<std::int64_t>(std::int64_t(layers) + 2, 1 << 30));
        for (int c = 0; c < chunks; ++c) {
            int inChunk = shareOf(units, chunks, c);
            if (c == 0)
                --inChunk;  // the embedding
            if (c == chunks - 1)
                --inChunk;  // the output layer and the loss
            perStage[std::size_t(c % p.stages)] += std::max(0, inChunk);
        }
    }
    p.firstLayers = perStage.front();
    p.lastLayers = perStage.back();
    for (int s = 1; s + 1 < p.stages; ++s)
        p.middleLayers = std::max(p.middleLayers, perStage[std::size_t(s)]);
    p.fullestLayers = *std::max_element(perStage.begin(), perStage.end());
    return p;
}

}  // namespace

StagePlan stagePlan(const ModelSpec& model, const ParallelSpec& parallel)
{
    return plan(model, parallel.pp,
                parallel.schedule == Schedule::Interleaved ? parallel.virtualStages : 1,
                parallel.firstStageLayers, parallel.lastStageLayers);
}

StagePlan stagePlan(const ModelSpec& model, const Layout& layout)
{
    return plan(model, layout.pp,
                layout.schedule == Schedule::Interleaved ? layout.virtualStages : 1,
                layout.firstStageLayers, layout.lastStageLayers);
}

int fullestStageLayers(const ModelSpec& model, const Layout& layout)
{
    return std::max(1, stagePlan(model, layout).fullestLayers);
}

}  // namespace syncwall::core
