#pragma once
// Allowed ranges of the scenario file's numeric keys, in file units (the unit in the key name),
// declared with each key in scenario_keys.cpp.
// One table for the parser (integers that overflow) and the validator (everything else);
// docs/scenario-format.md lists the same ranges.

#include <string_view>

namespace syncwall::core {

struct Limit {
    std::string_view key;  // dotted file key, e.g. "parallelism.tp"
    double min = 0;
    double max = 0;
    bool minExclusive = false;  // (min, max] instead of [min, max]
};

// The limit of a dotted key, or nullptr for keys without one.
const Limit* findLimit(std::string_view key);

// Problem::detail of an OutOfRange whose lower bound is exclusive.
inline constexpr std::string_view kExclusiveMin = "exclusive_min";
// Problem::detail of the tokens' OutOfRange whose lower bound is one step's tokens (the global
// batch times the sequence length), not the key's own.
inline constexpr std::string_view kOneStepMin = "one_step";

}  // namespace syncwall::core
