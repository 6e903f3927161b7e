#pragma once
// The published runs that fitted the model's four constants (docs/validation.md): run ids
// (validation/targets.json) that start with one of these prefixes. Every other run is held out
// and only reported. One list for `syncwall-cli validation` and the accuracy tests.

#include <array>
#include <string_view>

namespace syncwall::core {

inline constexpr std::array<std::string_view, 4> kCalibrationRunPrefixes = {
    "narayanan21_t1_",               // Narayanan et al. 2021, Table 1: GPT 1.7B .. 1T on A100
    "megatron_core_r080_h100_1.7B",  // Megatron-Core r0.8.0 H100 table
    "megatron_core_r080_h100_70B",
    "megatron_core_r080_h100_314B",
};

inline bool isCalibrationRun(std::string_view id)
{
    for (std::string_view prefix : kCalibrationRunPrefixes)
        if (id.substr(0, prefix.size()) == prefix)
            return true;
    return false;
}

}  // namespace syncwall::core
