// Context parallelism's key/value exchange (context_ring.h): each expected value derived by hand
// below from the ring's steps, on an idealised network (one 400G NIC per GPU at line rate,
// 50 GB/s, no latency) so that every collective is bytes / bandwidth.
#include <gtest/gtest.h>

#include <vector>

#include "core/context_ring.h"
#include "core/estimator.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

constexpr double kNic_Bps = 50e9;

LinkParams ideal400G()
{
    LinkParams l;
    l.scaleUp_Bps = 400e9;
    l.scaleOut_Bps = kNic_Bps;
    return l;
}

// Llama 3.1 405B on TP 8, CP 8 at 256k tokens: 32,768 tokens a GPU, 16 query heads of 128 after
// TP; torchtitan repeats the 8 key/value heads to all 128, so K and V are 2 x 32,768 x 16 x 128
// bf16 elements: 268,435,456 bytes. The eight CP ranks sit in eight nodes (TP fills each).
ContextRingInputs llama405bCp8(ContextParallelRing ring)
{
    ContextRingInputs in;
    in.ring = ring;
    in.cp = 8;
    in.kvChunkBytes = 2.0 * 32768 * 16 * 128 * 2;
    in.gradientBytesPerKvByte = 2.0;  // fp32 gradients of bf16 keys and values
    in.attention = {0.144, 0.384};    // forward, backward of one layer's kernels
    in.attentionReruns = true;        // full recompute
    in.group = {8, 1};
    in.neighbours = {2, 1};
    return in;
}

}  // namespace

TEST(ContextRing, AllGatherWaitsForTheGatherAfterTheLocalStep)
{
    const ContextRingCost c =
        contextRingCost(llama405bCp8(ContextParallelRing::AllGather), ideal400G());
    // The gather moves 7 of the 8 chunks into each GPU: 7 x 268.4 MB / 50 GB/s = 37.58 ms.
    const double gather_s = 7.0 * 268435456.0 / kNic_Bps;
    EXPECT_EQ(c.exchange.kind, CollectiveKind::AllGather);
    EXPECT_DOUBLE_EQ(c.exchange.bytes, 8.0 * 268435456.0);
    EXPECT_NEAR(c.exchange.cost.time_s, gather_s, 1e-9);
    EXPECT_DOUBLE_EQ(c.exchange.calls, 3.0);  // forward, its re-run, backward
    // The local step is an eighth of the kernels: 18 ms forward (twice), 48 ms backward, which
    // hides its gather: 2 x (37.58 - 18) ms = 39.16 ms exposed.
    EXPECT_NEAR(c.exchange.exposed_s, 2.0 * (gather_s - 0.018), 1e-9);
    // The gradients: 2 x 268.4 MB in fp32 a pass, 10.74 ms, eight passes; seven hide behind a
    // 48 ms backward step, the last does not.
    EXPECT_EQ(c.gradients.kind, CollectiveKind::SendRecv);
    EXPECT_DOUBLE_EQ(c.gradients.calls, 8.0);
    EXPECT_NEAR(c.gradients.exposed_s, 2.0 * 268435456.0 / kNic_Bps, 1e-9);
    EXPECT_NEAR(c.exposed_s(), 0.03916 + 0.010737, 2e-5);
}

TEST(ContextRing, AllGatherWithoutRecomputeGathersTwice)
{
    ContextRingInputs in = llama405bCp8(ContextParallelRing::AllGather);
    in.attentionReruns = false;
    const ContextRingCost c = contextRingCost(in, ideal400G());
    EXPECT_DOUBLE_EQ(c.exchange.calls, 2.0);
    EXPECT_NEAR(c.exchange.exposed_s, 7.0 * 268435456.0 / kNic_Bps - 0.018, 1e-9);
    // A backward of 200 ms: its local step, 25 ms, no longer hides the 37.58 ms gather; each
    // of the seven earlier gradient passes (10.74 ms) still hides behind a 25 ms step.
    in.attention.backward_s = 0.2;
    const ContextRingCost short_ = contextRingCost(in, ideal400G());
    const double gather_s = 7.0 * 268435456.0 / kNic_Bps;
    EXPECT_NEAR(short_.exchange.exposed_s, (gather_s - 0.018) + (gather_s - 0.025), 1e-9);
    EXPECT_NEAR(short_.gradients.exposed_s, 2.0 * 268435456.0 / kNic_Bps, 1e-9);
    // At 40 ms of backward a step is 5 ms: each of the seven earlier passes shows 5.74 ms too.
    in.attention.backward_s = 0.04;
    const double pass_s = 2.0 * 268435456.0 / kNic_Bps;
    EXPECT_NEAR(contextRingCost(in, ideal400G()).gradients.exposed_s,
                7.0 * (pass_s - 0.005) + pass_s, 1e-9);
}

TEST(ContextRing, PointToPointHidesBehindTheWholeAttention)
{
    ContextRingInputs in = llama405bCp8(ContextParallelRing::PointToPoint);
    ContextRingCost c = contextRingCost(in, ideal400G());
    // Under full recompute 4 passes of 7 hops of 268.4 MB at 50 GB/s = 150.3 ms, under the
    // 672 ms of kernels (the forward twice, the backward): all hidden.
    EXPECT_EQ(c.exchange.kind, CollectiveKind::SendRecv);
    EXPECT_DOUBLE_EQ(c.exchange.calls, 28.0);
    EXPECT_DOUBLE_EQ(c.exchange.exposed_s, 0.0);
    EXPECT_DOUBLE_EQ(c.gradients.calls, 0.0);
    // With 140 ms of kernels (40 ms forward, twice, and 60 ms backward), 10.3 ms shows.
    in.attention = {0.04, 0.06};
    c = contextRingCost(in, ideal400G());
    EXPECT_NEAR(c.exchange.exposed_s, 28.0 * 268435456.0 / kNic_Bps - 0.14, 1e-9);
    // Without recompute, 3 passes against 100 ms: 12.7 ms.
    in.attentionReruns = false;
    c = contextRingCost(in, ideal400G());
    EXPECT_DOUBLE_EQ(c.exchange.calls, 21.0);
    EXPECT_NEAR(c.exchange.exposed_s, 21.0 * 268435456.0 / kNic_Bps - 0.1, 1e-9);
}

TEST(ContextRing, NothingWithoutContextParallelism)
{
    ContextRingInputs in = llama405bCp8(ContextParallelRing::AllGather);
    in.cp = 1;
    EXPECT_DOUBLE_EQ(contextRingCost(in, ideal400G()).exposed_s(), 0.0);
}

TEST(ContextRing, TorchtitanSendsEveryQueryHeadAtSixteenBits)
{
    // The same FP8 405B layout under two stacks: Megatron-Core's ring sends the 8 key/value
    // heads (1 per TP rank) in bf16, torchtitan's the 128 repeated heads (16 per TP rank).
    Scenario s = llama405bOn16384H100();
    s.parallel.dp = 0;
    s.parallel.virtualStages = 1;
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.cp = 8;
    s.model.seqLen = 262144;
    s.training.precision = Precision::Fp8;
    s.gpus = 512;
    s.training.globalBatch = 8;
    const auto contextBytes = [&](SoftwareStack stack) {
        s.software.stack = stack;
        const Estimate e = estimate(s);
        std::vector<double> bytes;
        for (const CollectiveUse& c : e.collectives)
            if (c.group == CollectiveGroup::Context)
                bytes.push_back(c.bytes);
        return bytes;
    };
    // Per micro-batch of one sequence: 32,768 tokens a GPU. Megatron-Core: one hop's bytes.
    const std::vector<double> te = contextBytes(SoftwareStack::MegatronCore);
    ASSERT_EQ(te.size(), 1u);
    EXPECT_DOUBLE_EQ(te[0], 2.0 * 32768 * 1 * 128 * 2);
    // torchtitan: the gathered buffer of all 8 chunks, then the fp32 gradients' pass (4 bytes).
    const std::vector<double> titan = contextBytes(SoftwareStack::PytorchFsdp);
    ASSERT_EQ(titan.size(), 2u);
    EXPECT_DOUBLE_EQ(titan[0], 8.0 * 2.0 * 32768 * 16 * 128 * 2);
    EXPECT_DOUBLE_EQ(titan[1], 2.0 * 32768 * 16 * 128 * 4);
}

TEST(ContextRing, PyTorchsRingUpdatesItsFp32OutputsAndGradientsAtHbmSpeed)
{
    // Llama 3.1 8B at 256k tokens on CP 8 (TP 1): 32,768 tokens a GPU, 32 heads of 128, so the
    // output and the query gradients are 134,217,728 elements; torchtitan repeats the 8 key/value
    // heads to 32, so keys and values are twice that. At 1.92 TB/s (2.4 TB/s HBM x 0.8), each
    // fused update moves 9.5 bytes an element: forward, 7 merges of the output (8.93e9 B,
    // 4.65 ms); backward, 8 updates of the query and key/value gradients (3.06e10 B, 15.94 ms).
    const double e = 32768.0 * 32 * 128;
    const double kv = 32768.0 * ringKvElementsPerToken(llama3_8b(), 1, true);
    EXPECT_DOUBLE_EQ(kv, 2.0 * e);
    EXPECT_DOUBLE_EQ(32768.0 * ringKvElementsPerToken(llama3_8b(), 1, false), 2.0 * e / 4);
    const AttentionTime t = ringUpdateTime(ContextParallelRing::AllGather, 8, e, e, kv, 1.92e12);
    EXPECT_NEAR(t.forward_s, 7 * 9.5 * e / 1.92e12, 1e-12);
    EXPECT_NEAR(t.forward_s, 4.65e-3, 1e-5);
    EXPECT_NEAR(t.backward_s, 8 * 9.5 * 3 * e / 1.92e12, 1e-12);
    EXPECT_NEAR(t.backward_s, 15.94e-3, 1e-5);
    // Transformer Engine's corrections are not modelled; nothing without CP.
    EXPECT_DOUBLE_EQ(
        ringUpdateTime(ContextParallelRing::PointToPoint, 8, e, e, kv, 1.92e12).backward_s, 0.0);
    EXPECT_DOUBLE_EQ(ringUpdateTime(ContextParallelRing::AllGather, 1, e, e, kv, 1.92e12).forward_s,
                     0.0);
}
