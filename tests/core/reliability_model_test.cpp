// Reliability: cluster MTBF, Young and Daly intervals, Daly 2006 expected wall clock.
// Worked examples from seed 000/003 with the corrections of docs/errata.md, re-derived by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "core/reliability_model.h"

using namespace syncwall::core;

namespace {
constexpr double kHour = 3600.0;
constexpr double kDay = 86400.0;
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

TEST(Reliability, Errata003FleetMtbfIsFourHours)
{
    // Node rate 1/5e4 h split over the parts: 8 GPUs at 16 x 5e4 h -> 1/(2 x 5e4 h),
    // 8 NICs at 32 x 5e4 h -> 1/(4 x 5e4 h), PSU and host at 8 x 5e4 h -> 1/(8 x 5e4 h) each;
    // 1/2 + 1/4 + 1/8 + 1/8 = 1. 100,000 GPUs = 12,500 nodes: 5e4 h / 12,500 = 4 h.
    ReliabilitySpec spec;
    spec.gpuMttf_s = 16 * 5e4 * kHour;
    spec.nicMttf_s = 32 * 5e4 * kHour;
    spec.psuMttf_s = 8 * 5e4 * kHour;
    spec.hostMttf_s = 8 * 5e4 * kHour;
    EXPECT_NEAR(clusterMtbf_s(spec, 12500, 8), 4 * kHour, 1e-6);
}

TEST(Reliability, ComponentDefaultsAndMeasuredOverride)
{
    // Defaults: 8/5e4 + 8/1.5e5 + 1/1e5 + 1/1e5 per h = 1.6e-4 + 5.333e-5 + 2e-5 = 2.3333e-4/h,
    // node MTTF 4285.7 h; 16,384 GPUs = 2048 nodes -> 2.0926 h.
    ReliabilitySpec spec;
    spec.gpuMttf_s = 5e4 * kHour;
    spec.nicMttf_s = 1.5e5 * kHour;
    spec.psuMttf_s = 1e5 * kHour;
    spec.hostMttf_s = 1e5 * kHour;
    EXPECT_NEAR(clusterMtbf_s(spec, 2048, 8) / kHour, 4285.7142857 / 2048, 1e-6);
    // Llama 3: 419 unexpected interruptions in 54 days -> 54 x 86400 / 419 = 11,135.08 s.
    spec.clusterMtbf_s = 54 * kDay / 419;
    EXPECT_NEAR(clusterMtbf_s(spec, 2048, 8), 11135.0835, 1e-3);
}

TEST(Reliability, Errata000GpuOnlyFleet)
{
    // 2.1e6 h per GPU over 10,000 GPUs (1250 nodes of 8), nothing else failing: 210 h, not the
    // seed's "210-420 h" range for 1.5M-3.0M h (that is 150-300 h).
    ReliabilitySpec spec;
    spec.gpuMttf_s = 2.1e6 * kHour;
    spec.nicMttf_s = kInf;
    spec.psuMttf_s = kInf;
    spec.hostMttf_s = kInf;
    EXPECT_NEAR(clusterMtbf_s(spec, 1250, 8) / kHour, 210.0, 1e-9);
    spec.gpuMttf_s = 1.5e6 * kHour;
    EXPECT_NEAR(clusterMtbf_s(spec, 1250, 8) / kHour, 150.0, 1e-9);
}

TEST(Reliability, NothingFailsGivesTheCapNotInfinity)
{
    ReliabilitySpec spec;
    EXPECT_EQ(clusterMtbf_s(spec, 0, 8), kReliabilityTimeCap_s);
    spec.gpuMttf_s = spec.nicMttf_s = spec.psuMttf_s = spec.hostMttf_s = 0;  // unset parts
    EXPECT_EQ(clusterMtbf_s(spec, 100, 8), kReliabilityTimeCap_s);
}

TEST(Reliability, YoungAndDalyIntervals)
{
    // Seed 000: Young = sqrt(2 x 30 x 86400) = sqrt(5,184,000) = 2276.84 s.
    EXPECT_NEAR(youngInterval_s(30, kDay), 2276.8399, 1e-4);
    // Async (ERRATA 000): delta = 5.12 s: sqrt(2 x 5.12 x 86400) = sqrt(884,736) = 940.60 s.
    EXPECT_NEAR(youngInterval_s(5.12, kDay), 940.6041, 1e-4);
    // Daly eq. 37: x = sqrt(30 / 172800) = 0.0131762;
    // 2276.8399 x (1 + x/3 + x^2/9) - 30 = 2276.8399 x 1.0044113 - 30 = 2256.8838 s.
    EXPECT_NEAR(dalyInterval_s(30, kDay), 2256.8838, 1e-3);
    // delta >= 2M: Daly's form no longer applies; tau = M.
    EXPECT_EQ(dalyInterval_s(500, 200), 200);
    EXPECT_EQ(dalyInterval_s(0, kDay), 0);
    EXPECT_EQ(youngInterval_s(30, 0), 0);
}

TEST(Reliability, Errata000TwentyFourHourRunAtTwentyFourHourMtbfHasOneFailure)
{
    // No checkpoint or recovery cost, checkpoint every 1 s step: T_w = M (e^{1/M} - 1) T_s / 1
    // = 86400 x (1/86400)(1 + 1/172800) x 86400 = 86400.5 s; failures = T_w / M = 1.000006,
    // not the seed's 1.8.
    ReliabilityInputs in;
    in.solve_s = kDay;
    in.step_s = 1;
    in.mtbf_s = kDay;
    const ReliabilityOutputs out = reliabilityCost(in);
    EXPECT_EQ(out.interval_s, 1.0);  // Daly(0, M) = 0, floored at one step
    EXPECT_NEAR(out.expected_failures, 1.0, 1e-5);
    EXPECT_NEAR(out.expected_s, 86400.5, 1e-3);
    EXPECT_EQ(out.checkpoint_overhead_s, 0);
}

TEST(Reliability, Seed000SynchronousExampleWithRecovery)
{
    // Seed 000: 24 h of work, M = 24 h, delta = 30 s, R = 1140 s, tau = Young = 2276.84 s.
    // Daly eq. 20: R/M = 0.0131944, e^{R/M} = 1.0132819; (tau + delta)/M = 2306.84/86400 =
    // 0.0266995, e^x - 1 = 0.0270592; M x that = 2337.91; x 1.0132819 = 2368.96;
    // T_s/tau = 37.94733; T_w = 89,895.8 s. Failures = 1.0405. Writes = 37.947 x 30 = 1138.4 s.
    // Failure overhead = 89,895.8 - 86,400 - 1138.4 = 2357.4 s. Total 4.05% (seed: 3.7%).
    ReliabilityInputs in;
    in.solve_s = kDay;
    in.step_s = 1;
    in.mtbf_s = kDay;
    in.checkpointWrite_s = 30;
    in.recovery_s = 1140;
    in.interval_s = std::sqrt(2 * 30 * kDay);
    const ReliabilityOutputs out = reliabilityCost(in);
    EXPECT_NEAR(out.expected_s, 89895.84, 0.05);
    EXPECT_NEAR(out.expected_failures, 1.040461, 1e-5);
    EXPECT_NEAR(out.checkpoint_overhead_s, 1138.420, 1e-3);
    EXPECT_NEAR(out.failure_overhead_s, 2357.42, 0.05);
    EXPECT_NEAR(out.young_s, 2276.84, 0.01);
}

TEST(Reliability, Errata000AsyncWriteOverheadIsHalfAPercent)
{
    // 5.12 s every 940.6 s: write overhead = 5.12 / 940.6 = 0.544% of the work.
    ReliabilityInputs in;
    in.solve_s = 30 * kDay;
    in.mtbf_s = kDay;
    in.checkpointWrite_s = 5.12;
    in.interval_s = youngInterval_s(5.12, kDay);
    const ReliabilityOutputs out = reliabilityCost(in);
    EXPECT_NEAR(out.checkpoint_overhead_s / in.solve_s, 0.0054433, 1e-6);
    EXPECT_GT(out.failure_overhead_s, 0);  // the rest of the seed's 1.7% is failure rework
}

TEST(Reliability, NoFailuresReducesToWorkPlusCheckpoints)
{
    // M -> infinity: T_w -> T_s (1 + delta/tau) = 1e6 x (1 + 30/1000) = 1.03e6 s.
    ReliabilityInputs in;
    in.solve_s = 1e6;
    in.checkpointWrite_s = 30;
    in.recovery_s = 600;
    in.interval_s = 1000;
    for (double m : {1e20, kReliabilityTimeCap_s, 1e300, kInf}) {
        in.mtbf_s = m;
        const ReliabilityOutputs out = reliabilityCost(in);
        EXPECT_NEAR(out.expected_s, 1.03e6, 1e-3) << m;
        EXPECT_NEAR(out.failure_overhead_s, 0, 1e-3) << m;
        EXPECT_LT(out.expected_failures, 1e-12) << m;
        EXPECT_TRUE(std::isfinite(out.young_s) && std::isfinite(out.daly_s));
    }
}

TEST(Reliability, IntervalNeverBelowOneStep)
{
    ReliabilityInputs in;
    in.solve_s = 1e5;
    in.step_s = 12;
    in.mtbf_s = 1e4;
    in.interval_s = 5;  // asked below a step
    EXPECT_EQ(reliabilityCost(in).interval_s, 12);
    in.interval_s = 0;  // Daly with delta = 0 is 0 -> one step
    EXPECT_EQ(reliabilityCost(in).interval_s, 12);
    in.step_s = 0;  // no step either: still a positive interval
    EXPECT_GT(reliabilityCost(in).interval_s, 0);
    EXPECT_TRUE(std::isfinite(reliabilityCost(in).expected_s));
}

TEST(Reliability, TinyOrBrokenMtbfIsHugeButFinite)
{
    ReliabilityInputs in;
    in.solve_s = 1e6;
    in.checkpointWrite_s = 30;
    in.recovery_s = 600;
    for (double m : {1.0, 1e-6, 0.0, -5.0, std::nan("")}) {
        in.mtbf_s = m;
        const ReliabilityOutputs out = reliabilityCost(in);
        EXPECT_EQ(out.expected_s, kReliabilityTimeCap_s) << m;  // e^{(tau+delta)/M} overflows
        EXPECT_TRUE(std::isfinite(out.expected_failures)) << m;
        EXPECT_TRUE(std::isfinite(out.failure_overhead_s)) << m;
        EXPECT_GE(out.failure_overhead_s, 0) << m;
    }
    in = {};
    EXPECT_EQ(reliabilityCost(in).expected_s, 0);  // nothing to do takes no time
}

TEST(Reliability, HigherMtbfIsNeverLonger)
{
    // Property over random inputs: for a fixed interval, and for Daly's interval chosen per M.
    std::mt19937_64 rng(7);
    auto uniform = [&](double lo, double hi) {
        return lo + (hi - lo) * static_cast<double>(rng() >> 11) * 0x1.0p-53;
    };
    for (int i = 0; i < 20000; ++i) {
        ReliabilityInputs in;
        in.solve_s = std::pow(10.0, uniform(3, 8));
        in.step_s = std::pow(10.0, uniform(-1, 2));
        in.checkpointWrite_s = uniform(0, 1) < 0.1 ? 0 : std::pow(10.0, uniform(-1, 3));
        in.recovery_s = std::pow(10.0, uniform(0, 4));
        in.interval_s = uniform(0, 1) < 0.5 ? 0 : std::pow(10.0, uniform(1, 5));
        in.mtbf_s = std::pow(10.0, uniform(1, 8));
        ReliabilityInputs better = in;
        better.mtbf_s *= uniform(1, 4);
        const ReliabilityOutputs a = reliabilityCost(in);
        const ReliabilityOutputs b = reliabilityCost(better);
        ASSERT_TRUE(std::isfinite(a.expected_s) && a.expected_s >= in.solve_s);
        ASSERT_TRUE(std::isfinite(a.expected_failures) && a.expected_failures >= 0);
        ASSERT_LE(b.expected_s, a.expected_s * (1 + 1e-12))
            << "T_s " << in.solve_s << " step " << in.step_s << " delta " << in.checkpointWrite_s
            << " R " << in.recovery_s << " tau " << in.interval_s << " M " << in.mtbf_s << " -> "
            << better.mtbf_s;
    }
}
