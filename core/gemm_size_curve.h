#pragma once
// How a bf16 GEMM's sustained efficiency falls as its smallest dimension shrinks, measured on one
// NVIDIA H200 SXM (PyTorch 2.11, CUDA 13, cuBLAS; 2026-11; tests/data/kernels/README.md): the
// median of the forward, activation-gradient and weight-gradient efficiencies of the 252 GEMM
// shapes in h200_pytorch2.11_run1.json whose smallest of M, N, K is the point's size. The
// three passes put every dimension in the M role once, so the smallest one is what limits.

#include <array>

namespace syncwall::core {

struct GemmSizePoint {
    double smallestDim = 0;  // min(M, N, K) of the measured shapes
    double efficiency = 0;   // median sustained fraction of the 989.4 TFLOP/s bf16 peak
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

// Efficiency of a GEMM whose smallest dimension is `smallestDim`, relative to the plateau (1 at
// and above 8192), interpolated linearly in log2 of the size between the measured points. Below
// the smallest point the GEMM's time stays that of the smallest (the weights are streamed from
// HBM however few rows multiply them: the roofline's memory-bound side), so the ratio falls in
// proportion to the size. Applied as a ratio so that a GPU's calibrated large-GEMM efficiency
// stays what it is.
double gemmSizeEfficiencyRatio(double smallestDim);

}  // namespace syncwall::core
