#pragma once
// What a training precision keeps in memory, in one place: the bytes of one weight, gradient
// or activation element. FP32 and TF32 training keep fp32 tensors (TF32 is a GEMM input mode);
// BF16, FP16 and FP8 training keep 16-bit weights and activations, FP8 casting GEMM inputs on
// the fly (Micikevicius et al. 2022, "FP8 Formats for Deep Learning", Sec. 4), and an fp32
// master copy in the optimizer (mixed precision: Micikevicius et al. 2018).

#include "scenario.h"

namespace syncwall::core {

constexpr double elementBytes(Precision p)
{
    return p == Precision::Fp32 || p == Precision::Tf32 ? 4.0 : 2.0;
}

// Mixed precision: 16-bit (or narrower) tensors with an fp32 master copy of the weights.
constexpr bool mixedPrecision(Precision p) { return elementBytes(p) < 4.0; }

// The precision of what FP8 recipes keep out of FP8: attention, the router and the output layer
// (Transformer Engine casts only Linear layers under fp8_autocast and runs attention in bf16 by
// default; Megatron-Core's output layer is no TE layer; torchao float8 skips `output`).
constexpr Precision highPrecision(Precision p) { return p == Precision::Fp8 ? Precision::Bf16 : p; }

}  // namespace syncwall::core
