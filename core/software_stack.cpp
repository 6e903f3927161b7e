#include "software_stack.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "model_shape.h"
#include "precision_table.h"

namespace syncwall::core {

// Megatron-Core's TP overlap (Megatron-Core docs, "Communication overlap": tp_comm_overlap splits
// each all-gather and reduce-scatter into chunks pipelined with the GEMM through userbuffers, and
// overlaps the rest in bulk with the wgrad / dgrad GEMMs): all of it can hide, up to the GEMMs'
// own time.
inline constexpr double kMegatronCoreTpOverlap = 1.0;
// Host-side cost per transformer layer and micro-batch (forward + backward) that the GPU waits
// for in Megatron-Core with Transformer Engine: fitted, least squares in log error, on the three
// Megatron-Core r0.8.0 H100 rows of the calibration set (1.7B, 70B, 314B; docs/validation.md).
// It is what keeps small models far below the kernels' rate on fast GPUs (1.7B: 41 % MFU where
// the layers alone run at 60 %).
inline constexpr double kMegatronCoreLayerOverhead_s = 1.3e-3;
// The same for Megatron-LM 2021-22 (plain PyTorch modules, fewer kernels per layer): fitted with
// the A100's GEMM efficiency, least squares in percent error, on Narayanan 2021 Table 1's ten
// rows (the calibration set; docs/validation.md).
inline constexpr double kMegatron2021LayerOverhead_s = 0.6e-3;
// Host work per rank of one ZeRO-3 list collective of 2021: DeepSpeed v0.3.x's Python loop that
// builds the p `narrow` views (`_allgather_param`) and PyTorch 1.8's ProcessGroupNCCL `copy_` of
// each out of its flat buffer (small device-to-device copies, host-bound); the gradients' bucket
// all-reduce is flat and pays none (Zero3Gradients::BucketAllReduce). FITTED on the three 175B
// ZeRO-3 rows of Narayanan et al. 2021 Table 2 (384-1,536 A100), least squares in log step error
// in steps of 0.1 us; the three 529B rows check it (docs/validation.md).
inline constexpr double kTorch2021ListCopy_s = 21.8e-6;
// DeepSpeed v0.3.15's default `stage3_max_reuse_distance` (runtime/zero/constants.py at
// 2c2a7f3), in elements; Narayanan et al. 2021 give no ZeRO configuration, so the default.
inline constexpr double kDeepSpeed2021ReuseDistance = 1e9;
// Its default `reduce_bucket_size` (constants.py: ZERO_OPTIMIZATION_REDUCE_BUCKET_SIZE_DEFAULT),
// in elements.
inline constexpr double kDeepSpeed2021ReduceBucket = 5e8;
// Transformer Engine's NVFP4 recipe (TE docs, "Using FP8 and FP4 with Transformer Engine",
// NVFP4BlockScaling; "Low precision training: NVFP4"): the per-tensor fp32 scale comes from
// the tensor's current amax (a read of 2 B per element before the cast), then the cast reads 2 B
// and writes a row-wise and a column-wise (transposed) NVFP4 copy of 0.5625 B each.
inline constexpr double kTeNvfp4CastBytes = 2.0 + 2.0 + 2.0 * kNvfp4BytesPerElement;  // 5.125
// Casting per pass with dynamic scaling (torchao-style): amax read 2, read 2, one NVFP4 copy.
inline constexpr double kDynamicNvfp4CastBytes =
    kAmaxPassBytesPerElement + 2.0 + kNvfp4BytesPerElement;  // 4.5625
// The same to FP8 (torchao float8 tensorwise): amax read 2, read 2, write 1.
inline constexpr double kDynamicFp8CastBytes = kAmaxPassBytesPerElement + 2.0 + 1.0;  // 5

StackProfile stackProfile(SoftwareStack stack)
{
    StackProfile p;
    switch (stack) {
    case SoftwareStack::Megatron2021:
        // Megatron-LM 2021-22 (Narayanan 2021 Sec. 4.2): unfused attention with the fused
        // scale-mask-softmax kernel, bias-GeLU and bias-dropout-add fusions, no FP8.
        p.attention = p.attentionBeforeHopper = AttentionKernel::Unfused;
        p.lowPrecision = false;  // FP8 came with Transformer Engine (2022) and Megatron-Core
        p.fp8CastBytesPerElement = 4.0;
        p.fp4CastBytesPerElement = kTeNvfp4CastBytes;  // no FP4 of its own: as Megatron-Core's
        p.layerOverhead_s = kMegatron2021LayerOverhead_s;
        p.contextRingIsItsOwn = false;  // no context parallelism of its own
        // Its ZeRO-3 is DeepSpeed's stage 3 of the time (Megatron-LM had none): v0.3.x.
        p.zero3Unit = Zero3Unit::Tensor;
        p.zero3ListCopy_s = kTorch2021ListCopy_s;
        p.zero3Synchronous = true;
        p.zero3ReuseDistance = kDeepSpeed2021ReuseDistance;
        p.zero3Gradients = Zero3Gradients::BucketAllReduce;  // contiguous_gradients unset
        p.zero3ReduceBucket = kDeepSpeed2021ReduceBucket;
        break;
    case SoftwareStack::MegatronCore:
        // Transformer Engine: fused attention, LayerNormLinear, fused cast-transpose (read 2,
        // write 1 + 1 transposed), FP8 weights cached across micro-batches.
        p.attention = AttentionKernel::FusedCudnn;
        p.normCastsToFp8 = true;
        p.fp8CastBytesPerElement = 4.0;
        p.fp4CastBytesPerElement = kTeNvfp4CastBytes;
        p.tpCommOverlap = kMegatronCoreTpOverlap;
        p.layerOverhead_s = kMegatronCoreLayerOverhead_s;
        p.overlapsInterleavedP2p = true;
        p.unfusedExpertGlue = true;  // gpt-oss's clamp and expert biases (expert_glue.h)
        // Dropless dispatch (Megatron-LM token_dispatcher.py at d98e8a64d): the all-to-all
        // dispatcher copies the counts to the host and waits at `cuda_sync_point`
        // (`d2h_event.synchronize()`; "before_finish" without EP or TP); HybridEP sizes its
        // output from `tokens_per_expert.sum()`, and the grouped MLP reads the counts with
        // `.tolist()` (experts.py). Assumed for every run: the paths without it (drop-and-pad
        // to a capacity, HybridEP's static per-rank budget, experts.py's grouped-tensor path)
        // are options no validated recipe states.
        p.moeDispatchSync = MoeDispatchSync::Always;
        break;
    case SoftwareStack::PytorchFsdp:
        // torchtitan: SDPA (FlashAttention-2 backend), torch.compile, torchao float8 with
        // dynamic tensorwise scaling (an amax read, then the cast: 2 + 2 + 1 bytes), weights cast
        // in every forward and backward (torchao docs "float8": dynamic scaling).
        p.attention = p.attentionBeforeHopper = AttentionKernel::FlashAttention2;
        p.fusedResidualNorm = true;
        p.fp8CastBytesPerElement = kDynamicFp8CastBytes;
        p.fp4CastBytesPerElement = kDynamicNvfp4CastBytes;
        p.fp8WeightsCastPerMicroBatch = true;
        p.layerOverhead_s = kMegatronCoreLayerOverhead_s;            // assumed as Megatron-Core's
        p.selective = SelectiveRecompute::EveryOtherMatmul;          // torchtitan's "op" policy
        p.rerunsOnlyWhatBackwardReads = true;                        // each block compiled
        p.rerunCastSavedBytesPerElement = kAmaxPassBytesPerElement;  // the policy saves amax
        p.crossEntropyBytesForward = kEagerFp32CrossEntropyBytesForward;
        p.crossEntropyBytesBackward = kEagerFp32CrossEntropyBytesBackward;
        p.lossPeakBytesPerLogit = kEagerLossPeakBytesPerLogit;
        // FSDP2 reduces in fp32: torchtitan's `mixed_precision_reduce = "float32"` default
        // (MixedPrecisionPolicy reduce_dtype); Meta's Llama 3 FSDP too (Dubey et al. 2024 Sec.
        // 3.3.4: "reduce-scatter gradients in FP32 across data parallel workers").
        p.gradientReduceBytes = 4.0;
        p.sequenceShardCopies = true;        // torchtitan's TP is DTensor's, activations [b, s, h]
        p.castsBeforeSequenceGather = true;  // torchao's float8 tensor parallelism
        p.contextRing = ContextParallelRing::AllGather;  // torch's context_parallel
        p.ringRepeatsKvHeads = true;                     // torchtitan's Llama
        // torchtitan's expert parallelism reads the all-to-all splits on the host
        // (expert_parallel.py `default_a2a_dispatch`: "Incurs device-to-host sync"); without
        // it the grouped GEMM takes device offsets.
        p.moeDispatchSync = MoeDispatchSync::ExpertParallelOnly;
        break;
    case SoftwareStack::DeepSpeed:
        // DeepSpeed ZeRO with FlashAttention-2 and eager element-wise kernels.
        p.attention = p.attentionBeforeHopper = AttentionKernel::FlashAttention2;
        p.fp8CastBytesPerElement = kDynamicFp8CastBytes;
        p.fp4CastBytesPerElement = kDynamicNvfp4CastBytes;
        p.fp8WeightsCastPerMicroBatch = true;
        p.layerOverhead_s = kMegatronCoreLayerOverhead_s;  // assumed as Megatron-Core's
        p.zero3Unit = Zero3Unit::SubModule;
        p.contextRingIsItsOwn = false;  // Ulysses: all-to-all over heads, not a ring
        // DeepSpeed-MoE pads each expert to its capacity (deepspeed/moe/layer.py,
        // `drop_tokens=True` by default): fixed sizes, no host read (moeDispatchSync Never).
        break;
    }
    return p;
}

StackProfile stackProfile(const SoftwareSpec& software)
{
    return stackProfile(software.stack, software.cudaGraphs);
}

StackProfile stackProfile(SoftwareStack stack, CudaGraphs graphs)
{
    StackProfile p = stackProfile(stack);
    if (graphs == CudaGraphs::FullIteration) {
        p.layerOverhead_s = 0;
        p.moeDispatchSync = MoeDispatchSync::Never;
        p.glueSynchronises = false;
    }
    return p;
}

double separateNorms(const ModelSpec& model)
{
    return (model.mla.enabled() ? 1.0 : 0.0) + moeLayerShare(model);
}

SelectiveModules applicableModules(SelectiveModules modules, const ModelSpec& model)
{
    modules.mlaUpProj = modules.mlaUpProj && model.mla.enabled();
    modules.moeAct = modules.moeAct && model.experts > 1;
    return modules;
}

RecomputedTpCollectives recomputedTpCollectives(const StackProfile& stack, const Layout& layout)
{
    if (layout.recompute == Recompute::Full)
        return {2, stack.rerunsOnlyWhatBackwardReads ? 1 : 2};
    if (layout.recompute == Recompute::Selective
        && stack.selective == SelectiveRecompute::EveryOtherMatmul)
        return {2, layout.sequenceParallel ? 0 : 1};
    return {};
}

double recomputedTpAllReduces(const StackProfile& stack, const Layout& layout)
{
    const RecomputedTpCollectives again = recomputedTpCollectives(stack, layout);
    return layout.sequenceParallel ? 0.5 * (again.allGathers + again.reduceScatters)
                                   : double(again.reduceScatters);
}

bool outputSavedAfterProjection(const Layout& layout)
{
    return layout.recompute == Recompute::Selective && layout.tp > 1 && layout.sequenceParallel;
}

bool attentionRerunsInRecompute(const StackProfile& stack, const Layout& layout)
{
    if (layout.recompute == Recompute::Full)
        return true;
    return layout.recompute == Recompute::Selective
           && stack.selective == SelectiveRecompute::AttentionCore && layout.selective.coreAttn;
}

// Megatron's transformer layer: fused QKV, the attention output, FC1 (gate and up fused under a
// gated FFN) and FC2, each with a weight and a bias, and two norms with a weight and a bias each.
inline constexpr int kMegatronLinearsPerLayer = 4;
inline constexpr int kMegatronTensorsPerLayer = 2 * kMegatronLinearsPerLayer + 2 * 2;

int shardedGathersPerLayer(const StackProfile& stack, const ModelSpec& model)
{
    switch (stack.zero3Unit) {
    case Zero3Unit::Layer:
        return 1;
    case Zero3Unit::SubModule:
        return model.gatedMlp ? 4 + 3 : 2 + 2;
    case Zero3Unit::Tensor:
        return kMegatronLinearsPerLayer;  // its norms and biases are never gathered again
    }
    return 1;
}

namespace {

// Megatron's four linear weights in forward order (QKV, the attention output, FC1, FC2), per TP
// rank (the dense FFN's sizes), in elements.
std::array<double, kMegatronLinearsPerLayer> megatronLinearSizes(const ModelSpec& model,
                                                                 const Layout& layout)
{
    const double h = model.hidden, tp = std::max(1, layout.tp);
    const double heads = double(model.heads) * headDimOf(model);
    const double kv = double(kvHeadsOf(model)) * headDimOf(model);
    const double f = double(ffnHiddenOf(model));
    return {h * (heads + 2.0 * kv) / tp, heads * h / tp, (mlpMatricesOf(model) - 1.0) * f * h / tp,
            f * h / tp};
}

}  // namespace

double shardedScattersPerLayer(const StackProfile& stack, const ModelSpec& model,
                               const Layout& layout, int layers)
{
    if (stack.zero3Gradients == Zero3Gradients::BucketAllReduce && stack.zero3ReduceBucket > 0
        && layers > 0) {
        // stage3.py `reduce_independent_p_g_buckets_and_remove_grads`: the bucket is reduced
        // before a gradient that would take it past `reduce_bucket_size` joins it (an empty one
        // reduces nothing), and the last bucket after the backward.
        const auto size = megatronLinearSizes(model, layout);
        double inBucket = 0, buckets = 0;
        for (int layer = 0; layer < layers; ++layer)
            for (auto t = size.rbegin(); t != size.rend(); ++t) {
                if (inBucket > 0 && inBucket + *t > stack.zero3ReduceBucket) {
                    buckets += 1;
                    inBucket = 0;
                }
                inBucket += *t;
            }
        return (buckets + (inBucket > 0 ? 1 : 0)) / layers;
    }
    return stack.zero3Unit == Zero3Unit::Tensor ? kMegatronTensorsPerLayer : 1;
}

namespace {

// Of the layers k = 0 .. n - 1 from the stage's end, those whose distance a + b k reaches
// `limit` (DeepSpeed releases a tensor when the distance is not below it).
double layersReaching(double a, double b, double limit, int n)
{
    if (a >= limit)
        return n;
    if (b <= 0)
        return 0;
    const double first = std::ceil((limit - a) / b);
    return std::max(0.0, n - first);
}

}  // namespace

ShardedGathers shardedGathersPerMicroBatch(const StackProfile& stack, const ModelSpec& model,
                                           const Layout& layout, int layers)
{
    const double limit = stack.zero3ReuseDistance;
    if (limit <= 0 || stack.zero3Unit != Zero3Unit::Tensor || layers <= 0)
        return {2.0 * shardedGathersPerLayer(stack, model), 2.0};
    const auto size = megatronLinearSizes(model, layout);
    const double h = model.hidden, tp = std::max(1, layout.tp);
    double layer = 0;
    for (const double s : size)
        layer += s;
    // The output layer sits between the last layer's forward and its backward when one
    // stage holds the whole model (its forward and backward: 2 trace steps). Megatron's tied
    // output is a function call on the embedding's weight, which DeepSpeed registers on the
    // model as an external parameter; if the trace counts it once, only small models' last
    // layers move by one (GPT-3's rows do not depend on it). Not checked in the 2021 code.
    const double output = layout.pp == 1 ? 2.0 * double(model.vocab) * h / tp : 0.0;
    const bool rerun = layout.recompute == Recompute::Full;
    ShardedGathers g {double(kMegatronLinearsPerLayer), 1.0};  // the forward gathers all
    double later = layer;  // elements of this layer's linears after the current one
    for (const double s : size) {
        later -= s;
        double regathered = 0;  // of the layers, in the re-run forward
        double backward = 0;    // of the layers, in the backward
        if (rerun) {
            regathered = layersReaching(layer - s + output, 3.0 * layer, limit, layers);
            backward = layersReaching(2.0 * later, 0.0, limit, layers);
        } else {
            backward = layersReaching(2.0 * later + output, 2.0 * layer, limit, layers);
        }
        g.calls += (regathered + backward) / layers;
        g.layerElements += (regathered + backward) / layers * s / layer;
    }
    return g;
}

double castBytesPerElement(const StackProfile& stack, Precision precision)
{
    if (precision == Precision::Fp8)
        return stack.fp8CastBytesPerElement;
    if (precision == Precision::Fp4)
        return stack.fp4CastBytesPerElement;
    return 0.0;
}

double rerunCastShare(const StackProfile& stack, Precision precision)
{
    const double bytes = castBytesPerElement(stack, precision);
    return bytes > 0 ? std::max(0.0, 1.0 - stack.rerunCastSavedBytesPerElement / bytes) : 0.0;
}

AttentionKernel attentionKernel(SoftwareStack stack, const GpuSpec& gpu)
{
    const StackProfile p = stackProfile(stack);
    const bool hopperOrLater = gpu.peak_flops[static_cast<std::size_t>(Precision::Fp8)] > 0;
    return hopperOrLater ? p.attention : p.attentionBeforeHopper;
}

}  // namespace syncwall::core
