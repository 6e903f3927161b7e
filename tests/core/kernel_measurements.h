#pragma once
// The H200 measurements of scripts/measure_attention_shapes.py and measure_moe_layer.py
// (tests/data/kernels/README.md): one section's rows from both runs, run 1's first. A test
// averaging the two weighs each row 1/2.

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "scenario_test_support.h"

namespace syncwall::core::test {

inline constexpr double kAttentionShapeRunWeight = 0.5;  // two runs

// `measurement`: the file name's middle, "attention_shapes" or "moe_layer".
inline std::vector<nlohmann::json> measuredRows(const std::string& measurement,
                                                const std::string& section)
{
    std::vector<nlohmann::json> rows;
    for (const char* run : {"run1", "run2"}) {
        const nlohmann::json j = nlohmann::json::parse(
            readText(dataPath("kernels/h200_" + measurement + "_" + run + ".json")));
        for (const nlohmann::json& r : j.at(section))
            rows.push_back(r);
    }
    return rows;
}

inline std::vector<nlohmann::json> attentionShapeRows(const std::string& section)
{
    return measuredRows("attention_shapes", section);
}

}  // namespace syncwall::core::test
