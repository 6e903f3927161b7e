#pragma once
// What a training precision keeps in memory, in one place: the bytes of one weight, gradient
// or activation element. FP32 and TF32 training keep fp32 tensors (TF32 is a GEMM input mode);
// BF16, FP16, FP8 and FP4 training keep 16-bit weights and activations, FP8 and FP4 casting GEMM
// inputs on the fly (Micikevicius et al. 2022, "FP8 Formats for Deep Learning", Sec. 4; NVIDIA
// 2025, "Pretraining Large Language Models with NVFP4", arXiv:2509.25149), and an fp32
// master copy in the optimizer (mixed precision: Micikevicius et al. 2018).

#include "scenario.h"

namespace syncwall::core {

constexpr double elementBytes(Precision p)
{
    return p == Precision::Fp32 || p == Precision::Tf32 ? 4.0 : 2.0;
}

// Mixed precision: 16-bit (or narrower) tensors with an fp32 master copy of the weights.
constexpr bool mixedPrecision(Precision p) { return elementBytes(p) < 4.0; }

// FP8 and FP4: only the linear layers' GEMMs run in the narrow format.
constexpr bool lowPrecision(Precision p) { return p == Precision::Fp8 || p == Precision::Fp4; }

// The precision of what FP8 and FP4 recipes keep out of the narrow format: attention, the router
// and the output layer (Transformer Engine casts only Linear layers under fp8_autocast, for its
// NVFP4 recipe too, and runs attention in bf16 by default; Megatron-Core's output layer is no TE
// layer; torchao float8 skips `output`; the NVFP4 recipe keeps attention and the output layer in
// BF16: arXiv:2509.25149).
constexpr Precision highPrecision(Precision p) { return lowPrecision(p) ? Precision::Bf16 : p; }

// NVFP4 (Transformer Engine docs, "Low precision training: NVFP4", which cites arXiv:2509.25149):
// 4-bit E2M1 values with one FP8 E4M3 scale per block of 16, plus one fp32 scale per tensor.
inline constexpr double kNvfp4BlockElements = 16.0;
inline constexpr double kNvfp4BytesPerElement = 0.5 + 1.0 / kNvfp4BlockElements;  // 0.5625 B

// Bytes per parameter of the quantised weight copy a narrow-format recipe keeps beside the
// 16-bit weights during the step. FP4: Transformer Engine keeps each weight in NVFP4 twice,
// row-wise for the forward GEMM and column-wise (stored transposed) for the data-gradient GEMM
// (TE docs, NVFP4 "Handling transposes": NVFP4 GEMMs take only the TN layout), 2 x 0.5625 B.
// FP8's cached copy is not counted (the FP8 memory the validation set checks stays as it was).
constexpr double quantisedWeightCopyBytes(Precision p)
{
    return p == Precision::Fp4 ? 2.0 * kNvfp4BytesPerElement : 0.0;
}

}  // namespace syncwall::core
