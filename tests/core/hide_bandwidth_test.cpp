// Bandwidth to hide communication over GPU counts (core/hide_bandwidth.h): the sweep's own
// Estimate::links per valid point, beside the links' effective bandwidths.
#include <gtest/gtest.h>

#include "core/collectives.h"
#include "core/estimator.h"
#include "core/hide_bandwidth.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

TEST(HideBandwidth, OnePointPerValidSweepPointWithTheEstimatesNeeds)
{
    const Scenario s = gpt3On1536A100();
    const SweepResult sweep =
        sweepGpus(s, {384, 768, 1536, 3072, 4000}, SweepLayoutPolicy::KeepTpPp);
    const HideBandwidthCurve curve = hideBandwidthCurve(s, sweep);
    std::size_t valid = 0;
    for (const SweepPoint& p : sweep.points) {
        if (!p.valid)
            continue;
        ASSERT_LT(valid, curve.points.size());
        const HideBandwidthPoint& h = curve.points[valid++];
        EXPECT_EQ(h.gpus, p.gpus);
        EXPECT_DOUBLE_EQ(h.hide_tp_Bps, p.estimate.links.hide_tp_Bps);
        EXPECT_DOUBLE_EQ(h.hide_dp_Bps, p.estimate.links.hide_dp_Bps);
        EXPECT_GT(h.hide_tp_Bps, 0);  // TP 8 everywhere
    }
    EXPECT_EQ(curve.points.size(), valid);
    EXPECT_EQ(valid, 4u);  // 4000 is no multiple of TP 8 x PP 12
    // Fixed batch: more GPUs, fewer micro-batches per pipeline, a shorter backward window for the
    // same gradient bytes: the DP need grows with the count.
    EXPECT_GT(curve.points.back().hide_dp_Bps, curve.points.front().hide_dp_Bps);

    const LinkParams links = linkParams(s.hardware, s.calibration.linkScale);
    EXPECT_DOUBLE_EQ(curve.scaleUp_Bps, links.scaleUp_Bps);
    EXPECT_DOUBLE_EQ(curve.scaleOut_Bps, links.scaleOut_Bps);
    Scenario slower = s;
    slower.calibration.linkScale = 0.5;
    EXPECT_DOUBLE_EQ(hideBandwidthCurve(slower, sweep).scaleOut_Bps, 0.5 * links.scaleOut_Bps);
}
