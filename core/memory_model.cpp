#include "memory_model.h"

#include <algorithm>

#include "context_ring.h"
#include "flop_model.h"
#include "model_shape.h"
#include "precision_table.h"
#include "stage_plan.h"

namespace syncwall::core {
namespace {

// Optimizer state bytes per parameter beyond the weights (Rajbhandari et al. 2020, ZeRO Sec. 3):
// mixed-precision Adam keeps an fp32 master copy and two fp32 moments (K = 12).
double optimizerBytesPerParam(Precision p, Optimizer o)
{
    const double moments = o == Optimizer::Adam ? 8.0 : 4.0;
    return (mixedPrecision(p) ? 4.0 : 0.0) + moments;
}

}  // namespace

namespace {

LocalParameters localParameterSplit(const ModelSpec& model, const Layout& layout, int fullestLayers)
{
    const ParameterCounts counts = parameterCounts(model);
    // The fullest stage's share of the layers' weights; the embedding and the output layer sit
    // on the end stages, which the split (stage_plan.h) gives fewer layers to make room.
    const double stageShare = model.layers > 0 ? double(fullestLayers) / model.layers : 1.0;
    const double copies = layout.schedule == Schedule::DualPipe ? 2.0 : 1.0;
    LocalParameters local;
    local.experts = copies * counts.routedExperts * stageShare
                    / (double(std::max(1, layout.ep)) * std::max(1, layout.expertTp));
    local.dense = copies
                  * (counts.total + counts.mtp / std::max(1, layout.pp) - counts.routedExperts)
                  * stageShare / std::max(1, layout.tp);
    return local;
}

}  // namespace

LocalParameters localParameterSplit(const ModelSpec& model, const Layout& layout)
{
    return localParameterSplit(model, layout, fullestStageLayers(model, layout));
}

double localParameters(const ModelSpec& model, const Layout& layout)
{
    return localParameterSplit(model, layout).total();
}

namespace {

// One layer's 16-bit activations per s b h, fused attention (no score matrix): Korthikanti et
// al. 2022 Sec. 4.1 term by term, at the model's own widths. `replicated` is what TP leaves
// whole (SP shards it), `split` what TP slices. GPT-3: 10 + 24 = 34 (their eq. 2).
struct ActivationTerms {
    double replicated = 0;
    double split = 0;
    // Parts of `split` a recompute module drops (SelectiveModules): each routed copy's
    // activation output (moe_act), MLA's Q, K and V after the up-projections (mla_up_proj).
    double expertActivationOutputs = 0;
    double mlaUpProjected = 0;
};

ActivationTerms activationTerms(const ModelSpec& model, bool unfusedExpertGlue)
{
    const double h = model.hidden;
    // The two norm inputs (2 + 2), the QKV and the FFN inputs (2 + 2), and the two dropout
    // masks (1 + 1) of GPT-style models; gated (SwiGLU) models of 2023-26 train without dropout
    // (Llama 3, Mixtral, DeepSeek-V3, Qwen3 configs: dropout 0).
    ActivationTerms t;
    t.replicated = 8.0 + (model.gatedMlp ? 0.0 : 2.0);
    // Q, K, V and the attention output at their widths: GQA's K and V are kv/a of Q's.
    if (model.mla.enabled()) {
        const MlaSpec& a = model.mla;
        const double qk = double(model.heads) * (a.qkNopeHeadDim + a.qkRopeHeadDim) / h;
        const double v = double(model.heads) * a.vHeadDim / h;
        // Plus the latent inputs of the up-projections (DeepSeek-V2 Sec. 2.1.2).
        t.mlaUpProjected = 2.0 * (qk + qk + v);
        t.split = t.mlaUpProjected + 2.0 * v + 2.0 * (a.qLoraRank + a.kvLoraRank) / h;
    } else {
        const double q = double(model.heads) * headDimOf(model) / h;
        const double kv = double(kvHeadsOf(model)) * headDimOf(model) / h;
        t.split = 2.0 * (q + kv + kv + q);
    }
    // The FFN's activation-function input (twice for a gated FFN) and output, f = ffn / h; a
    // MoE layer keeps them for each of its top-k routed copies, with each copy's permuted input,
    // and for its shared experts (Megatron-Core token dispatcher; averaged over the layers).
    const double act = model.gatedMlp ? 6.0 : 4.0;  // 2 f (x2 gated) in + 2 f out, per f
    const double dense = act * double(ffnHiddenOf(model)) / h;
    const double fe = double(expertFfnHiddenOf(model)) / h;
    const double moe = model.topK * (2.0 + act * fe) + model.sharedExperts * act * fe;
    const double moeShare = moeLayerShare(model);
    t.split += (1.0 - moeShare) * dense + moeShare * moe;
    t.expertActivationOutputs = moeShare * model.topK * 2.0 * fe;
    // gpt-oss under a stack that clamps outside the fused GLU (expert_glue.h): the two clamps
    // keep the first linear's output (4 f_e per routed copy) besides the GLU's clamped input;
    // a recompute of the MoE activation keeps neither (it re-runs the clamps).
    if (unfusedExpertGlue && model.gluClamp > 0 && model.gatedMlp) {
        t.split += moeShare * model.topK * 4.0 * fe;
        t.expertActivationOutputs += moeShare * model.topK * 4.0 * fe;
    }
    return t;
}

}  // namespace

double layerActivationBytes(const ModelSpec& model, const Layout& layout, bool sequenceParallel,
                            bool fusedAttention, bool unfusedExpertGlue)
{
    // Korthikanti et al. 2022 eq. 1-6 for 16-bit activations: per layer s b h (34 + 5 a s / h)
    // unsharded; TP without SP: s b h (10 + 24/t + 5 a s/(h t)); with SP everything / t; the
    // 10 and 24 at the model's own widths (activationTerms). Context parallelism divides s.
    const double s = double(model.seqLen) / layout.cp;
    const double b = layout.microBatch;
    const double h = model.hidden;
    const double a = model.heads;
    const double t = layout.tp;
    const double sbh = s * b * h;
    ActivationTerms terms = activationTerms(model, unfusedExpertGlue);
    const bool selective = layout.recompute == Recompute::Selective;
    const SelectiveModules& modules = layout.selective;
    // The score part recomputing the attention core drops and a fused kernel never stores: the
    // softmax output (2 a s^2 b), and with dropout its mask and output (a s^2 b + 2 a s^2 b).
    const double scores = model.gatedMlp ? 2.0 : 5.0;  // gated models: no dropout (above)
    const double attention =
        fusedAttention || (selective && modules.coreAttn) ? 0.0 : scores * a * s / h;
    if (selective) {
        // Megatron-Core's other modules (SelectiveModules) drop what they re-run: the outputs
        // of the norms that stand alone (separateNorms), each routed copy's activation output
        // (2 f_e), MLA's Q, K and V after the up-projections.
        if (modules.layernorm)
            terms.replicated -= 2.0 * separateNorms(model);
        if (modules.moeAct)
            terms.split -= terms.expertActivationOutputs;
        if (modules.mlaUpProj)
            terms.split -= terms.mlaUpProjected;
    }
    if (layout.recompute == Recompute::Full)
        return 2.0 * sbh / (sequenceParallel ? t : 1.0);  // only each layer's input is kept
    return sequenceParallel ? sbh * (terms.replicated + terms.split + attention) / t
                            : sbh * (terms.replicated + (terms.split + attention) / t);
}

ActivationPolicy activationPolicy(SoftwareStack stack, const GpuSpec& gpu)
{
    const StackProfile profile = stackProfile(stack);
    return {attentionKernel(stack, gpu) != AttentionKernel::Unfused, profile.selective,
            profile.lossPeakBytesPerLogit, profile.ringRepeatsKvHeads, profile.unfusedExpertGlue};
}

double everyOtherMatmulLayerBytes(const ModelSpec& model, const Layout& layout, Precision precision)
{
    const double tokens = double(model.seqLen) / std::max(1, layout.cp) * layout.microBatch;
    const double t = std::max(1, layout.tp);
    const double h = model.hidden;
    const double a = std::max(1, model.heads);
    const double d = headDimOf(model);
    const double kv = kvHeadsOf(model);
    // Kept whatever the precision: the block's input (sharded by sequence parallelism, which
    // torchtitan's TP plan always uses), SDPA's output (heads split by TP) and, under TP, the
    // outputs of the two reduce-scatters after the row-parallel o and w2 (h / t each;
    // reduce_scatter_tensor is in the save list).
    double elements = h / t + a * d / t + (t > 1 ? 2.0 * h / t : 0.0);
    if (!lowPrecision(precision)) {
        // A row-parallel mm outputs the full-width partial sum before its reduce-scatter.
        const double f = double(ffnHiddenOf(model));
        if (!model.mla.enabled() && model.experts <= 1) {
            // q, k, v, o, w1, (w3), w2: the odd ones are q, v, w1 and, gated, w2.
            elements += a * d / t + kv * d / t + f / t + (model.gatedMlp ? h : 0.0);
        } else {
            double attention = 0;
            if (model.mla.enabled()) {
                const MlaSpec& m = model.mla;
                const double qk = a * (m.qkNopeHeadDim + m.qkRopeHeadDim);
                attention = (m.qLoraRank > 0 ? m.qLoraRank + qk / t : qk / t) + m.kvLoraRank
                            + m.qkRopeHeadDim + a * (m.qkNopeHeadDim + m.vHeadDim) / t + h;
            } else {
                attention = (a * d + 2.0 * kv * d) / t + h;
            }
            const double matrices = model.gatedMlp ? 2.0 : 1.0;  // w1 (and w3), then w2
            const double fe = double(expertFfnHiddenOf(model));
            const double moe =
                (model.topK + model.sharedExperts) * (matrices * fe / t + h) + model.experts;
            const double dense = matrices * f / t + h;
            const int moeLayers = moeLayerCount(model);
            const int layers = std::max(1, model.layers);
            const double ffn =
                (double(layers - moeLayers) * dense + double(moeLayers) * moe) / layers;
            elements += 0.5 * (attention + ffn);
        }
    }
    return 2.0 * tokens * elements;
}

namespace {

double microBatchesInFlightPlain(const Layout& layout)
{
    // GPipe keeps every micro-batch of the step; 1F1B at most pp on the first stage; the
    // interleaved schedule holds (1 + (p-1)/(p v)) times that (Korthikanti 2022 Sec. 4.2.3),
    // but never more than the step's m v chunks: Megatron-Core's first stage runs
    // 2 (p-1) + (v-1) p warm-up chunks, capped at all of them (schedules.py), then one more.
    const double m = layout.microBatches;
    const double p = layout.pp;
    if (layout.schedule == Schedule::GPipe)
        return m;
    if (layout.schedule == Schedule::DualPipe)  // DeepSeek-V3 Table 2: PP + 1 activations
        return std::min(m, p + 1.0);
    if (layout.schedule == Schedule::Interleaved && layout.virtualStages > 1)
        return std::min(m, p + (p - 1.0) / layout.virtualStages);
    return std::min(m, p);
}

double microBatchesInFlightOnLastStagePlain(const Layout& layout)
{
    const double m = layout.microBatches;
    const double p = layout.pp;
    if (layout.schedule == Schedule::GPipe)
        return m;
    if (layout.schedule == Schedule::DualPipe)
        return std::min(m, p + 1.0);
    if (layout.schedule == Schedule::Interleaved && layout.virtualStages > 1) {
        const double v = layout.virtualStages;
        return std::min(m, ((v - 1.0) * p + 1.0) / v);
    }
    return std::min(m, 1.0);
}

// The EP overlap's extra warm-up forward (memory_model.h), capped at the step's micro-batches.
double withOverlapWarmup(double inFlight, const Layout& layout, bool expertOverlap)
{
    const bool paired =
        expertOverlap
        && (layout.schedule == Schedule::OneFOneB || layout.schedule == Schedule::Interleaved);
    if (!paired)
        return inFlight;
    return std::min(double(layout.microBatches),
                    inFlight + 1.0 / std::max(1, layout.virtualStages));
}

}  // namespace

double microBatchesInFlight(const Layout& layout, bool expertOverlap)
{
    return withOverlapWarmup(microBatchesInFlightPlain(layout), layout, expertOverlap);
}

double microBatchesInFlightOnLastStage(const Layout& layout, bool expertOverlap)
{
    return withOverlapWarmup(microBatchesInFlightOnLastStagePlain(layout), layout, expertOverlap);
}

double lossLogitBytes(const ModelSpec& model, const Layout& layout, double bytesPerLogit)
{
    return bytesPerLogit * double(model.seqLen) / std::max(1, layout.cp) * layout.microBatch
           * double(model.vocab) / std::max(1, layout.tp);
}

double contextRingBufferBytes(const ModelSpec& model, const Layout& layout, bool repeatsKvHeads,
                              double bytesPerElement)
{
    if (layout.cp <= 1)
        return 0.0;
    return bytesPerElement * double(model.seqLen) * layout.microBatch
           * ringKvElementsPerToken(model, layout.tp, repeatsKvHeads);
}

MemoryBreakdown memoryPerGpu(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                             Precision precision, Optimizer optimizer,
                             const ActivationPolicy& policy, bool expertOverlap)
{
    // One stage plan for the fullest stage's weights, the first stage's and the last stage's
    // activations.
    const StagePlan plan = stagePlan(model, layout);
    const int fullest = std::max(1, plan.fullestLayers);
    const LocalParameters local = localParameterSplit(model, layout, fullest);
    // ZeRO shards over every rank holding the same weights: DP x CP for the dense ones
    // (Megatron-Core), the expert data-parallel group (TP x CP x DP / (EP x expert TP)) for
    // the routed experts.
    const double dp = double(std::max(1, layout.dp)) * std::max(1, layout.cp);
    const double edp =
        std::max(1.0, double(std::max(1, layout.tp)) * dp
                          / (double(std::max(1, layout.ep)) * std::max(1, layout.expertTp)));
    const auto sharded = [&](double perParam, int fromStage) {
        return local.dense * perParam / (layout.zero >= fromStage ? dp : 1.0)
               + local.experts * perParam / (layout.zero >= fromStage ? edp : 1.0);
    };
    const double w = elementBytes(precision);
    MemoryBreakdown mem;
    // ZeRO stage 1 shards optimizer state, 2 also gradients, 3 also weights (Rajbhandari 2020).
    // FP4 adds the NVFP4 copies of the weights it keeps for the step (precision_table.h).
    mem.weights_B = sharded(w + quantisedWeightCopyBytes(precision), 3);
    mem.gradients_B = sharded(w, 2);
    mem.optimizer_B = sharded(optimizerBytesPerParam(precision, optimizer), 1);
    const double perLayer =
        w / 2.0
        * (layout.recompute == Recompute::Selective
                   && policy.selective == SelectiveRecompute::EveryOtherMatmul
               ? everyOtherMatmulLayerBytes(model, layout, precision)
               : layerActivationBytes(model, layout, layout.sequenceParallel, policy.fusedAttention,
                                      policy.unfusedExpertGlue));
    const double first = fullest * microBatchesInFlight(layout, expertOverlap);
    // The last stage: its layers for its micro-batches in flight; the MTP modules and the
    // logits belong to the final model chunk, which holds one micro-batch between its forward
    // and backward (GPipe: all of them).
    const int mtp = std::max(0, model.mtpLayers);
    const double lastLayers = layout.pp > 1 ? plan.lastLayers : model.layers;
    const double finalChunk =
        layout.schedule == Schedule::GPipe ? double(layout.microBatches) : 1.0;
    // What a GPU holds for a moment on top (memory_model.h): the one layer a recompute re-runs
    // (what it would keep without recompute beside what it kept: Korthikanti et al. 2022 Sec.
    // 5; the score matrix again where attention is unfused; 0 when nothing is re-run), a CP
    // call's ring buffers and, on the last stage, the loss at its peak with every output head's
    // saved logits. The loss runs after the last layer's forward and frees its logits before
    // that layer's backward re-runs it.
    Layout kept = layout;
    kept.recompute = Recompute::None;
    const double rerun = std::max(
        0.0, w / 2.0
                     * layerActivationBytes(model, kept, layout.sequenceParallel,
                                            policy.fusedAttention, policy.unfusedExpertGlue)
                 - perLayer);
    const double ring = contextRingBufferBytes(model, layout, policy.ringRepeatsKvHeads,
                                               elementBytes(highPrecision(precision)));
    const double saved = lossLogitBytes(model, layout);
    const double loss =
        (1.0 + mtp) * saved
        + std::max(0.0, lossLogitBytes(model, layout, policy.lossPeakBytesPerLogit) - saved);
    const double last =
        lastLayers * microBatchesInFlightOnLastStage(layout, expertOverlap) * perLayer
        + finalChunk * mtp * perLayer + (finalChunk - 1.0) * (1.0 + mtp) * saved
        + std::max({loss, ring, rerun});
    mem.activations_B = std::max(first * perLayer + std::max(ring, rerun), last);
    mem.total_B = mem.weights_B + mem.gradients_B + mem.optimizer_B + mem.activations_B;
    mem.capacity_B = gpu.memory_B;
    mem.fits = mem.total_B <= gpu.memory_B * kUsableMemoryShare;
    return mem;
}

double checkpointBytes(double params, Precision precision, Optimizer optimizer)
{
    // 16-bit weights + fp32 master + moments: 14 B/param for Adam; Narayanan 2021 Sec. 5.10
    // reports 13.8 TB for the 1T model. FP8 and FP4 save the same (their quantised copies are
    // derived from the 16-bit weights and not saved).
    const double w = elementBytes(precision);
    return params * (w + optimizerBytesPerParam(precision, optimizer));
}

}  // namespace syncwall::core
