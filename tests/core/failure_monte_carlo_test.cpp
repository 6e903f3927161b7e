// Failure Monte Carlo: its mean must agree with Daly 2006 eq. 20, which models the same process
// (segments of tau + delta, a failure loses the segment, recovery R restarts on a failure).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "core/failure_monte_carlo.h"

using namespace syncwall::core;

namespace {

ReliabilityInputs inputs(double solve, double mtbf, double delta, double recovery, double tau,
                         double step)
{
    ReliabilityInputs in;
    in.solve_s = solve;
    in.mtbf_s = mtbf;
    in.checkpointWrite_s = delta;
    in.recovery_s = recovery;
    in.interval_s = tau;
    in.step_s = step;
    return in;
}

double standardError(const MonteCarloResult& r)
{
    double ss = 0;
    for (double s : r.samples_s)
        ss += (s - r.mean_s) * (s - r.mean_s);
    return std::sqrt(ss / (r.trials - 1) / r.trials);
}

}  // namespace

TEST(FailureMonteCarlo, MeanAgreesWithDalyEquation20)
{
    // T_s is a whole number of intervals and tau a whole number of steps, so the simulated
    // process is exactly Daly's and its mean is unbiased for eq. 20. Tolerance: 4 standard
    // errors of the mean, estimated from the samples (CLT; a fresh seed would miss with
    // probability 6e-5). Expected values, by hand from M e^{R/M} (e^{(tau+delta)/M} - 1) T_s/tau:
    //  a) 10 days, M 6 h, delta 60, R 600, tau 1800: 21600 x e^{0.027778} x (e^{0.086111} - 1)
    //     x 480 = 21600 x 1.028167 x 0.089927 x 480 = 958,630 s (44.4 failures)
    //  b) M 1 h with R = M/2: 3600 x e^{0.5} x (e^{0.311111} - 1) x 200
    //     = 3600 x 1.648721 x 0.364948 x 200 = 433,214 s (120 failures; recovery dominates)
    //  c) rare failures, M = 1e6 s: 1e6 x e^{0.0003} x (e^{0.00501} - 1) x 20 = 100,481.6 s
    struct Case {
        double solve, mtbf, delta, recovery, tau, step, daly;
    };
    const Case cases[] = {
        {864000, 21600, 60, 600, 1800, 10, 958629.70},
        {200000, 3600, 120, 1800, 1000, 1, 433213.76},
        {100000, 1e6, 10, 300, 5000, 5, 100481.56},
    };
    for (const Case& c : cases) {
        const ReliabilityInputs in = inputs(c.solve, c.mtbf, c.delta, c.recovery, c.tau, c.step);
        EXPECT_NEAR(reliabilityCost(in).expected_s, c.daly, 0.01 * c.daly);  // derivation check
        const MonteCarloResult r = simulateFailures(in, 0, 4000, 12345);
        ASSERT_EQ(r.trials, 4000);
        EXPECT_FALSE(r.truncated);
        EXPECT_EQ(r.interval_s, c.tau);
        const double se = standardError(r);
        EXPECT_LT(se, 0.002 * c.daly);  // the test is sharp: 4 SE is under 1% of the mean
        EXPECT_NEAR(r.mean_s, reliabilityCost(in).expected_s, 4 * se) << c.mtbf;
        EXPECT_LE(r.p10_s, r.p50_s);
        EXPECT_LE(r.p50_s, r.p90_s);
        EXPECT_GE(r.samples_s.front(), c.solve + c.solve / c.tau * c.delta);  // no luck beats it
    }
}

TEST(FailureMonteCarlo, SingleSegmentSurvivesWithExponentialProbability)
{
    // One segment of tau + delta = 1000 s with M = 1000 s: no failure with probability
    // e^{-1} = 0.3679; then the sample is exactly 1000 s. Binomial SE over 20,000 trials:
    // sqrt(0.3679 x 0.6321 / 20000) = 0.0034; allow 4 SE = 0.0136.
    const ReliabilityInputs in = inputs(900, 1000, 100, 50, 900, 0);
    const MonteCarloResult r = simulateFailures(in, 0, 20000, 99);
    const auto clean = std::count(r.samples_s.begin(), r.samples_s.end(), 1000.0);
    EXPECT_NEAR(static_cast<double>(clean) / r.trials, std::exp(-1.0), 0.0136);
}

TEST(FailureMonteCarlo, NoFailuresWhenMtbfIsHuge)
{
    // 100 segments of 600 s compute + 20 s write: 62,000 s in every trial.
    const ReliabilityInputs in = inputs(60000, 1e30, 20, 600, 600, 1);
    const MonteCarloResult r = simulateFailures(in, 0, 200, 1);
    EXPECT_EQ(r.p10_s, 62000);
    EXPECT_EQ(r.p90_s, 62000);
    EXPECT_NEAR(r.mean_s, 62000, 1e-6);
    EXPECT_FALSE(r.truncated);
}

TEST(FailureMonteCarlo, SameSeedSameResultOtherSeedOtherResult)
{
    const ReliabilityInputs in = inputs(54 * 86400.0, 3 * 3600.0, 60, 600, 0, 10);
    const MonteCarloResult a = simulateFailures(in, 0, 300, 2024);
    const MonteCarloResult b = simulateFailures(in, 0, 300, 2024);
    const MonteCarloResult c = simulateFailures(in, 0, 300, 2025);
    EXPECT_EQ(a.samples_s, b.samples_s);
    EXPECT_EQ(a.mean_s, b.mean_s);
    EXPECT_NE(a.samples_s, c.samples_s);
}

TEST(FailureMonteCarlo, CancellationStopsEarly)
{
    const ReliabilityInputs in = inputs(54 * 86400.0, 3 * 3600.0, 60, 600, 0, 10);
    std::atomic<bool> cancelled {true};
    const MonteCarloResult r = simulateFailures(in, 0, 1000, 1, &cancelled);
    EXPECT_EQ(r.trials, 0);
    EXPECT_TRUE(r.samples_s.empty());
    EXPECT_EQ(r.mean_s, 0);
    cancelled = false;
    EXPECT_EQ(simulateFailures(in, 0, 10, 1, &cancelled).trials, 10);
}

TEST(FailureMonteCarlo, PercentilesInterpolateBetweenClosestRanks)
{
    // Five sorted samples s0..s4: P10 at rank 0.4 -> s0 + 0.4 (s1 - s0); P50 = s2;
    // P90 at rank 3.6 -> s3 + 0.6 (s4 - s3).
    const ReliabilityInputs in = inputs(1e5, 2e4, 30, 300, 2000, 1);
    const MonteCarloResult r = simulateFailures(in, 0, 5, 3);
    ASSERT_EQ(r.samples_s.size(), 5u);
    ASSERT_TRUE(std::is_sorted(r.samples_s.begin(), r.samples_s.end()));
    const auto& s = r.samples_s;
    EXPECT_DOUBLE_EQ(r.p10_s, s[0] + 0.4 * (s[1] - s[0]));
    EXPECT_DOUBLE_EQ(r.p50_s, s[2]);
    EXPECT_DOUBLE_EQ(r.p90_s, s[3] + 0.6 * (s[4] - s[3]));
    EXPECT_DOUBLE_EQ(r.mean_s, (s[0] + s[1] + s[2] + s[3] + s[4]) / 5);
}

TEST(FailureMonteCarlo, IntervalChoiceAndRounding)
{
    ReliabilityInputs in = inputs(1e5, 2e4, 30, 300, 0, 100);
    // Argument beats in.interval_s; rounded to whole steps: 1234 -> 12 steps = 1200 s.
    in.interval_s = 5000;
    EXPECT_EQ(simulateFailures(in, 1234, 1, 1).interval_s, 1200);
    EXPECT_EQ(simulateFailures(in, 0, 1, 1).interval_s, 5000);
    // Neither: Daly(30, 2e4): x = sqrt(30/4e4) = 0.027386; sqrt(1.2e6) = 1095.45 x 1.009212
    // - 30 = 1075.54 -> 11 steps = 1100 s. Below one step -> one step.
    in.interval_s = 0;
    EXPECT_EQ(simulateFailures(in, 0, 1, 1).interval_s, 1100);
    EXPECT_EQ(simulateFailures(in, 10, 1, 1).interval_s, 100);
    EXPECT_EQ(simulateFailures(in, 0, 0, 1).trials, 1);  // trials clamped to at least one
}

TEST(FailureMonteCarlo, HostileInputsEndQuicklyAndFinite)
{
    // M = 1 s against 1000 s segments: ~e^1000 failures per segment. Capped, flagged, finite.
    ReliabilityInputs in = inputs(1e6, 1, 30, 600, 1000, 1);
    MonteCarloResult r = simulateFailures(in, 0, 1000, 1);
    EXPECT_TRUE(r.truncated);
    EXPECT_EQ(r.trials, 1000);
    EXPECT_TRUE(std::isfinite(r.mean_s) && std::isfinite(r.p90_s));
    // Under the pre-check: 60 x e^{1/12} x (e^{11/60} - 1) x 2e5 / 60 = 43,700 failures per
    // trial, below the 50,000 that would skip the simulation; trials run to the end.
    in = inputs(2e6, 60, 1, 5, 10, 1);
    r = simulateFailures(in, 0, 20, 1);
    EXPECT_TRUE(std::isfinite(r.mean_s));
    EXPECT_GT(r.mean_s, 2e6);
    // Nothing to do, or garbage: zero or finite, never NaN.
    EXPECT_EQ(simulateFailures(inputs(0, 3600, 30, 60, 0, 1), 0, 10, 1).p90_s, 0);
    r = simulateFailures(inputs(1e5, std::nan(""), -1, std::nan(""), 0, 0), 0, 10, 1);
    EXPECT_TRUE(std::isfinite(r.mean_s));
}

// Selection gives the quantile a sort gives, bit for bit (Hyndman & Fan definition 7: linear
// between the two closest ranks), for sizes where the ranks fall between elements and on them.
TEST(FailureMonteCarlo, SelectedQuantileIsTheSortedOne)
{
    std::mt19937_64 rng(11);
    std::lognormal_distribution<double> draw(0.0, 1.0);
    for (std::size_t n : {1u, 2u, 3u, 10u, 11u, 1000u, 15001u}) {
        std::vector<double> values(n);
        for (double& v : values)
            v = draw(rng);
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        for (double q : {0.0, 0.1, 0.5, 0.9, 1.0}) {
            std::vector<double> work = values;
            EXPECT_EQ(selectQuantile(work, q), sortedQuantile(sorted, q)) << n << " " << q;
        }
    }
    std::vector<double> none;
    EXPECT_EQ(selectQuantile(none, 0.5), 0.0);
    EXPECT_EQ(sortedQuantile(none, 0.5), 0.0);
}
