#include "jct_band.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "failure_monte_carlo.h"

namespace syncwall::core {

namespace {

// Linear interpolation between closest ranks (Hyndman & Fan 1996, definition 7), as
// failure_monte_carlo.cpp uses for its P10/P50/P90.
double quantile(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double h = (static_cast<double>(sorted.size()) - 1) * q;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

}  // namespace

JctBand jctBand(const Scenario& scenario, const Estimate& e, int trials, std::uint64_t seed,
                const std::atomic<bool>* cancelled)
{
    JctBand band;
    band.point_s = e.run.expected_s;
    band.basis = validatedRange(scenario, e.layout.zero);
    band.outsideValidation = band.basis == ValidatedRange::None;

    const ReliabilityInputs in = reliabilityInputsOf(e);
    const MonteCarloResult mc = simulateFailures(in, in.interval_s, trials, seed, cancelled);
    band.trials = mc.trials;
    if (cancelled && cancelled->load(std::memory_order_relaxed))
        return band;
    band.failureP10_s = mc.p10_s;
    band.failureP90_s = mc.p90_s;

    // A predicted step of (1 + error) x the true one means the true JCT is predicted / (1 + error).
    const auto& errors =
        band.basis == ValidatedRange::Modern ? kModernStepErrors : kHeldOutStepErrors;
    std::vector<double> factors;
    factors.reserve(errors.size());
    for (double error : errors)
        factors.push_back(1.0 / (1.0 + error));
    std::sort(factors.begin(), factors.end());
    band.modelFactorP10 = quantile(factors, 0.10);
    band.modelFactorP90 = quantile(factors, 0.90);

    // Independence: the joint sample set is every failure sample times every model factor.
    std::vector<double> joint;
    joint.reserve(mc.samples_s.size() * factors.size());
    for (double sample : mc.samples_s)
        for (double f : factors)
            joint.push_back(sample * f);
    std::sort(joint.begin(), joint.end());
    if (joint.empty()) {
        band.p10_s = band.p50_s = band.p90_s = band.point_s;
        return band;
    }
    band.p10_s = quantile(joint, 0.10);
    band.p50_s = quantile(joint, 0.50);
    band.p90_s = quantile(joint, 0.90);
    return band;
}

}  // namespace syncwall::core
