#pragma once
// Memory per GPU: weights, gradients and optimizer state sharded by TP, PP, EP and ZeRO, and
// activations per Korthikanti et al. 2022 times the micro-batches in flight on the first stage.

#include "estimate.h"
#include "scenario.h"

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

// Activation bytes of one layer for one micro-batch (Korthikanti 2022 Table 2 and Sec. 5). A fused
// attention kernel (FlashAttention, cuDNN) keeps no score matrix: the 5 a s^2 b bytes of
// softmax output, dropout mask and dropped-out scores are not stored (Dao et al. 2022 Sec. 3.1:
// the backward recomputes them from Q, K, V and the row statistics).
double layerActivationBytes(const ModelSpec& model, const Layout& layout, bool sequenceParallel,
                            bool fusedAttention = false);

// Micro-batches whose activations the first pipeline stage holds at its peak.
double microBatchesInFlight(const Layout& layout);

MemoryBreakdown memoryPerGpu(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                             Precision precision, Optimizer optimizer, bool fusedAttention = false);

// Bytes a full checkpoint writes: model weights + fp32 master + optimizer moments.
double checkpointBytes(double params, Precision precision, Optimizer optimizer);

// Share of HBM usable by the framework (CUDA context, NCCL buffers, fragmentation).
inline constexpr double kUsableMemoryShare = 0.95;

}  // namespace syncwall::core
