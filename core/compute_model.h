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
    SoftwareStack stack = SoftwareStack::MegatronCore;
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
    double ffnForwardPerLayer_s = 0;  // one layer's FFN GEMMs forward (dense, shared, experts)
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

// One layer's DTensor sequence-parallel copies for one micro-batch of `tokens` tokens on one
// GPU (software_stack.h, sequenceShardCopies), each a read and a write of the gathered
// [b, s, h] activation at the HBM's sustained rate: forward, one after each of the two
// all-gathers and one before each of the two reduce-scatters; backward, the four of their
// gradients. The gathers move FP8 elements in an FP8 run whose stack casts before them
// (castsBeforeSequenceGather: the forward's inputs, the backward's output gradients), the
// reduce-scatters 16-bit ones. 0 without TP, sequence parallelism or a stack that copies, or
// with one sequence per micro-batch: then the cat re-joins the chunks in their order, which a
// compiled block may or may not copy (not counted; an assumption).
struct SequenceShardCopies {
    double allGather_s = 0;      // the forward's two all-gather copies
    double reduceScatter_s = 0;  // the forward's two reduce-scatter copies
    double forward_s = 0;
    double backward_s = 0;
};
SequenceShardCopies sequenceShardCopies(const ModelSpec& model, const Layout& layout,
                                        const ComputeInputs& in, double tokens);

// Forward and backward time of one layer's attention core for one micro-batch on one GPU, by
// the stack's kernel (attention_kernel.h).
AttentionTime attentionPassTimes(const ModelSpec& model, const Layout& layout,
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
