#include "layout_grid.h"

#include <algorithm>

namespace syncwall::ui {

namespace {

std::size_t indexOf(const std::vector<int>& values, int v)
{
    return static_cast<std::size_t>(std::lower_bound(values.begin(), values.end(), v)
                                    - values.begin());
}

bool better(const core::RankedLayout& a, const LayoutCell& cell)
{
    if (!cell.valid)
        return true;
    if (a.fits != cell.best.fits)
        return a.fits;
    // Among layouts that do not fit, the one closest to fitting.
    return a.fits ? a.step_s < cell.best.step_s : a.memory_B < cell.best.memory_B;
}

}  // namespace

LayoutGrid LayoutGrid::compute(const core::Scenario& scenario)
{
    core::Scenario base = scenario;
    base.parallel.recompute = core::Recompute::Auto;
    core::SearchOptions options;
    options.varyRecompute = false;
    return fromSearch(core::searchLayouts(base, options));
}

LayoutGrid LayoutGrid::fromSearch(const core::SearchResult& search)
{
    LayoutGrid g;
    g.evaluated = search.evaluated;
    for (const core::RankedLayout& r : search.layouts) {
        g.tps.push_back(r.layout.tp);
        g.pps.push_back(r.layout.pp);
    }
    for (std::vector<int>* v : {&g.tps, &g.pps}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    g.cells.resize(g.tps.size() * g.pps.size());
    for (std::size_t p = 0; p < g.pps.size(); ++p)
        for (std::size_t t = 0; t < g.tps.size(); ++t) {
            g.cells[p * g.tps.size() + t].tp = g.tps[t];
            g.cells[p * g.tps.size() + t].pp = g.pps[p];
        }
    for (const core::RankedLayout& r : search.layouts) {
        LayoutCell& cell =
            g.cells[indexOf(g.pps, r.layout.pp) * g.tps.size() + indexOf(g.tps, r.layout.tp)];
        if (better(r, cell)) {
            cell.best = r;
            cell.fits = r.fits;
        }
        cell.valid = true;
    }
    return g;
}

const LayoutCell* LayoutGrid::bestCell() const
{
    const LayoutCell* best = nullptr;
    for (const LayoutCell& c : cells)
        if (c.valid && c.fits && (!best || c.best.step_s < best->best.step_s))
            best = &c;
    return best;
}

bool LayoutGrid::drawsLike(const LayoutGrid& other) const
{
    if (tps != other.tps || pps != other.pps || cells.size() != other.cells.size())
        return false;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const LayoutCell& a = cells[i];
        const LayoutCell& b = other.cells[i];
        if (a.valid != b.valid || a.fits != b.fits || a.best.step_s != b.best.step_s
            || a.best.memory_B != b.best.memory_B || a.best.layout.zero != b.best.layout.zero)
            return false;
    }
    return true;
}

}  // namespace syncwall::ui
