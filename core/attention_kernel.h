#pragma once
// Time of the attention core (Q K^T, softmax, x V) of one layer for one micro-batch on one GPU,
// by the kernel that runs it. Fused kernels from what one Hopper GPU sustains, measured
// (tests/data/kernels: h100_ and h200_pytorch2.11_run1.json, `scaled_dot_product_attention`,
// causal, head dim 128, bf16; medians over 8-64 heads, GQA and MHA, of both cards); the unfused
// path of Megatron-LM 2021-22 as its batched GEMMs plus the softmax's memory traffic.

#include <array>

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

enum class AttentionKernel {
    Unfused,          // batched GEMMs + fused scale-mask-softmax + dropout (Megatron-LM 2021)
    FlashAttention2,  // Dao 2023 (PyTorch SDPA's flash backend; Transformer Engine on A100)
    FusedCudnn,       // cuDNN fused attention (Transformer Engine on Hopper and Blackwell)
};

// "Counted" efficiency: the FLOPs Narayanan 2021 eq. 3 counts for attention (4 b s^2 h forward
// over the full s^2, three times that forward + backward) over time and the bf16 peak. A causal
// kernel skips half of them, so the figure can exceed 1.
struct AttentionPoint {
    double seq = 0;      // tokens per sequence of the call
    double forward = 0;  // counted efficiency of the forward
    double forwardBackward = 0;
};

inline constexpr std::array<AttentionPoint, 5> kFlashAttention2Curve {{
    {2048, 0.513, 0.362},
    {4096, 0.576, 0.432},
    {8192, 0.597, 0.481},
    {16384, 0.611, 0.532},
    {32768, 0.683, 0.558},
}};

inline constexpr std::array<AttentionPoint, 5> kCudnnFusedCurve {{
    {2048, 1.059, 0.634},
    {4096, 1.146, 0.777},
    {8192, 1.194, 0.866},
    {16384, 1.205, 0.942},
    {32768, 1.229, 0.944},
}};

// The Hopper GPU the fused curves were measured on sustains this on large bf16 GEMMs
// (gemm_size_curve.h's plateau): other GPUs scale the curves by their own large-GEMM
// efficiency over this one, an assumption where no attention kernel was measured on them.
inline constexpr double kAttentionReferenceGemmEfficiency = 0.6879;

// What a GPU's fused attention runs at over the Hopper curves, forward and forward + backward.
// For cuDNN's kernel on a GPU with a measured scale (GpuSpec::attentionScale: one benchmark on
// both GPUs), that scale times the calibration's compute scale and a power limit's clock
// (powerClockScale); otherwise, and for FlashAttention-2 (measured on Hopper only), the GPU's
// effective large-GEMM efficiency over the reference's. Never above 1 / that reference (a GEMM
// efficiency of 1). `measured`: the scale already holds the GPU's exponentials at head size 128.
// A hand-set hardware.gpu.gemm_efficiency does not move a measured attention scale.
struct FusedAttentionScale {
    double forward = 1;
    double forwardBackward = 1;
    bool measured = false;
};
FusedAttentionScale fusedAttentionScale(const GpuSpec& gpu, double computeScale,
                                        AttentionKernel kernel);

// Within a tile a fused kernel runs Q K^T, the softmax's exponentials on the SFUs and x V one
// after the other, the tensor cores idle while the SFUs work (NVIDIA, "Making Softmax More
// Efficient with NVIDIA Blackwell Ultra", 2026-02): time ~ tensor FLOPs / tensor rate +
// exponentials / SFU rate. The measured curves hold both terms for the reference GPU (Hopper:
// 4,096 dense bf16 FLOPs and 16 exponentials per SM and clock, H100 whitepaper and the CUDA C++
// Programming Guide's arithmetic-instruction table) at head size 128: per score element the
// forward does 2 (d_qk + d_v) = 512 FLOPs per exponential, the backward (recomputing the
// scores, then dV, dP, dQ, dK) 6 d_qk + 4 d_v = 1,280 for its one exponential.
inline constexpr double kAttentionReferenceFlopsPerExp = 256;
inline constexpr double kAttentionReferenceHeadDim = 128;

// How much slower than the reference curves a fused kernel runs on a GPU with `gpuFlopsPerExp`
// (GpuSpec::bf16FlopsPerExp) for a pass doing `passFlopsPerExp` FLOPs per exponential, whose
// reference pass does `referencePassFlopsPerExp`: (1 + rho) / (1 + rho_ref), rho = the pass's
// exponential time over its tensor time at peak rates (GPU FLOPs per exponential / the pass's).
// Never below 1: heads larger than 128 do not run faster than Hopper's 128 (FlashAttention-3,
// Shah et al. 2024, bf16 forward on H100 at 16k tokens: 642 TFLOP/s at 256 against 648 at 128),
// nor does a GPU with fewer FLOPs per exponential than Hopper (it keeps its large-GEMM scaling).
// 1 when unknown. On a GPU whose measured scale holds its own head-128 factor, the ratio of two
// factors can be below 1: DeepSeek-V3's 192 + 128 heads on a GB200 (cudnn-frontend's dsv3 rows).
double exponentialSlowdown(double gpuFlopsPerExp, double passFlopsPerExp,
                           double referencePassFlopsPerExp);

// Bytes of HBM traffic per attention score element of the unfused path (2-byte scores), besides
// the batched GEMMs' own reads and writes of the scores: forward, Megatron's fused
// scale-mask-softmax reads and writes them (4) and dropout reads them, writes them and a 1-byte
// mask (5); backward, dropout's gradient (5) and softmax's (reads the output and its gradient,
// writes the input's: 6). Megatron-LM megatron/fused_kernels/scaled_masked_softmax.
inline constexpr double kUnfusedScoreBytesForward = 9.0;
inline constexpr double kUnfusedScoreBytesBackward = 11.0;
// Each batched GEMM of the unfused path writes or reads the whole score matrix once (2 bytes an
// element): Q K^T writes it, x V reads it forward; backward, four GEMMs each read or write it.
inline constexpr double kUnfusedGemmScoreBytes = 2.0;

// How much of exponentialSlowdown's difference a kernel pays, forward and backward: its counted
// efficiency over cuDNN's at the call's length, by pass (1 for cuDNN, about 0.5 for
// FlashAttention-2; 0 unfused). The exponentials take the same time in any kernel (one per score
// element, on the same SFUs); a kernel whose other work runs slower spends a smaller share of its
// time on them. Checked against tests/data/kernels/h200_attention_shapes_run*.json (head size 64
// against 128) in attention_kernel_test; figures in docs/model.md.
struct ExponentialWeight {
    double forward = 1;
    double backward = 1;
};
ExponentialWeight exponentialWeight(AttentionKernel kernel, double seq);

struct AttentionTime {
    double forward_s = 0;
    double backward_s = 0;
};

// Interpolated counted efficiency of a fused kernel at `seq` tokens, linear in log2 of seq
// between the measured points, constant above the last one; below the first, extrapolated from
// the first two points (shorter sequences fill the GPU less), never under a quarter of the first.
AttentionPoint attentionEfficiency(AttentionKernel kernel, double seq);

// One layer's attention core for one micro-batch on one GPU (TP splits the heads; CP the queries,
// each ring step a chunk of seq / cp tokens). `computeScale` is the calibration's
// (calibration.compute_scale); attention runs in bf16 in FP8 training too (Transformer Engine and
// torchao keep it out of FP8 by default).
AttentionTime attentionTime(const ModelSpec& model, const Layout& layout, const GpuSpec& gpu,
                            Precision precision, double computeScale, AttentionKernel kernel);

}  // namespace syncwall::core
