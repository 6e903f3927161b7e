#pragma once
// Time of the arithmetic of one micro-batch on one pipeline stage of one GPU, operation by
// operation: each linear layer's GEMMs at the GPU's sustained efficiency for their precision and
// size (gemm_size_curve.h, measured), the attention core by the kernel the software stack runs
// (attention_kernel.h, measured), and the element-wise, FP8-cast and MoE-routing work as HBM
// traffic (software_stack.h says what each stack fuses). docs/model.md "Compute".

#include "attention_kernel.h"
#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// The smallest peak a time is computed with (a denormal peak in a file is still > 0).
inline constexpr double kMinPeak_Flops = 1.0;
// The lowest GEMM efficiency a time is computed with (a tiny expert GEMM or compute scale).
inline constexpr double kMinGemmEfficiency = 1e-3;
// Achieved fraction of HBM bandwidth for element-wise kernels: a device-to-device copy sustains
// 0.89-0.90 of the datasheet on H100 and H200 (tests/data/kernels/README.md); element-wise
// kernels with several inputs reach a little less.
inline constexpr double kHbmEfficiency = 0.8;

// What the compute model reads of a scenario besides the model and layout.
struct ComputeInputs {
    const GpuSpec* gpu = nullptr;
    Precision precision = Precision::Bf16;
    double computeScale = 1.0;
    SoftwareSpec software;
};
ComputeInputs computeInputs(const Scenario& s);

struct MicroBatchTime {
    double forward_s = 0;    // one forward of the stage's layers
    double backward_s = 0;   // activation + weight gradients
    double recompute_s = 0;  // extra forward work in backward
    double total() const { return forward_s + backward_s + recompute_s; }
    double flops = 0;            // hardware FLOPs of this micro-batch on this GPU
    double linearGemm_s = 0;     // the linear layers' GEMMs of the stage, forward + backward
                                 // (recompute included): what TP communication can overlap with
    double linearForward_s = 0;  // their forward share
    double attention_s = 0;      // the attention cores (forward + backward + recompute)
    AttentionTime attentionPerLayer;  // one layer's attention kernels, forward and backward
    double ffnForwardPerLayer_s = 0;  // one layer's FFN GEMMs forward (dense, shared, experts)
    // The transformer layers' share of forward_s and of backward_s + recompute_s, without the
    // output layer and loss: what an overlapped layer's all-to-all can hide behind
    // (expert_overlap.h).
    double layersForward_s = 0;
    double layersBackward_s = 0;
};

// One micro-batch of `layers` transformer layers and `outputHeads` logit layers (the output
// layer, and one more per MTP module) on one GPU of the layout.
MicroBatchTime microBatchTime(const ModelSpec& model, const Layout& layout, int layers,
                              int outputHeads, const ComputeInputs& in);

// The pipeline stage that paces the step: the slowest of the first, the fullest middle and the
// last stage (stage_plan.h); the last runs the output layer and the MTP modules (DeepSeek-V3
// places them after the last layer).
struct PacingStage {
    int layers = 0;  // transformer layers on it (MTP modules included)
    MicroBatchTime time;
};
PacingStage pacingStage(const ModelSpec& model, const Layout& layout, const ComputeInputs& in);

// Forward FLOPs of one whole layer (not split by TP) that the backward re-runs for `tokens`
// tokens: full recompute the layer; selective what the stack's policy (software_stack.h) and
// the layout's modules (SelectiveModules) re-run. The hardware-FLOP (HFU) basis's one owner.
double recomputedLayerFlops(const ModelSpec& model, const Layout& layout, double tokens,
                            const ComputeInputs& in);

// The large bf16 GEMM efficiency the step model computes with: the GPU's, times the
// calibration's compute scale and the power limit's bf16 clock (powerClockScale), kept in
// [0.001, 1] (one owner for the calibration report, sensitivity and compute).
double effectiveGemmEfficiency(const GpuSpec& gpu, double computeScale);
// The same for the GEMMs of the training precision (FP8's and FP4's own sustained efficiency).
double effectiveGemmEfficiency(const GpuSpec& gpu, Precision precision, double computeScale);
// The GPU's own large-GEMM efficiency for a precision, unscaled and unclamped (0 = none).
double gemmEfficiencyOf(const GpuSpec& gpu, Precision precision);
// A GPU runs a training precision when it has a peak and a GEMM efficiency for it (what the
// validator asks; plan.cpp skips systems that do not).
bool runsPrecision(const GpuSpec& gpu, Precision precision);

// Per-GPU peak FLOP/s for the training precision (bf16/fp16/fp8/fp4 matmuls; fp32 uses fp32 or
// tf32).
double peakFlops(const GpuSpec& gpu, Precision precision);

}  // namespace syncwall::core
