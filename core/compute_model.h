#pragma once
// Time of the arithmetic of one micro-batch on one pipeline stage of one GPU: every matmul at the
// GPU's large-GEMM efficiency plus a fixed per-kernel cost (small TP/CP slices run less
// efficiently), and the memory-bound element-wise work at HBM speed.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Fixed cost per GEMM (launch, tail wave, epilogue, and the small kernels around it).
// Calibrated on Narayanan 2021 Table 1 with the GEMM efficiency; see docs/validation.md.
inline constexpr double kKernelOverhead_s = 20e-6;
// The smallest peak a time is computed with (a denormal peak in a file is still > 0).
inline constexpr double kMinPeak_Flops = 1.0;
// The attention core (Q K^T, softmax, x V) runs at this fraction of the GEMM efficiency: its
// batched per-head products have a K dimension of one head (64-128) and the softmax between
// them is memory-bound. Calibrated with kKernelOverhead_s on Narayanan 2021 Table 1.
inline constexpr double kAttentionEfficiencyRatio = 0.2;
// The lowest GEMM efficiency a time is computed with (a tiny expert GEMM or compute scale).
inline constexpr double kMinGemmEfficiency = 1e-3;
// Achieved fraction of HBM bandwidth for element-wise kernels (STREAM-like).
inline constexpr double kHbmEfficiency = 0.8;
// Bytes read + written per token x hidden by the unfused element-wise ops of one layer's forward
// pass (two layer norms, bias+GeLU, two bias+dropout+residual, rotary/softmax scaling), at
// 2-byte activations; the attention softmax is charged to the attention core instead.
inline constexpr double kElementwiseBytesPerTokenHidden = 38.0;

struct MicroBatchTime {
    double forward_s = 0;    // one forward of the stage's layers
    double backward_s = 0;   // activation + weight gradients
    double recompute_s = 0;  // extra forward work in backward
    double total() const { return forward_s + backward_s + recompute_s; }
    double flops = 0;  // hardware FLOPs of this micro-batch on this GPU
};

// Achieved rate of one GEMM of `flops` (on one GPU) at peak `peak` and efficiency `gemmEff`.
double gemmTime_s(double flops, double peak, double gemmEff);

// One micro-batch of `layers` transformer layers and `outputHeads` logit layers (the output
// layer, and one more per MTP module) on one GPU of the layout.
MicroBatchTime microBatchTime(const ModelSpec& model, const Layout& layout, int layers,
                              int outputHeads, const GpuSpec& gpu, Precision precision,
                              double computeScale);

// The pipeline stage that paces the step: the slowest of the first, the fullest middle and the
// last stage (stage_plan.h); the last runs the output layer and the MTP modules (DeepSeek-V3
// places them after the last layer).
struct PacingStage {
    int layers = 0;  // transformer layers on it (MTP modules included)
    MicroBatchTime time;
};
PacingStage pacingStage(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                        Precision precision, double computeScale);

// Forward time of one layer's attention core (Q K^T, softmax, x V) for one micro-batch on one GPU.
double attentionForwardTime_s(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                              Precision precision, double computeScale);

// The GEMM efficiency the step model computes with: the GPU's, times the calibration's compute
// scale, kept in [0.001, 1] (one owner for the calibration report, sensitivity and compute).
double effectiveGemmEfficiency(const GpuSpec& gpu, double computeScale);

// Per-GPU peak FLOP/s for the training precision (bf16/fp16/fp8 matmuls; fp32 uses fp32 or tf32).
double peakFlops(const GpuSpec& gpu, Precision precision);

}  // namespace syncwall::core
