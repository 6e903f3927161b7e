#pragma once
// Every valid (TP, PP, CP, DP, micro-batch, virtual stages, ZeRO, recompute) for a GPU count,
// ranked by step time; layouts that do not fit in memory are kept and marked.

#include <cstdint>
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
    std::vector<RankedLayout> layouts;   // fitting first, then by step time
};

struct SearchOptions {
    int top = 0;                 // 0 = keep every layout
    bool varyZero = true;
    bool varyRecompute = true;
    bool varyMicroBatch = true;
    bool varyVirtualStages = true;
    int threads = 1;             // > 1 splits the TP x PP grid across std::threads
};

// Candidate degrees: TP divides heads (and kv heads), PP divides layers, CP divides the
// sequence, DP = gpus / (TP PP CP) divides the global batch with micro-batches.
std::vector<Layout> enumerateLayouts(const Scenario& scenario, int gpus, const SearchOptions& options);

SearchResult searchLayouts(const Scenario& scenario, const SearchOptions& options);

// The best fitting layout at `gpus` (the scenario's other inputs fixed), or the scenario's own
// layout when it is valid there and `keepLayout` is set. found = false when nothing is valid.
struct LayoutChoice {
    bool found = false;
    Layout layout;
    Estimate estimate;
};
LayoutChoice bestLayout(const Scenario& scenario, int gpus);

}  // namespace syncwall::core
