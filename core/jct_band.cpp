#include "jct_band.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "cancel_flag.h"
#include "failure_monte_carlo.h"

namespace syncwall::core {

JctBand jctBand(const Scenario& scenario, const Estimate& e, int trials, std::uint64_t seed,
                const std::atomic<bool>* cancelled)
{
    const ReliabilityInputs in = reliabilityInputsOf(e);
    const MonteCarloResult mc = simulateFailures(in, in.interval_s, trials, seed, cancelled);
    if (stopRequested(cancelled)) {
        JctBand band;
        band.trials = mc.trials;
        return band;
    }
    return jctBand(scenario, e, mc);
}

JctBand jctBand(const Scenario& scenario, const Estimate& e)
{
    return jctBand(scenario, e, simulateRun(e));
}

JctBand jctBand(const Scenario& scenario, const Estimate& e, const MonteCarloResult& mc)
{
    JctBand band;
    band.point_s = e.run.expected_s;
    band.basis = validatedRange(scenario, e.layout.zero);
    band.outsideValidation = band.basis == ValidatedRange::None;
    band.trials = mc.trials;
    band.failureP10_s = mc.p10_s;
    band.failureP90_s = mc.p90_s;

    // A predicted step of (1 + error) x the true one means the true JCT is predicted / (1 + error).
    // The modern range: the modern set's runs and the held-out series' together.
    std::vector<double> factors;
    const auto addFactors = [&factors](const auto& errors) {
        for (double error : errors)
            factors.push_back(1.0 / (1.0 + error));
    };
    if (band.basis == ValidatedRange::Modern) {
        factors.reserve(kModernStepErrors.size() + kModernHeldOutStepErrors.size());
        addFactors(kModernStepErrors);
        addFactors(kModernHeldOutStepErrors);
    } else {
        factors.reserve(kHeldOutStepErrors.size());
        addFactors(kHeldOutStepErrors);
    }
    std::sort(factors.begin(), factors.end());
    band.modelFactorP10 = sortedQuantile(factors, 0.10);
    band.modelFactorP90 = sortedQuantile(factors, 0.90);

    // Independence: the joint sample set is every failure sample times every model factor.
    std::vector<double> joint;
    joint.reserve(mc.samples_s.size() * factors.size());
    for (double sample : mc.samples_s)
        for (double f : factors)
            joint.push_back(sample * f);
    if (joint.empty()) {
        band.p10_s = band.p50_s = band.p90_s = band.point_s;
        return band;
    }
    // Three order statistics of trials x the errors: selection, not a sort.
    band.p10_s = selectQuantile(joint, 0.10);
    band.p50_s = selectQuantile(joint, 0.50);
    band.p90_s = selectQuantile(joint, 0.90);
    return band;
}

}  // namespace syncwall::core
