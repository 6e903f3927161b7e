#include "compute_model.h"

#include <algorithm>
#include <cmath>

#include "attention_kernel.h"
#include "expert_glue.h"
#include "flop_model.h"
#include "gemm_size_curve.h"
#include "model_shape.h"
#include "moe_routing.h"
#include "power_clock.h"
#include "precision_table.h"
#include "sequence_shard_copies.h"
#include "software_stack.h"
#include "stage_plan.h"

namespace syncwall::core {
namespace {

double clampEfficiency(double eff)
{
    return std::isnan(eff) ? kMinGemmEfficiency : std::clamp(eff, kMinGemmEfficiency, 1.0);
}

// One GEMM on one GPU at its precision's peak and sustained efficiency, slowed by its size
// (gemm_size_curve.h); the backward's two GEMMs have the same dimensions and efficiency.
struct GemmRate {
    double peak = 0;
    double efficiency = 0;
    Precision precision = Precision::Bf16;
    double time_s(double flops, double smallestDim) const
    {
        if (flops <= 0)
            return 0;
        const double eff =
            std::max(efficiency * gemmSizeEfficiencyRatio(smallestDim, gemmSizeCurve(precision)),
                     kMinGemmEfficiency);
        return flops / (std::max(peak, kMinPeak_Flops) * eff);
    }
};

// The shares of the QKV, attention-output and FFN GEMMs that torchtitan's op-level selective
// recompute re-runs. Its policy (_custom_policy in parallelize_llama.py) saves every second
// aten.mm of a block in call order (q, k, v, o, then w1, w3, w2 or fc1, fc2;
// torchtitan/models/llama/model.py) and marks the even ones, k, o and w3 or fc2, for
// recomputation; every low-precision GEMM is marked (torchao's _scaled_mm is not in the list).
// The compiled block re-runs only those whose outputs the backward reads
// (StackProfile::rerunsOnlyWhatBackwardReads), directly or through what it rebuilds: k (read by
// the attention's backward), w3 and w1 (read by the gated product's and the activation's), o
// unless its output was saved (outputSavedAfterProjection), never the last FFN matrix (read by
// nothing: only the block's residual add follows). The partitioner re-runs every op the policy
// leaves PREFER_RECOMPUTE that the backward needs (torch/_functorch/partitioners.py,
// must_recompute takes MUST_ and PREFER_RECOMPUTE alike). MLA's projections and the experts'
// grouped GEMMs (whose output the routing scores' backward reads) follow other orders: half of
// each in 16 bits, an approximation.
struct EveryOtherMatmul {
    double qkv = 0.5, ffn = 0.5;
    double out = 1.0;  // the attention-output projection
};

EveryOtherMatmul everyOtherMatmul(const ModelSpec& model, const Layout& layout, Precision precision)
{
    const double out = outputSavedAfterProjection(layout) ? 0.0 : 1.0;
    const double matrices = mlpMatricesOf(model);
    if (lowPrecision(precision))
        return {1.0, model.experts > 1 ? 1.0 : (matrices - 1.0) / matrices, out};
    if (model.mla.enabled() || model.experts > 1)
        return {0.5, 0.5, out};
    // k's share of the q, k, v widths (heads, kv_heads, kv_heads times the head size); w3 of a
    // gated FFN's three matrices (fc2 of two is the last one).
    const double q = std::max(1, model.heads), kv = kvHeadsOf(model);
    return {kv / (q + 2.0 * kv), model.gatedMlp ? 1.0 / matrices : 0.0, out};
}

// Of a layer's FFN FLOPs, the dense part (a dense model's FFN, a MoE layer's shared experts):
// all but the routed experts' `routed` FLOPs.
double unroutedFfnFlops(const LayerFlops& f, double routed)
{
    return f.mlp - routed > 1e-9 * f.mlp ? f.mlp - routed : 0.0;
}

// The forward FLOPs of the dense FFN's last matrix (of `unrouted` FLOPs), whose output feeds only
// the block's residual add: a stack that re-runs only what the backward reads never recomputes
// it.
double lastFfnMatrixFlops(const ModelSpec& model, double unrouted)
{
    return unrouted / mlpMatricesOf(model);
}

// Forward FLOPs of MLA's up-projections for `tokens` tokens (q_lora -> heads x (nope + rope),
// kv_lora -> heads x (nope + v)); 0 without MLA.
double mlaUpProjectionFlops(const ModelSpec& model, double tokens)
{
    if (!model.mla.enabled())
        return 0.0;
    const MlaSpec& m = model.mla;
    return 2.0 * tokens * model.heads
           * (double(m.qLoraRank) * (m.qkNopeHeadDim + m.qkRopeHeadDim)
              + double(m.kvLoraRank) * (m.qkNopeHeadDim + m.vHeadDim));
}

// recomputedLayerFlops on a layer's FLOPs and dense FFN FLOPs (`unrouted`) already at hand
// (microBatchTime has them).
double recomputedFlops(const ModelSpec& model, const Layout& layout, const LayerFlops& f,
                       double unrouted, double tokens, const StackProfile& stack,
                       Precision precision)
{
    if (layout.recompute == Recompute::Full) {  // Narayanan 2021 eq. 3: 4 passes instead of 3
        if (!stack.rerunsOnlyWhatBackwardReads)
            return f.total();
        return f.total() - lastFfnMatrixFlops(model, unrouted);
    }
    if (layout.recompute != Recompute::Selective)
        return 0.0;
    if (stack.selective == SelectiveRecompute::AttentionCore) {
        const SelectiveModules& modules = layout.selective;
        return (modules.coreAttn ? f.attnScore + f.attnValue : 0.0)  // Korthikanti 2022 Sec. 5
               + (modules.mlaUpProj ? mlaUpProjectionFlops(model, tokens) : 0.0);
    }
    const EveryOtherMatmul rerun = everyOtherMatmul(model, layout, precision);
    return rerun.qkv * f.qkv + rerun.out * f.attnOut + rerun.ffn * f.mlp;
}

GemmRate gemmRate(const ComputeInputs& in, Precision p)
{
    return {peakFlops(*in.gpu, p), effectiveGemmEfficiency(*in.gpu, p, in.computeScale), p};
}

}  // namespace

ComputeInputs computeInputs(const Scenario& s)
{
    return {&s.hardware.gpu, s.training.precision, s.calibration.computeScale, s.software};
}

double peakFlops(const GpuSpec& gpu, Precision precision)
{
    const auto i = static_cast<std::size_t>(precision);
    return i < gpu.peak_flops.size() ? gpu.peak_flops[i] : 0.0;  // an enum out of range: none
}

double effectiveGemmEfficiency(const GpuSpec& gpu, double computeScale)
{
    return clampEfficiency(gpu.gemmEfficiency * computeScale
                           * powerClockScale(gpu, Precision::Bf16));
}

double gemmEfficiencyOf(const GpuSpec& gpu, Precision precision)
{
    if (precision == Precision::Fp8)
        return gpu.fp8GemmEfficiency;
    if (precision == Precision::Fp4)
        return gpu.fp4GemmEfficiency;
    return gpu.gemmEfficiency;
}

double effectiveGemmEfficiency(const GpuSpec& gpu, Precision precision, double computeScale)
{
    return clampEfficiency(gemmEfficiencyOf(gpu, precision) * computeScale
                           * powerClockScale(gpu, precision));
}

bool runsPrecision(const GpuSpec& gpu, Precision precision)
{
    return peakFlops(gpu, precision) > 0 && gemmEfficiencyOf(gpu, precision) > 0;
}

double recomputedLayerFlops(const ModelSpec& model, const Layout& layout, double tokens,
                            const ComputeInputs& in)
{
    const LayerFlops f = layerForwardFlops(model, tokens);
    return recomputedFlops(model, layout, f,
                           unroutedFfnFlops(f, routedExpertForwardFlops(model, tokens)), tokens,
                           stackProfile(in.software.stack), in.precision);
}

MicroBatchTime microBatchTime(const ModelSpec& model, const Layout& layout, int layers,
                              int outputHeads, const ComputeInputs& in)
{
    const GpuSpec& gpu = *in.gpu;
    const StackProfile stack = stackProfile(in.software);
    const GemmRate linear = gemmRate(in, in.precision);
    const GemmRate high = gemmRate(in, highPrecision(in.precision));
    const double tp = layout.tp;
    const double h = model.hidden;
    // Context parallelism splits the sequence: each GPU holds s / cp tokens of each sequence;
    // sequence parallelism gathers them before each TP GEMM, so a GEMM has all of them as M.
    const double tokens = double(layout.microBatch) * model.seqLen / layout.cp;
    const LayerFlops f = layerForwardFlops(model, tokens);
    const double perToken = 2.0 * tokens * h;  // FLOPs of one hidden-wide column of weights
    const double qkvWidth = f.qkv / perToken;  // output width of the QKV projection(s)
    const double outWidth = f.attnOut / perToken;
    const double matrices = mlpMatricesOf(model);
    const double ffnWidth = f.mlp / (perToken * matrices);  // FFN width one token runs through

    // Linear layers: forward GEMM time; each has two backward GEMMs of the same size.
    const double routed = routedExpertForwardFlops(model, tokens);
    const double unrouted = unroutedFfnFlops(f, routed);
    const double denseFfn = model.experts > 1 && model.sharedExperts > 0
                                ? double(std::min(ffnHiddenOf(model), expertFfnHiddenOf(model)))
                                : double(ffnHiddenOf(model));
    const double qkvDim = model.mla.enabled() ? std::min(h, double(model.mla.kvLoraRank)) : h;
    // The forward's FP8 GEMMs accumulate fast, the backward's split, as the size curve was
    // measured (Transformer Engine module/base.py: _2X_ACC_FPROP False, _2X_ACC_DGRAD and
    // _2X_ACC_WGRAD True; torchao Float8LinearConfig: use_fast_accum for the output GEMM only).
    const double forwardShare =
        in.precision == Precision::Fp8 ? 1.0 / std::max(1.0, gpu.fp8FastAccumulationGain) : 1.0;
    const double denseFfn_s =
        forwardShare * linear.time_s(unrouted / tp, std::min({tokens, h, denseFfn / tp}));
    double ffn_s = denseFfn_s;
    if (routed > 0) {
        // Grouped GEMM of the local experts: the busiest expert's tokens pace it (imbalance), at
        // the measured efficiency of its size (gemm_size_curve.h, moe_routing.h).
        const ExpertGemmShape shape = expertGemmShape(model, layout);
        ffn_s +=
            forwardShare
            * linear.time_s(routed / tp * std::max(1.0, model.moeImbalance), shape.smallestDim());
    }
    const double qkv_s =
        forwardShare * linear.time_s(f.qkv / tp, std::min({tokens, qkvDim, qkvWidth / tp}));
    const double out_s =
        forwardShare * linear.time_s(f.attnOut / tp, std::min({tokens, h, outWidth / tp}));
    const double linear_s = qkv_s + out_s + ffn_s;                  // forward
    const double linearBackward_s = 2.0 * linear_s / forwardShare;  // dgrad and wgrad
    const double router_s = high.time_s(f.router, model.experts);

    const AttentionTime att = attentionTime(model, layout, gpu, in.precision, in.computeScale,
                                            attentionKernel(in.software.stack, gpu));

    // Element-wise work (elements read + written per token): two residual adds (read 2, write
    // 1) and two norms (read 1, write 1), or an add fused into each norm (read 2, write 2); the
    // activation reads the FFN's one or two inputs and writes one. Norms and residuals are
    // replicated across TP unless sequence parallelism shards them (Korthikanti 2022 Sec. 4.2.2).
    const double actBytes = elementBytes(in.precision);
    const double replicatedDiv = layout.sequenceParallel ? tp : 1.0;
    const double normResidual = (stack.fusedResidualNorm ? 8.0 : 10.0) * h / replicatedDiv;
    const double activation = (matrices + 1.0) * ffnWidth / tp;
    const double hbm = std::max(gpu.memory_Bps * kHbmEfficiency, 1.0);
    const double elementwise_s = tokens * (normResidual + activation) * actBytes / hbm;

    // FP8 / FP4 casts of the linear layers' inputs (forward) and output gradients (backward);
    // the weights once per step (Transformer Engine) or every pass (dynamic scaling).
    // outCast_s, lastFfnCast_s: the forward casts of the attention-output projection's and the
    // dense FFN's last matrix's inputs and weights, which a recompute may skip.
    double castForward_s = 0, castBackward_s = 0, outCast_s = 0, lastFfnCast_s = 0;
    if (lowPrecision(in.precision)) {
        const double c = castBytesPerElement(stack, in.precision) / hbm;
        // The QKV and FC1 inputs and the two residual-fed GEMMs' output gradients are h wide,
        // cast whole or, before the sequence-parallel gather, on this GPU's shard.
        const double gatheredWidth =
            2.0 * h / (stack.castsBeforeSequenceGather && layout.sequenceParallel ? tp : 1.0);
        castForward_s =
            c * tokens
            * ((outWidth + ffnWidth) / tp + (stack.normCastsToFp8 ? 0.0 : gatheredWidth));
        castBackward_s =
            c * tokens * ((qkvWidth + ffnWidth * (matrices - 1.0)) / tp + gatheredWidth);
        const double denseShare = f.mlp > 0 ? unrouted / f.mlp : 0.0;
        outCast_s = c * tokens * outWidth / tp;
        lastFfnCast_s = c * tokens * ffnWidth * denseShare / tp;
        if (stack.fp8WeightsCastPerMicroBatch) {
            const double weights = (f.qkv + f.attnOut + f.mlp) / (2.0 * tokens) / tp;
            castForward_s += c * weights;
            castBackward_s += c * weights;
            outCast_s += c * f.attnOut / (2.0 * tokens) / tp;
            lastFfnCast_s += c * lastFfnMatrixFlops(model, unrouted) / (2.0 * tokens) / tp;
        }
    }
    // Token permutation, un-permutation and router top-k of the MoE layers (moe_routing.h),
    // averaged over the layers; the backward moves the same bytes again, not twice as many.
    const double moeShare = moeLayerShare(model);
    const double routing_s = moeShare * moeRoutingBytes(model, layout, actBytes) / hbm;
    // gpt-oss's clamp and expert biases where the stack runs them unfused (expert_glue.h).
    const bool moeActReruns = layout.recompute == Recompute::Selective
                              && stack.selective == SelectiveRecompute::AttentionCore
                              && layout.selective.moeAct;
    const ExpertGlueTime glue =
        expertGlueTime(model, layout, stack, tokens, actBytes, hbm, moeActReruns);
    // The dispatch's host synchronisation (software_stack.h), in each forward a full recompute
    // runs again.
    const double dispatchSync_s = moeDispatchSyncTime(model, layout, stack);

    // DTensor sequence parallelism's layout copies around the TP collectives.
    const SequenceShardCopies spCopies = sequenceShardCopies(model, layout, in, stack, tokens);
    // PyTorch's context-parallel ring updates its fp32 outputs and gradients (context_ring.h).
    const double headElements = tokens * std::max(1, model.heads) * headDimOf(model) / tp;
    const AttentionTime ringUpdates = ringUpdateTime(
        stack.contextRing, layout.cp, headElements, headElements,
        tokens * ringKvElementsPerToken(model, layout.tp, stack.ringRepeatsKvHeads), hbm);

    const double gemmFwd = linear_s + router_s;
    const double fwdLayer = gemmFwd + att.forward_s + ringUpdates.forward_s + elementwise_s
                            + castForward_s + routing_s + dispatchSync_s + glue.forward_s
                            + spCopies.forward_s + stack.layerOverhead_s / 3.0;
    const double bwdLayer = linearBackward_s + 2.0 * router_s + att.backward_s
                            + ringUpdates.backward_s + 2.0 * elementwise_s + castBackward_s
                            + routing_s + glue.backward_s + spCopies.backward_s
                            + stack.layerOverhead_s * 2.0 / 3.0;
    MicroBatchTime t;
    t.forward_s = layers * fwdLayer;
    t.backward_s = layers * bwdLayer;
    t.linearGemm_s = layers * (linear_s + linearBackward_s);
    t.linearForward_s = layers * linear_s;
    t.ffnForwardPerLayer_s = ffn_s;
    t.attentionPerLayer = att;
    // The attention kernels' time, with the forward a recompute runs again.
    const bool attentionReruns = attentionRerunsInRecompute(stack, layout);
    t.attention_s = layers * (att.forward_s * (attentionReruns ? 2.0 : 1.0) + att.backward_s);
    double flops = layers * 3.0 * (f.total() - f.router + f.router * tp) / tp;
    // What a stack that re-runs only what the backward reads skips of a layer's forward.
    const bool skips = stack.rerunsOnlyWhatBackwardReads;
    const double skippedGemm_s = skips ? denseFfn_s / matrices : 0.0;
    const double skippedCast_s = skips ? lastFfnCast_s : 0.0;
    // The collectives' copies recompute runs again (software_stack.h), of the forward's two each.
    const RecomputedTpCollectives again = recomputedTpCollectives(stack, layout);
    const double skippedCopies_s = spCopies.reduceScatter_s * (1.0 - again.reduceScatters / 2.0);
    const double skipped_s = skippedGemm_s + skippedCast_s + skippedCopies_s;
    if (layout.recompute == Recompute::Full) {
        t.recompute_s = layers * (fwdLayer - skipped_s);
        t.linearGemm_s += layers * (linear_s - skippedGemm_s);
    } else if (layout.recompute == Recompute::Selective) {
        if (stack.selective == SelectiveRecompute::AttentionCore) {
            // Megatron-Core's modules (SelectiveModules): each re-runs its forward.
            const SelectiveModules& modules = layout.selective;
            double rerun_s = 0;
            if (modules.coreAttn)
                rerun_s += att.forward_s;
            if (modules.layernorm)  // the stand-alone norms: read 1, write 1 each
                rerun_s += tokens * 2.0 * separateNorms(model) * h / replicatedDiv * actBytes / hbm;
            if (modules.moeAct && f.mlp > 0)  // the routed experts' share of the activation
                rerun_s +=
                    tokens * activation * (routed / f.mlp) * actBytes / hbm + glue.recompute_s;
            if (modules.mlaUpProj && f.qkv > 0) {  // at the MLA projections' rate
                const double share = std::min(1.0, mlaUpProjectionFlops(model, tokens) / f.qkv);
                rerun_s += share * qkv_s;
                t.linearGemm_s += layers * share * qkv_s;
            }
            t.recompute_s = layers * rerun_s;
        } else {
            // The marked linear GEMMs the backward reads, the element-wise work and the casts
            // but the FFN's last matrix's and, when its output was saved, the attention-output
            // projection's (EveryOtherMatmul); a re-run cast skips what the policy saved of it
            // (its amax pass). The dispatch's copy of the splits to the host is not in the
            // policy's `_save_list` either: it runs, and synchronises, again.
            const EveryOtherMatmul rerun = everyOtherMatmul(model, layout, in.precision);
            const double rerun_s = rerun.qkv * qkv_s + rerun.out * out_s + rerun.ffn * ffn_s;
            const double rerunCast_s =
                castForward_s - skippedCast_s - (1.0 - rerun.out) * outCast_s;
            t.recompute_s =
                layers
                * (rerun_s + elementwise_s + rerunCastShare(stack, in.precision) * rerunCast_s
                   + spCopies.allGather_s * again.allGathers / 2.0 + dispatchSync_s);
            t.linearGemm_s += layers * rerun_s;
        }
    }
    flops += layers * recomputedFlops(model, layout, f, unrouted, tokens, stack, in.precision) / tp;
    t.layersForward_s = t.forward_s;
    t.layersBackward_s = t.backward_s + t.recompute_s;
    if (outputHeads > 0) {
        // Vocabulary-parallel output layer (Megatron): forward + two backward GEMMs, in bf16,
        // and the cross entropy over this GPU's slice of the vocabulary.
        const double logits = logitForwardFlops(model, tokens) / tp;
        const double vocabSlice = model.vocab / tp;
        const double logit_s = high.time_s(logits, std::min({tokens, h, vocabSlice}));
        const double ce = tokens * vocabSlice / hbm;
        t.forward_s += outputHeads * (logit_s + ce * stack.crossEntropyBytesForward);
        t.backward_s += outputHeads * (2.0 * logit_s + ce * stack.crossEntropyBytesBackward);
        flops += outputHeads * 3.0 * logits;
    }
    t.flops = flops;
    return t;
}

PacingStage pacingStage(const ModelSpec& model, const Layout& layout, const ComputeInputs& in)
{
    const StagePlan plan = stagePlan(model, layout);
    const auto stage = [&](int layers, int heads) {
        PacingStage p;
        p.layers = layers;
        p.time = microBatchTime(model, layout, layers, heads, in);
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
