#pragma once
// The families the validation tables report apart (issue 14): what kind of run a scenario is,
// read off the scenario itself, never off a run's id. A run belongs to every family it fits
// (a B200 FP8 MoE run is MoE, FP8 and Blackwell); the plain families take what is left.

#include <array>
#include <cstdint>
#include <string_view>

#include "scenario.h"

namespace syncwall::core {

enum class RunFamily : std::uint8_t {
    A100Megatron,  // A100, 16-bit, dense, Megatron-style stack, no long context
    H100Bf16,      // Hopper (H100, H200, H800), 16-bit, dense, Megatron-style, no long context
    Fp8,           // low precision: training.precision fp8 or fp4 (one family: FP4 runs are too
                   // few to report apart, and both run only the linear layers narrow)
    Moe,           // model.moe.experts > 1
    Blackwell,     // B200, GB200 and later
    Fsdp,          // software.stack pytorch-fsdp or deepspeed, or ZeRO-3
    LongContext,   // model.seq_len >= kLongContextTokens
};
inline constexpr int kRunFamilyCount = 7;
// Sequences from 16k tokens on count as long context (the modern set's long-context rows).
inline constexpr int kLongContextTokens = 16384;

// Bit f set when the scenario belongs to family f.
std::uint32_t runFamilies(const Scenario& scenario);

// Which measured errors describe the model on a scenario (docs/validation.md): the 2021-24
// Megatron rows (A100 / H100-class GPUs, dense, 16-bit, ZeRO <= 1, short sequences, up to 8,192
// GPUs); the fifteen runs of 2024-26 stacks (FP8, MoE, Blackwell, PyTorch FSDP or long context,
// on Hopper or Blackwell, up to 8,192 GPUs); or neither (DeepSpeed or Megatron ZeRO-3, FP4,
// other GPUs, larger clusters). `zero` is the resolved layout's ZeRO stage.
enum class ValidatedRange : std::uint8_t { Megatron, Modern, None };
// Whether measured runs check the model's ZeRO-3 under `stack`: PyTorch FSDP's (the modern set).
// Megatron-DeepSpeed of 2021 has six rows, three of which fitted its one constant; later
// DeepSpeed and Megatron-Core's FSDP have none (docs/validation.md).
bool zero3Validated(SoftwareStack stack);
ValidatedRange validatedRange(const Scenario& scenario, int zero);

constexpr bool inFamily(std::uint32_t families, RunFamily f)
{
    return (families >> static_cast<int>(f)) & 1u;
}

}  // namespace syncwall::core
