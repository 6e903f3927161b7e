// gpt-oss's clamped GLU and expert biases where Megatron-Core runs them outside its fused kernels
// (core/expert_glue.h): the bytes each pass moves, derived here from the code as it reads
// (Megatron-LM fused_bias_geglu.py and experts.py of 2025-09 to 2026-08), the host
// synchronisation measured on an H200, and what a stack that fuses them adds (nothing).
#include <gtest/gtest.h>

#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "core/expert_glue.h"
#include "core/memory_model.h"
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
