#include "compute_model.h"

#include <algorithm>
#include <cmath>

#include "flop_model.h"
#include "gemm_size_curve.h"
#include "model_shape.h"
#include "moe_routing.h"
#include "precision_table.h"
#include "stage_plan.h"

namespace syncwall::core {

double peakFlops(const GpuSpec& gpu, Precision precision)
{
    const auto i = static_cast<std::size_t>(precision);
    return i < gpu.peak_flops.size() ? gpu.peak_flops[i] : 0.0;  // an enum out of range: none
}

double effectiveGemmEfficiency(const GpuSpec& gpu, double computeScale)
{
    const double eff = gpu.gemmEfficiency * computeScale;
    return std::isnan(eff) ? kMinGemmEfficiency : std::clamp(eff, kMinGemmEfficiency, 1.0);
}

double gemmTime_s(double flops, double peak, double gemmEff)
{
    // Calculon (Isaev et al. SC'23) looks efficiency up by op size; a fixed per-kernel cost is
    // the smooth form of the same curve: eff(F) = e / (1 + e t0 peak / F).
    if (flops <= 0 || peak <= 0 || gemmEff <= 0)
        return 0;
    // At least 1 FLOP/s, as links and storage have at least 1 B/s: a denormal peak that passes
    // the range check must not make the time infinite.
    return flops / (std::max(peak, kMinPeak_Flops) * gemmEff) + kKernelOverhead_s;
}

double attentionForwardTime_s(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                              Precision precision, double computeScale)
{
    const double eff = effectiveGemmEfficiency(gpu, computeScale);
    const double tokens = double(layout.microBatch) * model.seqLen / layout.cp;
    const LayerFlops f = layerForwardFlops(model, tokens);
    return gemmTime_s((f.attnScore + f.attnValue) / layout.tp, peakFlops(gpu, precision),
                      eff * kAttentionEfficiencyRatio);
}

MicroBatchTime microBatchTime(const ModelSpec& model, const Layout& layout, int layers,
                              int outputHeads, const GpuSpec& gpu, Precision precision,
                              double computeScale)
{
    const double peak = peakFlops(gpu, precision);
    const double eff = effectiveGemmEfficiency(gpu, computeScale);
    const double tp = layout.tp;
    // Context parallelism splits the sequence: each GPU holds s / cp tokens of each sequence.
    const double tokens = double(layout.microBatch) * model.seqLen / layout.cp;
    const LayerFlops f = layerForwardFlops(model, tokens);

    // The routed experts' share of the FFN FLOPs (averaged over the layers, as f.mlp is).
    const double routed = routedExpertForwardFlops(model, tokens);
    // Each forward GEMM has two backward GEMMs of the same size (activation and weight grads).
    // Dense FFNs and shared experts (a rounding residue of an all-routed FFN is no GEMM).
    const double unrouted = f.mlp - routed > 1e-9 * f.mlp ? f.mlp - routed : 0.0;
    const double gemms[] = {f.qkv / tp, f.attnOut / tp, unrouted / tp, f.router};
    double layerGemm_s = 0;
    for (double g : gemms)
        layerGemm_s += gemmTime_s(g, peak, eff);
    if (routed > 0) {
        // Grouped GEMM of the local experts: the busiest expert's tokens pace it (imbalance), at
        // the measured efficiency of its size (gemm_size_curve.h, moe_routing.h).
        const ExpertGemmShape shape = expertGemmShape(model, layout);
        const double ratio = gemmSizeEfficiencyRatio(shape.smallestDim());
        layerGemm_s += gemmTime_s(routed / tp * std::max(1.0, model.moeImbalance), peak,
                                  std::max(eff * ratio, kMinGemmEfficiency));
    }
    const double attention_s = attentionForwardTime_s(model, layout, gpu, precision, computeScale);
    layerGemm_s += attention_s;

    // Element-wise work: activations sharded by TP inside attention/MLP; norms and residuals
    // replicated unless sequence parallelism shards them too (Korthikanti 2022 Sec. 4.2.2).
    const double actBytes = elementBytes(precision);
    const double shardedShare = 24.0 / kElementwiseBytesPerTokenHidden;  // GeLU, attention side
    const double replicatedDiv = layout.sequenceParallel ? tp : 1.0;
    const double elementBytes = kElementwiseBytesPerTokenHidden * tokens * model.hidden
                                * (actBytes / 2.0)
                                * (shardedShare / tp + (1.0 - shardedShare) / replicatedDiv);
    const double hbm = std::max(gpu.memory_Bps * kHbmEfficiency, 1.0);
    const double layerMemory_s = elementBytes / hbm;
    // Token permutation, un-permutation and router top-k of the MoE layers (moe_routing.h),
    // averaged over the layers; the backward moves the same bytes again, not twice as many.
    const double moeShare = double(moeLayerCount(model)) / std::max(1, model.layers);
    const double routing_s = moeShare * moeRoutingBytes(model, layout, actBytes) / hbm;

    MicroBatchTime t;
    const double fwdLayer = layerGemm_s + layerMemory_s;
    t.forward_s = layers * (fwdLayer + routing_s);
    t.backward_s = layers * (2.0 * fwdLayer + routing_s);
    double flops = layers * 3.0 * (f.total() - f.router + f.router * tp) / tp;
    if (layout.recompute == Recompute::Full) {
        t.recompute_s = layers * (fwdLayer + routing_s);
        flops += layers * f.total() / tp;
    } else if (layout.recompute == Recompute::Selective) {
        t.recompute_s = layers * attention_s;
        flops += layers * (f.attnScore + f.attnValue) / tp;
    }
    if (outputHeads > 0) {
        // Vocabulary-parallel output layer (Megatron): forward + two backward GEMMs.
        const double logits = logitForwardFlops(model, tokens) / tp;
        const double logit_s = gemmTime_s(logits, peak, eff);
        t.forward_s += outputHeads * logit_s;
        t.backward_s += outputHeads * 2.0 * logit_s;
        flops += outputHeads * 3.0 * logits;
    }
    t.flops = flops;
    return t;
}

}  // namespace syncwall::core

namespace syncwall::core {

PacingStage pacingStage(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                        Precision precision, double computeScale)
{
    const StagePlan plan = stagePlan(model, layout);
    const auto stage = [&](int layers, int heads) {
        PacingStage p;
        p.layers = layers;
        p.time = microBatchTime(model, layout, layers, heads, gpu, precision, computeScale);
        return p;
    };
    // The last stage: its layers, the MTP modules (a layer and an output head each) and the
    // output layer; alone when there is one stage.
    const int mtp = std::max(0, model.mtpLayers);
    PacingStage slowest = stage((plan.stages == 1 ? model.layers : plan.lastLayers) + mtp, 1 + mtp);
    if (plan.stages > 1) {
        for (int layers : {plan.firstLayers, plan.middleLayers}) {
            // A stage with no more layers than the last one (which also runs the output layer)
            // cannot be slower: skip timing it (the even split, the common case).
            if (layers <= slowest.layers)
                continue;
            const PacingStage other = stage(layers, 0);
            if (other.time.total() > slowest.time.total())
                slowest = other;
        }
    }
    slowest.layers = std::max(1, slowest.layers);
    return slowest;
}

}  // namespace syncwall::core
