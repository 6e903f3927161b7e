// gpt-oss's clamped GLU and expert biases where Megatron-Core runs them outside its fused kernels
// (core/expert_glue.h): the bytes each pass moves, derived here from the code as it reads
// (Megatron-LM fused_bias_geglu.py and experts.py of 2025-09 to 2026-08), the host
// synchronisation measured on an H200, and what a stack that fuses them adds (nothing).
#include <gtest/gtest.h>

#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "core/compute_model.h"
#include "core/estimator.h"
#include "core/expert_glue.h"
#include "core/memory_model.h"
#include "core/scenario_io.h"
#include "core/software_stack.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

// gpt-oss-120b at the H100 rows' layout: TP 1, EP 8, 4,096 tokens a micro-batch.
ModelSpec gptOss()
{
    ModelSpec m = catalog().model("gpt-oss-120b")->spec;
    EXPECT_EQ(m.gluClamp, 7.0);
    EXPECT_TRUE(m.expertBias);
    return m;
}

Layout h100Layout()
{
    Layout l;
    l.tp = 1;
    l.ep = 8;
    l.microBatch = 1;
    return l;
}

}  // namespace

TEST(ExpertGlue, BytesOfTheClampAndTheBiasByHand)
{
    // 4,096 tokens x top 4 = 16,384 routed copies on the GPU (balanced, EP 8 gathers what its
    // 16 local experts receive from the 8 ranks: 4,096 x 4 x 8 / 8). At 1 TB/s a byte is 1 ps.
    const double hbm = 1e12, copies = 16384, ffn = 2880, h = 2880, b = 2;
    const StackProfile megatron = stackProfile(SoftwareStack::MegatronCore);
    const ExpertGlueTime t = expertGlueTime(gptOss(), h100Layout(), megatron, 4096, b, hbm, true);
    // Forward: two clamps read and write their halves, the cat reads and writes both: 8 FFN
    // widths of 2 bytes; the bias: b * p (write 4), t + . (read 6, write 4), cat (8), the cast
    // back (read 4, write 2): 28 bytes a hidden element; and one host synchronisation.
    const double clampForward = 8 * copies * ffn * b / hbm;  // 0.755 ms
    const double biasForward = 28 * copies * h / hbm;        // 1.321 ms
    EXPECT_NEAR(t.forward_s, clampForward + biasForward + kLayerHostSync_s, 1e-12);
    // Backward: each clamp reads the gradient and its input and writes the gradient (6 widths);
    // the bias's cast, add and product gradients move 20 bytes a hidden element.
    EXPECT_NEAR(t.backward_s, 6 * copies * ffn * b / hbm + 20 * copies * h / hbm, 1e-12);
    // A recompute of the MoE activation clamps again and synchronises again (not the bias).
    EXPECT_NEAR(t.recompute_s, clampForward + kLayerHostSync_s, 1e-12);
    EXPECT_EQ(expertGlueTime(gptOss(), h100Layout(), megatron, 4096, b, hbm, false).recompute_s,
              0.0);
}

TEST(ExpertGlue, NothingWithoutTheClampOrTheBiasOrUnderAStackThatFusesThem)
{
    const StackProfile megatron = stackProfile(SoftwareStack::MegatronCore);
    ModelSpec plain = gptOss();
    plain.gluClamp = 0;
    plain.expertBias = false;
    const ExpertGlueTime none = expertGlueTime(plain, h100Layout(), megatron, 4096, 2, 1e12, true);
    EXPECT_EQ(none.forward_s + none.backward_s + none.recompute_s, 0.0);
    // torch.compile fuses the clamp and the bias into the kernels around them.
    const ExpertGlueTime compiled = expertGlueTime(
        gptOss(), h100Layout(), stackProfile(SoftwareStack::PytorchFsdp), 4096, 2, 1e12, true);
    EXPECT_EQ(compiled.forward_s + compiled.backward_s + compiled.recompute_s, 0.0);
    // A dense model has no routed experts.
    ModelSpec dense = catalog().model("llama3-8b")->spec;
    dense.gluClamp = 7;
    dense.expertBias = true;
    EXPECT_EQ(expertGlueTime(dense, h100Layout(), megatron, 4096, 2, 1e12, true).forward_s, 0.0);
}

TEST(ExpertGlue, TheHostSynchronisationIsTheMeasuredMean)
{
    // Each measured layer once with and once without one synchronisation in its forward
    // (forward + backward), micro-batch 1 and 4, full and windowed attention, two runs.
    double sum = 0;
    int pairs = 0;
    for (const char* run : {"h200_moe_layer_run1.json", "h200_moe_layer_run2.json"}) {
        const auto doc = nlohmann::json::parse(readText(dataPath(std::string("kernels/") + run)));
        for (const auto& with : doc.at("layers")) {
            if (!with.at("host_sync").get<bool>())
                continue;
            for (const auto& without : doc.at("layers"))
                if (!without.at("host_sync").get<bool>() && without.at("layer") == with.at("layer")
                    && without.at("micro_batch") == with.at("micro_batch")) {
                    sum += with.at("fwd_bwd_ms").get<double>()
                           - without.at("fwd_bwd_ms").get<double>();
                    ++pairs;
                }
        }
    }
    ASSERT_EQ(pairs, 8);
    EXPECT_NEAR(kLayerHostSync_s * 1e3, sum / pairs, 0.005);
}

TEST(ExpertGlue, TheClampsKeepTheirInputUnlessTheActivationIsRecomputed)
{
    // Without a recompute of the MoE activation the clamps keep the first expert linear's
    // output, 4 f_e a routed copy (f_e = 2,880 / 2,880 = 1; top 4: 16 of s b h), on top of what
    // the fused GLU keeps; with it, neither.
    const ModelSpec m = gptOss();
    Layout l = h100Layout();
    l.microBatch = 1;
    const double sbh = 4096.0 * 2880;
    const double unfused = layerActivationBytes(m, l, false, true, true);
    const double fused = layerActivationBytes(m, l, false, true, false);
    EXPECT_NEAR(unfused - fused, 16 * sbh, 1e-6 * sbh);
    l.recompute = Recompute::Selective;
    l.selective.moeAct = true;
    EXPECT_NEAR(layerActivationBytes(m, l, false, true, true),
                layerActivationBytes(m, l, false, true, false), 1e-6 * sbh);
}

TEST(ExpertGlue, TensorParallelismDenseLayersAndWidthsByHand)
{
    // A made-up MoE: 8 layers, the first 2 dense (a MoE share of 6 / 8), hidden 1,024, experts
    // of 3,072, top 2, TP 2 with sequence parallelism, expert TP 2, 16,384 tokens a micro-batch.
    // Routed copies on a GPU: 16,384 x 2 / TP 2 x expert TP 2 = 32,768 (times the share); each
    // GLU half is 3,072 / expert TP 2 = 1,536 wide; the bias is added across the hidden width.
    ModelSpec m;
    m.layers = 8;
    m.hidden = 1024;
    m.heads = 8;
    m.gatedMlp = true;
    m.experts = 16;
    m.topK = 2;
    m.expertFfnHidden = 3072;
    m.ffnHidden = 4096;
    m.firstDenseLayers = 2;
    m.gluClamp = 7;
    m.expertBias = true;
    Layout l;
    l.tp = 2;
    l.expertTp = 2;
    l.ep = 4;
    l.sequenceParallel = true;
    const double share = 6.0 / 8.0, copies = 32768 * share, half = 1536, h = 1024, hbm = 1e12;
    const ExpertGlueTime t =
        expertGlueTime(m, l, stackProfile(SoftwareStack::MegatronCore), 16384, 2, hbm, true);
    EXPECT_NEAR(t.forward_s,
                8 * copies * half * 2 / hbm + 28 * copies * h / hbm + share * kLayerHostSync_s,
                1e-12);
    EXPECT_NEAR(t.backward_s, 6 * copies * half * 2 / hbm + 20 * copies * h / hbm, 1e-12);
    EXPECT_NEAR(t.recompute_s, 8 * copies * half * 2 / hbm + share * kLayerHostSync_s, 1e-12);
    // fp32 activations: the clamp's elements at 4 bytes, the bias's activation reads and writes
    // at 4 (24 + 2 x 4 = 32 forward, 16 + 8 = 24 backward).
    const ExpertGlueTime wide =
        expertGlueTime(m, l, stackProfile(SoftwareStack::MegatronCore), 16384, 4, hbm, false);
    EXPECT_NEAR(wide.backward_s, 6 * copies * half * 4 / hbm + 24 * copies * h / hbm, 1e-12);
}

TEST(ExpertGlue, TheEstimateRunsItWhereTheRecomputeDoes)
{
    // The whole step: the clamp and the bias off and on, under no recompute, the MoE
    // activation's recompute and full recompute. The glue adds its forward and backward to the
    // step; moe_act re-runs the clamp and its synchronisation; full recompute re-runs it all.
    Scenario s =
        parseScenario(readText(dataPath("heldout-gpt-oss/scenarios/"
                                        "mbridge2602_h100_gpt-oss-120b_64gpu_gbs1280_ep8_bf16"
                                        ".syncwall.json")),
                      catalog())
            .scenario;
    const auto computeOf = [](Scenario x, Recompute r, bool moeAct, bool glue) {
        x.parallel.recompute = r;
        x.parallel.selective = SelectiveModules {};
        x.parallel.selective.moeAct = moeAct;
        if (!glue) {
            x.model.gluClamp = 0;
            x.model.expertBias = false;
        }
        return estimate(x).step.compute_s;
    };
    const double none =
        computeOf(s, Recompute::None, false, true) - computeOf(s, Recompute::None, false, false);
    const double moeAct = computeOf(s, Recompute::Selective, true, true)
                          - computeOf(s, Recompute::Selective, true, false);
    const double full =
        computeOf(s, Recompute::Full, false, true) - computeOf(s, Recompute::Full, false, false);
    EXPECT_GT(none, 0);
    EXPECT_GT(moeAct, none);  // the clamp and the synchronisation again
    EXPECT_GT(full, moeAct);  // and the bias's forward too
}

TEST(MoeDispatchSync, OneHostReadAMoeLayerForwardWhereTheStacksDispatchMakesIt)
{
    // Megatron-Core's dropless dispatch waits for the tokens per expert on the host in every
    // MoE layer's forward (token_dispatcher.py `d2h_event.synchronize()`), with or without EP;
    // torchtitan only to size its EP all-to-all; DeepSpeed-MoE pads to capacity and never.
    // A dense model has no dispatch. The 8-layer model below has 6 MoE layers: 6 / 8 of one
    // synchronisation a layer on average.
    ModelSpec m;
    m.layers = 8;
    m.hidden = 1024;
    m.heads = 8;
    m.experts = 16;
    m.topK = 2;
    m.firstDenseLayers = 2;
    Layout l;
    l.ep = 1;
    const double share = 6.0 / 8.0;
    const StackProfile megatron = stackProfile(SoftwareStack::MegatronCore);
    const StackProfile titan = stackProfile(SoftwareStack::PytorchFsdp);
    const StackProfile deepspeed = stackProfile(SoftwareStack::DeepSpeed);
    EXPECT_NEAR(moeDispatchSyncTime(m, l, megatron), share * 0.52e-3, 1e-12);
    EXPECT_EQ(moeDispatchSyncTime(m, l, titan), 0.0);
    EXPECT_EQ(moeDispatchSyncTime(m, l, deepspeed), 0.0);
    l.ep = 4;
    EXPECT_NEAR(moeDispatchSyncTime(m, l, megatron), share * 0.52e-3, 1e-12);
    EXPECT_NEAR(moeDispatchSyncTime(m, l, titan), share * 0.52e-3, 1e-12);
    EXPECT_EQ(moeDispatchSyncTime(m, l, deepspeed), 0.0);
    m.experts = 1;
    EXPECT_EQ(moeDispatchSyncTime(m, l, megatron), 0.0);
}

TEST(MoeDispatchSync, EachForwardPaysItAndAFullRecomputePaysItAgain)
{
    // torchtitan reads the splits only under expert parallelism, so EP 1 and EP 2 of a model
    // whose expert GEMMs are as large either way (2 experts, top 2: M = 8,192 x EP rows, past
    // the 4,096-wide FFN that bounds the size curve) differ by exactly the synchronisation:
    // once in each of the 4 MoE layers' forward, nowhere in the backward, and again in a full
    // recompute's forward.
    ModelSpec m;
    m.layers = 4;
    m.hidden = 4096;
    m.heads = 32;
    m.seqLen = 4096;
    m.gatedMlp = true;
    m.ffnHidden = 4096;
    m.experts = 2;
    m.topK = 2;
    m.expertFfnHidden = 4096;
    Layout one;
    one.microBatch = 2;
    one.recompute = Recompute::Full;
    Layout two = one;
    two.ep = 2;
    ComputeInputs in;
    in.gpu = &catalog().gpu("h100-sxm")->spec;
    in.software.stack = SoftwareStack::PytorchFsdp;
    const MicroBatchTime a = microBatchTime(m, one, 4, 0, in);
    const MicroBatchTime b = microBatchTime(m, two, 4, 0, in);
    EXPECT_NEAR(b.forward_s - a.forward_s, 4 * 0.52e-3, 1e-9);
    EXPECT_NEAR(b.backward_s - a.backward_s, 0.0, 1e-9);
    EXPECT_NEAR(b.recompute_s - a.recompute_s, 4 * 0.52e-3, 1e-9);
    // torchtitan's op-level selective recompute re-runs the block's forward but what its
    // `_save_list` keeps: the copy of the splits to the host is not kept, so it runs again.
    one.recompute = two.recompute = Recompute::Selective;
    const MicroBatchTime c = microBatchTime(m, one, 4, 0, in);
    const MicroBatchTime d = microBatchTime(m, two, 4, 0, in);
    EXPECT_NEAR(d.recompute_s - c.recompute_s, 4 * 0.52e-3, 1e-9);
}
