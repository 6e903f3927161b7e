#include "stage_plan.h"

#include <algorithm>
#include <cstdint>

namespace syncwall::core {
namespace {

// `units` over `parts` as evenly as possible, the extra ones to the lowest indices.
int evenShare(int units, int parts, int index)
{
    return units / parts + (index < units % parts ? 1 : 0);
}

// Transformer layers on stage `stage` of pp = n stages (n > 1): explicit ends first, else the
// even split, else Megatron's accounting (see stage_plan.h). No allocation.
int layersOn(int layers, int n, int v, int first, int last, int stage)
{
    if (first > 0 || last > 0) {
        // Explicit ends; an unset end shares the rest with the middle stages, in stage order.
        if (first > 0 && stage == 0)
            return first;
        if (last > 0 && stage == n - 1)
            return last;
        const int sharing = n - (first > 0 ? 1 : 0) - (last > 0 ? 1 : 0);
        const int rest = int(std::clamp<std::int64_t>(
            std::int64_t(layers) - std::max(0, first) - std::max(0, last), 0, layers));
        return evenShare(rest, sharing, stage - (first > 0 ? 1 : 0));
    }
    if (layers % (std::int64_t(n) * std::max(1, v)) == 0)
        return layers / n;  // PP x v divides the layers: the even split of the validation set
    // Megatron's accounting: L + 2 units over pp x v chunks; chunk c sits on stage c % pp.
    // Bounded: a scenario that fails validation may hold any int (the rules refuse it).
    const int chunks = int(std::min<std::int64_t>(std::int64_t(n) * std::max(1, v), 1 << 20));
    const int units = int(std::min<std::int64_t>(std::int64_t(layers) + 2, 1 << 30));
    int total = 0;
    for (int c = stage; c < chunks; c += n) {
        // The extra units go to the chunks after the first (chunk 0 is served last).
        int inChunk = evenShare(units, chunks, (c + chunks - 1) % chunks);
        inChunk -= (c == 0 ? 1 : 0) + (c == chunks - 1 ? 1 : 0);  // embedding, loss
        total += std::max(0, inChunk);
    }
    return total;
}

// No allocation: the estimator asks for the plan several times per estimate.
StagePlan plan(const ModelSpec& m, int pp, int v, int first, int last)
{
    StagePlan p;
    // Valid scenarios have at most 1,000 stages (parallelism.pp); an invalid one in the estimator
    // (fuzzing) must not loop over a stage per int.
    p.stages = std::clamp(pp, 1, 4096);
    const int layers = std::max(0, m.layers);
    const int n = p.stages;
    if (n == 1) {
        p.firstLayers = p.lastLayers = p.fullestLayers = layers;
        return p;
    }
    p.firstLayers = layersOn(layers, n, v, first, last, 0);
    p.lastLayers = layersOn(layers, n, v, first, last, n - 1);
    // Stage 1 is the fullest middle stage in every split: explicit ends give the sharing stages
    // the extra layers in stage order; in Megatron's accounting middle stage s holds chunks
    // s + k pp, which take an extra unit when their serving index s - 1 + k pp is below
    // units % chunks, a count that never grows with s; the even split holds as many everywhere.
    p.middleLayers = n > 2 ? layersOn(layers, n, v, first, last, 1) : 0;
    p.fullestLayers = std::max({p.firstLayers, p.middleLayers, p.lastLayers});
    return p;
}

int planStageLayers(const ModelSpec& m, int pp, int v, int first, int last, int stage)
{
    const int n = std::clamp(pp, 1, 4096);
    const int layers = std::max(0, m.layers);
    if (stage < 0 || stage >= n)
        return 0;
    return n == 1 ? layers : layersOn(layers, n, v, first, last, stage);
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

namespace syncwall::core {

int stageLayers(const ModelSpec& model, const Layout& layout, int stage)
{
    return planStageLayers(model, layout.pp,
                           layout.schedule == Schedule::Interleaved ? layout.virtualStages : 1,
                           layout.firstStageLayers, layout.lastStageLayers, stage);
}

}  // namespace syncwall::core
