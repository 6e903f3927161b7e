#include "scaling_range.h"

#include <algorithm>
#include <cmath>

namespace syncwall::ui {

namespace {

bool finiteRun(const core::SweepPoint& p)
{
    return p.gpus > 0 && std::isfinite(p.estimate.run.expected_s) && p.estimate.run.predicted_s > 0;
}

}  // namespace

ScalingRange ScalingRange::of(const core::SweepResult& sweep, const ChartDisplay& display)
{
    ScalingRange r;
    r.firstFit = core::firstFittingGpus(sweep);
    r.anyFits = r.firstFit.has_value();
    int first = 0, last = 0;
    for (const core::SweepPoint& p : sweep.points)
        if (core::isJudged(p, r.anyFits) && finiteRun(p)) {
            first = first ? std::min(first, p.gpus) : p.gpus;
            last = std::max(last, p.gpus);
        }
    if (!first)
        return r;
    r.lo = display.minGpus.value_or(first);
    r.hi = display.maxGpus.value_or(last);
    if (r.lo > r.hi)
        std::swap(r.lo, r.hi);
    r.lo = std::max(1, r.lo);
    return r;
}

bool ScalingRange::plots(const core::SweepPoint& point, bool sweepFits) const
{
    return core::isJudged(point, sweepFits) && finiteRun(point) && contains(point.gpus);
}

}  // namespace syncwall::ui
