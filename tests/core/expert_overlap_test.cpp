// Megatron-Core's EP overlap and DualPipe's pairing of a forward with a backward chunk
// (core/expert_overlap.h): what each pass hides, the warm-up passes that run alone, the layouts
// Megatron-Core refuses, and the key end to end.
#include <gtest/gtest.h>

#include <string>

#include "core/estimator.h"
#include "core/expert_overlap.h"
#include "core/memory_model.h"
#include "core/scenario_key_names.h"
#include "core/validator.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// Mixtral 8x7B on 64 H100s, EP 8 inside a node, no pipeline: DP 64, global batch 512, so 8
// micro-batches of one sequence per replica.
Scenario mixtralOn64()
{
    Scenario s;
    s.model = mixtral8x7b();
    s.hardware = dgxH100();
    s.gpus = 64;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.ep = 8;
    s.parallel.recompute = Recompute::Selective;
    s.training.globalBatch = 512;
    s.training.tokens = 1e11;
    return s;
}

bool reports(const Problems& problems, const std::string& key, const std::string& other)
{
    for (const Problem& p : problems)
        if (p.key == key && p.detail == other)
            return true;
    return false;
}

}  // namespace

TEST(ExpertOverlap, EachDirectionHidesBehindThePartnersOtherPass)
{
    // Forward exchange 3 s behind a 2 s backward: 1 s waits; backward exchange 4 s behind a 5 s
    // forward: nothing waits. Paired throughout: 1 s.
    ExpertOverlapInputs in;
    in.forwardExchange_s = 3;
    in.backwardExchange_s = 4;
    in.forwardCompute_s = 5;
    in.backwardCompute_s = 2;
    EXPECT_DOUBLE_EQ(exposedExpertExchange_s(in), 1.0);
    // One pass in four alone waits for its whole 7 s: 3/4 x 1 + 1/4 x 7 = 2.5 s.
    in.pairedShare = 0.75;
    EXPECT_DOUBLE_EQ(exposedExpertExchange_s(in), 2.5);
    // With no compute to hide behind, the whole exchange waits, paired or not.
    in.forwardCompute_s = in.backwardCompute_s = 0;
    EXPECT_DOUBLE_EQ(exposedExpertExchange_s(in), 7.0);
}

TEST(ExpertOverlap, WarmUpPassesRunAlone)
{
    // No pipeline: the first forward runs alone (Megatron-Core's extra warm-up step), so 7 of 8
    // micro-batches pair.
    EXPECT_DOUBLE_EQ(pairedPassShare(1, 1, 8), 7.0 / 8.0);
    // 1F1B, 4 stages, 32 micro-batches: 3 warm-up forwards + 1 = 4 alone: 28 / 32.
    EXPECT_DOUBLE_EQ(pairedPassShare(4, 1, 32), 28.0 / 32.0);
    // Interleaved, PP 8 x VP 4, 512 micro-batches: (8 - 1) x 2 + (4 - 1) x 8 = 38 warm-up chunk
    // forwards + 1 out of 2,048 chunk passes.
    EXPECT_DOUBLE_EQ(pairedPassShare(8, 4, 512), (2048.0 - 39.0) / 2048.0);
    // Fewer passes than the warm-up: nothing pairs.
    EXPECT_DOUBLE_EQ(pairedPassShare(8, 4, 2), 0.0);
}

TEST(ExpertOverlap, TheKeyHidesTheAllToAllWhereComputeCoversIt)
{
    // Each direction's all-to-all of Mixtral's EP 8 inside an NVLink node is far shorter than
    // the other pass's compute, so only the one unpaired micro-batch of 8 still waits for it.
    Scenario s = mixtralOn64();
    ASSERT_TRUE(validate(s).empty());
    const Estimate plain = estimate(s);
    ASSERT_GT(plain.step.ep_comm_s, 0.0);
    ASSERT_EQ(plain.layout.microBatches, 8);
    s.comm.expertOverlap = true;
    ASSERT_TRUE(validate(s).empty());
    const Estimate hidden = estimate(s);
    EXPECT_NEAR(hidden.step.ep_comm_s, plain.step.ep_comm_s / 8.0, 1e-12);
    EXPECT_NEAR(hidden.step.compute_s, plain.step.compute_s, 1e-12);
    EXPECT_LT(hidden.step.total_s, plain.step.total_s);
}

TEST(ExpertOverlap, LayoutsMegatronCoreRefusesAreNamed)
{
    Scenario s = mixtralOn64();
    s.comm.expertOverlap = true;
    s.parallel.ep = 1;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "parallelism.ep"));
    s.parallel.ep = 8;
    s.parallel.pp = 2;
    s.gpus = 128;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "parallelism.schedule"));
    s.parallel.schedule = Schedule::Interleaved;
    s.parallel.virtualStages = 2;
    EXPECT_FALSE(reports(validate(s), key_names::kExpertOverlap, "parallelism.schedule"));
    s.parallel.recompute = Recompute::Full;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "parallelism.recompute"));
    s.model = llama2_7b();
    s.parallel.ep = 1;
    s.parallel.recompute = Recompute::Selective;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "model.moe.experts"));
}

TEST(ExpertOverlap, AutoRecomputeStopsShortOfFull)
{
    // Megatron-Core will not overlap with full recompute: "auto" keeps to selective, and says
    // when that does not fit, rather than turn the overlap off unseen.
    Scenario s = mixtralOn64();
    s.hardware.gpu.memory_B = 30e9;  // too small for Mixtral without full recompute
    s.parallel.recompute = Recompute::Auto;
    ASSERT_EQ(estimate(s).layout.recompute, Recompute::Full);
    s.comm.expertOverlap = true;
    const Estimate e = estimate(s);
    EXPECT_EQ(e.layout.recompute, Recompute::Selective);
    EXPECT_FALSE(e.memory.fits);
}

TEST(ExpertOverlap, MegatronCoresOtherNeedsAreNamed)
{
    // A bf16 or fp16 model (FP8 and FP4 train one too), at most one MTP module, Megatron-Core.
    Scenario s = mixtralOn64();
    s.comm.expertOverlap = true;
    s.training.precision = Precision::Fp32;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "training.precision"));
    s.training.precision = Precision::Fp8;
    s.hardware = dgxH100();
    EXPECT_FALSE(reports(validate(s), key_names::kExpertOverlap, "training.precision"));
    s.model.mtpLayers = 2;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "model.mtp_layers"));
    s.model.mtpLayers = 1;
    s.software.stack = SoftwareStack::PytorchFsdp;
    EXPECT_TRUE(reports(validate(s), key_names::kExpertOverlap, "software.stack"));
}

TEST(ExpertOverlap, DualPipeHidesWhatItsPairedComputeCovers)
{
    // Mixtral's in-node all-to-all is shorter than either pass: under DualPipe (PP 2, an even
    // micro-batch count) none of it waits; under 1F1B all of it does.
    Scenario s = mixtralOn64();
    s.gpus = 128;
    s.parallel.pp = 2;
    ASSERT_TRUE(validate(s).empty());
    const Estimate oneF = estimate(s);
    ASSERT_GT(oneF.step.ep_comm_s, 0.0);
    s.parallel.schedule = Schedule::DualPipe;
    ASSERT_TRUE(validate(s).empty());
    EXPECT_EQ(estimate(s).step.ep_comm_s, 0.0);
}

TEST(ExpertOverlap, OneMoreMicroBatchInFlight)
{
    // Megatron-Core schedules one extra warm-up forward under the overlap: a micro-batch more
    // without a pipeline or with 1F1B, a chunk (1 / v of a stage) more interleaved; never more
    // than the step holds, and DualPipe and GPipe as they were.
    Layout l;
    l.pp = 1;
    l.microBatches = 8;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l, false), 1.0);
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l, true), 2.0);
    EXPECT_DOUBLE_EQ(microBatchesInFlightOnLastStage(l, true), 2.0);
    l.pp = 4;
    l.schedule = Schedule::Interleaved;
    l.virtualStages = 2;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l, true), microBatchesInFlight(l, false) + 0.5);
    l.microBatches = 4;
    l.schedule = Schedule::OneFOneB;
    l.virtualStages = 1;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l, true), 4.0);
    l.schedule = Schedule::DualPipe;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l, true), microBatchesInFlight(l, false));
    // End to end at PP 1: the activations grow by one micro-batch's layers, all of what one
    // micro-batch held but the moment on top (the loss at its peak), a few per cent of it.
    Scenario s = mixtralOn64();
    const double plain = estimate(s).memory.activations_B;
    s.comm.expertOverlap = true;
    const double grown = estimate(s).memory.activations_B - plain;
    EXPECT_LT(grown, plain);
    EXPECT_GT(grown, 0.9 * plain);
}
