#pragma once
// The published runs that fitted the model's constants (docs/validation.md, "What was fitted,
// and on what"): run ids (targets.json of each set) that start with one of these prefixes. Every
// other run is held out and only reported. One list for `syncwall-cli validation` and the
// accuracy tests.

#include <array>
#include <string_view>

namespace syncwall::core {

// The rows a constant was fitted on (docs/validation.md, "What was fitted, and on what"), in
// every set: the validation command labels them calibration, and no promise counts them held out.
inline constexpr std::array<std::string_view, 7> kCalibrationRunPrefixes = {
    "narayanan21_t1_",               // Narayanan et al. 2021, Table 1: GPT 1.7B .. 1T on A100
    "megatron_core_r080_h100_1.7B",  // Megatron-Core r0.8.0 H100 table
    "megatron_core_r080_h100_70B",
    "megatron_core_r080_h100_314B",
    // Narayanan et al. 2021, Table 2's 175B ZeRO-3 rows: the host work per rank of a list
    // collective of 2021 (software_stack.cpp).
    "narayanan21_t2_zero3_174B_",
    // NeMo 25.04's B200 long-sequence rows of tests/data/heldout-long-context: the B200 die's
    // sustained share of its burst attention ratio (0.82).
    "nemo2504_b200_llama3-8b_",
    // tests/data/heldout-torchtitan-2025's 70B bf16 row: the power law's voltage floor.
    "torchtitan2506_h100_llama3p1-70b_256gpu_fsdp32_tp8_bf16",
};

inline bool isCalibrationRun(std::string_view id)
{
    for (std::string_view prefix : kCalibrationRunPrefixes)
        if (id.substr(0, prefix.size()) == prefix)
            return true;
    return false;
}

}  // namespace syncwall::core
