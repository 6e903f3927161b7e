// Compute time of one micro-batch: GEMMs at the large-GEMM efficiency plus a fixed per-kernel
// cost (compute_model.h), element-wise work at HBM speed, backward = 2 x forward (Narayanan 2021
// Sec. 5.1), recompute per Korthikanti 2022 Sec. 5.
#include <gtest/gtest.h>

#include <cmath>

#include "core/compute_model.h"
#include "core/flop_model.h"
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

// Achieved fraction of peak of one GEMM.
double efficiency(double flops, double peak, double eff)
{
    return flops / (peak * gemmTime_s(flops, peak, eff));
}

}  // namespace

TEST(ComputeModel, GemmTimeFormula)
{
    // t = F / (peak x e) + t0: 1e12 / (312e12 x 0.9) + 20e-6 = 3.561254e-3 + 2e-5 = 3.581254e-3 s.
    EXPECT_DOUBLE_EQ(gemmTime_s(1e12, 312e12, 0.9), 1e12 / (312e12 * 0.9) + kKernelOverhead_s);
    EXPECT_NEAR(gemmTime_s(1e12, 312e12, 0.9), 3.5812536e-3, 1e-10);
    // No work, no peak or no efficiency: no time (and no division by zero).
    EXPECT_EQ(gemmTime_s(0, 312e12, 0.9), 0.0);
    EXPECT_EQ(gemmTime_s(-1, 312e12, 0.9), 0.0);
    EXPECT_EQ(gemmTime_s(1e12, 0, 0.9), 0.0);
    EXPECT_EQ(gemmTime_s(1e12, 312e12, 0), 0.0);
    // Calculon's A100 table gives 95 % for ops >= 128 GFLOP: ours is e / (1 + e t0 peak / F)
    // = 0.9 / (1 + 0.9 x 20e-6 x 312e12 / 128e9) = 0.9 / 1.043875 = 0.86217.
    EXPECT_NEAR(efficiency(128e9, 312e12, 0.9), 0.862172, 1e-6);
}

TEST(ComputeModel, BiggerGemmIsNeverLessEfficient)
{
    double previous = 0;
    for (double f = 1e3; f <= 1e16; f *= 1.5) {
        const double e = efficiency(f, 989e12, 0.8);
        EXPECT_GT(e, previous) << f;
        EXPECT_LT(e, 0.8);
        previous = e;
    }
    EXPECT_NEAR(previous, 0.8, 0.01);  // 1e16 FLOPs: the fixed cost is negligible
}

TEST(ComputeModel, OneGpt3LayerByHand)
{
    // One GPT-3 layer, b = 1, s = 2048 (t = 2048 tokens), TP 8 with SP, A100 at e = 0.9:
    //   QKV  6 t h^2 / 8 = 231,928,233,984 FLOPs -> / 280.8e12 + 20 us = 845.955 us
    //   out  2 t h^2 / 8 =  77,309,411,328       ->                     295.318 us
    //   MLP 16 t h^2 / 8 = 618,475,290,624       ->                   2,222.547 us
    //   attention core 4 t s h / 8 = 25,769,803,776 at 0.2 x 0.9 of peak -> 478.864 us
    //   element-wise 38 t h / 8 B = 119,537,664 B at 0.8 x 2,039 GB/s        ->  73.282 us
    //   forward = 3,915.967 us
    const MicroBatchTime t = microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, false,
                                            a100Gpu(), Precision::Bf16, 1.0);
    EXPECT_NEAR(t.forward_s, 3.915967064489e-3, 1e-12);
    EXPECT_NEAR(t.backward_s, 2 * 3.915967064489e-3, 2e-12);
    EXPECT_EQ(t.recompute_s, 0.0);
    // 3 x (24 t h^2 + 4 t s h) / 8 = 3 x 7,627,861,917,696 / 8 FLOPs on this GPU.
    EXPECT_DOUBLE_EQ(t.flops,
                     3.0 * (24.0 * 2048 * 12288.0 * 12288 + 4.0 * 2048 * 2048 * 12288) / 8);
}

TEST(ComputeModel, BackwardIsTwiceForward)
{
    for (const ModelSpec& m : {gpt3_175b(), llama2_70b()})
        for (int tp : {1, 2, 8})
            for (int mb : {1, 4})
                for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
                    for (bool logits : {false, true}) {
                        const MicroBatchTime t = microBatchTime(m, layout(tp, mb, r), 12, logits,
                                                                a100Gpu(), Precision::Bf16, 1.0);
                        EXPECT_GT(t.forward_s, 0);
                        EXPECT_DOUBLE_EQ(t.backward_s, 2 * t.forward_s);
                        EXPECT_DOUBLE_EQ(t.total(), t.forward_s + t.backward_s + t.recompute_s);
                    }
}

TEST(ComputeModel, FullRecomputeAddsExactlyOneForwardOfTheLayers)
{
    for (int tp : {1, 8}) {
        const MicroBatchTime none = microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::None), 8,
                                                   true, a100Gpu(), Precision::Bf16, 1.0);
        const MicroBatchTime full = microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::Full), 8,
                                                   true, a100Gpu(), Precision::Bf16, 1.0);
        const MicroBatchTime layersOnly = microBatchTime(
            gpt3_175b(), layout(tp, 1, Recompute::None), 8, false, a100Gpu(), Precision::Bf16, 1.0);
        EXPECT_DOUBLE_EQ(full.forward_s, none.forward_s);
        EXPECT_DOUBLE_EQ(full.backward_s, none.backward_s);
        // The layers' forward again; the logit layer is not checkpointed and not recomputed.
        EXPECT_DOUBLE_EQ(full.recompute_s, layersOnly.forward_s);
        EXPECT_DOUBLE_EQ(full.total(), none.total() + layersOnly.forward_s);
        // FLOPs: one more forward of the 8 layers, 8 x (24 t h^2 + 4 t s h) / tp.
        const double layer = layerForwardFlops(gpt3_175b(), 2048).total();
        EXPECT_DOUBLE_EQ(full.flops - none.flops, 8 * layer / tp);
    }
}

TEST(ComputeModel, SelectiveRecomputeAddsOnlyTheAttentionCore)
{
    const GpuSpec g = a100Gpu();
    for (int tp : {1, 8}) {
        const MicroBatchTime none = microBatchTime(gpt3_175b(), layout(tp, 2, Recompute::None), 8,
                                                   true, g, Precision::Bf16, 1.0);
        const MicroBatchTime sel = microBatchTime(gpt3_175b(), layout(tp, 2, Recompute::Selective),
                                                  8, true, g, Precision::Bf16, 1.0);
        EXPECT_DOUBLE_EQ(sel.forward_s, none.forward_s);
        EXPECT_DOUBLE_EQ(sel.backward_s, none.backward_s);
        // Q K^T and x V of 8 layers: 8 x gemm(4 t s h / tp) at the attention efficiency;
        // t = 2 x 2048 tokens.
        const double core = 4.0 * 4096 * 2048 * 12288 / tp;
        const double expected = 8 * gemmTime_s(core, 312e12, 0.9 * kAttentionEfficiencyRatio);
        EXPECT_DOUBLE_EQ(sel.recompute_s, expected);
        EXPECT_LT(sel.recompute_s, 0.25 * none.forward_s);  // far cheaper than a full forward
        EXPECT_DOUBLE_EQ(sel.flops - none.flops, 8 * core);
    }
}

TEST(ComputeModel, FlopsOfAllMicroBatchesAreTheStepFlops)
{
    // One stage holding every layer and the logits, TP t: t x (per-GPU FLOPs) x micro-batches
    // = the step's FLOPs from flop_model (MFU and HFU bases).
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        for (int tp : {1, 8}) {
            const MicroBatchTime t = microBatchTime(llama2_70b(), layout(tp, 2, r), 80, true,
                                                    a100Gpu(), Precision::Bf16, 1.0);
            EXPECT_NEAR(t.flops * tp * 512, hardwareFlopsPerStep(llama2_70b(), 1024, r),
                        1e-12 * hardwareFlopsPerStep(llama2_70b(), 1024, r));
        }
}

TEST(ComputeModel, LargerSlicesRunFaster)
{
    // Per GPU FLOP rate: a bigger micro-batch is never slower per FLOP; a wider TP split
    // (smaller GEMMs per GPU) is never faster per FLOP.
    double previousRate = 0;
    for (int mb : {1, 2, 4, 8, 16}) {
        const MicroBatchTime t = microBatchTime(gpt3_175b(), layout(8, mb, Recompute::None), 4,
                                                true, a100Gpu(), Precision::Bf16, 1.0);
        const double rate = t.flops / t.total();
        EXPECT_GE(rate, previousRate) << mb;
        EXPECT_LT(rate, 0.9 * 312e12);
        previousRate = rate;
    }
    previousRate = INFINITY;
    for (int tp : {1, 2, 4, 8, 16, 32}) {
        const MicroBatchTime t = microBatchTime(gpt3_175b(), layout(tp, 1, Recompute::None), 4,
                                                true, a100Gpu(), Precision::Bf16, 1.0);
        const double rate = t.flops / t.total();
        EXPECT_LE(rate, previousRate) << tp;
        previousRate = rate;
    }
}

TEST(ComputeModel, PrecisionPicksThePeakAndCalibrationScales)
{
    const GpuSpec g = a100Gpu();
    EXPECT_EQ(peakFlops(g, Precision::Bf16), 312e12);
    EXPECT_EQ(peakFlops(g, Precision::Tf32), 156e12);
    EXPECT_EQ(peakFlops(g, Precision::Fp32), 19.5e12);
    EXPECT_EQ(peakFlops(g, Precision::Fp8), 0.0);
    // An unsupported precision costs no GEMM time rather than infinity; HBM work remains.
    const MicroBatchTime fp8 = microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, false,
                                              g, Precision::Fp8, 1.0);
    EXPECT_TRUE(std::isfinite(fp8.forward_s));
    // computeScale multiplies the GEMM efficiency: at 0.5 every GEMM takes twice its
    // F/(peak e) part; the fixed kernel cost and HBM time do not change.
    const MicroBatchTime base = microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, false,
                                               g, Precision::Bf16, 1.0);
    const MicroBatchTime slow = microBatchTime(gpt3_175b(), layout(8, 1, Recompute::None), 1, false,
                                               g, Precision::Bf16, 0.5);
    // GEMM parts from OneGpt3LayerByHand: 825.955 + 275.318 + 2,202.547 + 458.864 us.
    const double gemmPart = 3.915967064489e-3 - 4 * kKernelOverhead_s - 7.328204021579e-5;
    EXPECT_NEAR(slow.forward_s - base.forward_s, gemmPart, 1e-12);
}
