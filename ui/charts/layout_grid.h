#pragma once
// The layout search folded onto a TP x PP grid: for each cell the best layout over the other
// dimensions (CP, micro-batch, virtual stages, ZeRO, recompute): the fastest that fits, or,
// when none fits, the one that needs the least memory.

#include <vector>

#include "core/layout_search.h"

namespace syncwall::ui {

struct LayoutCell {
    int tp = 0;
    int pp = 0;
    bool valid = false;  // some layout exists with this TP and PP
    bool fits = false;   // and one of them fits in memory
    core::RankedLayout best;
};

struct LayoutGrid {
    std::vector<int> tps;
    std::vector<int> pps;
    std::vector<LayoutCell> cells;  // row-major by PP: cells[p * tps.size() + t]
    long long evaluated = 0;

    const LayoutCell& at(std::size_t t, std::size_t p) const { return cells[p * tps.size() + t]; }
    const LayoutCell* bestCell() const;  // the fastest fitting cell
    // The same cells, as the heatmap draws them: step times, memory, fit, ZeRO-3 marks.
    bool drawsLike(const LayoutGrid& other) const;
    // The one search space (SearchOptions{}) with recompute left to Auto, the least that fits,
    // instead of tried three ways: recompute only adds time and only saves memory, so each
    // cell's fastest fitting layout is the same, and where nothing fits its least memory (full
    // recompute's) too, for a third of the work (as bestLayout, layout_search.h).
    static LayoutGrid compute(const core::Scenario& scenario);
    // The cells of any search's layouts.
    static LayoutGrid fromSearch(const core::SearchResult& search);
};

}  // namespace syncwall::ui
