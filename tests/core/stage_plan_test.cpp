// Pipeline stages (core/stage_plan.cpp), DualPipe and the expert all-to-all, against hand
// derivations: Megatron's split that counts the embedding and the loss as layers, DeepSeek-V3's
// DualPipe bubble (arXiv:2412.19437 Table 2), and the dispatch bytes of one MoE layer.
#include <gtest/gtest.h>

#include "core/estimator.h"
#include "core/memory_model.h"
#include "core/stage_plan.h"
#include "core/validator.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

ModelSpec layers(int n)
{
    ModelSpec m = llama2_70b();
    m.layers = n;
    return m;
}

}  // namespace

TEST(StagePlan, EvenWhenThePipelineDividesTheLayers)
{
    ParallelSpec p;
    p.pp = 8;
    const StagePlan plan = stagePlan(layers(80), p);
    EXPECT_EQ(plan.firstLayers, 10);
    EXPECT_EQ(plan.middleLayers, 10);
    EXPECT_EQ(plan.lastLayers, 10);
    EXPECT_EQ(plan.fullestLayers, 10);
}

TEST(StagePlan, Llama405bOn16StagesCountsEmbeddingAndLoss)
{
    // 126 layers + embedding + loss = 128 units over 16 stages: 8 each, so the first and the
    // last stage hold 7 transformer layers and the 14 others 8 (126 = 7 + 14 x 8 + 7).
    ParallelSpec p;
    p.pp = 16;
    const StagePlan plan = stagePlan(layers(126), p);
    EXPECT_EQ(plan.firstLayers, 7);
    EXPECT_EQ(plan.middleLayers, 8);
    EXPECT_EQ(plan.lastLayers, 7);
    EXPECT_EQ(plan.fullestLayers, 8);
}

TEST(StagePlan, Llama405bOn8StagesWith8VirtualStages)
{
    // 128 units over 8 x 8 = 64 chunks: 2 each; chunk 0 (embedding) and chunk 63 (loss) hold
    // one layer. Stage 0 holds chunks 0, 8, ..., 56: 1 + 7 x 2 = 15 layers; stage 7 holds
    // 7, 15, ..., 63: 7 x 2 + 1 = 15; the others 8 x 2 = 16.
    ParallelSpec p;
    p.pp = 8;
    p.schedule = Schedule::Interleaved;
    p.virtualStages = 8;
    const StagePlan plan = stagePlan(layers(126), p);
    EXPECT_EQ(plan.firstLayers, 15);
    EXPECT_EQ(plan.middleLayers, 16);
    EXPECT_EQ(plan.lastLayers, 15);
}

TEST(StagePlan, ExplicitEndsShareTheRest)
{
    // Llama 3's own choice: one layer fewer on the first and the last stage. 126 - 7 - 7 = 112
    // over 14 middle stages: 8 each.
    ParallelSpec p;
    p.pp = 16;
    p.firstStageLayers = 7;
    p.lastStageLayers = 7;
    const StagePlan plan = stagePlan(layers(126), p);
    EXPECT_EQ(plan.middleLayers, 8);
    // Ends that do not add up are refused, naming the key.
    Scenario s;
    s.model = layers(126);
    s.hardware = dgxH100();
    s.gpus = 16 * 8;
    s.parallel.pp = 16;
    s.parallel.tp = 8;
    s.parallel.firstStageLayers = 100;
    s.parallel.lastStageLayers = 30;
    s.training.globalBatch = 64;
    bool named = false;
    for (const Problem& problem : validate(s))
        named = named || problem.key == "parallelism.first_stage_layers";
    EXPECT_TRUE(named);
}

TEST(DualPipe, BubbleIsTheReportsFormula)
{
    // Dense model, no expert all-to-all: with F = T/3, B = 2T/3 and W = B/2 for a micro-batch of
    // time T, DualPipe's (p/2 - 1)(F&B + B - 3W) is (p/2 - 1) x 2T/3 against 1F1B's (p - 1) T:
    // for p = 16, 7 x 2/3 / 15 = 0.3111 of the 1F1B bubble.
    Scenario s;
    s.model = llama2_70b();
    s.hardware = dgxH100();
    s.gpus = 8 * 16 * 4;
    s.parallel.tp = 8;
    s.parallel.pp = 16;
    s.parallel.recompute = Recompute::Selective;
    s.training.globalBatch = 256;
    s.training.tokens = 1e12;
    const Estimate oneF = estimate(s);
    s.parallel.schedule = Schedule::DualPipe;
    ASSERT_TRUE(validate(s).empty());
    const Estimate dual = estimate(s);
    EXPECT_NEAR(dual.step.bubble_s / oneF.step.bubble_s, 7.0 * 2.0 / 3.0 / 15.0, 1e-9);
    // Two copies of the parameters (Table 2: "Parameter 2x").
    EXPECT_NEAR(dual.memory.weights_B / oneF.memory.weights_B, 2.0, 1e-12);
    // An odd pipeline or micro-batch count is refused.
    s.training.globalBatch = 4 * 3;  // DP 4, micro-batch 1: 3 micro-batches
    EXPECT_FALSE(validate(s).empty());
}

TEST(ExpertParallel, AllToAllBytesOfOneLayerByHand)
{
    // Mixtral 8x7B, micro-batch 1 of 4,096 tokens, TP 1: each dispatch sends every token's
    // hidden state to its top-2 experts: 4096 x 4096 x 2 B x 2 = 67,108,864 B per GPU.
    Scenario s;
    s.model = mixtral8x7b();
    s.hardware = dgxH100();
    s.gpus = 64;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.ep = 8;
    s.parallel.recompute = Recompute::Full;
    s.training.globalBatch = 64;
    s.training.tokens = 1e11;
    ASSERT_TRUE(validate(s).empty());
    const Estimate e = estimate(s);
    bool found = false;
    for (const CollectiveUse& c : e.collectives) {
        if (c.group != CollectiveGroup::Expert)
            continue;
        found = true;
        EXPECT_DOUBLE_EQ(c.bytes, 4096.0 * 4096.0 * 2.0 * 2.0);
        EXPECT_EQ(c.placement.ranks, 8);
        EXPECT_FALSE(c.scaleOut());  // 8 EP ranks, expert TP 1: inside one 8-GPU node
        // Dispatch and combine, forward and backward, and the recomputed forward: 6 a layer.
        EXPECT_DOUBLE_EQ(c.calls, 32.0 * 6.0);
    }
    EXPECT_TRUE(found);
    // The experts' gradients go over the expert data-parallel group: 64 / 8 = 8 ranks.
    bool expertData = false;
    for (const CollectiveUse& c : e.collectives)
        expertData =
            expertData || (c.group == CollectiveGroup::ExpertData && c.placement.ranks == 8);
    EXPECT_TRUE(expertData);
}

TEST(StagePlan, StageOneIsTheFullestMiddleStage)
{
    // The plan reads the fullest middle stage off stage 1 (stage_plan.cpp says why); check it
    // against every middle stage, for every split: even, Megatron's accounting, explicit ends.
    for (int L : {7, 61, 80, 94, 96, 126, 127})
        for (int pp : {3, 4, 5, 8, 12, 16, 24})
            for (int v : {1, 2, 3, 4})
                for (int ends : {0, 1, 2}) {
                    Layout l;
                    l.pp = pp;
                    l.virtualStages = v;
                    l.schedule = v > 1 ? Schedule::Interleaved : Schedule::OneFOneB;
                    l.firstStageLayers = ends == 1 ? 1 : 0;
                    l.lastStageLayers = ends == 2 ? 2 : 0;
                    int fullest = 0;
                    for (int s = 1; s + 1 < pp; ++s)
                        fullest = std::max(fullest, stageLayers(layers(L), l, s));
                    EXPECT_EQ(stagePlan(layers(L), l).middleLayers, fullest)
                        << "L " << L << " pp " << pp << " v " << v << " ends " << ends;
                }
}
