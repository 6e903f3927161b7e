// The schedules the animations draw, checked against the algorithms and against the core.
#include <gtest/gtest.h>

#include <QFile>

#include <algorithm>
#include <cmath>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "ui/animation/collective_timing.h"
#include "ui/animation/ddp_painter.h"
#include "ui/animation/ddp_text.h"
#include "ui/animation/ddp_timeline.h"
#include "ui/animation/frame_inputs.h"
#include "ui/animation/moe_routing.h"
#include "ui/animation/moe_timeline.h"
#include "ui/animation/moe_traffic.h"
#include "ui/animation/pipeline_schedule.h"
#include "ui/animation/pipeline_stages.h"
#include "ui/animation/pipeline_text.h"
#include "ui/animation/quantity_text.h"
#include "ui/animation/ring_schedule.h"
#include "ui/animation/tree_schedule.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

int mod(int a, int n) { return ((a % n) + n) % n; }

std::uint64_t ranksBetween(int first, int count, int n)  // {first, first+1, ...} mod n
{
    std::uint64_t mask = 0;
    for (int i = 0; i < count; ++i)
        mask |= std::uint64_t {1} << mod(first + i, n);
    return mask;
}

core::Scenario smallScenario(int gpus, int tp, int pp, int globalBatch)
{
    core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    s.gpus = gpus;
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.parallel.dp = 0;
    s.parallel.microBatch = 1;
    s.training.globalBatch = globalBatch;
    return s;
}

}  // namespace

TEST(RingSchedule, ReduceScatterStepKSumsKPlusOneContributions)
{
    for (int n = 2; n <= 12; ++n) {
        const CollectivePlan plan = RingSchedule::ring(n);
        ASSERT_EQ(plan.stepCount(), 2 * (n - 1));
        for (int k = 0; k <= n - 1; ++k) {
            const ChunkState st = plan.stateAfter(k);
            for (int r = 0; r < n; ++r) {
                // After k steps rank r holds chunk (r - k) summed over ranks r-k .. r.
                const ChunkCell& cell = st[r][mod(r - k, n)];
                EXPECT_EQ(cell.count, k + 1) << "n=" << n << " k=" << k << " r=" << r;
                EXPECT_EQ(cell.ranks, ranksBetween(r - k, k + 1, n));
            }
        }
    }
}

TEST(RingSchedule, TransfersFollowTheAlgorithm)
{
    const int n = 6;
    const CollectivePlan plan = RingSchedule::ring(n);
    for (int k = 0; k < plan.stepCount(); ++k) {
        const CollectiveStep& step = plan.steps()[k];
        EXPECT_EQ(step.stage, k < n - 1 ? StepStage::ReduceScatter : StepStage::AllGather);
        ASSERT_EQ(static_cast<int>(step.transfers.size()), n);
        for (const ChunkTransfer& t : step.transfers) {
            EXPECT_EQ(t.to, mod(t.from + 1, n));
            EXPECT_EQ(t.firstChunk, RingSchedule::chunkSentAt(n, t.from, k));
            EXPECT_EQ(t.reduce, k < n - 1);
        }
    }
    EXPECT_EQ(RingSchedule::chunkSentAt(n, 0, 0), 0);
    EXPECT_EQ(RingSchedule::chunkSentAt(n, 0, 1), 5);
    EXPECT_EQ(RingSchedule::chunkSentAt(n, 0, n - 1), 1);  // all-gather starts with the owned chunk
}

TEST(RingSchedule, AllGatherSpreadsReducedChunksAndEndsComplete)
{
    for (int n = 2; n <= 16; ++n) {
        const CollectivePlan plan = RingSchedule::ring(n);
        const std::uint64_t all = ranksBetween(0, n, n);
        for (int j = 0; j < n; ++j) {
            const ChunkState st = plan.stateAfter(n - 1 + j);
            for (int r = 0; r < n; ++r)
                for (int i = 0; i <= j; ++i) {  // chunks (r + 1 - i) are final after j AG steps
                    const ChunkCell& cell = st[r][mod(r + 1 - i, n)];
                    EXPECT_EQ(cell.ranks, all);
                    EXPECT_EQ(cell.count, n);
                }
        }
        EXPECT_FALSE(plan.complete(plan.stateAfter(2 * (n - 1) - 1)));
        EXPECT_TRUE(plan.complete(plan.stateAfter(2 * (n - 1)))) << n;
        // Each rank sends 2(N-1)/N of the message (Patarasuk & Yuan 2009).
        EXPECT_NEAR(plan.bytesSentByRank(0, plan.stepCount(), 1.0), 2.0 * (n - 1) / n, 1e-12);
    }
}

TEST(CollectiveVariants, TreeHierarchicalAndInSwitchEndComplete)
{
    for (int n = 1; n <= 16; ++n) {
        const CollectivePlan tree = TreeSchedule::tree(n);
        EXPECT_EQ(tree.stepCount(), 2 * static_cast<int>(std::floor(std::log2(n))));
        EXPECT_TRUE(tree.complete(tree.stateAfter(tree.stepCount()))) << n;
        const CollectivePlan sw = TreeSchedule::inSwitch(n);
        EXPECT_EQ(sw.stepCount(), 2);
        EXPECT_EQ(sw.stateAfter(1)[n][0].count, n);  // the switch holds the sum after one step
        EXPECT_TRUE(sw.complete(sw.stateAfter(2)));
    }
    for (auto [nodes, per] : {std::pair {2, 2}, {2, 4}, {3, 2}, {4, 2}, {2, 3}}) {
        const CollectivePlan h = RingSchedule::hierarchical(nodes, per);
        EXPECT_EQ(h.stepCount(), 2 * (per - 1) + 2 * (nodes - 1));
        EXPECT_FALSE(h.complete(h.stateAfter(h.stepCount() - 1)));
        EXPECT_TRUE(h.complete(h.stateAfter(h.stepCount()))) << nodes << "x" << per;
        // After the in-node reduce-scatter, local rank l owns shard (l + 1) mod per, node-summed.
        const ChunkState st = h.stateAfter(per - 1);
        EXPECT_EQ(st[0][((0 + 1) % per) * nodes].count, per);
    }
}

TEST(CollectiveTiming, RingFormulaReproducesTheEstimate)
{
    core::Scenario s = smallScenario(64, 8, 1, 512);  // dp = 8 across 8 nodes
    s.comm.algorithm = core::Algorithm::Ring;
    const core::Estimate e = core::estimate(s);
    const CollectiveTiming t = collectiveTiming(s, e, core::Algorithm::Auto);
    ASSERT_EQ(t.algorithm, core::Algorithm::Ring);
    ASSERT_EQ(t.realRanks, 8);
    ASSERT_TRUE(t.hasCollective());
    const double n = t.realRanks;
    // T = 2(N-1) alpha + 2(N-1)/N M/B with the B shown in the strip.
    EXPECT_NEAR(2 * (n - 1) * t.alpha_s + 2 * (n - 1) / n * t.bytes / t.beta_Bps,
                e.allreduce.time_s, 1e-9 * e.allreduce.time_s);
    EXPECT_EQ(t.realSteps(), 14);
    EXPECT_EQ(t.shownRanks, 8);
}

TEST(CollectiveTiming, AnimatesTheEstimatesGradientGroupUnderContextParallelism)
{
    // With CP the gradients are reduced over DP x CP ranks (core::dpGradientGroup): the ring
    // shown is that group, and its formula still gives the estimate's all-reduce time.
    core::Scenario s = smallScenario(128, 4, 1, 512);
    s.parallel.cp = 2;  // dp = 16, gradient group 32
    s.comm.algorithm = core::Algorithm::Ring;
    const core::Estimate e = core::estimate(s);
    ASSERT_EQ(e.layout.cp, 2);
    const CollectiveTiming t = collectiveTiming(s, e, core::Algorithm::Auto);
    EXPECT_EQ(t.realRanks, e.layout.dp * e.layout.cp);
    EXPECT_EQ(t.realRanks, e.allreduce.ranks);
    const double n = t.realRanks;
    EXPECT_NEAR(2 * (n - 1) * t.alpha_s + 2 * (n - 1) / n * t.bytes / t.beta_Bps,
                e.allreduce.time_s, 1e-9 * e.allreduce.time_s);
}

TEST(DdpText, TheClockReadsZeroWhereTheStepStarts)
{
    // Stepping with the keyboard to the forward's start showed "t = 0.0878 ps": the stop lands
    // on the shard's end within a rounding error (timeAtPhase). It reads the start; the shard
    // before it says it is loading; the end of the timeline reads the step.
    const core::Scenario s = smallScenario(64, 8, 1, 256);
    const core::Estimate e = core::estimate(s);
    const DdpTimeline t = DdpTimeline::build(DdpTimeline::inputsFrom(s, e, false));
    const double shard = t.inputs().shard_s;
    const QString start = DdpText::clock(t, timeAtPhase(shard / t.end_s(), t.end_s()));
    EXPECT_EQ(start.toStdString(), DdpText::tr("t = %1").arg(QStringLiteral("0 s")).toStdString());
    EXPECT_EQ(DdpText::clock(t, shard / 2).toStdString(),
              DdpText::tr("loading data (not modelled)").toStdString());
    EXPECT_EQ(DdpText::clock(t, t.end_s()).toStdString(),
              DdpText::tr("t = %1").arg(QuantityText::seconds(e.step.total_s)).toStdString());
}

TEST(DdpTimeline, BarrierEndsAtTheSlowestGpu)
{
    core::Scenario s = smallScenario(64, 8, 1, 256);
    s.stragglers.slowGpuFraction = 0.25;
    const core::Estimate e = core::estimate(s);
    for (bool didactic : {false, true}) {
        const DdpTimeline t = DdpTimeline::build(DdpTimeline::inputsFrom(s, e, didactic));
        double slowest = 0;
        for (const DdpTrack& track : t.tracks())
            slowest = std::max(slowest, track.backwardEnd_s);
        EXPECT_DOUBLE_EQ(t.barrierEnd_s(), slowest);
        const DdpTrack& slow = t.tracks()[t.inputs().slowestGpu()];
        EXPECT_TRUE(slow.slowest);
        EXPECT_DOUBLE_EQ(slow.backwardEnd_s, slowest);
        for (const DdpTrack& track : t.tracks()) {
            int forwards = 0, waits = 0;
            double optimizerStart = -1;
            for (const DdpSegment& seg : track.segments) {
                forwards += seg.phase == DdpPhase::Forward;
                if (seg.waiting) {
                    ++waits;
                    EXPECT_DOUBLE_EQ(seg.end_s, t.barrierEnd_s());
                }
                if (seg.phase == DdpPhase::Optimizer)
                    optimizerStart = seg.start_s;
            }
            EXPECT_EQ(forwards, t.inputs().microBatches);  // accumulation: m forward/backward pairs
            EXPECT_EQ(waits, &track == &slow ? 0 : 1);
            EXPECT_DOUBLE_EQ(optimizerStart, t.commEnd_s());
        }
        EXPECT_EQ(t.currentPhase(t.barrierEnd_s() - 1e-9 * t.end_s()), DdpPhase::AllReduce);
        // The title names the phase most rows show: at every boundary's midpoint, no other
        // phase is held by more GPUs (issue 16: "Backward" while most GPUs showed Forward).
        const std::vector<double> b = t.boundaries();
        for (std::size_t k = 0; k + 1 < b.size(); ++k) {
            const double mid = (b[k] + b[k + 1]) / 2;
            int counts[kDdpPhaseCount] = {};
            for (int g = 0; g < static_cast<int>(t.tracks().size()); ++g)
                ++counts[static_cast<int>(t.phaseAt(g, mid))];
            const int shown = counts[static_cast<int>(t.currentPhase(mid))];
            for (int c : counts)
                EXPECT_LE(c, shown) << "at t = " << mid;
        }
    }
    // To scale, one step of the timeline is the estimate's step (plus the nominal sharding).
    const DdpTimeline scaled = DdpTimeline::build(DdpTimeline::inputsFrom(s, e, false));
    EXPECT_NEAR(scaled.end_s() - scaled.inputs().shard_s, e.step.total_s, 1e-9 * e.step.total_s);
    EXPECT_LT(scaled.commStart_s(), scaled.barrierEnd_s());  // dp_overlap 0.8 hides a part
}

TEST(DdpPainter, EachPhasePillHoldsItsNameAndTheRestIsShared)
{
    // Equal fifths had drawn German's "4 All-Reduce-Barriere" at 60 % of the text size. Each
    // pill gets what its bold name needs and an equal share of the rest (here 100 / 5 = 20 px);
    // too little room scales them all alike.
    const std::vector<double> needed {100, 80, 90, 190, 140};  // 600 px in all
    const std::vector<double> wide = DdpPainter::pillWidths(needed, 700);
    ASSERT_EQ(wide.size(), needed.size());
    for (std::size_t k = 0; k < needed.size(); ++k)
        EXPECT_DOUBLE_EQ(wide[k], needed[k] + 20);
    const std::vector<double> narrow = DdpPainter::pillWidths(needed, 300);
    for (std::size_t k = 0; k < needed.size(); ++k)
        EXPECT_DOUBLE_EQ(narrow[k], needed[k] / 2);
}

TEST(PipelineSchedule, OneFOneBBubbleIsPMinusOneOverMPlusPMinusOne)
{
    for (core::Schedule sched : {core::Schedule::OneFOneB, core::Schedule::GPipe})
        for (int p = 1; p <= 8; ++p)
            for (int m = 1; m <= 16; ++m) {
                const PipelineSchedule ps = PipelineSchedule::build(p, m, sched);
                ASSERT_FALSE(ps.empty());
                EXPECT_NEAR(ps.makespan(), 3.0 * (m + p - 1), 1e-9);
                for (int s = 0; s < p; ++s)
                    EXPECT_NEAR(ps.idle(s), 3.0 * (p - 1), 1e-9);
                EXPECT_NEAR(ps.bubbleOfStep(), double(p - 1) / (m + p - 1), 1e-12);
                EXPECT_NEAR(ps.bubbleOfIdeal(), double(p - 1) / m, 1e-12);
            }
}

TEST(PipelineSchedule, InterleavedDividesTheBubbleByV)
{
    for (int p : {2, 4, 8})
        for (int v : {2, 3, 4})
            for (int m : {p, 2 * p, 3 * p}) {
                const PipelineSchedule ps =
                    PipelineSchedule::build(p, m, core::Schedule::Interleaved, v);
                ASSERT_FALSE(ps.empty());
                EXPECT_NEAR(ps.makespan(), 3.0 * m + 3.0 * (p - 1) / v, 1e-9)
                    << p << " " << v << " " << m;
                EXPECT_NEAR(ps.bubbleOfIdeal(), double(p - 1) / (v * m), 1e-9);
            }
}

TEST(PipelineSchedule, BlocksRespectDependenciesAndNeverOverlapOnAStage)
{
    const PipelineSchedule ps = PipelineSchedule::build(4, 8, core::Schedule::Interleaved, 2);
    for (int s = 0; s < ps.stages(); ++s) {
        std::vector<PipeBlock> row;
        for (const PipeBlock& b : ps.blocks())
            if (b.stage == s)
                row.push_back(b);
        std::sort(row.begin(), row.end(),
                  [](const PipeBlock& a, const PipeBlock& b) { return a.start < b.start; });
        for (std::size_t i = 1; i < row.size(); ++i)
            EXPECT_GE(row[i].start, row[i - 1].end - 1e-12);
    }
    for (const PipeBlock& b : ps.blocks()) {
        if (b.backward || b.stage == 0)
            continue;
        for (const PipeBlock& d : ps.blocks())
            if (!d.backward && d.stage == b.stage - 1 && d.chunk == b.chunk
                && d.microBatch == b.microBatch) {
                EXPECT_GE(b.start, d.end - 1e-12);
            }
    }
}

// The core charges bubble_s = (P-1)/v x perMb (Narayanan 2021 Sec. 2.2) with perMb the time of
// one micro-batch on a stage, m perMb = compute_s + tp_comm_s + cp_comm_s + ep_comm_s. The
// schedule's idle / busy ratio is the same quantity in units of forward time: (P-1)/(v m). The
// shaded share of the step is idle / (idle + busy) = bubble_s / (bubble_s + m perMb).
// Issue 16: with as many micro-batches as stages 1F1B never reaches its steady state. A step of
// 96 micro-batches on 8 stages is drawn with 16 (2 x 8), and the steady state has a span.
TEST(PipelineSchedule, DrawsTwiceTheStagesSoTheSteadyStateShows)
{
    core::Scenario s = smallScenario(8 * 8 * 12, 8, 8, 96 * 12);  // pp 8, dp 12, m 96
    const core::Estimate e = core::estimate(s);
    ASSERT_EQ(e.layout.pp, 8);
    ASSERT_GE(e.layout.microBatches, 16);
    const PipelineSchedule ps = PipelineSchedule::forEstimate(s, e);
    EXPECT_EQ(ps.stages(), 8);
    EXPECT_EQ(ps.microBatches(), 16);
    // Steady only once stage 0 has its first backward: a tester saw "steady state" while
    // stages 0-5 still sat in the warm-up's bubble (the caption had looked at the last stage).
    double stage0Backward = ps.makespan();
    for (const PipeBlock& b : ps.blocks())
        if (b.backward && b.stage == 0)
            stage0Backward = std::min(stage0Backward, b.start);
    int steady = 0;
    for (double t = 0; t < ps.makespan(); t += 0.25) {
        const bool says = PipelineText::caption(ps, t).startsWith(QStringLiteral("Steady state"));
        steady += says;
        if (says) {
            EXPECT_GE(t, stage0Backward) << t;
        }
    }
    EXPECT_GT(steady, 0);
}

TEST(PipelineSchedule, ShadedBubbleMatchesTheCore)
{
    for (core::Schedule sched :
         {core::Schedule::OneFOneB, core::Schedule::GPipe, core::Schedule::Interleaved}) {
        core::Scenario s = smallScenario(128, 8, 4, 32);  // dp = 4, m = 8
        s.parallel.schedule = sched;
        s.parallel.virtualStages = sched == core::Schedule::Interleaved ? 2 : 1;
        const core::Estimate e = core::estimate(s);
        ASSERT_EQ(e.layout.pp, 4);
        ASSERT_EQ(e.layout.microBatches, 8);
        // The core's bubble is that of stages as slow as the pacing one; the drawing adds the
        // lighter stages' waiting (the last stage also runs the output layer) on top of it.
        const PipelineSchedule drawn = PipelineSchedule::forEstimate(s, e);
        ASSERT_EQ(drawn.stages(), 4);
        ASSERT_EQ(drawn.microBatches(), 8);
        const PipelineSchedule ps =
            PipelineSchedule::build(4, 8, e.layout.schedule, e.layout.virtualStages);
        EXPECT_GE(drawn.bubbleOfStep(), ps.bubbleOfStep() - 1e-9);
        const core::StepBreakdown& st = e.step;
        const double busy = st.compute_s + st.tp_comm_s + st.cp_comm_s + st.ep_comm_s;
        ASSERT_GT(st.bubble_s, 0);
        EXPECT_NEAR(ps.bubbleOfIdeal(), st.bubble_s / busy, 1e-9);
        EXPECT_NEAR(ps.bubbleOfStep(), st.bubble_s / (st.bubble_s + busy), 1e-9);
    }
}

namespace {

core::Scenario scenarioFile(const char* name)
{
    QFile f(QStringLiteral(SYNCWALL_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const core::ParsedScenario parsed =
        core::parseScenario(f.readAll().toStdString(), core::Catalog::builtIn());
    EXPECT_TRUE(parsed.ok());
    return parsed.scenario;
}

}  // namespace

// One MoE layer of Mixtral 8x7B (hidden 4096, top-2, bf16) with micro-batch 1 x 4096 tokens,
// TP 2 with sequence parallelism (2048 tokens per GPU) and EP 8, derived by hand:
// 2048 x 2 x 4096 x 2 B = 33,554,432 B per GPU per all-to-all, 7/8 of it = 29,360,128 B leaves.
TEST(MoeTraffic, MixtralBytesPerGpuPerLayerByHand)
{
    const core::Scenario s = scenarioFile("mixtral-8x7b-512-h100.syncwall.json");
    const core::Estimate e = core::estimate(s);
    const MoeTraffic t = MoeTraffic::fromEstimate(s, e);
    EXPECT_EQ(t.which, MoeCase::Moe);
    EXPECT_EQ(t.ep, 8);
    EXPECT_EQ(t.drawn, 8);
    EXPECT_EQ(t.topK, 2);
    EXPECT_DOUBLE_EQ(t.tokens, 2048.0);
    EXPECT_DOUBLE_EQ(t.bytes, 33554432.0);
    EXPECT_DOUBLE_EQ(t.leaving, 29360128.0);
    // The estimate priced the same message, and its time per call is what the animation plays.
    bool found = false;
    for (const core::CollectiveUse& u : e.collectives)
        if (u.group == core::CollectiveGroup::Expert) {
            found = true;
            EXPECT_DOUBLE_EQ(u.bytes, t.bytes);
            EXPECT_NEAR(t.allToAll_s * u.calls, u.time_s, 1e-12);
            EXPECT_EQ(t.scaleOut, u.scaleOut());
        }
    EXPECT_TRUE(found);
    EXPECT_GT(t.experts_s, 0);
}

TEST(MoeTraffic, DenseModelIsATeachingExample)
{
    core::Scenario s = smallScenario(64, 8, 1, 64);
    ASSERT_LE(s.model.experts, 1);
    const MoeTraffic t = MoeTraffic::fromEstimate(s, core::estimate(s));
    EXPECT_EQ(t.which, MoeCase::Dense);
    EXPECT_EQ(t.ep, MoeTraffic::kTeachingEp);
    const MoeTimeline tl = MoeTimeline::build(t, MoeRouting::build(t.drawn, t.topK, false), false);
    EXPECT_FALSE(tl.toScale());
    EXPECT_DOUBLE_EQ(tl.total(), 5.0);  // one unit per phase
}

// Balanced: 8 GPUs x 8 tokens x top-2 = 128 copies, 16 per GPU, 1/8 of them stay home. The
// illustrative skew sends every other token's first choice to GPU 0: 32 such copies plus its
// share of the rest make it the busiest, and the expert phase grows by max / mean.
TEST(MoeRouting, BalancedIsEvenAndSkewPacesOnTheBusiestExpert)
{
    const MoeRouting even = MoeRouting::build(8, 2, false);
    EXPECT_EQ(even.copies().size(), 128u);
    for (int g = 0; g < 8; ++g)
        EXPECT_EQ(even.load(g), 16);
    EXPECT_EQ(even.staying(), 16);
    EXPECT_DOUBLE_EQ(even.imbalance(), 1.0);
    const MoeRouting skew = MoeRouting::build(8, 2, true);
    EXPECT_EQ(skew.busiest(), 0);
    EXPECT_GE(skew.load(0), 32);
    EXPECT_GT(skew.imbalance(), 2.0);
    MoeTraffic t;
    t.allToAll_s = 1e-3;
    t.experts_s = 4e-3;
    const MoeTimeline a = MoeTimeline::build(t, even, false);
    const MoeTimeline b = MoeTimeline::build(t, skew, false);
    EXPECT_NEAR(a.end(MoePhase::Experts) - a.start(MoePhase::Experts), 4e-3, 1e-15);
    EXPECT_NEAR(b.end(MoePhase::Experts) - b.start(MoePhase::Experts), 4e-3 * skew.imbalance(),
                1e-15);
    EXPECT_NEAR(b.expertsEnd(0), b.end(MoePhase::Experts), 1e-15);
    EXPECT_LT(b.expertsEnd(3), b.expertsEnd(0));
    EXPECT_NEAR(a.end(MoePhase::Dispatch) - a.start(MoePhase::Dispatch), 1e-3, 1e-15);
}

// Llama 3 405B on 16 stages: 126 layers + embedding + loss = 128 units, 8 a stage, so stages 0
// and 15 hold 7 transformer layers and the others 8 (stage_plan.h). The embedding lookup is not
// timed, so stage 0's blocks are 7/8 of a middle stage's; stage 15 adds the output layer
// (2 t h V = 2 x 8192 x 16384 x 128256 FLOPs against about 9.06e9 x 8192 for a layer with the
// attention core at a fifth of the GEMM rate: about 0.46 of a layer), about (7 + 0.46) / 8.
TEST(PipelineStages, Llama405bDrawsTheEndStagesShorter)
{
    const core::Scenario s = scenarioFile("llama3-405b-16384-h100.syncwall.json");
    const core::Estimate e = core::estimate(s);
    ASSERT_EQ(e.layout.pp, 16);
    const PipelineStages st = PipelineStages::build(s, e);
    ASSERT_EQ(st.rows().size(), 8u);
    EXPECT_EQ(st.row(0).stage, 0);
    EXPECT_EQ(st.row(0).layers, 7);
    EXPECT_TRUE(st.row(0).embedding);
    EXPECT_EQ(st.row(3).layers, 8);
    EXPECT_EQ(st.row(7).stage, 15);
    EXPECT_EQ(st.row(7).layers, 7);
    EXPECT_TRUE(st.row(7).output);
    EXPECT_NEAR(st.row(0).work, 7.0 / 8.0, 1e-12);
    EXPECT_DOUBLE_EQ(st.row(3).work, 1.0);
    EXPECT_NEAR(st.row(7).work, (7.0 + 0.46) / 8.0, 0.02);
    EXPECT_LT(st.row(7).work, 1.0);
    EXPECT_TRUE(st.uneven());
    EXPECT_EQ(st.lightestRow(), 0);
    const PipelineSchedule ps = PipelineSchedule::forEstimate(s, e);
    double first = 0, middle = 0;
    for (const PipeBlock& b : ps.blocks()) {
        if (b.microBatch == 0 && !b.backward && b.chunk == 0 && b.stage == 0)
            first = b.end - b.start;
        if (b.microBatch == 0 && !b.backward && b.chunk == 0 && b.stage == 3)
            middle = b.end - b.start;
    }
    EXPECT_NEAR(first / middle, 7.0 / 8.0, 1e-12);
    EXPECT_GT(ps.idle(0), ps.idle(3));  // the lighter stage waits for the pacing one
}
