#include "attention_kernel.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "compute_model.h"
#include "flop_model.h"
#include "model_shape.h"
#include "power_clock.h"
#include "precision_table.h"

namespace syncwall::core {
namespace {

std::span<const AttentionPoint> curveOf(AttentionKernel kernel)
{
    if (kernel == AttentionKernel::FusedCudnn)
        return kCudnnFusedCurve;
    return kFlashAttention2Curve;
}

double lerp(double a, double b, double w) { return a + w * (b - a); }

}  // namespace

FusedAttentionScale fusedAttentionScale(const GpuSpec& gpu, double computeScale,
                                        AttentionKernel kernel)
{
    // No GPU runs attention faster than its GEMMs would at full efficiency.
    const double ceiling = 1.0 / kAttentionReferenceGemmEfficiency;
    if (gpu.attentionScale <= 0 || kernel != AttentionKernel::FusedCudnn) {
        const double s =
            effectiveGemmEfficiency(gpu, computeScale) / kAttentionReferenceGemmEfficiency;
        return {s, s, false};
    }
    // The calibration's compute scale and a power limit's clock move it as they move GEMMs.
    const double moved = std::max(computeScale, 0.0) * powerClockScale(gpu, Precision::Bf16);
    const double forward =
        gpu.attentionScaleForward > 0 ? gpu.attentionScaleForward : gpu.attentionScale;
    return {std::min(forward * moved, ceiling), std::min(gpu.attentionScale * moved, ceiling),
            true};
}

AttentionPoint attentionEfficiency(AttentionKernel kernel, double seq)
{
    const std::span<const AttentionPoint> c = curveOf(kernel);
    std::size_t hi = 1;
    while (hi + 1 < c.size() && seq > c[hi].seq)
        ++hi;
    if (seq >= c.back().seq)
        return {seq, c.back().forward, c.back().forwardBackward};
    const AttentionPoint& a = c[hi - 1];
    const AttentionPoint& b = c[hi];
    const double w = std::log2(std::max(seq, 1.0) / a.seq) / std::log2(b.seq / a.seq);
    const AttentionPoint& first = c.front();
    return {seq, std::max(lerp(a.forward, b.forward, w), 0.25 * first.forward),
            std::max(lerp(a.forwardBackward, b.forwardBackward, w), 0.25 * first.forwardBackward)};
}

double exponentialSlowdown(double gpuFlopsPerExp, double passFlopsPerExp,
                           double referencePassFlopsPerExp)
{
    if (gpuFlopsPerExp <= 0 || passFlopsPerExp <= 0 || referencePassFlopsPerExp <= 0)
        return 1.0;
    const double rho = gpuFlopsPerExp / passFlopsPerExp;
    const double rhoReference = kAttentionReferenceFlopsPerExp / referencePassFlopsPerExp;
    return std::max(1.0, (1.0 + rho) / (1.0 + rhoReference));
}

ExponentialWeight exponentialWeight(AttentionKernel kernel, double seq)
{
    if (kernel == AttentionKernel::Unfused)
        return {0, 0};
    if (kernel == AttentionKernel::FusedCudnn)
        return {1, 1};
    // Backward alone does twice the forward's counted FLOPs: 2 / (3 / fwd+bwd - 1 / fwd).
    const auto backward = [](const AttentionPoint& p) {
        return 2.0 / (3.0 / p.forwardBackward - 1.0 / p.forward);
    };
    const AttentionPoint k = attentionEfficiency(kernel, seq);
    const AttentionPoint c = attentionEfficiency(AttentionKernel::FusedCudnn, seq);
    return {k.forward / c.forward, backward(k) / backward(c)};
}

AttentionTime attentionTime(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                            Precision precision, double computeScale, AttentionKernel kernel)
{
    const double gemmEfficiency = effectiveGemmEfficiency(gpu, computeScale);
    const double tokens = double(layout.microBatch) * model.seqLen / layout.cp;
    const LayerFlops f = layerForwardFlops(model, tokens);
    const double counted = (f.attnScore + f.attnValue) / layout.tp;  // forward, on this GPU
    const Precision p = highPrecision(precision);
    const double peak = std::max(peakFlops(gpu, p), kMinPeak_Flops);
    AttentionTime t;
    if (counted <= 0)
        return t;
    if (kernel == AttentionKernel::Unfused) {
        // Q K^T and x V as batched GEMMs whose K (or N) is one head: each is the slower of its
        // FLOPs at the GPU's GEMM efficiency and its pass over the score matrix (a roofline:
        // Williams et al. 2009), then the softmax and dropout passes over the scores.
        // Score elements on this GPU: micro-batch x local heads x local queries x attended keys.
        const double scores = double(layout.microBatch) * model.heads / layout.tp
                              * (double(model.seqLen) / layout.cp) * attendedTokens(model);
        const double scale = elementBytes(p) / 2.0;
        const double hbm = std::max(gpu.memory_Bps * kHbmEfficiency, 1.0);
        const double gemm_s = std::max(counted / 2.0 / (peak * std::max(gemmEfficiency, 1e-6)),
                                       scores * kUnfusedGemmScoreBytes * scale / hbm);
        t.forward_s = 2.0 * gemm_s + scores * kUnfusedScoreBytesForward * scale / hbm;
        t.backward_s = 4.0 * gemm_s + scores * kUnfusedScoreBytesBackward * scale / hbm;
        return t;
    }
    // Fused kernels: each ring step of context parallelism is a call over seq / cp tokens, priced
    // as one causal call of that length (attention_kernel_test checks it against one rank's calls).
    const double callSeq = attendedTokens(model) / layout.cp;
    const AttentionPoint e = attentionEfficiency(kernel, callSeq);
    const FusedAttentionScale scale = fusedAttentionScale(gpu, computeScale, kernel);
    const double fwdBwd_s =
        3.0 * counted / (peak * std::max(e.forwardBackward * scale.forwardBackward, 1e-6));
    t.forward_s = counted / (peak * std::max(e.forward * scale.forward, 1e-6));
    t.backward_s = std::max(0.0, fwdBwd_s - t.forward_s);
    // Head sizes from the counted FLOPs: 2 d per score element and head for each product.
    const double scoreElements = tokens * attendedTokens(model) * std::max(1, model.heads);
    const double dQk = f.attnScore / (2.0 * scoreElements);
    const double dV = f.attnValue / (2.0 * scoreElements);
    const double ref = kAttentionReferenceHeadDim;
    const double fpe = gpu.bf16FlopsPerExp;
    double forwardExp = exponentialSlowdown(fpe, 2.0 * (dQk + dV), 4.0 * ref);
    double backwardExp = exponentialSlowdown(fpe, 6.0 * dQk + 4.0 * dV, 10.0 * ref);
    if (scale.measured) {
        // A measured scale holds this GPU's own exponentials at head size 128: only the
        // difference a head size makes remains.
        forwardExp /= exponentialSlowdown(fpe, 4.0 * ref, 4.0 * ref);
        backwardExp /= exponentialSlowdown(fpe, 10.0 * ref, 10.0 * ref);
    }
    const ExponentialWeight w = exponentialWeight(kernel, callSeq);
    t.forward_s *= 1.0 + w.forward * (forwardExp - 1.0);
    t.backward_s *= 1.0 + w.backward * (backwardExp - 1.0);
    return t;
}

}  // namespace syncwall::core
