#pragma once
// What a training software stack does to the step, beyond the model's FLOPs: which attention
// kernel it runs, what it fuses, how it casts to FP8 and whether it overlaps tensor-parallel
// communication with GEMMs (docs/contract.md `software.stack`; docs/model.md "Software stacks").

#include "attention_kernel.h"
#include "context_ring.h"
#include "scenario.h"

namespace syncwall::core {

// Bytes of HBM traffic per output logit of the vocabulary-parallel cross entropy (Megatron-Core
// fused cross entropy: forward reads the bf16 logits and writes fp32 softmax statistics;
// backward reads them and writes the bf16 gradient).
inline constexpr double kFusedCrossEntropyBytesForward = 4.0;
inline constexpr double kFusedCrossEntropyBytesBackward = 6.0;
// torchtitan's loss (train.py @ 9dec370, 2024-12: cross_entropy(pred.float(), labels), eager, "compiling
// loss function causes CUDA errors"), on a vocabulary too wide for a row in shared memory
// (PyTorch SoftMax.cu, cunn_SoftMaxForward / Backward): forward, the fp32 copy (read 2, write
// 4) and log_softmax (max, sum and write passes: read 3 x 4, write 4); backward, nll_loss's
// zero-filled gradient (write 4), log_softmax's (sum pass, then read gradient and output,
// write 4: 16) and the copy back to bf16 (read 4, write 2).
inline constexpr double kEagerFp32CrossEntropyBytesForward = 6.0 + 16.0;         // 22
inline constexpr double kEagerFp32CrossEntropyBytesBackward = 4.0 + 16.0 + 6.0;  // 26

// The loss's peak memory per logit of one micro-batch, the saved softmax included.
// Megatron's vocab-parallel cross entropy (tensor_parallel/cross_entropy.py, its fused variant
// too) casts the 16-bit logits to an fp32 copy that becomes the softmax in place and is saved
// (4 beside the 2 it came from); its backward writes the gradient into that buffer in place and
// autograd casts it to the logits' 16 bits (4 + 2).
inline constexpr double kMegatronLossPeakBytesPerLogit = 4.0 + 2.0;
// PyTorch's eager cross_entropy on an fp32 copy (torchtitan @ 9dec370): log_softmax saves its
// fp32 output (4); the backward allocates
// nll_loss's gradient (4) and log_softmax's (4) while that output is alive: 12. The forward's
// 16-bit logits, fp32 copy and log-probabilities (2 + 4 + 4) stay below it; torchtitan frees
// the 16-bit logits before the backward (`del pred`).
inline constexpr double kEagerLossPeakBytesPerLogit = 4.0 + 4.0 + 4.0;

// Dynamic scaling's amax pass (torchao `tensor_to_amax`: max(abs(x))) reads each 16-bit element
// once before the cast itself reads it again.
inline constexpr double kAmaxPassBytesPerElement = 2.0;

// What `recompute: selective` re-runs in the backward, by stack.
enum class SelectiveRecompute {
    // Megatron (Korthikanti et al. 2022 Sec. 5): the attention core alone.
    AttentionCore,
    // torchtitan's op-level policy (torchtitan/models/llama/parallelize_llama.py, _save_list):
    // it saves the outputs of mm and SDPA except every second mm, so the even 16-bit linear
    // GEMMs of a block (k, o, one FFN matrix), every low-precision one (torchao's _scaled_mm is
    // not in the list) and every element-wise op and cast may re-run, never the attention core;
    // StackProfile::rerunsOnlyWhatBackwardReads says which of them do.
    EveryOtherMatmul,
};

// HBM passes over the whole tensor that a list collective of 2021 adds (StackProfile::
// zero3ListCopy_s): DeepSpeed v0.3 zero-fills the gather's flat buffer (`torch.zeros` in
// `_allgather_param`: write 1) and ProcessGroupNCCL copies each rank's part out of its own flat
// output into it (read 1, write 1); a reduce-scatter's inputs are copied into a flat buffer
// (read 1, write 1).
inline constexpr double kListGatherHbmPasses = 3.0;
inline constexpr double kListScatterHbmPasses = 2.0;

// The unit a ZeRO-3 stack gathers parameters by (StackProfile::zero3Unit).
enum class Zero3Unit { Layer, SubModule, Tensor };

// How ZeRO-3 reduces the gradients (StackProfile::zero3Gradients).
enum class Zero3Gradients {
    ReduceScatter,    // reduce-scattered by the stack's unit (shardedScattersPerLayer)
    BucketAllReduce,  // flattened buckets all-reduced whole, each rank keeping its partition
};

// When a MoE layer's token dispatch reads the tokens per expert on the host (StackProfile).
enum class MoeDispatchSync {
    Never,               // fixed-size (capacity-padded) dispatch, or no MoE
    Always,              // every dropless forward, with or without expert parallelism
    ExpertParallelOnly,  // only to size the all-to-all between EP ranks
};

struct StackProfile {
    // The attention kernel on a GPU with FP8 tensor cores (Hopper and later) and before it.
    AttentionKernel attention = AttentionKernel::FusedCudnn;
    AttentionKernel attentionBeforeHopper = AttentionKernel::FlashAttention2;
    // torch.compile fuses each residual add into the norm after it (one pass instead of two).
    bool fusedResidualNorm = false;
    // The norm before QKV and FC1 writes its output in FP8 itself (Transformer Engine's
    // LayerNormLinear), so those inputs need no separate cast.
    bool normCastsToFp8 = false;
    // HBM bytes per element cast to FP8: read 2 + write 1, plus what the stack adds (the
    // transposed copy a Hopper wgrad GEMM needs, or an amax pass of dynamic scaling).
    double fp8CastBytesPerElement = 0;
    // HBM bytes per element cast to NVFP4 (16 values of 0.5 B share one 1 B E4M3 scale:
    // 0.5625 B written per copy; precision_table.h), counted the same way.
    double fp4CastBytesPerElement = 0;
    // FP8 / FP4 weights re-cast every forward and backward of every micro-batch (dynamic scaling
    // of torchao float8) instead of once per step (Transformer Engine caches them).
    bool fp8WeightsCastPerMicroBatch = false;
    // Share of the TP all-gathers / reduce-scatters hidden behind the layer's GEMMs when
    // sequence parallelism is on (Megatron-Core `--tp-comm-overlap`, Transformer Engine
    // userbuffers); 0 = every TP collective waits.
    double tpCommOverlap = 0;
    // Host-side cost of one transformer layer's forward and backward for one micro-batch that
    // the GPU waits for (kernel launches, Python and autograd between dependent kernels).
    double layerOverhead_s = 0;
    // A clamped GLU (model.glu_clamp) and expert biases (model.moe.expert_bias) run outside the
    // fused kernels, with a host synchronisation per clamped GLU (Megatron-Core's gpt-oss path,
    // expert_glue.h); false = fused into the GLU and the grouped GEMM (torch.compile).
    bool unfusedExpertGlue = false;
    // When a MoE layer's token dispatch synchronises the host with the GPU, once per forward:
    // dropless routing sizes its buffers and all-to-all splits from per-expert token counts
    // the host has to read (expert_glue.h, kLayerHostSync_s).
    MoeDispatchSync moeDispatchSync = MoeDispatchSync::Never;
    // A clamped GLU's host synchronisation (expert_glue.h); false under a full-iteration graph.
    bool glueSynchronises = true;
    SelectiveRecompute selective = SelectiveRecompute::AttentionCore;
    // Recomputation re-runs only the forward ops whose outputs the backward reads: the
    // partitioner of torch.compile (AOTAutograd's min-cut partitioner builds the backward graph
    // from what the gradients need) under full or op-level checkpointing of a compiled block.
    // The dense FFN's last matrix feeds only the block's residual add, which nothing in the
    // backward reads, so it never runs again; the attention-output projection feeds the residual
    // stream the FFN norm's backward reads, so it does unless its output was saved
    // (outputSavedAfterProjection). false = the layer's forward re-runs whole (Megatron's
    // re-entrant checkpoint of a layer).
    bool rerunsOnlyWhatBackwardReads = false;
    // HBM bytes per element a re-run cast of op-level recompute (SelectiveRecompute::
    // EveryOtherMatmul) does not move again: torchtitan's policy saves the amax (`aten.max` is
    // in `_save_list`, parallelize_llama.py at 9dec370 and 820504e), so the re-run skips the
    // amax pass. 0 = a re-run cast costs what the first one did.
    double rerunCastSavedBytesPerElement = 0;
    // HBM bytes per output logit of the cross entropy, forward and backward.
    double crossEntropyBytesForward = kFusedCrossEntropyBytesForward;
    double crossEntropyBytesBackward = kFusedCrossEntropyBytesBackward;
    // The loss's peak memory per logit (above).
    double lossPeakBytesPerLogit = kMegatronLossPeakBytesPerLogit;
    // The interleaved schedule's stage-to-stage sends and receives run asynchronously behind
    // the next model chunk's compute (Megatron-Core `overlap_p2p_comm`, which NeMo's and
    // Megatron-Bridge's comm-overlap configs turn on whenever virtual stages are used);
    // false = every transfer waits (plain 1F1B always does: batched p2p).
    bool overlapsInterleavedP2p = false;
    // How ZeRO-3 gathers a layer's weights: in one collective per layer (PyTorch FSDP wraps each
    // transformer block, `fully_shard`; Megatron-Core's FSDP buckets by layer), one per
    // sub-module that holds parameters (DeepSpeed stage 3's unit of fetching,
    // `PartitionedParameterCoordinator.fetch_sub_module`), or one per parameter tensor (DeepSpeed
    // v0.3.x of 2021, partition_parameters.py: `_all_gather` calling `_allgather_param` for each,
    // which Megatron-DeepSpeed ran then; with `contiguous_gradients` set its gradients were
    // reduce-scattered tensor by tensor too, `_reduce_scatter_gradients`, by default all-reduced
    // in buckets: zero3Gradients). Each call pays the ring's p - 1 latency steps, so at hundreds
    // of ranks the count matters, not only the bytes (shardedGathersPerLayer).
    Zero3Unit zero3Unit = Zero3Unit::Layer;
    // Each ZeRO-3 collective takes or fills a list of p tensors, one per rank: DeepSpeed v0.3
    // builds the p views in a Python loop and PyTorch's ProcessGroupNCCL of 2021 (1.8-1.9:
    // allgather and reduce_scatter with tensor lists) copies each into or out of a flat buffer
    // with its own `copy_`: this much host time per rank and call (0 = a flat buffer,
    // `_all_gather_base` / `all_gather_into_tensor`, since PyTorch 1.10).
    double zero3ListCopy_s = 0;
    // DeepSpeed stage 3 of 2021 reduces the gradients through `buffered_reduce_fallback` unless
    // `contiguous_gradients` is set, which it is not by default (v0.3.13 to v0.4.0,
    // runtime/zero/constants.py: ZERO3_OPTIMIZATION_CONTIGUOUS_GRADIENTS_DEFAULT = False): each
    // bucket of up to `reduce_bucket_size` elements (5e8 by default; a larger tensor goes alone)
    // is flattened, divided by the ranks, all-reduced whole and copied back (stage3.py
    // `allreduce_bucket`, `allreduce_and_copy`): twice a reduce-scatter's traffic, on a flat
    // buffer (no per-rank copies), with kBucketAllReduceHbmPasses over the bucket.
    Zero3Gradients zero3Gradients = Zero3Gradients::ReduceScatter;
    double zero3ReduceBucket = 0;  // elements, for BucketAllReduce
    // The stack trains in FP8 and FP4 (Transformer Engine, torchao); false = 16-bit only
    // (Megatron-LM 2021-22), whose low-precision casts the model prices as Megatron-Core's.
    bool lowPrecision = true;
    // The host synchronises the whole device before each ZeRO-3 gather (DeepSpeed v0.3.x
    // `_allgather_param`: torch.cuda.synchronize()), so no ZeRO-3 traffic overlaps compute.
    bool zero3Synchronous = false;
    // DeepSpeed stage 3 keeps a gathered tensor after its module has run only while the
    // elements the module trace fetches before the tensor's next use stay below this many
    // (`stage3_max_reuse_distance`, 1e9 by default at v0.3.15: `_keep_for_later`, which counts
    // every trace step between, `_distance_in_numel`), and releases every tensor after each
    // backward (`_partition_all_parameters`). So a full recompute's re-run forward gathers again,
    // and the backward gathers again what the re-run released (shardedGathersPerMicroBatch).
    // 0 = a layer gathered for its re-run forward stays whole through its backward (PyTorch FSDP
    // does not reshard a forward run inside the backward).
    double zero3ReuseDistance = 0;
    // Sequence parallelism through DTensor's functional collectives, which gather and scatter
    // along dim 0 while the sequence is dim 1 of a [batch, seq, hidden] activation
    // (torch/distributed/_functional_collectives.py: all_gather_tensor ends with
    // torch.cat(torch.chunk(res, group_size, dim=0), dim=gather_dim), reduce_scatter_tensor
    // begins with torch.cat(torch.chunk(self, group_size, dim=scatter_dim))): each TP
    // all-gather is followed, and each reduce-scatter preceded, by a copy of the gathered
    // tensor that interleaves the batch's sequences. Megatron-Core keeps the sequence first
    // ([seq, batch, hidden]) and copies nothing.
    bool sequenceShardCopies = false;
    // Under sequence parallelism an FP8 run casts on the local shard, before the all-gathers:
    // the attention's and the FFN's inputs (torchao `PrepareFloat8ModuleInput`) and, in the
    // backward, the output gradients of the attention-output projection and the FFN's last
    // matrix (`Float8RowwiseParallel`'s `_NoopFwToFloat8BwDynamic` on its output): those casts
    // move h / tp elements a token instead of h, and those gathers move 1-byte elements.
    bool castsBeforeSequenceGather = false;
    // Bytes per gradient element in the data-parallel reduction (all-reduce or reduce-scatter);
    // 0 = the training precision's element (2 for 16-bit and narrower). The parameters are
    // gathered at the training precision's element either way.
    double gradientReduceBytes = 0;
    // How context parallelism passes keys and values between its ranks (context_ring.h).
    ContextParallelRing contextRing = ContextParallelRing::PointToPoint;
    // The model repeats its key/value heads to every query head before the attention call, so
    // a CP ring moves all heads' keys and values (torchtitan's Llama: `repeat_kv` before
    // F.scaled_dot_product_attention, torchtitan/models/llama/model.py @ 9dec370, 2024-12);
    // false = the key/value heads only (grouped-query attention kernels).
    bool ringRepeatsKvHeads = false;
    // contextRing is how the stack itself runs context parallelism; false where it has another
    // scheme (DeepSpeed's Ulysses all-to-all over heads) or none (Megatron-LM of 2021-22) and
    // the model prices the point-to-point ring in its place.
    bool contextRingIsItsOwn = true;
};

// The collectives one ZeRO-3 parameter gather issues per transformer layer under `stack`: 1, or
// one per linear sub-module (4 for Megatron's GPT layer: fused QKV, the attention output, two FFN
// matrices, gate and up fused into the first under a gated FFN; 7 for a gated Llama-style layer
// in Hugging Face's layout: q, k, v, o, gate, up, down), or, per tensor, one per linear weight
// (the same 4 in Megatron's layer). DeepSpeed never gathers a norm's or a bias's parameters after
// the first time: they are under `stage3_param_persistence_threshold` (1e5 elements by default,
// DeepSpeed v0.3.15 and later) and stay whole. A MoE layer's experts and MLA's extra projections
// are not counted apart. The gradients' reduce-scatter runs per layer (FSDP per block;
// DeepSpeed's `reduce_bucket_size` of 5e8 elements holds about a layer of a 7-175B model) or,
// per tensor, once for every parameter tensor, the small ones included (12 in Megatron's layer:
// shardedScattersPerLayer; DeepSpeed of 2021 with `contiguous_gradients` set, which no stack
// profile takes now: its default all-reduces buckets, Zero3Gradients::BucketAllReduce).
int shardedGathersPerLayer(const StackProfile& stack, const ModelSpec& model);
// Under Zero3Gradients::BucketAllReduce, the all-reduced buckets per layer instead: the linear
// weights' gradients in backward order (per TP rank) packed as DeepSpeed does, flushing the
// bucket before a tensor that would overflow it (the norms' and biases' ride along). The
// embedding's and the output layer's gradients are not packed apart (a tied embedding over 5e8
// elements is a bucket of its own in DeepSpeed: one call more in a few hundred); their bytes
// are spread over the layers' buckets.
double shardedScattersPerLayer(const StackProfile& stack, const ModelSpec& model,
                               const Layout& layout, int layers);

// The ZeRO-3 gathers of one micro-batch, per layer of a stage of `layers`: the calls, and the
// elements they move in units of the layer's gathered weights. A stack that releases by reuse
// distance (StackProfile::zero3ReuseDistance, DeepSpeed v0.3.15 per tensor) gathers each of
// Megatron's four linear weights in the forward; under full recompute again in the re-run
// forward where the trace since the forward fetched that many elements (the rest of the layer,
// 3 x each later layer: its forward, re-run and backward, and the output layer twice); and
// again in the backward where the re-run since fetched that many (the later linears of the
// layer twice: re-run and backward), or, without recompute, the forward did (those, 2 x each
// later layer, the output layer twice). Otherwise a forward and a backward gather of the whole
// layer's units: 2 x shardedGathersPerLayer, 2 layers' elements.
struct ShardedGathers {
    double calls = 0;
    double layerElements = 0;
};
ShardedGathers shardedGathersPerMicroBatch(const StackProfile& stack, const ModelSpec& model,
                                           const Layout& layout, int layers);

StackProfile stackProfile(SoftwareStack stack);
// The stack with its loop replayed as CUDA graphs (software.cuda_graphs): a full-iteration graph
// (Megatron-Core `--cuda-graph-impl local --cuda-graph-scope full_iteration`,
// full_cuda_graph.py's FullCudaGraphWrapper around forward_backward_func; the optimizer step
// runs outside it) replays the forward and backward's kernels, so the host's per-layer launch
// work (layerOverhead_s) and its synchronisations (the dispatch's token counts, a clamped GLU's
// offsets) are gone: a captured step cannot read device values on the host, which is why
// Megatron-Bridge's full-iteration MoE configs bound the dispatch by an expert capacity
// (moe_expert_rank_capacity_factor, paged stashing).
StackProfile stackProfile(SoftwareStack stack, CudaGraphs graphs);
// The scenario's software, both keys.
StackProfile stackProfile(const SoftwareSpec& software);

// Norms per layer that stand alone in Megatron-Core's Transformer Engine layer spec, which the
// `layernorm` recompute module re-runs (transformer_layer.py skips an IdentityOp norm): the
// input norm is fused into the QKV projection (TELayerNormColumnParallelLinear) except before
// MLA, the pre-FFN norm into FC1 except before a MoE layer (the router reads its output).
// Averaged over the layers.
double separateNorms(const ModelSpec& model);

// The modules of `modules` that `model` has: Megatron-Core refuses mla_up_proj without MLA and
// moe_act without experts (transformer_config.py). The validator and a model change read it.
SelectiveModules applicableModules(SelectiveModules modules, const ModelSpec& model);

// The TP collectives of a layer's forward (with sequence parallelism two all-gathers and two
// reduce-scatters; without it the two all-reduces where the reduce-scatters sit, the all-gathers
// being identities: Megatron's f and g operators, Shoeybi et al. 2019 Fig. 3) that its recompute
// runs again, by stack: Megatron's re-entrant checkpoint re-runs all four under full recompute
// and none under selective (the attention core has none); torch.compile's partitioner
// (rerunsOnlyWhatBackwardReads) re-runs both all-gathers and the reduce-scatter after the
// attention-output projection (the residual stream it rebuilds feeds the FFN norm, whose
// backward reads it), not the one after the FFN's last matrix (only the block's residual add
// reads it); torchtitan's op policy (EveryOtherMatmul) saves both reduce-scatters' outputs but no
// all-reduce's (only reduce_scatter_tensor is in its save list), so without sequence
// parallelism it re-runs the all-reduce after the attention-output projection.
struct RecomputedTpCollectives {
    int allGathers = 0;
    int reduceScatters = 0;  // without sequence parallelism: the all-reduces in their place
};
RecomputedTpCollectives recomputedTpCollectives(const StackProfile& stack, const Layout& layout);

// The same in all-reduce volumes a layer's recompute adds to its four: with sequence
// parallelism each all-gather or reduce-scatter is half an all-reduce.
double recomputedTpAllReduces(const StackProfile& stack, const Layout& layout);

// torchtitan's op-level selective recompute (SelectiveRecompute::EveryOtherMatmul) keeps the
// attention-output projection's output when a TP reduce-scatter follows it (sequence
// parallelism; `reduce_scatter_tensor` is in parallelize_llama.py's `_save_list`), so the
// residual stream x + o(...) the FFN norm's backward reads needs no re-run of o; otherwise it
// does. Only the layout decides: callers ask it under that policy.
bool outputSavedAfterProjection(const Layout& layout);

// Whether the layout's recompute runs the attention core's forward again: full recompute, or
// Megatron's selective recompute with its `core_attn` module (torchtitan's op policy saves it).
bool attentionRerunsInRecompute(const StackProfile& stack, const Layout& layout);

// The cast bytes per element of a narrow GEMM precision (FP8 or FP4; 0 for the others).
double castBytesPerElement(const StackProfile& stack, Precision precision);

// The share of a first cast's bytes that the same cast moves when op-level recompute re-runs it
// (rerunCastSavedBytesPerElement less); 0 for a precision that casts nothing.
double rerunCastShare(const StackProfile& stack, Precision precision);

// The attention kernel a stack runs on `gpu` (Transformer Engine picks cuDNN's fused attention
// on sm90 and later, FlashAttention on sm80; FP8 tensor cores stand for "sm90 or later").
AttentionKernel attentionKernel(SoftwareStack stack, const GpuSpec& gpu);

}  // namespace syncwall::core
