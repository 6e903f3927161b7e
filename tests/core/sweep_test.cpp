// GPU-count sweeps and the sync wall (docs/design.md "Sync wall"): powersOfTwo, findSyncWall on
// hand-made sweeps, and real sweeps where the wall must (or must not) exist.
#include <gtest/gtest.h>

#include <map>
#include <tuple>

#include <algorithm>
#include <atomic>
#include <climits>
#include <vector>

#include "core/estimator.h"
#include "core/layout_search.h"
#include "core/sweep.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// A hand-made sweep point: only what findSyncWall reads.
SweepPoint point(int gpus, double expected_s, double efficiency, bool valid = true)
{
    SweepPoint p;
    p.gpus = gpus;
    p.valid = valid;
    p.estimate.run.expected_s = expected_s;
    p.estimate.run.predicted_s = expected_s;
    p.estimate.run.efficiency = efficiency;
    return p;
}

SweepResult sweepOf(std::vector<SweepPoint> points)
{
    SweepResult r;
    r.points = std::move(points);
    return r;
}

// Llama-2 7B shape (32 layers, h 4096, 32 heads, SwiGLU 11008, s 4096) on DGX A100.
Scenario llama7b(int globalBatch)
{
    Scenario s;
    s.model = llama2_7b();
    s.hardware = dgxA100();
    s.gpus = 8;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.zero = 1;
    s.training.globalBatch = globalBatch;
    s.training.tokens = 1e11;
    return s;
}

}  // namespace

TEST(Sweep, PowersOfTwo)
{
    const std::vector<int> all = powersOfTwo(1, 131072);
    ASSERT_EQ(all.size(), 18u);  // 2^0 .. 2^17
    for (std::size_t i = 0; i < all.size(); ++i)
        EXPECT_EQ(all[i], 1 << i);
    EXPECT_EQ(powersOfTwo(3, 64), (std::vector<int> {4, 8, 16, 32, 64}));
    EXPECT_EQ(powersOfTwo(8, 8), (std::vector<int> {8}));
    EXPECT_EQ(powersOfTwo(5, 7), std::vector<int> {});
    EXPECT_EQ(powersOfTwo(64, 8), std::vector<int> {});
    EXPECT_EQ(powersOfTwo(0, 2), (std::vector<int> {1, 2}));  // lo clamps to 1
    EXPECT_EQ(powersOfTwo(1, 100), (std::vector<int> {1, 2, 4, 8, 16, 32, 64}));
    // No overflow at the top of int: 2^0 .. 2^30.
    const std::vector<int> top = powersOfTwo(1, INT_MAX);
    ASSERT_EQ(top.size(), 31u);
    EXPECT_EQ(top.back(), 1 << 30);
}

TEST(SyncWall, WallAtTheMinimumExpectedJct)
{
    // 8 -> 32 GPUs shorten the run, 64 and 128 lengthen it: the wall is 32 GPUs at 40 h.
    const SyncWall w =
        findSyncWall(sweepOf({point(8, 100, 0.95), point(16, 60, 0.92), point(32, 40, 0.88),
                              point(64, 45, 0.80), point(128, 50, 0.65)}));
    ASSERT_TRUE(w.wall_gpus.has_value());
    EXPECT_EQ(*w.wall_gpus, 32);
    EXPECT_EQ(*w.wall_jct_s, 40);
    // Efficiency first drops below 85 % at 64 (0.80) and below 70 % at 128 (0.65).
    EXPECT_EQ(w.efficiency85_gpus, 64);
    EXPECT_EQ(w.efficiency70_gpus, 128);
}

TEST(SyncWall, NoWallWhenMonotone)
{
    // Every added GPU still helps (however little): no wall, even with poor efficiency.
    const SyncWall w =
        findSyncWall(sweepOf({point(8, 100, 0.99), point(16, 51, 0.86), point(32, 27, 0.84),
                              point(64, 15, 0.69), point(128, 14.9, 0.40)}));
    EXPECT_FALSE(w.wall_gpus.has_value());
    EXPECT_FALSE(w.wall_jct_s.has_value());
    EXPECT_EQ(w.efficiency85_gpus, 32);
    EXPECT_EQ(w.efficiency70_gpus, 64);
}

TEST(SyncWall, ThresholdsAreStrictAndMayNeverBeCrossed)
{
    // Exactly 85 % and 70 % are not "below" them.
    const SyncWall w =
        findSyncWall(sweepOf({point(1, 10, 0.9), point(2, 6, 0.85), point(4, 5, 0.86)}));
    EXPECT_FALSE(w.efficiency85_gpus.has_value());
    EXPECT_FALSE(w.efficiency70_gpus.has_value());
    const SyncWall w70 =
        findSyncWall(sweepOf({point(1, 10, 0.9), point(2, 6, 0.70), point(4, 5, 0.75)}));
    EXPECT_EQ(w70.efficiency85_gpus, 2);
    EXPECT_FALSE(w70.efficiency70_gpus.has_value());
    // One crossing straight through both: both land on the same count.
    const SyncWall both = findSyncWall(sweepOf({point(1, 10, 0.9), point(2, 8, 0.5)}));
    EXPECT_EQ(both.efficiency85_gpus, 2);
    EXPECT_EQ(both.efficiency70_gpus, 2);
}

TEST(SyncWall, InvalidPointsAreIgnored)
{
    // An invalid count (no layout) carries a default estimate (expected 0 s, efficiency 0):
    // it must be neither the wall nor a threshold crossing.
    const SyncWall w =
        findSyncWall(sweepOf({point(8, 100, 0.95), point(16, 0, 0, false), point(32, 40, 0.9),
                              point(64, 45, 0.9), point(128, 0, 0, false)}));
    EXPECT_EQ(w.wall_gpus, 32);
    EXPECT_FALSE(w.efficiency85_gpus.has_value());
    // A rise followed by only invalid counts still leaves the wall at the minimum.
    const SyncWall v =
        findSyncWall(sweepOf({point(8, 10, 0.9), point(16, 12, 0.9), point(32, 0, 0, false)}));
    EXPECT_EQ(v.wall_gpus, 8);
    EXPECT_TRUE(v.judged);
    // Nothing valid, or nothing at all: nothing found, and nothing judged (the window says
    // no layout is valid, not "not reached").
    const SyncWall invalid = findSyncWall(sweepOf({point(8, 0, 0, false)}));
    EXPECT_FALSE(invalid.wall_gpus.has_value());
    EXPECT_FALSE(invalid.judged);
    const SyncWall none = findSyncWall(SweepResult {});
    EXPECT_FALSE(none.wall_gpus || none.efficiency85_gpus || none.efficiency70_gpus);
    EXPECT_FALSE(none.judged);
}

TEST(Sweep, FirstFittingCountIsTheSmallestValidCountThatFits)
{
    // 8 does not fit (its JCT would be the 10-million-day point), 16 fits but has no layout,
    // 32 and 64 fit: the chart starts at 32 and judges 32 and 64 only.
    auto fitting = [](SweepPoint p, bool fits) {
        p.estimate.memory.fits = fits;
        return p;
    };
    const SweepResult sweep =
        sweepOf({fitting(point(8, 4e12, 0.01), false), fitting(point(16, 0, 0, false), true),
                 fitting(point(32, 100, 0.9), true), fitting(point(64, 60, 0.8), true)});
    EXPECT_EQ(firstFittingGpus(sweep), 32);
    EXPECT_FALSE(isJudged(sweep.points[0], true));
    EXPECT_FALSE(isJudged(sweep.points[1], true));
    EXPECT_TRUE(isJudged(sweep.points[2], true));
    // The 8-GPU point's 1 % efficiency is not the 85 % crossing: 64's 80 % is.
    EXPECT_EQ(findSyncWall(sweep).efficiency85_gpus, 64);
    // When nothing fits, nothing is first, and every valid count is judged.
    const SweepResult none =
        sweepOf({fitting(point(8, 10, 0.9), false), fitting(point(16, 8, 0.9), false)});
    EXPECT_FALSE(firstFittingGpus(none).has_value());
    EXPECT_TRUE(isJudged(none.points[0], false));
    EXPECT_FALSE(isJudged(point(8, 0, 0, false), false));
}

TEST(SyncWall, GlobalMinimumDecides)
{
    // A bump that recovers is not a wall: 32 is slower than 16, but 64 beats both, and 64 is
    // the last count, so adding GPUs never made the best JCT longer.
    EXPECT_FALSE(findSyncWall(sweepOf({point(8, 100, 0.9), point(16, 50, 0.9), point(32, 60, 0.9),
                                       point(64, 40, 0.9)}))
                     .wall_gpus.has_value());
    // Ties: the smaller count is the wall (same JCT with fewer GPUs).
    EXPECT_EQ(findSyncWall(sweepOf({point(8, 100, 0.9), point(16, 50, 0.9), point(32, 50, 0.9),
                                    point(64, 70, 0.9)}))
                  .wall_gpus,
              16);
}

TEST(Sweep, KeepTpPpPointsAndScalingEfficiency)
{
    Scenario s = llama7b(1024);
    s.parallel.tp = 2;
    s.parallel.pp = 2;
    const SweepResult r = sweepGpus(s, {2, 4, 8, 12, 16, 4096, 8192}, SweepLayoutPolicy::KeepTpPp);
    ASSERT_EQ(r.points.size(), 7u);
    // 2 is not a multiple of TP x PP = 4; 12 gives DP 3, which does not divide 1024; 8192 gives
    // DP 2048 > 1024 sequences. 4, 8, 16 and 4096 (DP 1024, one sequence each) are valid.
    const bool valid[] = {false, true, true, false, true, true, false};
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        EXPECT_EQ(r.points[i].valid, valid[i]) << r.points[i].gpus;
        EXPECT_EQ(r.points[i].gpus, (std::vector<int> {2, 4, 8, 12, 16, 4096, 8192})[i]);
    }
    for (const SweepPoint& p : r.points) {
        if (!p.valid)
            continue;
        EXPECT_EQ(p.estimate.layout.tp, 2);
        EXPECT_EQ(p.estimate.layout.pp, 2);
        EXPECT_EQ(p.estimate.layout.dp, p.gpus / 4);
        // Each point is the estimator's answer for that count.
        Scenario at = s;
        at.gpus = p.gpus;
        EXPECT_DOUBLE_EQ(p.estimate.step.total_s, estimate(at).step.total_s);
    }
    // Scaling efficiency against the first valid point (4 GPUs): (T4 x 4) / (T x G).
    const SweepPoint& base = r.points[1];
    EXPECT_DOUBLE_EQ(base.scaling_efficiency, 1.0);
    for (const SweepPoint& p : r.points)
        if (p.valid) {
            EXPECT_DOUBLE_EQ(p.scaling_efficiency, base.estimate.run.predicted_s * 4
                                                       / (p.estimate.run.predicted_s * p.gpus));
        }
}

TEST(Sweep, KeepTpPpFallsBackToMicroBatchOne)
{
    // Micro-batch 4 with DP 512 needs 2048 sequences; the point drops to micro-batch 1 rather
    // than vanish, as long as DP divides the global batch.
    Scenario s = llama7b(1024);
    s.parallel.microBatch = 4;
    const SweepResult r = sweepGpus(s, {64, 512}, SweepLayoutPolicy::KeepTpPp);
    ASSERT_TRUE(r.points[0].valid);
    EXPECT_EQ(r.points[0].estimate.layout.microBatch, 4);
    ASSERT_TRUE(r.points[1].valid);
    EXPECT_EQ(r.points[1].estimate.layout.microBatch, 1);
    EXPECT_EQ(r.points[1].estimate.layout.microBatches, 2);
}

TEST(Sweep, BestPolicyUsesTheBestLayoutAtEachCount)
{
    const Scenario s = llama7b(64);
    const SweepResult r = sweepGpus(s, {8, 64, 512}, SweepLayoutPolicy::Best);
    for (const SweepPoint& p : r.points) {
        ASSERT_TRUE(p.valid) << p.gpus;
        const LayoutChoice c = bestLayout(s, p.gpus);
        EXPECT_DOUBLE_EQ(p.estimate.step.total_s, c.estimate.step.total_s);
        const Layout& l = p.estimate.layout;
        EXPECT_EQ(l.tp * l.pp * l.cp * l.dp, p.gpus);
    }
}

TEST(SyncWall, SmallBatchSweepHasAWall)
{
    // Why the wall must exist: with 64 sequences per step, DP can grow to at most 64. Past
    // 64 x TP, extra GPUs go to TP (at most 32 = the head count, crossing the 8-GPU NVLink
    // domain from 16 on) and then only to PP. With DP = 64 there is one micro-batch per
    // pipeline (m = 1), so the pipeline bubble is (p - 1)/m = p - 1 times the ideal time: a
    // deeper pipeline divides the work by p and multiplies the idle time back, so the step
    // cannot get shorter, while per-stage costs (send/recv, optimizer, kernel overheads) stay
    // and the cluster MTBF falls as 1/nodes, so failures make the expected JCT grow. Hence the
    // expected JCT must turn up before the largest valid count (32 x 32 x 64 = 65,536).
    const Scenario s = llama7b(64);
    const SweepResult r = sweepGpus(s, powersOfTwo(1, 131072), SweepLayoutPolicy::Best);
    const SweepPoint* last = nullptr;
    for (const SweepPoint& p : r.points)
        if (p.valid)
            last = &p;
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->gpus, 65536);
    EXPECT_FALSE(r.points.back().valid)
        << "131,072 GPUs need DP 128 > 64 sequences or TP 64 > 32 heads";
    const SyncWall w = findSyncWall(r);
    ASSERT_TRUE(w.wall_gpus.has_value());
    EXPECT_LT(*w.wall_gpus, 65536);
    EXPECT_GT(last->estimate.run.expected_s, *w.wall_jct_s);
    // The wall is the fastest valid count, and no valid count is faster.
    for (const SweepPoint& p : r.points)
        if (p.valid) {
            EXPECT_GE(p.estimate.run.expected_s, *w.wall_jct_s) << p.gpus;
        }
    // Efficiency falls below 85 % before (or where) it falls below 70 %, and both before the wall:
    // the wall is where the already poor marginal gain turns negative.
    ASSERT_TRUE(w.efficiency85_gpus && w.efficiency70_gpus);
    EXPECT_LE(*w.efficiency85_gpus, *w.efficiency70_gpus);
    EXPECT_LE(*w.efficiency70_gpus, *w.wall_gpus);
    // Past the point where DP = 64 and TP = 32 are both exhausted (4,096 GPUs) only PP grows,
    // with m = 1 micro-batch. With v interleaved chunks (v <= 4 and p x v <= 32 layers) the step
    // is about (T / p) (1 + (p - 1) / v): p = 2, 4, 8, 16, 32 give 0.625, 0.4375, 0.344, 0.531
    // and 1.0 of T (v = 4, 4, 4, 2, 1). So it falls to 16,384 GPUs and rises after, and 65,536
    // is the slowest of them (per-stage costs only sharpen this).
    std::map<int, double> step;
    for (const SweepPoint& p : r.points)
        if (p.valid && p.gpus >= 4096) {
            EXPECT_EQ(p.estimate.layout.dp, 64) << p.gpus;
            EXPECT_EQ(p.estimate.layout.microBatches, 1) << p.gpus;
            step[p.gpus] = p.estimate.step.total_s;
        }
    ASSERT_EQ(step.size(), 5u);
    EXPECT_GT(step[4096], step[8192]);
    EXPECT_GT(step[8192], step[16384]);
    EXPECT_LT(step[16384], step[32768]);
    EXPECT_LT(step[32768], step[65536]);
    EXPECT_GT(step[65536], step[4096]);
}

TEST(SyncWall, LargeBatchKeepLayoutSweepHasNoWall)
{
    // The contrast: 1,024 sequences per step and DP only (TP = PP = 1) up to DP = 1,024: every
    // doubling halves the compute (m = 1024/DP micro-batches) while the ring all-reduce per
    // GPU stays about 2 x 14 GB / bandwidth regardless of DP and is mostly hidden behind the
    // backward pass, so the JCT falls all the way: no wall inside the valid range.
    const Scenario s = llama7b(1024);
    const SweepResult r = sweepGpus(s, powersOfTwo(1, 131072), SweepLayoutPolicy::KeepTpPp);
    int valid = 0;
    for (const SweepPoint& p : r.points)
        valid += p.valid;
    EXPECT_EQ(valid, 11);  // 1 .. 1024
    EXPECT_FALSE(findSyncWall(r).wall_gpus.has_value());
}

TEST(SyncWall, NoValidLayoutBeyondACountIsNotAWall)
{
    // By hand: 8 GPUs 10 s, 16 GPUs 6 s, then 32 and 64 GPUs with no valid layout. The JCT
    // never turned up, so there is no wall; but "not reached" would claim more than the sweep
    // saw: the last count it judged is 16.
    SweepResult r;
    for (const auto& [gpus, valid, expected] :
         {std::tuple {8, true, 10.0}, {16, true, 6.0}, {32, false, 0.0}, {64, false, 0.0}}) {
        SweepPoint p;
        p.gpus = gpus;
        p.valid = valid;
        p.estimate.run.expected_s = expected;
        p.estimate.run.efficiency = 0.9;
        p.estimate.memory.fits = true;
        r.points.push_back(p);
    }
    const SyncWall w = findSyncWall(r);
    EXPECT_FALSE(w.wall_gpus.has_value());
    ASSERT_TRUE(w.last_valid_gpus.has_value());
    EXPECT_EQ(*w.last_valid_gpus, 16);
    // With the last count valid, the sweep saw all it was asked to: no such limit.
    r.points.resize(2);
    EXPECT_FALSE(findSyncWall(r).last_valid_gpus.has_value());
}

TEST(Sweep, ThreadsShareTheCountsAndChangeNoPoint)
{
    // The window's sweep runs on two threads: every point, its layout and its scaling efficiency
    // must be what one thread computes, for both policies and more threads than counts.
    const Scenario s = llama7b(512);
    const std::vector<int> counts = powersOfTwo(8, 131072);
    for (auto policy : {SweepLayoutPolicy::Best, SweepLayoutPolicy::KeepTpPp}) {
        const SweepResult one = sweepGpus(s, counts, policy, 1);
        for (int threads : {2, 3, 64}) {
            const SweepResult many = sweepGpus(s, counts, policy, threads);
            ASSERT_EQ(many.points.size(), one.points.size());
            for (std::size_t i = 0; i < one.points.size(); ++i) {
                const SweepPoint& a = one.points[i];
                const SweepPoint& b = many.points[i];
                EXPECT_EQ(b.gpus, counts[i]);
                EXPECT_EQ(b.valid, a.valid) << b.gpus;
                EXPECT_EQ(b.estimate.step.total_s, a.estimate.step.total_s) << b.gpus;
                EXPECT_EQ(b.estimate.layout.tp, a.estimate.layout.tp) << b.gpus;
                EXPECT_EQ(b.estimate.layout.pp, a.estimate.layout.pp) << b.gpus;
                EXPECT_EQ(b.scaling_efficiency, a.scaling_efficiency) << b.gpus;
            }
        }
    }
}

TEST(Sweep, ACancelStopsItAndSaysSo)
{
    // The window cancels a sweep its next request makes stale. Set before the start, no count is
    // estimated and the result says it is incomplete; never set, the sweep is the plain one.
    const Scenario s = llama7b(512);
    const std::vector<int> counts = powersOfTwo(8, 131072);
    std::atomic<bool> cancel {true};
    for (int threads : {1, 2}) {
        const SweepResult stopped = sweepGpus(s, counts, SweepLayoutPolicy::Best, threads, &cancel);
        EXPECT_FALSE(stopped.complete);
        for (const SweepPoint& p : stopped.points)
            EXPECT_FALSE(p.valid) << p.gpus;
    }
    std::atomic<bool> never {false};
    const SweepResult plain = sweepGpus(s, counts);
    const SweepResult watched = sweepGpus(s, counts, SweepLayoutPolicy::Best, 2, &never);
    EXPECT_TRUE(plain.complete);
    EXPECT_TRUE(watched.complete);
    ASSERT_EQ(watched.points.size(), plain.points.size());
    for (std::size_t i = 0; i < plain.points.size(); ++i)
        EXPECT_EQ(watched.points[i].estimate.step.total_s, plain.points[i].estimate.step.total_s);
}
