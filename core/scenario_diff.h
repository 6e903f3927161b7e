#pragma once
// What differs between two scenarios, input by input (the declared keys of scenario_keys.cpp
// and the presets the reader applies before them), and the assumptions two scenarios share
// although their hardware differs.

#include <optional>
#include <string>
#include <vector>

#include "scenario.h"

namespace syncwall::core {

struct InputDifference {
    std::string key;  // dotted file key: "cluster.gpus", "hardware.preset"
    // A declared key: its values in file units (empty = unset, "auto"/null). A preset: the ids.
    std::optional<double> a, b;
    std::string aId, bId;
    bool isPreset() const
    {
        return key == "model.preset" || key == "hardware.preset" || key == "hardware.gpu";
    }
};

// The inputs whose values differ, presets first, then the declared keys in file order.
std::vector<InputDifference> differingInputs(const Scenario& a, const Scenario& b);

// An assumption that should differ between two GPU types but does not.
enum class SharedAssumption {
    PricePerGpuHour,  // the same price of a GPU-hour
    FailureRates,     // the same failure rates (component MTTFs and measured MTBF)
};

// Empty when both scenarios use the same GPU type.
std::vector<SharedAssumption> sharedAssumptions(const Scenario& a, const Scenario& b);

}  // namespace syncwall::core
