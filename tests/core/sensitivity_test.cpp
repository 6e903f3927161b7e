// One-at-a-time sensitivity of the expected JCT (core/sensitivity.h): every input once, sorted
// by effect, each range around the current value, and the input that dominates a scenario on top.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "core/estimator.h"
#include "core/sensitivity.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

const SensitivityEntry& entryOf(const SensitivityResult& r, SensitivityInput input)
{
    const auto it = std::find_if(r.entries.begin(), r.entries.end(),
                                 [input](const SensitivityEntry& e) { return e.input == input; });
    EXPECT_NE(it, r.entries.end());
    return *it;
}

Scenario llama7b(int gpus) { return llama7bDataParallel(gpus); }

}  // namespace

TEST(Sensitivity, EveryInputOnceSortedByEffect)
{
    for (const Scenario& s : {gpt3On1536A100(), llama405bOn16384H100(), llama7b(8)}) {
        const SensitivityResult r = sensitivity(s);
        ASSERT_EQ(r.entries.size(), std::size_t(kSensitivityInputCount));
        EXPECT_DOUBLE_EQ(r.base_jct_s, estimate(s).run.expected_s);
        std::set<std::string> keys;
        for (std::size_t i = 0; i < r.entries.size(); ++i) {
            const SensitivityEntry& e = r.entries[i];
            keys.insert(std::string(sensitivityKey(e.input)));
            EXPECT_TRUE(std::isfinite(e.jct_low_s) && std::isfinite(e.jct_high_s));
            EXPECT_LE(e.low, e.high) << sensitivityKey(e.input);
            if (i > 0) {
                EXPECT_GE(r.entries[i - 1].swing_s(), e.swing_s()) << i;
            }
            // Each range holds the current value and JCT is monotone in each input: the base
            // JCT lies between the two ends.
            const double lo = std::min(e.jct_low_s, e.jct_high_s),
                         hi = std::max(e.jct_low_s, e.jct_high_s);
            EXPECT_LE(lo, r.base_jct_s * (1 + 1e-12)) << sensitivityKey(e.input);
            EXPECT_GE(hi, r.base_jct_s * (1 - 1e-12)) << sensitivityKey(e.input);
        }
        EXPECT_EQ(keys.size(), std::size_t(kSensitivityInputCount));
        EXPECT_EQ(keys.count(""), 0u);
    }
}

TEST(Sensitivity, DirectionsAndRanges)
{
    const Scenario s = gpt3On1536A100();
    const SensitivityResult r = sensitivity(s);
    const Estimate e = estimate(s);
    const SensitivityEntry& compute = entryOf(r, SensitivityInput::ComputeEfficiency);
    const double eff = s.hardware.gpu.gemmEfficiency * s.calibration.computeScale;
    EXPECT_DOUBLE_EQ(compute.low, 0.8 * eff);
    EXPECT_DOUBLE_EQ(compute.high, std::min(1.0, 1.1 * eff));
    EXPECT_GT(compute.jct_low_s, r.base_jct_s);  // slower GEMMs, longer job
    EXPECT_LT(compute.jct_high_s, r.base_jct_s);

    const SensitivityEntry& mtbf = entryOf(r, SensitivityInput::ClusterMtbf);
    EXPECT_DOUBLE_EQ(mtbf.low, 0.5 * e.reliability.cluster_mtbf_s);
    EXPECT_GT(mtbf.jct_low_s, mtbf.jct_high_s);
    const SensitivityEntry& recovery = entryOf(r, SensitivityInput::RecoveryTime);
    EXPECT_DOUBLE_EQ(recovery.high, 2.0 * e.reliability.recovery_s);
    EXPECT_LT(recovery.jct_low_s, recovery.jct_high_s);
    const SensitivityEntry& storage = entryOf(r, SensitivityInput::CheckpointBandwidth);
    EXPECT_GT(storage.jct_low_s, storage.jct_high_s);
    for (SensitivityInput stragglers : {SensitivityInput::JitterCv, SensitivityInput::SlowGpu}) {
        const SensitivityEntry& st = entryOf(r, stragglers);
        EXPECT_DOUBLE_EQ(st.low, 0.0);
        EXPECT_LT(st.jct_low_s, st.jct_high_s);
    }
    const SensitivityEntry& overlap = entryOf(r, SensitivityInput::DpOverlap);
    EXPECT_DOUBLE_EQ(overlap.low, 0.0);
    EXPECT_DOUBLE_EQ(overlap.high, 1.0);
    EXPECT_GE(overlap.jct_low_s, overlap.jct_high_s);
}

TEST(Sensitivity, ComputeEfficiencyIsCappedAtPeak)
{
    Scenario s = llama7b(8);
    s.calibration.computeScale = 0.95 / s.hardware.gpu.gemmEfficiency;
    const SensitivityResult r = sensitivity(s);
    const SensitivityEntry& compute = entryOf(r, SensitivityInput::ComputeEfficiency);
    EXPECT_DOUBLE_EQ(compute.high, 1.0);
    EXPECT_NEAR(compute.low, 0.76, 1e-12);
}

TEST(Sensitivity, TheDominantAssumptionComesFirst)
{
    // A single node with no failures to speak of: the GEMM efficiency decides the JCT.
    Scenario compute = llama7b(8);
    compute.reliability.clusterMtbf_s = 1e12;
    EXPECT_EQ(sensitivity(compute).entries.front().input, SensitivityInput::ComputeEfficiency);

    // Pure DP across 512 GPUs on a 25 Gb/s fabric with no overlap: the network decides (its
    // efficiency, or hiding it behind backward), not the GEMMs.
    Scenario network = llama7b(512);
    network.hardware.scaleOut_bps = 25e9;
    network.comm.dpOverlap = 0;
    network.reliability.clusterMtbf_s = 1e12;
    const SensitivityResult net = sensitivity(network);
    const SensitivityInput top = net.entries.front().input;
    EXPECT_TRUE(top == SensitivityInput::ScaleOutEfficiency || top == SensitivityInput::DpOverlap);
    EXPECT_GT(entryOf(net, SensitivityInput::ScaleOutEfficiency).swing_s(),
              entryOf(net, SensitivityInput::ComputeEfficiency).swing_s());
    EXPECT_DOUBLE_EQ(entryOf(net, SensitivityInput::ScaleUpEfficiency).high,
                     network.hardware.scaleUpEfficiency);  // no better than nccl-tests

    // A failure every 20 minutes with slow restarts: the MTBF decides.
    Scenario failing = llama7b(512);
    failing.reliability.clusterMtbf_s = 1200;
    failing.reliability.restart_s = 900;
    EXPECT_EQ(sensitivity(failing).entries.front().input, SensitivityInput::ClusterMtbf);
}
