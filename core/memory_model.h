#pragma once
// Memory per GPU: weights, gradients and optimizer state sharded by TP, PP, EP and ZeRO, and
// activations per Korthikanti et al. 2022 times the micro-batches in flight on the first stage.

#include "estimate.h"
#include "scenario.h"
#include "software_stack.h"

namespace syncwall::core {

// Parameters held by one GPU of the fullest pipeline stage before ZeRO sharding: the dense
// weights sliced by TP, the routed experts by EP x expert TP (Megatron-Core MoE folding);
// DualPipe holds two stages' worth (DeepSeek-AI 2024, arXiv:2412.19437 Table 2).
struct LocalParameters {
    double dense = 0;
    double experts = 0;
    double total() const { return dense + experts; }
};
LocalParameters localParameterSplit(const ModelSpec& model, const Layout& layout);
double localParameters(const ModelSpec& model, const Layout& layout);

// What a software stack keeps of a layer for the backward.
struct ActivationPolicy {
    // A fused attention kernel (FlashAttention, cuDNN) keeps no score matrix.
    bool fusedAttention = false;
    // What `recompute: selective` re-runs, so what it keeps (software_stack.h).
    SelectiveRecompute selective = SelectiveRecompute::AttentionCore;
    // The loss's peak bytes per logit (StackProfile::lossPeakBytesPerLogit).
    double lossPeakBytesPerLogit = kMegatronLossPeakBytesPerLogit;
    // The context-parallel ring moves every query head's keys and values
    // (StackProfile::ringRepeatsKvHeads).
    bool ringRepeatsKvHeads = false;
    // A clamped GLU runs outside the fused GLU (StackProfile::unfusedExpertGlue), whose clamps
    // keep their input, the first expert linear's output, besides the GLU's clamped copy.
    bool unfusedExpertGlue = false;
};
ActivationPolicy activationPolicy(SoftwareStack stack, const GpuSpec& gpu);

// Activation bytes of one layer for one micro-batch (Korthikanti 2022 Table 2 and Sec. 5). A fused
// attention kernel (FlashAttention, cuDNN) keeps no score matrix: the 5 a s^2 b bytes of
// softmax output, dropout mask and dropped-out scores are not stored (Dao et al. 2022 Sec. 3.1:
// the backward recomputes them from Q, K, V and the row statistics).
double layerActivationBytes(const ModelSpec& model, const Layout& layout, bool sequenceParallel,
                            bool fusedAttention = false, bool unfusedExpertGlue = false);

// One layer's activation bytes for one micro-batch under torchtitan's op-level selective
// recompute (SelectiveRecompute::EveryOtherMatmul): the block's input, the output of SDPA and
// of every odd aten.mm call in the block's order (torchtitan/models/llama3/model.py: q, k, v, o,
// then w1, w3, w2 or w1, w2; _custom_policy in parallelize_llama.py keeps those listed in
// _save_list except every second mm). Low-precision linears are torchao's _scaled_mm, not in the
// list: none of their outputs is kept. With TP, a row-parallel mm's output is the full-width
// partial sum before its reduce-scatter, whose output the list keeps too. MLA's projections
// and the experts' grouped GEMMs follow other orders: half of their outputs, as the compute
// model's re-run (compute_model.cpp, EveryOtherMatmul).
double everyOtherMatmulLayerBytes(const ModelSpec& model, const Layout& layout,
                                  Precision precision);

// Micro-batches whose activations the first pipeline stage holds at its peak. With the EP
// overlap (`expertOverlap`, 1F1B or interleaved) Megatron-Core schedules one more warm-up
// forward, a chunk (1 / v of a stage) more (schedules.py, num_warmup_microbatches + 1).
double microBatchesInFlight(const Layout& layout, bool expertOverlap = false);
// The same on the last stage, in whole stages' worth: 1F1B runs each forward there straight
// into its backward (one); the interleaved schedule's last rank warms up (v - 1) p chunks of a
// v-th of a stage (schedules.py, num_warmup_microbatches) before that; GPipe holds all m;
// DualPipe is symmetric (p + 1).
double microBatchesInFlightOnLastStage(const Layout& layout, bool expertOverlap = false);

// The loss's logits of one micro-batch on one GPU at `bytesPerLogit`: s b V / (t c) of them.
// What it saves for the backward is 4 bytes each: Megatron-Core's vocab-parallel cross entropy
// casts its slice of the logits to fp32 and saves their softmax (tensor_parallel/
// cross_entropy.py: calculate_logits_max `.float()`, save_for_backward(exp_logits));
// torchtitan's cross_entropy(pred.float()) saves fp32 log-probabilities alike. At its peak it
// holds more for a moment (ActivationPolicy::lossPeakBytesPerLogit).
inline constexpr double kLossSavedBytesPerLogit = 4.0;
double lossLogitBytes(const ModelSpec& model, const Layout& layout,
                      double bytesPerLogit = kLossSavedBytesPerLogit);

// What one layer's context-parallel attention call holds for a moment on one GPU: the keys and
// values of every CP rank, the whole sequence's, at `bytesPerElement` (the attention's: 16 bits
// in FP8 runs too). PyTorch's ring all-gathers them for the call (_AllGatherRotater);
// Transformer Engine's keeps each step's received chunk in its list of cp buffers until the
// forward returns (AttnFuncWithCPAndKVP2P, p2p_comm_buffers). s b x the ring's elements per
// token (ringKvElementsPerToken) x the element; 0 without CP. The fp32 merges and gradient
// accumulators of one chunk are not counted.
double contextRingBufferBytes(const ModelSpec& model, const Layout& layout, bool repeatsKvHeads,
                              double bytesPerElement = 2.0);

// Memory of the GPU whose stage holds the most: the first stage's micro-batches in flight, or
// the last stage's (and one more output head per MTP module), each with the largest of what
// it holds for a moment on top: the layer a recompute re-runs, a context-parallel call's
// buffers and, on the last stage, the loss at its peak with its saved logits. The loss runs
// after the last layer's forward and is freed before its backward; a re-run layer's tensors
// alive beside the ring's buffers when a recompute re-runs the call are not counted.
MemoryBreakdown memoryPerGpu(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                             Precision precision, Optimizer optimizer,
                             const ActivationPolicy& policy = {}, bool expertOverlap = false);

// Bytes a full checkpoint writes: model weights + fp32 master + optimizer moments.
double checkpointBytes(double params, Precision precision, Optimizer optimizer);

// Share of HBM usable by the framework (CUDA context, NCCL buffers, fragmentation).
inline constexpr double kUsableMemoryShare = 0.95;

}  // namespace syncwall::core
