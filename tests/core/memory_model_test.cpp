// Memory per GPU: Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large
// Transformer Models") Table 2 activation formulas, ZeRO stages (Rajbhandari et al. 2020 Sec. 5),
// the seeds' 16 B/param and the checkpoint size against Narayanan et al. 2021 Sec. 5.10.
#include <gtest/gtest.h>

#include <cmath>

#include "core/flop_model.h"
#include "core/memory_model.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

Layout layout(int tp, int pp, int dp, int zero, Recompute r, bool sp, int microBatches)
{
    Layout l;
    l.tp = tp;
    l.pp = pp;
    l.dp = dp;
    l.zero = zero;
    l.recompute = r;
    l.sequenceParallel = sp;
    l.microBatches = microBatches;
    return l;
}

// GPT-3 layer at s = 2048, b = 1: s b h = 2048 x 12288 = 25,165,824; 5 a s / h = 5 x 96 x
// 2048 / 12288 = 80.
constexpr double kSbh = 25165824.0;

}  // namespace

TEST(MemoryModel, KorthikantiTable2ForAGpt3Layer)
{
    const ModelSpec m = gpt3_175b();
    struct Row {
        int tp;
        Recompute r;
        bool sp;
        double bytes;
        const char* what;
    };
    // Korthikanti 2022 Table 2, per layer, 16-bit activations, t = 8:
    const Row rows[] = {
        // no parallelism: s b h (34 + 5 a s / h) = 25,165,824 x 114 = 2,868,903,936 (2.87 GB)
        {1, Recompute::None, false, kSbh * 114, "no parallelism"},
        // TP: s b h (10 + 24/t + 5 a s/(h t)) = sbh (10 + 3 + 10) = 23 sbh = 578,813,952
        {8, Recompute::None, false, 578813952.0, "TP"},
        // TP + SP: s b h (34 + 5 a s / h) / t = 114/8 sbh = 358,612,992
        {8, Recompute::None, true, 358612992.0, "TP + SP"},
        // TP + selective: s b h (10 + 24/t) = 13 sbh = 327,155,712
        {8, Recompute::Selective, false, 327155712.0, "TP + selective"},
        // TP + SP + selective: 34 s b h / t = 4.25 sbh = 106,954,752
        {8, Recompute::Selective, true, 106954752.0, "TP + SP + selective"},
        // full recompute: only the layer input, 2 s b h = 50,331,648
        {1, Recompute::Full, false, 50331648.0, "full"},
        {8, Recompute::Full, false, 50331648.0, "full, TP without SP: input replicated"},
        // with SP the stored input is sharded too: 2 s b h / t = 6,291,456
        {8, Recompute::Full, true, 6291456.0, "full + SP"},
    };
    for (const Row& row : rows) {
        const Layout l = layout(row.tp, 1, 1, 1, row.r, row.sp, 1);
        EXPECT_DOUBLE_EQ(layerActivationBytes(m, l, row.sp), row.bytes) << row.what;
    }
    // The selective rows drop exactly the 5 a s / h attention term (Korthikanti Sec. 5):
    // TP + SP: 358,612,992 - 106,954,752 = 251,658,240 = 80/8 sbh.
    EXPECT_DOUBLE_EQ(358612992.0 - 106954752.0, 80.0 / 8 * kSbh);
}

TEST(MemoryModel, ActivationTermsAtTheModelsOwnWidths)
{
    // Korthikanti's 34 s b h term by term for a Llama layer (no dropout, GQA, SwiGLU), TP 8 + SP:
    // norm inputs 4, QKV and FFN inputs 2 + 2; Q and the attention output 2 each; K and V
    // 2 x 8/128 each; the SwiGLU's gate and up 2 x 2 x 3.25, its output 2 x 3.25:
    // 8 + 4 + 0.25 + 19.5 = 31.75 (405B: h 16,384, ffn 53,248, 128 heads, 8 KV heads).
    const ModelSpec m = llama3_405bLike();  // 128 layers; one layer's bytes do not depend on it
    const Layout l = layout(8, 16, 128, 2, Recompute::None, true, 16);
    const double sbh = 8192.0 * 16384.0;
    EXPECT_DOUBLE_EQ(layerActivationBytes(m, l, true, true), 31.75 * sbh / 8);
    // Without SP the 8 replicated bytes stay whole: 8 + 23.75 / 8.
    EXPECT_DOUBLE_EQ(layerActivationBytes(m, l, false, true), (8.0 + 23.75 / 8) * sbh);
    // A MoE layer: Mixtral-like (h 4,096, 32 heads, 8 KV heads, expert FFN 14,336, top 2,
    // gated, every layer MoE): attention 8 + 2 x (1 + 0.25 + 0.25 + 1) = 13, per routed copy the
    // permuted input 2 + 6 x 3.5 = 23, so 13 + 46 = 59 s b h / t.
    const ModelSpec moe = mixtral8x7b();
    const Layout lm = layout(2, 1, 1, 1, Recompute::None, true, 1);
    EXPECT_DOUBLE_EQ(layerActivationBytes(moe, lm, true, true), 59.0 * 4096.0 * 4096.0 / 2);
}

TEST(MemoryModel, ActivationsScaleWithMicroBatchAndContextParallelism)
{
    const ModelSpec m = gpt3_175b();
    Layout l = layout(8, 1, 1, 1, Recompute::None, true, 1);
    l.microBatch = 4;  // linear in b
    EXPECT_DOUBLE_EQ(layerActivationBytes(m, l, true), 4 * 358612992.0);
    // CP = 2 halves s: s b h = 12,582,912; 5 a s / h = 40; (34 + 40)/8 sbh = 116,391,936.
    l.microBatch = 1;
    l.cp = 2;
    EXPECT_DOUBLE_EQ(layerActivationBytes(m, l, true), 116391936.0);
}

TEST(MemoryModel, SixteenBytesPerParameterUnsharded)
{
    // Mixed-precision Adam without ZeRO: bf16 weights 2 + bf16 grads 2 + fp32 master 4 + two
    // fp32 moments 8 = 16 B/param (Rajbhandari 2020 Sec. 3.1, K = 12; seed 003 "~16 bytes/param").
    const ModelSpec m = gpt3_175b();
    const double n = 174580039680.0;  // flop_model_test derives it by hand
    const MemoryBreakdown mem = memoryPerGpu(m, layout(1, 1, 1, 0, Recompute::Full, false, 1),
                                             a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(mem.weights_B, 2 * n);
    EXPECT_DOUBLE_EQ(mem.gradients_B, 2 * n);
    EXPECT_DOUBLE_EQ(mem.optimizer_B, 12 * n);
    EXPECT_DOUBLE_EQ(mem.total_B - mem.activations_B, 16 * n);
    // Seed 003: "175B -> 2.8 TB": 175e9 x 16 = 2.8e12; ours 2.793e12 for the 174.58e9 shape.
    EXPECT_NEAR(mem.total_B - mem.activations_B, 2.8e12, 0.01 * 2.8e12);
    EXPECT_FALSE(mem.fits);
    EXPECT_EQ(mem.capacity_B, 80e9);
}

TEST(MemoryModel, Fp4KeepsTwoNvfp4WeightCopiesBesideTheSixteenBytes)
{
    // FP4 (NVFP4, Transformer Engine): bf16 weights 2 + bf16 grads 2 + fp32 master 4 + moments 8,
    // plus the weights in NVFP4 twice (row-wise and column-wise), each 0.5 B + one 1 B E4M3 scale
    // per 16 elements = 0.5625 B: 2 + 1.125 = 3.125 B of weights, 17.125 B/param in all. FP8
    // counts no copy (precision_table.h): its state is bf16's 16 B.
    const ModelSpec m = gpt3_175b();
    const double n = 174580039680.0;
    const Layout l = layout(1, 1, 1, 0, Recompute::Full, false, 1);
    const MemoryBreakdown fp4 = memoryPerGpu(m, l, a100Gpu(), Precision::Fp4, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(fp4.weights_B, 3.125 * n);
    EXPECT_DOUBLE_EQ(fp4.gradients_B, 2 * n);
    EXPECT_DOUBLE_EQ(fp4.optimizer_B, 12 * n);
    EXPECT_DOUBLE_EQ(fp4.total_B - fp4.activations_B, 17.125 * n);
    const MemoryBreakdown fp8 = memoryPerGpu(m, l, a100Gpu(), Precision::Fp8, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(fp8.total_B - fp8.activations_B, 16 * n);
    // Activations stay 16-bit: the same as bf16's.
    const MemoryBreakdown bf16 = memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(fp4.activations_B, bf16.activations_B);
    // ZeRO-3 over 8 ranks shards the NVFP4 copies with the weights: 17.125 / 8 B/param.
    const MemoryBreakdown z3 = memoryPerGpu(m, layout(1, 1, 8, 3, Recompute::Full, false, 1),
                                            a100Gpu(), Precision::Fp4, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(z3.weights_B + z3.gradients_B + z3.optimizer_B, 17.125 * n / 8);
    // A checkpoint saves no quantised copy: 14 B/param as for bf16 and FP8.
    EXPECT_DOUBLE_EQ(checkpointBytes(1e9, Precision::Fp4, Optimizer::Adam), 14e9);
    EXPECT_DOUBLE_EQ(checkpointBytes(1e9, Precision::Fp8, Optimizer::Adam), 14e9);
}

TEST(MemoryModel, OneTrillionParametersIsSixteenTerabytesOfState)
{
    // Seed 003 (line 57-63): 1T params x 16 B = 16 TB; 16 TB / 80 GB = 200 GPUs before
    // activations.
    ModelSpec m = gpt3_175b();
    m.params = 1e12;
    const MemoryBreakdown mem = memoryPerGpu(m, layout(1, 1, 1, 0, Recompute::Full, false, 1),
                                             a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(mem.weights_B + mem.gradients_B + mem.optimizer_B, 16e12);
    EXPECT_DOUBLE_EQ((mem.weights_B + mem.gradients_B + mem.optimizer_B) / 80e9, 200.0);
    // Sharded over 256 GPUs with ZeRO-3 it is 16e12 / 256 = 62.5 GB each.
    const MemoryBreakdown z3 = memoryPerGpu(m, layout(1, 1, 256, 3, Recompute::Full, false, 1),
                                            a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(z3.weights_B + z3.gradients_B + z3.optimizer_B, 62.5e9);
}

TEST(MemoryModel, ZeroStagesShardStepByStep)
{
    // GPT-3 at TP 8, PP 12, DP 16: local params = 174,580,039,680 / 96 = 1,818,542,080.
    const ModelSpec m = gpt3_175b();
    const double local = 1818542080.0;
    EXPECT_DOUBLE_EQ(localParameters(m, layout(8, 12, 16, 0, Recompute::None, true, 96)), local);
    struct Row {
        int zero;
        double bytesPerParam;
    };
    // ZeRO-0: 2 + 2 + 12 = 16; ZeRO-1: 2 + 2 + 12/16 = 4.75; ZeRO-2: 2 + 14/16 = 2.875;
    // ZeRO-3: 16/16 = 1 (Rajbhandari 2020 Fig. 1: Psi (2 + 2 + K) -> Psi (4 + K/N_d) -> ...).
    for (const Row& row : {Row {0, 16.0}, Row {1, 4.75}, Row {2, 2.875}, Row {3, 1.0}}) {
        const MemoryBreakdown mem =
            memoryPerGpu(m, layout(8, 12, 16, row.zero, Recompute::None, true, 96), a100Gpu(),
                         Precision::Bf16, Optimizer::Adam);
        EXPECT_DOUBLE_EQ(mem.weights_B + mem.gradients_B + mem.optimizer_B,
                         row.bytesPerParam * local)
            << "ZeRO-" << row.zero;
    }
}

TEST(MemoryModel, ActivationsOfTheFirstStage)
{
    // TP 8, PP 12, 96 micro-batches, 1F1B: the first stage holds min(m, p) = 12 micro-batches
    // of its 96/12 = 8 layers: 8 x 12 x 358,612,992 = 34,426,847,232 B.
    const ModelSpec m = gpt3_175b();
    Layout l = layout(8, 12, 16, 1, Recompute::None, true, 96);
    const MemoryBreakdown mem = memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(mem.activations_B, 34426847232.0);
    EXPECT_DOUBLE_EQ(mem.total_B,
                     mem.weights_B + mem.gradients_B + mem.optimizer_B + mem.activations_B);
    // Interleaved, v = 2: x (1 + (p-1)/(p v)) = 1 + 11/24 (Korthikanti 2022 Sec. 4.2.3).
    l.schedule = Schedule::Interleaved;
    l.virtualStages = 2;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l), 12.0 * (1.0 + 11.0 / 24.0));
    // As many micro-batches as stages: Megatron-Core runs every chunk's forward first
    // (all_warmup_microbatches, schedules.py), min(m v, 2 (p-1) + (v-1) p + 1) = min(24, 35)
    // chunks of half a stage: 12 micro-batches' worth, not 17.5.
    l.microBatches = 12;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l), 12.0);
    // 16 micro-batches: min(32, 35) chunks = 16.
    l.microBatches = 16;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l), 16.0);
    l.microBatches = 96;
    // GPipe holds all 96.
    l.schedule = Schedule::GPipe;
    l.virtualStages = 1;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l), 96.0);
    // Fewer micro-batches than stages: only those exist.
    l.schedule = Schedule::OneFOneB;
    l.microBatches = 4;
    EXPECT_DOUBLE_EQ(microBatchesInFlight(l), 4.0);
}

TEST(MemoryModel, CheckpointFourteenBytesPerParameter)
{
    // A checkpoint keeps bf16 weights 2 + fp32 master 4 + moments 8 = 14 B/param (no gradients).
    // Narayanan 2021 Sec. 5.10: "the trillion-parameter model has a checkpoint of size 13.8
    // terabytes": 1e12 x 14 = 14.0 TB is 1.4 % above it.
    const double ckpt = checkpointBytes(1e12, Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(ckpt, 14e12);
    EXPECT_NEAR(ckpt / 13.8e12, 1.0, 0.02);
    // Seed 002 (line 246): Llama-3.1-70B checkpoint 988.4 GB = 70.6e9 x 14 B.
    EXPECT_NEAR(checkpointBytes(70.6e9, Precision::Bf16, Optimizer::Adam), 988.4e9, 1e3);
    // fp32 training has no separate master copy: 4 + 8 = 12 B/param; SGD with momentum 2 + 4 + 4.
    EXPECT_DOUBLE_EQ(checkpointBytes(1e9, Precision::Fp32, Optimizer::Adam), 12e9);
    EXPECT_DOUBLE_EQ(checkpointBytes(1e9, Precision::Bf16, Optimizer::Sgd), 10e9);
}

TEST(MemoryModel, MoreDataParallelGpusNeverMoreMemory)
{
    // Doubling DP at a fixed global batch halves the micro-batches per pipeline and shards the
    // ZeRO state twice as finely: no component may grow.
    const ModelSpec m = gpt3_175b();
    for (int zero = 0; zero <= 3; ++zero)
        for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
            for (Schedule sch : {Schedule::OneFOneB, Schedule::GPipe})
                for (int pp : {1, 4, 12}) {
                    double previous = INFINITY;
                    for (int dp = 1; dp <= 1536; dp *= 2) {
                        Layout l = layout(8, pp, dp, zero, r, true, 1536 / dp);
                        l.schedule = sch;
                        const double total =
                            memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam).total_B;
                        EXPECT_LE(total, previous)
                            << "zero " << zero << " pp " << pp << " dp " << dp;
                        if (zero >= 1 && dp > 1) {
                            EXPECT_LT(total, previous) << "ZeRO >= 1 must shard something";
                        }
                        previous = total;
                    }
                }
}

TEST(MemoryModel, Fp32DoublesWeightsAndActivations)
{
    const ModelSpec m = gpt3_175b();
    const Layout l = layout(8, 12, 16, 0, Recompute::None, true, 96);
    const MemoryBreakdown half = memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam);
    const MemoryBreakdown full = memoryPerGpu(m, l, a100Gpu(), Precision::Fp32, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(full.weights_B, 2 * half.weights_B);
    EXPECT_DOUBLE_EQ(full.activations_B, 2 * half.activations_B);
    // fp32 Adam: 4 + 4 + 8 = 16 B/param, the same total state as mixed precision.
    EXPECT_DOUBLE_EQ(full.weights_B + full.gradients_B + full.optimizer_B,
                     half.weights_B + half.gradients_B + half.optimizer_B);
}

TEST(MemoryModel, FitsUsesTheUsableShare)
{
    // A 7B-like dense model fits on one 80 GB GPU only when sharded: 7e9 x 16 = 112 GB.
    ModelSpec m = gpt3_175b();
    m.params = 7e9;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    const MemoryBreakdown one = memoryPerGpu(m, layout(1, 1, 1, 1, Recompute::Full, false, 1),
                                             a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_FALSE(one.fits);
    // ZeRO-3 over 8: 14 GB of state + 32 layers x 2 sbh (sbh = 2048 x 4096 = 8,388,608) + the
    // larger moment: the loss at its peak, Megatron's fp32 softmax beside the 16-bit logits,
    // 6 x 2048 x 51,200 = 629,145,600 B, or the layer full recompute re-runs, with unfused
    // attention (the default policy): 10 + 8 + 16 + 5 a s / h (80) = 114 sbh beside its kept
    // input (2): 112 sbh = 939,524,096 B, the larger. 15.48 GB.
    const MemoryBreakdown eight = memoryPerGpu(m, layout(1, 1, 8, 3, Recompute::Full, false, 1),
                                               a100Gpu(), Precision::Bf16, Optimizer::Adam);
    EXPECT_DOUBLE_EQ(eight.total_B, 14e9 + 32 * 2.0 * 8388608 + 112.0 * 8388608);
    EXPECT_TRUE(eight.fits);
    EXPECT_EQ(eight.fits, eight.total_B <= kUsableMemoryShare * 80e9);
}

namespace {

ModelSpec llama3_8b(int seqLen)
{
    ModelSpec m = syncwall::test::llama3_8b();
    m.seqLen = seqLen;
    return m;
}

}  // namespace

TEST(MemoryModel, TheLossKeepsFp32LogitsOnTheLastStage)
{
    // Megatron-Core's cross entropy saves the fp32 softmax of this GPU's vocabulary slice:
    // 4 s b V / (t c). Llama 3 8B at 16,384 tokens: 4 x 16,384 x 128,256 = 8,405,385,216 B.
    const ModelSpec m = llama3_8b(16384);
    Layout l = layout(1, 1, 8, 1, Recompute::Full, false, 8);
    const double saved = 8405385216.0;
    EXPECT_DOUBLE_EQ(lossLogitBytes(m, l), saved);
    // TP 4 slices the vocabulary, CP 2 the tokens: an eighth.
    l.tp = 4;
    l.cp = 2;
    EXPECT_DOUBLE_EQ(lossLogitBytes(m, l), saved / 8);
    // One stage holds its layers' inputs (full recompute: 2 s b h each) and the logits at the
    // loss's peak: Megatron's softmax (4 B) beside the 16-bit logits it was cast from (2 B),
    // 1.5 x what it saves, more than the layer the recompute re-runs (fused attention: 34 sbh
    // beside its kept input, 32 x 16,384 x 4,096 = 2,147,483,648 B).
    const ActivationPolicy policy = activationPolicy(SoftwareStack::MegatronCore, a100Gpu());
    const auto activations = [&](const ModelSpec& model, const Layout& at) {
        return memoryPerGpu(model, at, a100Gpu(), Precision::Bf16, Optimizer::Adam, policy)
            .activations_B;
    };
    l = layout(1, 1, 8, 1, Recompute::Full, false, 8);
    const double input = 2.0 * 16384 * 4096;
    const double rerun = 2147483648.0;
    EXPECT_DOUBLE_EQ(activations(m, l), 32 * input + 1.5 * saved);
    // PP 4, 1F1B, 8 micro-batches: the first stage holds 4 micro-batches of its 8 layers
    // (8 x 4 x input = 4.29 GB); the last holds one (8 x input = 1.07 GB) and the logits at
    // their peak (12.61 GB): 13.68 GB, the larger.
    l = layout(1, 4, 8, 1, Recompute::Full, false, 8);
    EXPECT_DOUBLE_EQ(activations(m, l), 8 * input + 1.5 * saved);
    // With a short vocabulary the first stage is the larger again: 4.29 GB and the re-run
    // layer, 6.44 GB, against 1.07 + 1.5 x 4 x 16,384 x 32,000 = 4.22 GB.
    ModelSpec small = m;
    small.vocab = 32000;
    EXPECT_DOUBLE_EQ(activations(small, l), 8 * 4 * input + rerun);
    // The interleaved schedule's last rank warms up (v - 1) p chunks of a v-th of a stage before
    // its first backward: ((2 - 1) 4 + 1) / 2 = 2.5 stages' worth; GPipe all 8; DualPipe p + 1.
    l.schedule = Schedule::Interleaved;
    l.virtualStages = 2;
    EXPECT_DOUBLE_EQ(microBatchesInFlightOnLastStage(l), 2.5);
    l.schedule = Schedule::GPipe;
    EXPECT_DOUBLE_EQ(microBatchesInFlightOnLastStage(l), 8.0);
    l.schedule = Schedule::DualPipe;
    EXPECT_DOUBLE_EQ(microBatchesInFlightOnLastStage(l), 5.0);
    l.schedule = Schedule::OneFOneB;
    EXPECT_DOUBLE_EQ(microBatchesInFlightOnLastStage(l), 1.0);
    // GPipe runs every forward first: the last stage holds all 8 micro-batches' layers and
    // saved logits, 8 x (8 x input + saved), and one loss's peak above what it saves.
    l.schedule = Schedule::GPipe;
    EXPECT_DOUBLE_EQ(activations(m, l), 8 * (8 * input + saved) + 0.5 * saved);
    // An MTP module (a layer and an output head) sits in the final chunk: one micro-batch's;
    // its loss and the main one run one after the other, so one peak.
    l.schedule = Schedule::Interleaved;
    l.virtualStages = 2;
    ModelSpec mtp = m;
    mtp.mtpLayers = 1;
    EXPECT_DOUBLE_EQ(activations(mtp, l), 8 * 2.5 * input + input + 2 * saved + 0.5 * saved);
}

TEST(MemoryModel, TorchtitansOpLevelSelectiveKeepsEveryOtherMatmul)
{
    // torchtitan's op policy keeps the block input, SDPA's output and the outputs of the odd
    // mm calls q, v, w1, w2 (of q, k, v, o, w1, w3, w2), 2 bytes each, per token:
    // 2 (4096 + 4096 + 4096 + 1024 + 14336 + 4096) = 63,488 B. Megatron's selective keeps
    // Korthikanti's terms for the same layer (bytes per token and hidden element): norms and
    // inputs 8, Q, K, V, O 2 (1 + 0.25 + 0.25 + 1) = 5, the FFN 6 x 3.5 = 21: 34 x 4096 =
    // 139,264 B.
    const ModelSpec m = llama3_8b(8192);
    Layout l = layout(1, 1, 8, 3, Recompute::Selective, false, 1);
    l.microBatch = 2;
    const double tokens = 2.0 * 8192;
    EXPECT_DOUBLE_EQ(everyOtherMatmulLayerBytes(m, l, Precision::Bf16), 63488.0 * tokens);
    // torchao's float8 linears are _scaled_mm, not in the list: only the input and SDPA's
    // output remain, 2 (4096 + 4096) = 16,384 B.
    EXPECT_DOUBLE_EQ(everyOtherMatmulLayerBytes(m, l, Precision::Fp8), 16384.0 * tokens);
    // memoryPerGpu takes the policy from the stack: torchtitan's selective keeps 63,488 B a
    // token and layer and its eager fp32 loss peaks at 12 B a logit (3 x what it saves),
    // Megatron's (fused attention) 139,264 B and 6 B a logit.
    const ActivationPolicy titan = activationPolicy(SoftwareStack::PytorchFsdp, a100Gpu());
    const ActivationPolicy megatron = activationPolicy(SoftwareStack::MegatronCore, a100Gpu());
    ASSERT_EQ(titan.selective, SelectiveRecompute::EveryOtherMatmul);
    ASSERT_EQ(megatron.selective, SelectiveRecompute::AttentionCore);
    const double logits = lossLogitBytes(m, l);
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam, titan).activations_B,
        32 * 63488.0 * tokens + 3 * logits);
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam, megatron).activations_B,
        32 * 139264.0 * tokens + 1.5 * logits);
    // TP 2 (sequence parallel): the input, SDPA's output, q, v, w1 split, the two
    // reduce-scatters' outputs h / 2 each, w2's partial sum whole: 2048 + 2048 + 4096 + 2048 +
    // 512 + 7168 + 4096 = 22,016 elements, 44,032 B; under FP8 the first three, 16,384 B.
    Layout t2 = l;
    t2.tp = 2;
    EXPECT_DOUBLE_EQ(everyOtherMatmulLayerBytes(m, t2, Precision::Bf16), 44032.0 * tokens);
    EXPECT_DOUBLE_EQ(everyOtherMatmulLayerBytes(m, t2, Precision::Fp8), 16384.0 * tokens);
    // Full recompute keeps the same layers under both: the block input; the losses differ.
    l.recompute = Recompute::Full;
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam, titan).activations_B
            - 3 * logits,
        memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam, megatron).activations_B
            - 1.5 * logits);
}

TEST(MemoryModel, SelectiveModulesDropWhatTheyRerun)
{
    // A GPT-OSS-120B-like MoE layer (HF config: hidden 2880, 64 heads x 64, 8 KV heads, 128
    // experts of 2880, top 4), per s b h at TP 1: replicated 8; Q, K, V, O: 2 (64 x 64 + 2 x 8
    // x 64 + 64 x 64) / 2880 = 6.4; each of the 4 copies: permuted input 2 + 6 x 2880/2880 = 8,
    // 32 in all: 46.4. layernorm drops the output of the one norm Transformer Engine's layer
    // spec leaves alone before a MoE layer, the pre-FFN norm (2; the input norm is fused into
    // the QKV projection), moe_act each copy's activation output (4 x 2 = 8): 36.4.
    const ModelSpec m = gptOss120bLike();
    Layout l = layout(1, 1, 64, 1, Recompute::Selective, false, 5);
    l.ep = 8;
    const double sbh = 4096.0 * 2880;
    EXPECT_NEAR(layerActivationBytes(m, l, false, true), 46.4 * sbh, 1e-6 * sbh);
    l.selective = {false, true, true, false};
    EXPECT_NEAR(layerActivationBytes(m, l, false, true), 36.4 * sbh, 1e-6 * sbh);
    // Before MLA the input norm stands alone too: two norms' outputs (4).
    EXPECT_DOUBLE_EQ(separateNorms(m), 1.0);
    ModelSpec mla = m;
    mla.mla = {1536, 512, 128, 64, 128};
    EXPECT_DOUBLE_EQ(separateNorms(mla), 2.0);
    mla.experts = 1;
    EXPECT_DOUBLE_EQ(separateNorms(mla), 1.0);
    // Without recompute the modules change nothing.
    l.recompute = Recompute::None;
    EXPECT_NEAR(layerActivationBytes(m, l, false, true), 46.4 * sbh, 1e-6 * sbh);
}

TEST(MemoryModel, AContextParallelCallHoldsTheWholeSequencesKeysAndValues)
{
    // Llama 3 8B at 262,144 tokens over CP 8: each attention call holds every rank's keys and
    // values, the whole sequence's, at 16 bits. torchtitan repeats the 8 key/value heads to all
    // 32 query heads first: 262,144 x 2 x 32 x 128 x 2 B = 4,294,967,296 B; Transformer
    // Engine's ring moves the 8: a quarter of that. TP 2 splits the heads; CP 1 holds no ring.
    const ModelSpec m = llama3_8b(262144);
    Layout l = layout(1, 1, 1, 3, Recompute::Full, false, 1);
    l.cp = 8;
    EXPECT_DOUBLE_EQ(contextRingBufferBytes(m, l, true), 4294967296.0);
    EXPECT_DOUBLE_EQ(contextRingBufferBytes(m, l, false), 4294967296.0 / 4);
    Layout t2 = l;
    t2.tp = 2;
    EXPECT_DOUBLE_EQ(contextRingBufferBytes(m, t2, true), 4294967296.0 / 2);
    Layout c1 = l;
    c1.cp = 1;
    EXPECT_DOUBLE_EQ(contextRingBufferBytes(m, c1, true), 0.0);

    // One stage: 32 layer inputs of 32,768 tokens (2 x 32,768 x 4,096 B each), the loss's saved
    // fp32 log-probabilities (4 x 32,768 x 128,256 = 16,810,770,432 B) and the larger of the
    // loss's peak above them (8 B more a logit, eager) and the ring's buffers: the loss.
    const ActivationPolicy titan = activationPolicy(SoftwareStack::PytorchFsdp, a100Gpu());
    const double input = 2.0 * 32768 * 4096;
    const double saved = 16810770432.0;
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(m, l, a100Gpu(), Precision::Bf16, Optimizer::Adam, titan).activations_B,
        32 * input + 3 * saved);
    // Two stages of 16 layers, 8 micro-batches, a 1,000-word vocabulary, selective recompute
    // (nothing re-run whole): the first stage holds 2 micro-batches of 16 layers at torchtitan's
    // 63,488 B a token (TorchtitansOpLevelSelectiveKeepsEveryOtherMatmul) and one call's ring
    // buffers; the last one micro-batch's, the saved logits (131,072,000 B) and the larger
    // moment, the ring's again: smaller.
    ModelSpec small = m;
    small.vocab = 1000;
    Layout p2 = layout(1, 2, 1, 3, Recompute::Selective, false, 8);
    p2.cp = 8;
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(small, p2, a100Gpu(), Precision::Bf16, Optimizer::Adam, titan).activations_B,
        32 * 63488.0 * 32768 + 4294967296.0);
    // Megatron-Core's point-to-point ring holds the 8 key/value heads' buffers only, beside its
    // selective recompute's 34 h = 139,264 B a token and layer.
    const ActivationPolicy te = activationPolicy(SoftwareStack::MegatronCore, a100Gpu());
    EXPECT_DOUBLE_EQ(
        memoryPerGpu(small, p2, a100Gpu(), Precision::Bf16, Optimizer::Adam, te).activations_B,
        32 * 139264.0 * 32768 + 4294967296.0 / 4);
}
