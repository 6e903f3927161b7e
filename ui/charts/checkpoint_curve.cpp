#include "checkpoint_curve.h"

#include <algorithm>
#include <cmath>

namespace syncwall::ui {

CheckpointCurve CheckpointCurve::compute(const core::Estimate& e, int points)
{
    CheckpointCurve c;
    const core::ReliabilityInputs base = core::reliabilityInputsOf(e);
    c.young_s = e.reliability.young_interval_s;
    c.daly_s = e.reliability.daly_interval_s;
    c.current_s = e.reliability.checkpoint_interval_s;
    c.flush_s = e.reliability.checkpoint_flush_s;
    c.currentTotal_s = e.reliability.checkpoint_overhead_s + e.reliability.failure_overhead_s;
    const double optimum = c.daly_s > 0 ? c.daly_s : std::max(c.current_s, 60.0);
    if (!(optimum > 0) || !std::isfinite(optimum) || !(base.solve_s > 0))
        return c;
    // Two decades around the optimum, widened to show the current choice.
    double lo = optimum / 12, hi = optimum * 12;
    if (c.current_s > 0) {
        lo = std::min(lo, c.current_s / 2);
        hi = std::max(hi, c.current_s * 2);
    }
    lo = std::max(lo, std::max(1.0, base.checkpointWrite_s * 0.5));
    hi = std::max(hi, lo * 4);
    for (int i = 0; i < points; ++i) {
        core::ReliabilityInputs in = base;
        in.interval_s = lo * std::pow(hi / lo, double(i) / (points - 1));
        in.minInterval_s = 0;  // the whole trade-off; the chart marks where the flush ends
        const core::ReliabilityOutputs out = core::reliabilityCost(in);
        c.interval_s.push_back(in.interval_s);
        c.writes_s.push_back(out.checkpoint_overhead_s);
        c.failures_s.push_back(out.failure_overhead_s);
        c.total_s.push_back(out.checkpoint_overhead_s + out.failure_overhead_s);
    }
    return c;
}

}  // namespace syncwall::ui
