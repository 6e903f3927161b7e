// Plans to a deadline or a budget (core/plan.cpp), checked against the sweep they are built from:
// the plan's count meets the goal and no cheaper choice in the list does.
#include <gtest/gtest.h>

#include "core/layout_search.h"
#include "core/plan.h"
#include "core/scenario_io.h"
#include "core/system_defaults.h"
#include "scenario_test_support.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

// Llama 2 7B on DGX H100, a 1T-token run with a 1,024-sequence batch.
Scenario sevenB()
{
    Scenario s = defaultScenario(catalog());
    s.model = catalog().model("llama2-7b")->spec;
    s.training.globalBatch = 1024;
    s.training.tokens = 1e12;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    return s;
}

// The scenario on the DGX H100 as a plan prices it: the default scenario's price and failure
// rates are its own system's (DGX A100) defaults, so they follow the system (system_defaults.h):
// the H100's $6.155 per GPU-hour, its GPU's 700 W, the Llama 3 H100 failure rates.
Scenario onDgxH100(const Scenario& s)
{
    const SystemEntry& h100 = *catalog().system("dgx-h100");
    Scenario out = s;
    out.hardware = h100.hardware;
    out.hardware.preset = h100.id;
    out.cost.wattsPerGpu = 700;
    out.cost.usdPerGpuHour = 49.24 / 8;
    applyFailureRates(*catalog().reliabilityPreset("llama3-h100"), out.reliability);
    return out;
}

}  // namespace

TEST(Plan, GpuCountsAreWholeNodesOnTheLadder)
{
    const std::vector<int> counts = planGpuCounts(8);
    ASSERT_GE(counts.size(), 4u);
    EXPECT_EQ(counts[0], 8);
    EXPECT_EQ(counts[1], 16);
    EXPECT_EQ(counts[2], 24);
    EXPECT_EQ(counts[3], 32);
    for (int c : counts)
        EXPECT_EQ(c % 8, 0) << c;
    EXPECT_EQ(counts.back(), 131072);
}

TEST(Plan, DeadlineTakesTheFewestGpusThatMeetIt)
{
    const Scenario s = sevenB();
    PlanGoal goal;
    goal.deadline_s = 10 * 86400.0;
    const std::vector<SystemPlan> plans = planRuns(s, catalog(), goal, {"dgx-h100"});
    ASSERT_EQ(plans.size(), 1u);
    const SystemPlan& p = plans[0];
    ASSERT_TRUE(p.found);
    ASSERT_TRUE(p.meets);
    EXPECT_LE(p.estimate.run.expected_s, *goal.deadline_s);
    EXPECT_EQ(p.estimate.layout.tp * p.estimate.layout.pp * p.estimate.layout.cp
                  * p.estimate.layout.dp,
              p.gpus);
    // Independently: every smaller count of the list misses the deadline or cannot run.
    const Scenario onH100 = onDgxH100(s);
    for (int gpus : planGpuCounts(8)) {
        if (gpus >= p.gpus)
            break;
        const LayoutChoice c = bestLayout(onH100, gpus);
        EXPECT_TRUE(!c.found || !c.estimate.memory.fits
                    || c.estimate.run.expected_s > *goal.deadline_s)
            << gpus;
    }
    EXPECT_GT(p.band.p90_s, p.band.p10_s);  // a 7B run is inside the validated range
}

TEST(Plan, BudgetTakesTheFastestRunWithinIt)
{
    const Scenario s = sevenB();
    PlanGoal goal;
    goal.budget_usd = 200000;
    const SystemPlan p = planRuns(s, catalog(), goal, {"dgx-h100"}).at(0);
    ASSERT_TRUE(p.found);
    ASSERT_TRUE(p.meets);
    EXPECT_LE(p.estimate.run.cost_usd, *goal.budget_usd);
    // Priced at the H100's own rate, not the A100 scenario's.
    EXPECT_NEAR(p.estimate.run.cost_usd, p.estimate.run.gpu_hours * 49.24 / 8,
                1e-9 * p.estimate.run.cost_usd);
    const Scenario onH100 = onDgxH100(s);
    for (int gpus : planGpuCounts(8)) {
        const LayoutChoice c = bestLayout(onH100, gpus);
        if (c.found && c.estimate.memory.fits && c.estimate.run.cost_usd <= *goal.budget_usd) {
            EXPECT_GE(c.estimate.run.expected_s, p.estimate.run.expected_s * (1 - 1e-12)) << gpus;
        }
    }
}

TEST(Plan, UnmetGoalsAndUnsupportedPrecisionSaySo)
{
    Scenario s = sevenB();
    PlanGoal goal;
    goal.deadline_s = 60.0;  // a minute: nothing meets it; the fastest run is shown
    SystemPlan p = planRuns(s, catalog(), goal, {"dgx-h100"}).at(0);
    EXPECT_TRUE(p.found);
    EXPECT_FALSE(p.meets);
    s.training.precision = Precision::Fp8;  // the A100 has no FP8 peak
    p = planRuns(s, catalog(), goal, {"dgx-a100"}).at(0);
    EXPECT_FALSE(p.found);
    EXPECT_FALSE(p.precisionSupported);
    EXPECT_FALSE(planRuns(s, catalog(), goal, {"no-such-system"}).at(0).found);
    // FP4: Hopper has none, Blackwell Ultra has it.
    s.training.precision = Precision::Fp4;
    const std::vector<SystemPlan> fp4 = planRuns(s, catalog(), goal, {"dgx-h100", "gb300-nvl72"});
    EXPECT_FALSE(fp4.at(0).precisionSupported);
    EXPECT_FALSE(fp4.at(0).found);
    EXPECT_TRUE(fp4.at(1).precisionSupported);
    EXPECT_TRUE(fp4.at(1).found);
}

// A plan a newer request cancelled stops at once: no system is searched after the flag.
TEST(Plan, CancelledStopsBetweenSystems)
{
    const Catalog& c = catalog();
    const Scenario s = sevenB();
    PlanGoal goal;
    goal.deadline_s = 30 * 86400.0;
    const std::vector<std::string> ids {"dgx-a100", "dgx-h100"};
    const std::atomic<bool> cancelled {true};
    EXPECT_TRUE(planRuns(s, c, goal, ids, &cancelled).empty());
    const std::atomic<bool> running {false};
    const std::vector<SystemPlan> plans = planRuns(s, c, goal, ids, &running);
    ASSERT_EQ(plans.size(), ids.size());
    EXPECT_TRUE(plans[1].found);
}
