#pragma once
// Memory per GPU: weights, gradients and optimizer state sharded by TP, PP, EP and ZeRO, and
// activations per Korthikanti et al. 2022 times the micro-batches in flight on the first stage.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Parameters held by one GPU before ZeRO sharding (TP x PP slice; experts also split by EP).
double localParameters(const ModelSpec& model, const Layout& layout);

// Activation bytes of one layer for one micro-batch (Korthikanti 2022 Table 2 and Sec. 5).
double layerActivationBytes(const ModelSpec& model, const Layout& layout, bool sequenceParallel);

// Micro-batches whose activations the first pipeline stage holds at its peak.
double microBatchesInFlight(const Layout& layout);

MemoryBreakdown memoryPerGpu(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                             Precision precision, Optimizer optimizer);

// Bytes a full checkpoint writes: model weights + fp32 master + optimizer moments.
double checkpointBytes(double params, Precision precision, Optimizer optimizer);

// Share of HBM usable by the framework (CUDA context, NCCL buffers, fragmentation).
inline constexpr double kUsableMemoryShare = 0.95;

}  // namespace syncwall::core
