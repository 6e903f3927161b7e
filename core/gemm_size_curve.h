#pragma once
// How a GEMM's sustained efficiency falls as its smallest dimension shrinks, measured on one
// NVIDIA H200 SXM and one H100 SXM (PyTorch 2.11, CUDA 13, cuBLAS; 2026-11;
// tests/data/kernels/README.md). bf16: the median of the forward, activation-gradient and
// weight-gradient efficiencies of the 252 GEMM shapes in h200_pytorch2.11_run1.json whose
// smallest of M, N, K is the point's size (the three passes put every dimension in the M role
// once, so the smallest one is what limits). FP8 (torch._scaled_mm, e4m3, bf16 out): the median
// over the MLP GEMMs of h100_ and h200_pytorch2.11_run1.json at the point's smallest dimension,
// as a fraction of the 1,978.9 TFLOP/s FP8 peak.

#include <array>
#include <span>

#include "scenario.h"

namespace syncwall::core {

struct GemmSizePoint {
    double smallestDim = 0;  // min(M, N, K) of the measured shapes
    double efficiency = 0;   // median sustained fraction of the precision's dense peak
};

// The measured points, in increasing size; the last is the large-GEMM plateau.
inline constexpr std::array<GemmSizePoint, 6> kGemmSizeCurve {{
    {288, 0.3867},
    {512, 0.6113},
    {1024, 0.6614},
    {2048, 0.6766},
    {4096, 0.6829},
    {8192, 0.6879},
}};

// FP8 GEMMs fall off sooner: at a smallest dimension of 1,792 (Llama 3 8B's FFN at TP 8) they
// run at 0.80 of their plateau where bf16 runs at 0.98 (the FP8 tensor cores need twice the
// operand bandwidth per FLOP). Medians of H100 and H200 averaged.
inline constexpr std::array<GemmSizePoint, 5> kFp8GemmSizeCurve {{
    {1792, 0.509},
    {3584, 0.591},
    {4096, 0.625},
    {6144, 0.637},
    {8192, 0.638},
}};

// FP4 (NVFP4 / MXFP4): no measurement of its own; an assumption: the FP8 curve's shape.
inline constexpr std::array<GemmSizePoint, 5> kFp4GemmSizeCurve = kFp8GemmSizeCurve;

// The curve of a GEMM precision: FP8 and FP4 inputs use their own, the rest bf16's.
std::span<const GemmSizePoint> gemmSizeCurve(Precision gemmPrecision);

// Efficiency of a GEMM whose smallest dimension is `smallestDim`, relative to the curve's
// plateau (1 at and above the last point), interpolated linearly in log2 of the size between
// the measured points. Below the smallest point the GEMM's time stays that of the smallest (the
// weights are streamed from HBM however few rows multiply them: the roofline's memory-bound
// side), so the ratio falls in proportion to the size. Applied as a ratio so that a GPU's
// large-GEMM efficiency (its catalog figure, or a calibration) stays what it is. The FP8 curve,
// measured from 1,792 up only, falls below that as the bf16 curve does (an assumption: a
// narrower GEMM is no more memory-bound in FP8 than in bf16 per FLOP of the fast side).
double gemmSizeEfficiencyRatio(double smallestDim,
                               std::span<const GemmSizePoint> curve = kGemmSizeCurve);

}  // namespace syncwall::core
