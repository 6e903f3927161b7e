// Compute time of one micro-batch, operation by operation (compute_model.h): GEMMs at the
// sustained efficiency for their size and precision (gemm_size_curve.h), the attention core by
// the stack's kernel (attention_kernel.h), element-wise and cast work at HBM speed, recompute per
// Korthikanti 2022 Sec. 5. Expected values are derived by hand in each test.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compute_model.h"
#include "core/flop_model.h"
#include "core/gemm_size_curve.h"
#include "core/power_clock.h"
#include "core/sequence_shard_copies.h"
#include "core/software_stack.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

Layout layout(int tp, int mb, Recompute r, bool sp = true)
{
    Layout l;
    l.tp = tp;
    l.microBatch = mb;
    l.recompute = r;
    l.sequenceParallel = sp && tp > 1;
    return l;
}

ComputeInputs inputs(const GpuSpec& g, Precision p = Precision::Bf16, double scale = 1.0,
                     SoftwareStack stack = SoftwareStack::Megatron2021)
{
    return {&g, p, scale, stack};
}

// The bf16 size curve's ratio at a smallest dimension, by hand from its table.
double ratio2048() { return 0.6766 / 0.6879; }
double ratio1536()
{
    const double w = std::log2(1536.0 / 1024.0);  // 0.5849625
    return (0.6614 + w * (0.6766 - 0.6614)) / 0.6879;
}

}  // namespace

TEST(ComputeModel, OneGpt3LayerByHand)
{
    // One GPT-3 layer, b = 1, s = 2048 (t = 2048 tokens), TP 8 with SP, an A100 at e = 0.9,
    // Megatron-LM 2021 (unfused attention, no host overhead):
    //   QKV  6 t h^2 / 8 = 231,928,233,984 FLOPs, smallest dim 2048 -> 839.750 us
    //   out  2 t h^2 / 8 =  77,309,411,328,       smallest dim 1536 -> 282.551 us
    //   MLP 16 t h^2 / 8 = 618,475,290,624,       smallest dim 2048 -> 2,239.332 us
    //   attention: 12 heads x 2048^2 = 50,331,648 scores; each batched GEMM is the slower of
    //     25,769,803,776 / 2 FLOPs at 0.9 x 312e12 (45.89 us) and 2 B a score at 0.8 x 2,039 GB/s
    //     (61.71 us); forward 2 x 61.71 + 9 B a score (277.70 us) = 401.123 us
    //   element-wise: (10 h / 8 + 3 x 4h / 8) x 2 B x t = 138,412,032 B -> 84.853 us
    //   forward = 3,847.609 us; backward = 2 x GEMMs + 4 x 61.71 + 11 B a score + 2 x element-wise
    //   = 7,479.228 us; plus the stack's host overhead per layer, a third forward, two thirds
    //   backward
    const GpuSpec g = a100Gpu();
    const MicroBatchTime t =
        microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0, inputs(g));
    const double overhead = stackProfile(SoftwareStack::Megatron2021).layerOverhead_s;
    EXPECT_NEAR(t.forward_s, 3.8476087370600e-3 + overhead / 3, 1e-12);
    EXPECT_NEAR(t.backward_s, 7.4792283029577e-3 + overhead * 2 / 3, 1e-12);
    EXPECT_EQ(t.recompute_s, 0.0);
    // The QKV GEMM alone, from the curve by hand: 6 t h^2 / 8 / (312e12 x 0.9 x 0.6766 / 0.6879).
    const double qkv = 6.0 * 2048 * 12288.0 * 12288 / 8 / (312e12 * 0.9 * ratio2048());
    EXPECT_NEAR(qkv, 839.7496540731e-6, 1e-12);
    const double out = 2.0 * 2048 * 12288.0 * 12288 / 8 / (312e12 * 0.9 * ratio1536());
    EXPECT_NEAR(out, 282.5510370102e-6, 1e-12);
    // 3 x (24 t h^2 + 4 t s h) / 8 FLOPs on this GPU.
    EXPECT_DOUBLE_EQ(t.flops,
                     3.0 * (24.0 * 2048 * 12288.0 * 12288 + 4.0 * 2048 * 2048 * 12288) / 8);
    // The linear layers' GEMMs forward and backward: what TP communication can overlap with.
    EXPECT_NEAR(t.linearGemm_s, 3.0 * (839.7496540731e-6 + 282.5510370102e-6 + 2239.3324108615e-6),
                1e-12);
}

TEST(ComputeModel, FusedAttentionIsTheOnlyOtherDifferenceOfTheStacks)
{
    // The same layer under Megatron-Core on a GPU with FP8 tensor cores runs cuDNN's fused
    // attention; its host overhead per layer is the stack's constant.
    const GpuSpec h = h100Gpu();
    const Layout l = layout(8, 1, Recompute::None);
    const MicroBatchTime old = microBatchTime(
        gpt3_175b(), l, 1, 0, inputs(h, Precision::Bf16, 1.0, SoftwareStack::Megatron2021));
    const MicroBatchTime core = microBatchTime(
        gpt3_175b(), l, 1, 0, inputs(h, Precision::Bf16, 1.0, SoftwareStack::MegatronCore));
    const double overhead = stackProfile(SoftwareStack::MegatronCore).layerOverhead_s
                            - stackProfile(SoftwareStack::Megatron2021).layerOverhead_s;
    EXPECT_LT(core.attention_s, 0.5 * old.attention_s);
    EXPECT_NEAR(core.total() - overhead, old.total() - (old.attention_s - core.attention_s),
                1e-9 * old.total());
}

TEST(ComputeModel, FullRecomputeAddsExactlyOneForwardOfTheLayers)
{
    const GpuSpec g = a100Gpu();
    for (int tp : {1, 8}) {
        const MicroBatchTime none =
            microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::None), 8, 1, inputs(g));
        const MicroBatchTime full =
            microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::Full), 8, 1, inputs(g));
        const MicroBatchTime layersOnly =
            microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::None), 8, 0, inputs(g));
        EXPECT_DOUBLE_EQ(full.forward_s, none.forward_s);
        EXPECT_DOUBLE_EQ(full.backward_s, none.backward_s);
        // The layers' forward again; the logit layer is not checkpointed and not recomputed.
        EXPECT_DOUBLE_EQ(full.recompute_s, layersOnly.forward_s);
        // FLOPs: one more forward of the 8 layers, 8 x (24 t h^2 + 4 t s h) / tp.
        const double layer = layerForwardFlops(gpt3_175b(), 2048).total();
        EXPECT_DOUBLE_EQ(full.flops - none.flops, 8 * layer / tp);
    }
}

TEST(ComputeModel, SelectiveRecomputeAddsOnlyTheAttentionCore)
{
    const GpuSpec g = a100Gpu();
    for (int tp : {1, 8}) {
        const MicroBatchTime none =
            microBatchTime(gpt3_175b(), layout(tp, 2, Recompute::None), 8, 1, inputs(g));
        const MicroBatchTime sel =
            microBatchTime(gpt3_175b(), layout(tp, 2, Recompute::Selective), 8, 1, inputs(g));
        EXPECT_DOUBLE_EQ(sel.forward_s, none.forward_s);
        EXPECT_DOUBLE_EQ(sel.backward_s, none.backward_s);
        // Unfused attention forward of 8 layers, t = 2 x 2048 tokens: each of the two batched
        // GEMMs the slower of its FLOPs and its pass over the scores, then 9 B a score.
        const double counted = 4.0 * 4096 * 2048 * 12288 / tp;
        const double scores = 2.0 * 96 / tp * 2048 * 2048;
        const double hbm = 0.8 * 2039e9;
        const double gemm = std::max(counted / 2 / (312e12 * 0.9), scores * 2 / hbm);
        EXPECT_NEAR(sel.recompute_s, 8 * (2 * gemm + scores * 9 / hbm), 1e-12);
        EXPECT_LT(sel.recompute_s, 0.25 * none.forward_s);  // far cheaper than a full forward
        EXPECT_DOUBLE_EQ(sel.flops - none.flops, 8 * counted);
    }
}

TEST(ComputeModel, SelectiveModulesRerunTheirOwnForward)
{
    // Megatron-Core's module list (SelectiveModules) on GPT-3, TP 8 with SP, 2 x 2048 tokens.
    const GpuSpec g = a100Gpu();
    Layout l = layout(8, 2, Recompute::Selective);
    const MicroBatchTime core = microBatchTime(gpt3_175b(), l, 8, 1, inputs(g));
    // Without core_attn nothing of the attention is re-run.
    l.selective = {false, false, false, false};
    const MicroBatchTime nothing = microBatchTime(gpt3_175b(), l, 8, 1, inputs(g));
    EXPECT_DOUBLE_EQ(nothing.recompute_s, 0.0);
    EXPECT_LT(nothing.attention_s, core.attention_s);
    // layernorm: a dense layer's norms are fused into its QKV and FC1 projections (Transformer
    // Engine's LayerNormLinear): nothing to re-run. Before a MoE layer the pre-FFN norm stands
    // alone: it reads and writes h / t elements of 2 B per token, at 0.8 of the A100's
    // 2,039 GB/s: 8 layers x 4096 x 2 x 12288 / 8 x 2 / (0.8 x 2039e9).
    l.selective = {false, true, false, false};
    EXPECT_DOUBLE_EQ(microBatchTime(gpt3_175b(), l, 8, 1, inputs(g)).recompute_s, 0.0);
    ModelSpec moe = gpt3_175b();
    moe.experts = 8;
    moe.topK = 2;
    const MicroBatchTime norms = microBatchTime(moe, l, 8, 1, inputs(g));
    EXPECT_NEAR(norms.recompute_s, 8 * 4096.0 * 2 * 12288 / 8 * 2 / (0.8 * 2039e9), 1e-15);
    // moe_act on a dense model and mla_up_proj without MLA re-run nothing.
    l.selective = {false, false, true, true};
    EXPECT_DOUBLE_EQ(microBatchTime(gpt3_175b(), l, 8, 1, inputs(g)).recompute_s, 0.0);
}

TEST(ComputeModel, RecomputedFlopsFollowTheModules)
{
    // The HFU basis (recomputedLayerFlops): Megatron's default re-runs Q K^T and x V, 4 t s h
    // for GPT-3 (2 x 2 x 2048 tokens x 2048 x 12288); without core_attn nothing.
    const GpuSpec g = a100Gpu();
    const ComputeInputs mc = inputs(g, Precision::Bf16, 1.0, SoftwareStack::MegatronCore);
    Layout l = layout(8, 1, Recompute::Selective);
    EXPECT_DOUBLE_EQ(recomputedLayerFlops(gpt3_175b(), l, 2048, mc), 4.0 * 2048 * 2048 * 12288);
    l.selective = {false, true, true, false};
    EXPECT_DOUBLE_EQ(recomputedLayerFlops(gpt3_175b(), l, 2048, mc), 0.0);
    // DeepSeek-V3's MLA (q_lora 1536, kv_lora 512, 128 heads of nope 128 + rope 64, v 128) on
    // hidden 7168: the up-projections are 2 x 128 (1536 x 192 + 512 x 256) = 109,051,904
    // FLOPs a token of the projections' 2 (7168 x 1536 + 1536 x 24,576 + 7168 x 576 + 512 x
    // 32,768) = 139,329,536, plus 2 x 2,048 for the two latent norms' weights, which the
    // parameter count holds: 139,333,632.
    ModelSpec ds = gpt3_175b();
    ds.hidden = 7168;
    ds.heads = 128;
    ds.mla = {1536, 512, 128, 64, 128};
    l.selective = {false, false, false, true};
    EXPECT_NEAR(recomputedLayerFlops(ds, l, 1, mc), 109051904.0, 1.0);
    EXPECT_NEAR(layerForwardFlops(ds, 1).qkv, 139333632.0, 1.0);
    // Full recompute is the whole layer's forward under Megatron-Core, whatever the modules.
    l.recompute = Recompute::Full;
    EXPECT_DOUBLE_EQ(recomputedLayerFlops(ds, l, 1, mc), layerForwardFlops(ds, 1).total());
}

// DTensor's sequence parallelism (torchtitan) gathers and scatters along dim 0 of [b, s, h]
// activations and copies the result into the sequence dim (software_stack.h). By hand, GPT-3
// (h 12,288) at TP 8, a micro-batch of two sequences of 2,048 tokens, an H100 (3.35 TB/s at
// 0.8): one copy moves 2 x 4,096 x 12,288 elements' bytes; the forward has two after
// all-gathers and two before reduce-scatters, the backward four, all in bf16 except an FP8
// run's gathered inputs (1 byte). With one sequence the chunks are already in order; Megatron-
// Core keeps the sequence first; no TP or no SP: no copies.
TEST(ComputeModel, DTensorSequenceParallelCopiesTheGatheredActivations)
{
    const GpuSpec h = h100Gpu();
    const double t = 4096, hd = 12288;
    const double perByte = 2 * t * hd / (0.8 * h.memory_Bps);
    const auto copies = [&](Precision p, SoftwareStack stack, int tp, bool sp, int mb = 2) {
        return sequenceShardCopies(gpt3_175b(), layout(tp, mb, Recompute::None, sp),
                                   inputs(h, p, 1.0, stack), stackProfile(stack), t);
    };
    const SequenceShardCopies bf16 = copies(Precision::Bf16, SoftwareStack::PytorchFsdp, 8, true);
    EXPECT_NEAR(bf16.allGather_s, 2 * perByte * 2, 1e-15);
    EXPECT_NEAR(bf16.reduceScatter_s, 2 * perByte * 2, 1e-15);
    EXPECT_NEAR(bf16.forward_s, 8 * perByte, 1e-15);
    EXPECT_NEAR(bf16.backward_s, 8 * perByte, 1e-15);
    const SequenceShardCopies fp8 = copies(Precision::Fp8, SoftwareStack::PytorchFsdp, 8, true);
    EXPECT_NEAR(fp8.allGather_s, 2 * perByte * 1, 1e-15);
    EXPECT_NEAR(fp8.forward_s, 6 * perByte, 1e-15);
    EXPECT_NEAR(fp8.backward_s, 6 * perByte, 1e-15);  // the gradients' gathers in FP8 too
    EXPECT_EQ(copies(Precision::Bf16, SoftwareStack::PytorchFsdp, 8, true, 1).forward_s, 0.0);
    EXPECT_EQ(copies(Precision::Bf16, SoftwareStack::MegatronCore, 8, true).forward_s, 0.0);
    EXPECT_EQ(copies(Precision::Bf16, SoftwareStack::PytorchFsdp, 1, true).forward_s, 0.0);
    EXPECT_EQ(copies(Precision::Bf16, SoftwareStack::PytorchFsdp, 8, false).forward_s, 0.0);
    // In a layer's pass: with SP the forward gains the copies and loses 7/8 of the fused
    // residual-norm traffic (8 h elements a token, replicated without SP).
    const auto fwd = [&](bool sp) {
        return microBatchTime(gpt3_175b(), layout(8, 2, Recompute::None, sp), 1, 0,
                              inputs(h, Precision::Bf16, 1.0, SoftwareStack::PytorchFsdp))
            .forward_s;
    };
    const double normShare = t * 8 * hd * (1 - 1.0 / 8) * 2 / (0.8 * h.memory_Bps);
    EXPECT_NEAR(fwd(true) - fwd(false), 8 * perByte - normShare, 1e-12);
    // Recompute: torchtitan's policy saves the reduce-scatters, so selective recompute re-runs
    // the two all-gathers and their copies, and without SP the attention-output projection,
    // whose output it then needs to rebuild the residual stream (2 t h^2 / 8 FLOPs, smallest
    // dimension 1,536). Full recompute re-runs the forward but the FFN's last matrix and its
    // reduce-scatter (compute_model.cpp): the all-gathers' copies and one reduce-scatter's. Both
    // also re-run the norms, which SP shards.
    const auto rerun = [&](Recompute r, bool sp) {
        return microBatchTime(gpt3_175b(), layout(8, 2, r, sp), 1, 0,
                              inputs(h, Precision::Bf16, 1.0, SoftwareStack::PytorchFsdp))
            .recompute_s;
    };
    const double out_s = 2 * t * hd * hd / 8 / (989.4e12 * 0.688 * ratio1536());
    EXPECT_NEAR(rerun(Recompute::Selective, true) - rerun(Recompute::Selective, false),
                bf16.allGather_s - normShare - out_s, 1e-12);
    EXPECT_NEAR(rerun(Recompute::Full, true) - rerun(Recompute::Full, false),
                bf16.allGather_s + bf16.reduceScatter_s / 2 - normShare, 1e-12);
}

TEST(ComputeModel, TorchtitanSelectiveRecomputesWhatTheBackwardReadsOfEveryOtherMatmul)
{
    // PyTorch FSDP (torchtitan's op-level policy in a compiled block, software_stack.h): the
    // policy marks every second 16-bit linear GEMM in call order (q, k, v, o, fc1, fc2: k, o,
    // fc2) and every FP8 one; the compiled backward re-runs those whose outputs it reads (never
    // fc2: only the block's residual add follows; o only without TP's saved reduce-scatter, to
    // rebuild the residual stream the FFN norm's backward reads), the element-wise work and the
    // casts, never the attention core. GPT-3, TP 8 with SP, one micro-batch of 2,048 tokens, 8
    // layers, H100.
    const GpuSpec h = h100Gpu();
    const auto run = [&](Recompute r, Precision p, int tp) {
        return microBatchTime(gpt3_175b(), layout(tp, 1, r), 8, 0,
                              inputs(h, p, 1.0, SoftwareStack::PytorchFsdp));
    };
    const double t = 2048, hd = 12288;
    const double linearFlops = 24 * t * hd * hd / 8;  // QKV 3h^2, out h^2, MLP 8h^2: 2 t each, /TP
    // Element-wise, by hand: residuals fused into the norms (8 h / TP with SP) and the GELU
    // (reads its input, writes its output: (2 + 1) x 4h / TP), 2 bytes an element, 0.8 x HBM.
    const double elementwise = t * (8 * hd / 8 + 3 * 4 * hd / 8) * 2 / (0.8 * h.memory_Bps);
    const MicroBatchTime none = run(Recompute::None, Precision::Bf16, 8);
    const MicroBatchTime sel = run(Recompute::Selective, Precision::Bf16, 8);
    // Re-run per layer: k alone (h^2 of QKV's 3 h^2, smallest dim 2048): 2 t h^2 / 8, a twelfth
    // of the linear FLOPs.
    const double rate = 989.4e12 * 0.688;
    const double rerun = 2 * t * hd * hd / 8 / (rate * ratio2048());
    EXPECT_NEAR(sel.recompute_s, 8 * (rerun + elementwise), 1e-9);  // one sequence: no copies
    EXPECT_DOUBLE_EQ(sel.attention_s, none.attention_s);
    EXPECT_NEAR(sel.flops - none.flops, 8 * linearFlops / 12, 1e-6 * linearFlops);
    EXPECT_NEAR(sel.linearGemm_s - none.linearGemm_s, 8 * rerun, 1e-9);
    // Llama 3 8B (32 heads, 8 KV heads, h 4,096, gated FFN 14,336) at TP 1: q, k, v, o, w1, w3,
    // w2 mark k (1,024 wide), o (4,096) and w3 (14,336); all three re-run: 19,456 of the 4,096 +
    // 2 x 1,024 + 4,096 + 3 x 14,336 = 53,248 output columns, 36.5 % of the linear FLOPs.
    ModelSpec llama = gpt3_175b();
    llama.layers = 32, llama.hidden = 4096, llama.heads = 32, llama.kvHeads = 8;
    llama.ffnHidden = 14336, llama.gatedMlp = true, llama.seqLen = 8192;
    const auto runLlama = [&](Recompute r) {
        return microBatchTime(llama, layout(1, 1, r), 1, 0,
                              inputs(h, Precision::Bf16, 1.0, SoftwareStack::PytorchFsdp));
    };
    const double llamaLinear = 2.0 * 8192 * 4096 * 53248;
    EXPECT_NEAR(runLlama(Recompute::Selective).flops - runLlama(Recompute::None).flops,
                llamaLinear * 19456 / 53248, 1e-6 * llamaLinear);
    // FP8 (torchao's scaled matmuls are not saved): QKV, o (no TP: nothing saved after it) and
    // fc1 again (8 h^2 of 12 h^2), not fc2, and the casts but its. TP 1 puts every GEMM at the
    // same size (smallest dim 2,048).
    const MicroBatchTime none8 = run(Recompute::None, Precision::Fp8, 1);
    const MicroBatchTime sel8 = run(Recompute::Selective, Precision::Fp8, 1);
    EXPECT_NEAR(sel8.linearGemm_s - none8.linearGemm_s, none8.linearGemm_s / 3 * 8 / 12, 1e-12);
    EXPECT_NEAR(sel8.flops - none8.flops, 8 * 8 * linearFlops * 8 / 12, 1e-3 * linearFlops);
    // The re-run casts, by hand: QKV's, o's and fc1's inputs (h each a token) and their weights
    // (8 h^2, cast every pass under dynamic scaling), 3 bytes an element: the policy saved the
    // amax, so the 2-byte amax read of the first cast (5 bytes) is not repeated.
    const double rerunCast = 3.0 * (3 * hd * t + 8 * hd * hd) / (0.8 * h.memory_Bps);
    EXPECT_NEAR(sel8.recompute_s,
                none8.linearGemm_s / 3 * 8 / 12 + 8 * 8 * elementwise + 8 * rerunCast, 1e-9);
    // Megatron's selective, for contrast, re-runs the attention core alone.
    const auto megatron = [&](Recompute r) {
        return microBatchTime(gpt3_175b(), layout(8, 1, r), 8, 0,
                              inputs(h, Precision::Bf16, 1.0, SoftwareStack::MegatronCore));
    };
    const MicroBatchTime mNone = megatron(Recompute::None), mSel = megatron(Recompute::Selective);
    EXPECT_GT(mSel.attention_s, mNone.attention_s);
    EXPECT_DOUBLE_EQ(mSel.linearGemm_s, mNone.linearGemm_s);
}

TEST(ComputeModel, CompiledFullRecomputeSkipsTheLastFfnMatrix)
{
    // A compiled torchtitan block under full checkpointing re-runs what the backward reads:
    // everything but fc2 (4 h^2 of the 12 h^2 of linear columns), whose output only the block's
    // residual add reads. The attention-output projection re-runs: the residual stream it
    // rebuilds is the FFN norm's input, which the norm's backward reads. Megatron re-runs the
    // whole layer. GPT-3 at TP 1: every GEMM has 2,048 tokens as its smallest dimension.
    const GpuSpec h = h100Gpu();
    const auto run = [&](Recompute r, SoftwareStack stack) {
        return microBatchTime(gpt3_175b(), layout(1, 1, r), 8, 0,
                              inputs(h, Precision::Bf16, 1.0, stack));
    };
    const MicroBatchTime none = run(Recompute::None, SoftwareStack::PytorchFsdp);
    const MicroBatchTime full = run(Recompute::Full, SoftwareStack::PytorchFsdp);
    EXPECT_NEAR(full.recompute_s, none.forward_s - none.linearForward_s * 4 / 12, 1e-12);
    EXPECT_NEAR(full.linearGemm_s - none.linearGemm_s, none.linearForward_s * 8 / 12, 1e-12);
    const LayerFlops f = layerForwardFlops(gpt3_175b(), 2048);
    const ComputeInputs titan = inputs(h, Precision::Bf16, 1.0, SoftwareStack::PytorchFsdp);
    const double linear = f.qkv + f.attnOut + f.mlp;
    EXPECT_NEAR(recomputedLayerFlops(gpt3_175b(), layout(1, 1, Recompute::Full), 2048, titan),
                f.total() - linear * 4 / 12, 1e-9 * f.total());
    const MicroBatchTime mNone = run(Recompute::None, SoftwareStack::MegatronCore);
    EXPECT_NEAR(run(Recompute::Full, SoftwareStack::MegatronCore).recompute_s, mNone.forward_s,
                1e-12);
}

TEST(ComputeModel, PyTorchsContextParallelRingAddsItsFp32Updates)
{
    // Llama 3.1 8B's layer at 256k tokens on CP 8 (TP 1, one sequence, bf16, no recompute), one
    // layer on an H100 (3.35 TB/s at 0.8), under PyTorch FSDP and under DeepSpeed: the same
    // FlashAttention-2 kernels and GEMMs; PyTorch's ring adds its fused fp32 updates (9.5 bytes
    // an element, context_ring.h): forward 7 merges of the 32,768 x 4,096 output, backward 8
    // updates of the query gradients and of the 32 repeated heads' key and value gradients;
    // torch.compile's fused residual-norm moves 8 h elements a token where DeepSpeed moves 10.
    ModelSpec m = llama3_8b();
    m.layers = 1, m.seqLen = 262144;
    Layout l = layout(1, 1, Recompute::None);
    l.cp = 8;
    const GpuSpec h = h100Gpu();
    const auto run = [&](SoftwareStack stack) {
        return microBatchTime(m, l, 1, 0, inputs(h, Precision::Bf16, 1.0, stack));
    };
    const MicroBatchTime titan = run(SoftwareStack::PytorchFsdp);
    const MicroBatchTime ds = run(SoftwareStack::DeepSpeed);
    const double hbm = 0.8 * h.memory_Bps, tokens = 32768, e = tokens * 4096;
    const double norms = tokens * 2 * 4096 * 2 / hbm;  // 2 h elements of 2 bytes a token
    EXPECT_NEAR(titan.forward_s - ds.forward_s, 9.5 * 7 * e / hbm - norms, 1e-12);
    EXPECT_NEAR(titan.backward_s - ds.backward_s, 9.5 * 8 * (e + 2 * e) / hbm - 2 * norms, 1e-12);
    // Full recompute runs the forward again, merges included, but w2 (14,336 of the 53,248
    // output columns; every GEMM here has 4,096 as its smallest dimension, one rate).
    l.recompute = Recompute::Full;
    const MicroBatchTime full = run(SoftwareStack::PytorchFsdp);
    EXPECT_NEAR(full.recompute_s, full.forward_s - full.linearForward_s * 14336 / 53248, 1e-12);
}

TEST(ComputeModel, TorchtitansEagerFp32CrossEntropyMovesMoreBytesThanTheFusedOne)
{
    // The output layer alone (no transformer layers): the same logit GEMMs under both stacks,
    // and the cross entropy over 2,048 x 51,200 logits at 0.8 of the H100's HBM: 4 + 6 bytes a
    // logit fused (Megatron-Core), 22 + 26 in torchtitan's eager fp32 loss.
    const GpuSpec h = h100Gpu();
    const auto run = [&](SoftwareStack stack) {
        return microBatchTime(gpt3_175b(), layout(1, 1, Recompute::None), 0, 1,
                              inputs(h, Precision::Bf16, 1.0, stack));
    };
    const MicroBatchTime fused = run(SoftwareStack::MegatronCore);
    const MicroBatchTime eager = run(SoftwareStack::PytorchFsdp);
    const double logitPass_s = 2048.0 * gpt3_175b().vocab / (0.8 * h.memory_Bps);
    EXPECT_NEAR(eager.forward_s - fused.forward_s, (22 - 4) * logitPass_s, 1e-12);
    EXPECT_NEAR(eager.backward_s - fused.backward_s, (26 - 6) * logitPass_s, 1e-12);
}

TEST(ComputeModel, FlopsOfAllMicroBatchesAreTheStepFlops)
{
    // One stage holding every layer and the logits, TP t: t x (per-GPU FLOPs) x micro-batches
    // = the step's FLOPs from flop_model (MFU and HFU bases).
    const GpuSpec g = a100Gpu();
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        for (int tp : {1, 8}) {
            const MicroBatchTime t =
                microBatchTime(llama2_70b(), layout(tp, 2, r), 80, 1, inputs(g));
            EXPECT_NEAR(t.flops * tp * 512, hardwareFlopsPerStep(llama2_70b(), 1024, r),
                        1e-12 * hardwareFlopsPerStep(llama2_70b(), 1024, r));
        }
}

TEST(ComputeModel, LargerSlicesRunFaster)
{
    // Per GPU FLOP rate: a bigger micro-batch is never slower per FLOP; a wider TP split
    // (smaller GEMMs per GPU) is never faster per FLOP.
    const GpuSpec g = a100Gpu();
    for (SoftwareStack stack : {SoftwareStack::Megatron2021, SoftwareStack::MegatronCore}) {
        double previousRate = 0;
        for (int mb : {1, 2, 4, 8, 16}) {
            const MicroBatchTime t = microBatchTime(gpt3_175b(), layout(8, mb, Recompute::None), 4,
                                                    1, inputs(g, Precision::Bf16, 1.0, stack));
            const double rate = t.flops / t.total();
            EXPECT_GE(rate, previousRate) << mb;
            EXPECT_LT(rate, 0.9 * 312e12);
            previousRate = rate;
        }
        previousRate = INFINITY;
        for (int tp : {1, 2, 4, 8, 16, 32}) {
            const MicroBatchTime t = microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::None), 4,
                                                    1, inputs(g, Precision::Bf16, 1.0, stack));
            const double rate = t.flops / t.total();
            EXPECT_LE(rate, previousRate) << tp;
            previousRate = rate;
        }
    }
}

TEST(ComputeModel, Fp8RunsTheLinearLayersAtTheFp8RateAndPaysTheCasts)
{
    // Megatron-Core on an H100: the linear GEMMs go to the FP8 peak at the FP8 efficiency and
    // the FP8 size curve; attention, the logits and everything else stay as in bf16, plus the
    // casts (4 B an element: read 2, write 1, write 1 transposed).
    const GpuSpec h = h100Gpu();
    const Layout l = layout(8, 1, Recompute::None);
    const auto run = [&](Precision p) {
        return microBatchTime(gpt3_175b(), l, 1, 0, inputs(h, p, 1.0, SoftwareStack::MegatronCore));
    };
    const MicroBatchTime bf16 = run(Precision::Bf16);
    const MicroBatchTime fp8 = run(Precision::Fp8);
    // Linear GEMMs forward: QKV and MLP at smallest dim 2048, out at 1536. FP8 curve at 2048:
    // 0.509 + log2(2048/1792) / log2(2) x (0.591 - 0.509) = 0.524797; at 1536, below the first
    // point, the FP8 ratio at 1792 times the bf16 fall from 1792 to 1536.
    const double w2048 = std::log2(2048.0 / 1792.0);
    const double fp8r2048 = (0.509 + w2048 * (0.591 - 0.509)) / 0.638;
    const double bf16at1792 = (0.6614 + std::log2(1792.0 / 1024.0) * (0.6766 - 0.6614)) / 0.6879;
    const double fp8r1536 = 0.509 / 0.638 * ratio1536() / bf16at1792;
    const double t = 2048, hd = 12288;
    const double fp8Peak = h.peak_flops[static_cast<int>(Precision::Fp8)];
    const double linear8 =
        (6 * t * hd * hd / 8 + 16 * t * hd * hd / 8) / (fp8Peak * 0.638 * fp8r2048)
        + 2 * t * hd * hd / 8 / (fp8Peak * 0.638 * fp8r1536);
    EXPECT_NEAR(fp8.linearGemm_s, 3 * linear8, 1e-9);
    // Casts: forward (out input h/8 + fc2 input 4h/8), the norms write FP8 themselves;
    // backward (QKV grad 3h/8 + fc1 grad 4h/8 + 2 h): 4 B each at 0.8 x HBM.
    const double hbm = 0.8 * h.memory_Bps;
    const double castF = 4 * t * (hd / 8 + 4 * hd / 8) / hbm;
    const double castB = 4 * t * (3 * hd / 8 + 4 * hd / 8 + 2 * hd) / hbm;
    EXPECT_NEAR(fp8.total() - fp8.linearGemm_s, bf16.total() - bf16.linearGemm_s + castF + castB,
                1e-9);
    EXPECT_LT(fp8.total(), bf16.total());
    EXPECT_GT(fp8.total(), 0.5 * bf16.total());  // FP8 is not 2x: the peaks are, the rest is not
}

TEST(ComputeModel, Fp8ForwardGemmsAccumulateFastTheBackwardOnesSplit)
{
    // Transformer Engine and torchao run the forward's FP8 GEMMs with fast accumulation and the
    // two backward ones with split accumulation, as the size curve was measured: on a GPU whose
    // fast accumulation gains 4 %, the forward's linear GEMMs take 1 / 1.04 of their time and
    // nothing else moves. By hand, with L the linear GEMMs' forward time at split accumulation:
    // forward L / 1.04, backward 2 L, so the layer saves L (1 - 1 / 1.04) = 0.0385 L.
    GpuSpec h = h100Gpu();
    h.fp8FastAccumulationGain = 1.0;
    GpuSpec fast = h;
    fast.fp8FastAccumulationGain = 1.04;
    const Layout l = layout(8, 1, Recompute::None);
    const auto run = [&](const GpuSpec& g, Precision p) {
        return microBatchTime(gpt3_175b(), l, 1, 0, inputs(g, p, 1.0, SoftwareStack::MegatronCore));
    };
    const MicroBatchTime split = run(h, Precision::Fp8);
    const MicroBatchTime gained = run(fast, Precision::Fp8);
    const double L = split.linearForward_s;
    EXPECT_NEAR(split.linearGemm_s, 3 * L, 1e-15);
    EXPECT_NEAR(gained.linearForward_s, L / 1.04, 1e-15);
    EXPECT_NEAR(gained.linearGemm_s, L / 1.04 + 2 * L, 1e-15);
    EXPECT_NEAR(split.total() - gained.total(), L * (1 - 1 / 1.04), 1e-15);
    EXPECT_NEAR(split.backward_s, gained.backward_s, 1e-15);
    EXPECT_EQ(split.attention_s, gained.attention_s);
    // bf16 has no split accumulation: the gain does not touch it.
    EXPECT_EQ(run(h, Precision::Bf16).total(), run(fast, Precision::Bf16).total());
    // Full recompute re-runs the forward, at the forward's accumulation.
    const Layout full = layout(8, 1, Recompute::Full);
    const MicroBatchTime splitFull = microBatchTime(
        gpt3_175b(), full, 1, 0, inputs(h, Precision::Fp8, 1.0, SoftwareStack::MegatronCore));
    const MicroBatchTime fastFull = microBatchTime(
        gpt3_175b(), full, 1, 0, inputs(fast, Precision::Fp8, 1.0, SoftwareStack::MegatronCore));
    EXPECT_NEAR(splitFull.total() - fastFull.total(), 2 * L * (1 - 1 / 1.04), 1e-15);
    // The routed experts' grouped GEMMs too, and Megatron's selective recompute re-runs no
    // linear GEMM: Mixtral at TP 2, EP 8.
    Layout moe = layout(2, 1, Recompute::Selective);
    moe.ep = 8;
    const auto runMoe = [&](const GpuSpec& g) {
        return microBatchTime(mixtral8x7b(), moe, 1, 0,
                              inputs(g, Precision::Fp8, 1.0, SoftwareStack::MegatronCore));
    };
    const MicroBatchTime moeSplit = runMoe(h), moeFast = runMoe(fast);
    const double Lm = moeSplit.linearForward_s;
    EXPECT_GT(moeSplit.ffnForwardPerLayer_s, 0);
    EXPECT_NEAR(moeFast.ffnForwardPerLayer_s, moeSplit.ffnForwardPerLayer_s / 1.04, 1e-15);
    EXPECT_NEAR(moeSplit.total() - moeFast.total(), Lm * (1 - 1 / 1.04), 1e-15);
    EXPECT_NEAR(moeSplit.backward_s, moeFast.backward_s, 1e-15);
}

TEST(ComputeModel, Fp4RunsTheLinearLayersAtTheFp4RateAndKeepsAttentionInBf16)
{
    // Megatron-Core on a GPU with the GB300's peaks (15,000 TFLOP/s dense FP4) and the
    // efficiencies the catalog gave it before 2026-11-27 (0.497 FP4 sustained): the linear
    // GEMMs go to the FP4 peak x the FP4 efficiency x the FP4 size curve (the FP8 curve's shape,
    // an assumption); attention, the logits and the element-wise work stay as in bf16, plus the
    // NVFP4 casts (TE: amax read 2 + read 2 + row-wise and column-wise copies 2 x 0.5625 =
    // 5.125 B an element).
    GpuSpec g;
    g.id = "test-gb300";
    g.peak_flops = {80e12, 1250e12, 2500e12, 2500e12, 5000e12, 15000e12};
    g.memory_B = 288e9;
    g.memory_Bps = 8000e9;
    g.gemmEfficiency = 0.625;
    g.fp8GemmEfficiency = 0.651;
    g.fp4GemmEfficiency = 0.497;
    const Layout l = layout(8, 1, Recompute::None);
    const auto run = [&](Precision p) {
        return microBatchTime(gpt3_175b(), l, 1, 0, inputs(g, p, 1.0, SoftwareStack::MegatronCore));
    };
    const MicroBatchTime bf16 = run(Precision::Bf16);
    const MicroBatchTime fp4 = run(Precision::Fp4);
    // The FP8 curve's ratios at 2048 and 1536 (as in the FP8 test above).
    const double fp8r2048 = (0.509 + std::log2(2048.0 / 1792.0) * (0.591 - 0.509)) / 0.638;
    const double bf16at1792 = (0.6614 + std::log2(1792.0 / 1024.0) * (0.6766 - 0.6614)) / 0.6879;
    const double fp8r1536 = 0.509 / 0.638 * ratio1536() / bf16at1792;
    const double t = 2048, hd = 12288;
    // QKV (6 t h^2 / 8) and MLP (16 t h^2 / 8) at 2048, out (2 t h^2 / 8) at 1536: 151.74 us.
    const double linear4 =
        (6 * t * hd * hd / 8 + 16 * t * hd * hd / 8) / (15000e12 * 0.497 * fp8r2048)
        + 2 * t * hd * hd / 8 / (15000e12 * 0.497 * fp8r1536);
    EXPECT_NEAR(linear4, 151.74e-6, 0.01e-6);
    EXPECT_NEAR(fp4.linearGemm_s, 3 * linear4, 1e-12);
    // Attention stays bf16: identical to the bf16 run's.
    EXPECT_DOUBLE_EQ(fp4.attention_s, bf16.attention_s);
    // Casts at 5.125 B: forward (out input h/8 + fc2 input 4h/8; the norms write NVFP4
    // themselves), backward (QKV grad 3h/8 + fc1 grad 4h/8 + 2 h), at 0.8 x HBM.
    EXPECT_DOUBLE_EQ(stackProfile(SoftwareStack::MegatronCore).fp4CastBytesPerElement, 5.125);
    const double hbm = 0.8 * g.memory_Bps;
    const double castF = 5.125 * t * (hd / 8 + 4 * hd / 8) / hbm;
    const double castB = 5.125 * t * (3 * hd / 8 + 4 * hd / 8 + 2 * hd) / hbm;
    EXPECT_NEAR(fp4.total() - fp4.linearGemm_s, bf16.total() - bf16.linearGemm_s + castF + castB,
                1e-12);
    // The FP4 curve is the FP8 one, point for point.
    const auto c4 = gemmSizeCurve(Precision::Fp4);
    const auto c8 = gemmSizeCurve(Precision::Fp8);
    ASSERT_EQ(c4.size(), c8.size());
    for (std::size_t i = 0; i < c4.size(); ++i) {
        EXPECT_EQ(c4[i].smallestDim, c8[i].smallestDim);
        EXPECT_EQ(c4[i].efficiency, c8[i].efficiency);
    }
    EXPECT_NEAR(effectiveGemmEfficiency(g, Precision::Fp4, 0.5), 0.5 * 0.497, 1e-15);
}

TEST(ComputeModel, PrecisionPicksThePeakAndCalibrationScales)
{
    const GpuSpec g = a100Gpu();
    EXPECT_EQ(peakFlops(g, Precision::Bf16), 312e12);
    EXPECT_EQ(peakFlops(g, Precision::Tf32), 156e12);
    EXPECT_EQ(peakFlops(g, Precision::Fp32), 19.5e12);
    EXPECT_EQ(peakFlops(g, Precision::Fp8), 0.0);
    // An unsupported precision costs finite time (the validator refuses it; the core survives).
    const MicroBatchTime fp8 =
        microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0, inputs(g, Precision::Fp8));
    EXPECT_TRUE(std::isfinite(fp8.forward_s));
    // computeScale multiplies every GEMM efficiency: at 0.5 the linear GEMMs take twice as long;
    // HBM-bound work does not change.
    const MicroBatchTime base =
        microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0, inputs(g));
    const MicroBatchTime slow = microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0,
                                               inputs(g, Precision::Bf16, 0.5));
    EXPECT_NEAR(slow.linearGemm_s, 2 * base.linearGemm_s, 1e-15);
    EXPECT_NEAR(effectiveGemmEfficiency(g, 0.5), 0.45, 1e-15);
    EXPECT_NEAR(effectiveGemmEfficiency(g, Precision::Fp8, 0.5), 0.5 * g.fp8GemmEfficiency, 1e-15);
}

// A board power limit below the GPU's rated power slows the tensor cores (core/power_clock.h);
// HBM-bound work keeps its speed. By hand, 500 W on a 700 W H100 SXM: 70 W static (0.10), so the
// dynamic share is 430 / 630. bf16 sustains 0.688 / 0.803 = 0.85679 of the maximum clock at
// 700 W, above the voltage floor 0.817, where dynamic power is u^3 / 0.817^2 = 0.94228; the limit
// asks for 430 / 630 of it, 0.64314, below the floor, where power goes as the clock: bf16 runs at
// 0.64314 / 0.85679 = 0.75064 of its 700 W clock. FP8 sustains 0.638 / 0.709 = 0.89986:
// (430 / 630) * 0.89986^3 / 0.817^2 = 0.74508, below the floor: 0.74508 / 0.89986 = 0.82800.
// Just below the rated power the clock stays above the floor and falls as the cube root: at
// 690 W, (620 / 630)^(1/3) = 0.99468 for either.
TEST(ComputeModel, PowerLimitSlowsBf16TensorWorkMoreThanFp8)
{
    GpuSpec g = a100Gpu();
    g.ratedWatts = 700;
    g.watts = 700;
    EXPECT_EQ(powerClockScale(g, Precision::Bf16), 1.0);
    g.watts = 900;  // above the rated power: no faster than quoted
    EXPECT_EQ(powerClockScale(g, Precision::Bf16), 1.0);
    g.watts = 0;  // unknown
    EXPECT_EQ(powerClockScale(g, Precision::Fp8), 1.0);
    g.watts = 500;
    EXPECT_NEAR(powerClockScale(g, Precision::Bf16), 0.75064, 5e-5);
    EXPECT_NEAR(powerClockScale(g, Precision::Fp8), 0.82800, 5e-5);
    EXPECT_EQ(powerClockScale(g, Precision::Fp4), powerClockScale(g, Precision::Fp8));
    EXPECT_EQ(powerClockScale(g, Precision::Fp16), powerClockScale(g, Precision::Bf16));
    g.watts = 690;
    EXPECT_NEAR(powerClockScale(g, Precision::Fp8), 0.99468, 5e-5);
    EXPECT_NEAR(powerClockScale(g, Precision::Bf16), 0.99468, 5e-5);
    g.watts = 60;  // below the static power (the validator refuses it): the guard's floor
    EXPECT_EQ(powerClockScale(g, Precision::Bf16), 0.05);

    GpuSpec full = a100Gpu();
    full.ratedWatts = full.watts = 400;
    GpuSpec capped = full;
    capped.watts = 200;
    const double clock = powerClockScale(capped, Precision::Bf16);
    EXPECT_NEAR(effectiveGemmEfficiency(capped, 1.0), clock * effectiveGemmEfficiency(full, 1.0),
                1e-15);
    const MicroBatchTime a =
        microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0, inputs(full));
    const MicroBatchTime b =
        microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, 0, inputs(capped));
    EXPECT_NEAR(b.linearGemm_s, a.linearGemm_s / clock, 1e-12);
    EXPECT_GE(b.attention_s, a.attention_s);  // unfused on an A100: partly HBM-bound
    EXPECT_NEAR(b.total() - b.linearGemm_s - b.attention_s,
                a.total() - a.linearGemm_s - a.attention_s, 1e-12);
}

// The law's shape at a deep cut: Meta measured a GB300 under a 500 W limit instead of its rated
// 1,400 W at about 617 TFLOP/s of cuBLAS bf16 GEMM against 1,600-2,174 at 1,400 W
// (facebookexperimental/triton pull request #2023, 2026-07), 0.284-0.386 of the rated
// throughput. It chose the static share (10 %: 20 % gives 0.207); the cube root of the power
// would say 0.71. The law: 140 W static, (360 / 1,260) * 0.85679^3 / 0.817^2 = 0.26922, below
// the floor: 0.26922 / 0.85679 = 0.31422.
TEST(ComputeModel, PowerLawMatchesAGb300HeldToAThirdOfItsPower)
{
    GpuSpec g = a100Gpu();
    g.ratedWatts = 1400;
    g.watts = 500;
    const double clock = powerClockScale(g, Precision::Bf16);
    EXPECT_NEAR(clock, 0.31422, 5e-5);
    EXPECT_GE(clock, 617.0 / 2174.0);
    EXPECT_LE(clock, 617.0 / 1600.0);
}
