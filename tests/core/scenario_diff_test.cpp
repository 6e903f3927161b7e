// The inputs that differ between two scenarios (from the key declarations) and the
// assumptions they share although their GPU types differ.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/scenario_diff.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/system_defaults.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

const InputDifference* find(const std::vector<InputDifference>& d, const std::string& key)
{
    const auto it =
        std::find_if(d.begin(), d.end(), [&](const InputDifference& x) { return x.key == key; });
    return it == d.end() ? nullptr : &*it;
}

}  // namespace

TEST(ScenarioDiff, ASameScenarioDiffersInNothing)
{
    const Scenario s = defaultScenario(catalog());
    EXPECT_TRUE(differingInputs(s, s).empty());
    EXPECT_TRUE(sharedAssumptions(s, s).empty());
}

TEST(ScenarioDiff, ChangedKeysAreListedInFileUnits)
{
    const Scenario a = defaultScenario(catalog());
    Scenario b = a;
    b.gpus = 3072;
    b.parallel.dp = 32;  // "auto" in a
    b.cost.usdPerGpuHour = 2.0;
    const auto d = differingInputs(a, b);
    ASSERT_EQ(d.size(), 3u);
    const InputDifference* gpus = find(d, "cluster.gpus");
    ASSERT_NE(gpus, nullptr);
    EXPECT_EQ(gpus->a, 1536.0);
    EXPECT_EQ(gpus->b, 3072.0);
    const InputDifference* dp = find(d, "parallelism.dp");
    ASSERT_NE(dp, nullptr);
    EXPECT_FALSE(findScenarioKey("parallelism.dp")->isUnset(dp->b));
    EXPECT_TRUE(findScenarioKey("parallelism.dp")->isUnset(dp->a));
    EXPECT_NE(find(d, "cost.usd_per_gpu_hour"), nullptr);
    // Declaration order: the file's order of sections.
    EXPECT_LT(gpus - d.data(), find(d, "cost.usd_per_gpu_hour") - d.data());
}

TEST(ScenarioDiff, PresetsComeFirstByTheirIds)
{
    const Scenario a = defaultScenario(catalog());
    const Scenario b = withSystem(a, catalog(), "dgx-h100");
    const auto d = differingInputs(a, b);
    ASSERT_GE(d.size(), 3u);
    EXPECT_EQ(d[0].key, "hardware.preset");
    EXPECT_EQ(d[0].aId, "dgx-a100");
    EXPECT_EQ(d[0].bId, "dgx-h100");
    EXPECT_EQ(d[1].key, "hardware.gpu");
    EXPECT_TRUE(d[1].isPreset());
    EXPECT_NE(find(d, "hardware.scale_up_GBps"), nullptr);  // 300 vs 450
    EXPECT_NE(find(d, "reliability.gpu_mttf_h"), nullptr);  // the Llama 3 rate followed
}

TEST(ScenarioDiff, SharedAssumptionsAcrossGpuTypesAreNamed)
{
    const Scenario a = defaultScenario(catalog());
    Scenario b = a;
    b.hardware = catalog().system("dgx-b200")->hardware;  // the hardware alone, as before
    const auto shared = sharedAssumptions(a, b);
    ASSERT_EQ(shared.size(), 2u);
    EXPECT_EQ(shared[0], SharedAssumption::PricePerGpuHour);
    EXPECT_EQ(shared[1], SharedAssumption::FailureRates);
    // Through withSystem the price follows; the A100 and the B200 both assume the component
    // MTTFs (systems.json says so), which the note must still name.
    const auto followed = sharedAssumptions(a, withSystem(a, catalog(), "dgx-b200"));
    ASSERT_EQ(followed.size(), 1u);
    EXPECT_EQ(followed[0], SharedAssumption::FailureRates);
    EXPECT_TRUE(sharedAssumptions(a, withSystem(a, catalog(), "dgx-h100")).empty());
}
