// Switching system: the price and the failure data follow the new system's defaults when they
// were the old system's, and stay when the user had moved them.
#include <gtest/gtest.h>

#include "core/scenario_io.h"
#include "core/system_defaults.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

Scenario onH100() { return withSystem(defaultScenario(catalog()), catalog(), "dgx-h100"); }

}  // namespace

TEST(SystemDefaults, TheDefaultScenarioUsesItsSystemsDefaults)
{
    const Scenario s = defaultScenario(catalog());
    EXPECT_TRUE(priceFollowsSystem(s, catalog()));
    EXPECT_TRUE(failureFollowsSystem(s, catalog()));
}

TEST(SystemDefaults, PriceAndFailureFollowTheSystem)
{
    const Scenario h100 = onH100();
    EXPECT_EQ(h100.hardware.preset, "dgx-h100");
    EXPECT_EQ(h100.hardware.gpu.id, "h100-sxm");
    EXPECT_DOUBLE_EQ(h100.cost.usdPerGpuHour, 49.24 / 8);
    // Llama 3: 419 interruptions in 54 days on 16,384 GPUs, as a per-GPU MTTF in hours.
    EXPECT_NEAR(h100.reliability.gpuMttf_s / 3600, 54 * 24 * 16384 / 419.0, 1.0);
    const Scenario b200 = withSystem(h100, catalog(), "dgx-b200");
    EXPECT_DOUBLE_EQ(b200.cost.usdPerGpuHour, 68.80 / 8);
    EXPECT_DOUBLE_EQ(b200.reliability.gpuMttf_s, 50000 * 3600.0);  // component planning MTTF
    EXPECT_DOUBLE_EQ(b200.cost.wattsPerGpu, catalog().gpu("b200")->spec.watts);
}

TEST(SystemDefaults, AUserPriceOrFailureRateStays)
{
    Scenario s = onH100();
    s.cost.usdPerGpuHour = 2.0;
    Scenario b200 = withSystem(s, catalog(), "dgx-b200");
    EXPECT_DOUBLE_EQ(b200.cost.usdPerGpuHour, 2.0);
    EXPECT_DOUBLE_EQ(b200.reliability.gpuMttf_s, 50000 * 3600.0);  // the failure data followed

    s = onH100();
    s.reliability.clusterMtbf_s = 5 * 3600.0;
    b200 = withSystem(s, catalog(), "dgx-b200");
    EXPECT_DOUBLE_EQ(b200.cost.usdPerGpuHour, 68.80 / 8);
    EXPECT_EQ(b200.reliability.clusterMtbf_s, 5 * 3600.0);
    EXPECT_DOUBLE_EQ(b200.reliability.gpuMttf_s, s.reliability.gpuMttf_s);
}

TEST(SystemDefaults, TheCheckpointPolicyStaysAndAnUnknownSystemChangesNothing)
{
    Scenario s = defaultScenario(catalog());
    s.reliability.restart_s = 77;
    s.reliability.checkpointInterval_s = 900;
    const Scenario h100 = withSystem(s, catalog(), "dgx-h100");
    EXPECT_DOUBLE_EQ(h100.reliability.restart_s, 77);
    EXPECT_EQ(h100.reliability.checkpointInterval_s, 900.0);
    const Scenario same = withSystem(s, catalog(), "no-such-system");
    EXPECT_EQ(same.hardware.preset, s.hardware.preset);
    EXPECT_DOUBLE_EQ(same.cost.usdPerGpuHour, s.cost.usdPerGpuHour);
}

TEST(SystemDefaults, AFileTakesWhatItLeavesUnsaidFromItsSystem)
{
    // A file naming only its system takes that system's price, GPU power and failure rates, as
    // choosing the system in the window does; a file naming none runs on the DGX H100 and takes
    // its defaults; what a file sets itself wins.
    const auto read = [](const std::string& hardware, const std::string& more) {
        const ParsedScenario p = parseScenario(
            R"({"model": {"preset": "llama3-8b"}, "cluster": {"gpus": 64}, "hardware": )" + hardware
                + more + "}",
            catalog());
        EXPECT_TRUE(p.ok()) << describe(p.problems);
        return p.scenario;
    };
    const Scenario b200 = read(R"({"preset": "dgx-b200"})", "");
    EXPECT_DOUBLE_EQ(b200.cost.usdPerGpuHour, 68.80 / 8);
    EXPECT_DOUBLE_EQ(b200.cost.wattsPerGpu, 1000);
    EXPECT_DOUBLE_EQ(b200.reliability.gpuMttf_s, 50000 * 3600.0);
    EXPECT_TRUE(priceFollowsSystem(b200, catalog()));
    EXPECT_TRUE(failureFollowsSystem(b200, catalog()));
    const Scenario none = read("{}", "");
    EXPECT_DOUBLE_EQ(none.cost.usdPerGpuHour, 49.24 / 8);
    EXPECT_NEAR(none.reliability.gpuMttf_s / 3600, 54 * 24 * 16384 / 419.0, 1.0);
    const Scenario own = read(R"({"preset": "dgx-b200"})",
                              R"(, "cost": {"usd_per_gpu_hour": 3.1, "watts_per_gpu": 1400},
                                 "reliability": {"preset": "llama3-h100"})");
    EXPECT_DOUBLE_EQ(own.cost.usdPerGpuHour, 3.1);
    EXPECT_DOUBLE_EQ(own.cost.wattsPerGpu, 1400);
    EXPECT_NEAR(own.reliability.gpuMttf_s / 3600, 54 * 24 * 16384 / 419.0, 1.0);
    // The power is the GPU's the file ends up with: a B200 named in a DGX H100 draws 1,000 W.
    EXPECT_DOUBLE_EQ(read(R"({"preset": "dgx-h100", "gpu": "b200"})", "").cost.wattsPerGpu, 1000);
    // A file naming no system runs on the default one: its own price stays its own when the
    // scenario moves to another system (plan, the window's system picker).
    const Scenario mine = read("{}", R"(, "cost": {"usd_per_gpu_hour": 3.1})");
    EXPECT_FALSE(priceFollowsSystem(mine, catalog()));
    EXPECT_DOUBLE_EQ(withSystem(mine, catalog(), "dgx-b200").cost.usdPerGpuHour, 3.1);
    EXPECT_TRUE(priceFollowsSystem(none, catalog()));
    EXPECT_DOUBLE_EQ(withSystem(none, catalog(), "dgx-b200").cost.usdPerGpuHour, 68.80 / 8);
}
