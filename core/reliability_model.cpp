#include "reliability_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace syncwall::core {

namespace {

// Smallest interval used when neither a checkpoint cost nor a step length bounds it below.
constexpr double kMinInterval_s = 1e-3;

bool positive(double x) { return std::isfinite(x) && x > 0; }
double nonNegative(double x) { return positive(x) ? x : 0.0; }
// An MTBF of +inf means "never fails": the cap. NaN and non-positive values are not MTBFs.
double mtbfOrZero(double m)
{
    return (m > 0 && !std::isnan(m)) ? std::min(m, kReliabilityTimeCap_s) : 0.0;
}
double clampTime(double x)
{
    return std::isnan(x) ? kReliabilityTimeCap_s : std::clamp(x, 0.0, kReliabilityTimeCap_s);
}

// Failure rate of `count` identical components; an unset (non-positive) MTTF never fails.
double rate(double count, double mttf_s) { return positive(mttf_s) ? count / mttf_s : 0.0; }

// M (e^{L/M} - 1) without cancellation for L << M (Taylor) and without overflow for L >> M.
// Returns the natural log, so callers can combine factors before leaving log space.
double logMExpm1(double length_s, double mtbf_s)
{
    const double x = length_s / mtbf_s;
    if (x < 1e-8)
        return std::log(length_s) + std::log1p(x / 2);
    if (x > 30)
        return std::log(mtbf_s) + x + std::log(-std::expm1(-x));
    return std::log(mtbf_s) + std::log(std::expm1(x));
}

}  // namespace

// Series system of exponential components, rates add (Trivedi 2002, Probability and Statistics
// with Reliability..., ch. 3): node rate = sum count/MTTF; cluster MTBF = 1 / (nodes x rate).
double clusterMtbf_s(const ReliabilitySpec& spec, int nodes, int gpusPerNode)
{
    if (spec.clusterMtbf_s && mtbfOrZero(*spec.clusterMtbf_s) > 0)
        return mtbfOrZero(*spec.clusterMtbf_s);
    const double g = std::max(gpusPerNode, 0);
    const double nodeRate = rate(g, spec.gpuMttf_s) + rate(g, spec.nicMttf_s)
                            + rate(1, spec.psuMttf_s) + rate(1, spec.hostMttf_s);
    const double clusterRate = std::max(nodes, 0) * nodeRate;
    if (!(clusterRate > 0))
        return kReliabilityTimeCap_s;
    return std::min(1.0 / clusterRate, kReliabilityTimeCap_s);
}

// Young 1974 (CACM 17(9)), first-order optimum: tau = sqrt(2 delta M); split so it cannot overflow.
double youngInterval_s(double checkpoint_s, double mtbf_s)
{
    return std::sqrt(2 * nonNegative(checkpoint_s)) * std::sqrt(mtbfOrZero(mtbf_s));
}

// Daly 2006, eq. (37): tau = sqrt(2 delta M)[1 + (1/3)sqrt(delta/2M) + (1/9)(delta/2M)] - delta
// for delta < 2M, else M.
double dalyInterval_s(double checkpoint_s, double mtbf_s)
{
    const double m = mtbfOrZero(mtbf_s);
    const double delta = nonNegative(checkpoint_s);
    if (m <= 0)
        return 0.0;
    if (delta >= 2 * m)
        return m;
    const double x = std::sqrt(delta / (2 * m));
    return std::max(youngInterval_s(delta, m) * (1 + x / 3 + x * x / 9) - delta, 0.0);
}

ReliabilityOutputs reliabilityCost(const ReliabilityInputs& in)
{
    ReliabilityOutputs out;
    const double solve = std::min(nonNegative(in.solve_s), kReliabilityTimeCap_s);
    const double delta = std::min(nonNegative(in.checkpointWrite_s), kReliabilityTimeCap_s);
    const double recovery = std::min(nonNegative(in.recovery_s), kReliabilityTimeCap_s);
    // A non-positive MTBF is treated as failing (almost) continuously: huge finite result.
    const double mtbf =
        mtbfOrZero(in.mtbf_s) > 0 ? mtbfOrZero(in.mtbf_s) : std::numeric_limits<double>::min();

    out.young_s = youngInterval_s(delta, mtbf);
    out.daly_s = dalyInterval_s(delta, mtbf);
    // A checkpoint can only be taken between steps: never more often than once per step; nor,
    // when asynchronous, before the previous flush ends.
    const double floor = std::max(positive(in.step_s) ? in.step_s : kMinInterval_s,
                                  positive(in.minInterval_s) ? in.minInterval_s : 0.0);
    const double tau =
        std::min(std::max(positive(in.interval_s) ? in.interval_s : out.daly_s, floor),
                 kReliabilityTimeCap_s);
    out.interval_s = tau;
    if (solve <= 0)
        return out;

    const double segments = solve / tau;
    out.checkpoint_overhead_s = clampTime(segments * delta);
    // Daly 2006, eq. (20): T_w = M e^{R/M} (e^{(tau+delta)/M} - 1) T_s / tau, evaluated in log
    // space; it tends to T_s (1 + delta/tau) as M -> infinity.
    const double logWall = recovery / mtbf + logMExpm1(tau + delta, mtbf) + std::log(segments);
    const double wall =
        logWall >= std::log(kReliabilityTimeCap_s) ? kReliabilityTimeCap_s : std::exp(logWall);
    out.expected_s = clampTime(std::max(wall, solve + out.checkpoint_overhead_s));
    // Failures form a Poisson process over the whole wall clock (Wald): E[N] = T_w / M.
    out.expected_failures = clampTime(out.expected_s / mtbf);
    out.failure_overhead_s = std::max(out.expected_s - solve - out.checkpoint_overhead_s, 0.0);
    return out;
}

}  // namespace syncwall::core
