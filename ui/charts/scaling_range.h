#pragma once
// Which sweep points the scaling chart plots and the GPU counts its axis spans: the counts the
// core judges (core::isJudged: their best layout fits in memory), from the first that fits
// (core::firstFittingGpus) to the largest judged, unless a person chose a range (ChartDisplay).

#include <optional>

#include "chart_display.h"
#include "core/sweep.h"

namespace syncwall::ui {

struct ScalingRange {
    bool anyFits = false;         // some count of the sweep fits in memory
    std::optional<int> firstFit;  // the smallest count that fits
    int lo = 0;                   // the GPU axis spans lo..hi; 0 when nothing is plotted
    int hi = 0;

    static ScalingRange of(const core::SweepResult& sweep, const ChartDisplay& display);
    // Whether the chart plots `point` of a sweep whose anyFits is `sweepFits` (the baseline's
    // own): judged by the core, a finite JCT, and inside lo..hi.
    bool plots(const core::SweepPoint& point, bool sweepFits) const;
    bool plots(const core::SweepPoint& point) const { return plots(point, anyFits); }
    bool contains(double gpus) const { return lo > 0 && gpus >= lo && gpus <= hi; }
};

}  // namespace syncwall::ui
