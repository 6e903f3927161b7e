#pragma once
// Every valid (TP, PP, CP, DP, micro-batch, virtual stages, ZeRO, recompute) for a GPU count,
// ranked by step time; layouts that do not fit in memory are kept and marked.

#include <cstdint>
#include <optional>
#include <vector>

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

struct RankedLayout {
    Layout layout;
    double step_s = 0;
    double mfu = 0;
    double memory_B = 0;
    bool fits = false;
};

struct SearchResult {
    int gpus = 0;
    std::int64_t evaluated = 0;
    std::vector<RankedLayout> layouts;  // fitting first, then by step time
};

// The one search space: the layouts heatmap, `syncwall-cli search`, the GPU-count sweep (and so
// the sync wall) and the panel's offered degrees all search SearchOptions{}, so they name the
// same best layout. ZeRO stays as the scenario has it by default: measured runs check the
// model's ZeRO-3 under PyTorch FSDP only (zero3Validated), so the search never switches a run to
// it on its own.
struct SearchOptions {
    int top = 0;  // 0 = keep every layout
    bool varyZero = false;
    bool varyRecompute = true;
    bool varyMicroBatch = true;
    bool varyVirtualStages = true;
    bool varyExperts = true;  // MoE: EP over the experts' divisors, expert TP 1 or TP
    bool varyCp = false;      // CP 1, 2, 4, 8 dividing the sequence (else the scenario's)
    int threads = 1;          // > 1 splits the TP x PP grid across std::threads
};

// Every layout of the search space that is legal (isLegalLayout, layout_rules.h) at `gpus`:
// TP up to 64 dividing the heads, PP dividing the layers or a power of two, EP and expert TP
// (MoE), CP (when asked),
// micro-batches {1, 2, 4, 8}, virtual stages {1, 2, 4}, ZeRO {1, 3}, recompute none /
// selective / full (each axis fixed to the scenario's value when its option is off).
std::vector<Layout> enumerateLayouts(const Scenario& scenario, int gpus,
                                     const SearchOptions& options);

SearchResult searchLayouts(const Scenario& scenario, const SearchOptions& options);

// The first layout searchLayouts ranks at `gpus` (the scenario's other inputs fixed): the fastest
// that fits, else the fastest. found = false when no layout is legal there.
struct LayoutChoice {
    bool found = false;
    Layout layout;
    Estimate estimate;
};
LayoutChoice bestLayout(const Scenario& scenario, int gpus);

// The scenario with a legal layout, when its own is not legal at its GPU count (after a
// GPU-count or model change) and another one makes it valid: its own TP, PP, CP, ZeRO stage and
// schedule with DP derived and the largest micro-batch not above its own that fits the batch,
// where that is legal and fits in memory; else the best legal layout of the search space. Empty when its layout is
// legal, or no layout helps (the problem is elsewhere).
std::optional<Scenario> withLegalLayout(const Scenario& scenario);

// The legal GPU counts nearest `gpus` for the scenario's other inputs, when its own count has
// no legal layout in the search space: the largest below and the smallest above (0 = none up
// to `maxGpus`) where a layout of the search space (recompute varied, the scenario's ZeRO stage:
// what withLegalLayout takes) fits in memory,
// or, where none of the checked ones fits, the nearest legal. Candidates are TP x PP x CP of the
// search space times a DP dividing the global batch; each is checked with enumerateLayouts, so
// the offer is always legal. At most the 48 nearest candidates each way are checked (0 beyond
// them).
struct NearbyGpuCounts {
    int below = 0;
    int above = 0;
};
NearbyGpuCounts nearestLegalGpuCounts(const Scenario& scenario, int gpus, int maxGpus);
// The same up to the largest GPU count a scenario may hold (cluster.gpus's range).
NearbyGpuCounts nearestLegalGpuCounts(const Scenario& scenario, int gpus);

}  // namespace syncwall::core
