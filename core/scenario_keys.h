#pragma once
// The scenario file's keys, each declared once (scenario_keys.cpp): its dotted path, kind, file
// unit, allowed range, enum words, what it documents, and how it reads and writes a Scenario.
// The reader, the writer, the validator's ranges and choices, the window's field access, the
// CLI's problem text and `syncwall-cli keys` (the table in docs/scenario-format.md) all derive
// from this list: adding a key is one entry here plus its physics.
//
// Not in the list, because they are not one value each: "format", "version", "name", the
// presets (model.preset, hardware.preset, hardware.gpu as an id or an object with "base",
// hardware.fabric, reliability.preset), which the reader applies before the keys.

#include <optional>
#include <span>
#include <string_view>

#include "file_units.h"
#include "scenario.h"
#include "scenario_limits.h"

namespace syncwall::core {

enum class KeyKind {
    Integer,  // an int
    Count,    // an integral number beyond int range (training.steps)
    Number,   // a double, in the file unit of the key's name
    Boolean,
    Choice,  // an enum, written as one of ScenarioKey::choices
};

// How a file says "not given, derive it": the word "auto" or null. Integer keys hold 0 for it
// (parallelism.dp); number keys hold an empty optional.
enum class KeyUnset { Never, Auto, Null };

struct ScenarioKey {
    std::string_view key;  // dotted file path, e.g. "parallelism.tp"
    KeyKind kind = KeyKind::Number;
    Unit unit = kUnitOne;  // file unit -> SI
    bool ranged = false;   // limit applies (in file units)
    Limit limit;
    KeyUnset unset = KeyUnset::Never;
    std::span<const std::string_view> choices;  // Choice: file words by enum ordinal
    // The value in SI (enums as their ordinal, booleans as 0/1); empty = unset (null/"auto").
    std::optional<double> (*get)(const Scenario&) = nullptr;
    // Sets the value (SI); an empty optional unsets it. Integers are clamped into int range.
    void (*set)(Scenario&, std::optional<double>) = nullptr;
    // Whether the writer writes it (default: always); training.tokens/steps write what was given.
    bool (*written)(const Scenario&) = nullptr;
    std::string_view doc;  // one line for the file-format reference (docs/scenario-format.md)

    // The key's last segment ("tp" of "parallelism.tp").
    std::string_view name() const { return key.substr(key.rfind('.') + 1); }
    // True when the value is the unset spelling: an empty optional, or 0 for an Auto integer.
    bool isUnset(const std::optional<double>& v) const
    {
        return !v || (unset != KeyUnset::Never && kind == KeyKind::Integer && *v == 0);
    }
};

// Every key, in file order (the order the writer writes them and the validator checks them).
std::span<const ScenarioKey> scenarioKeys();

// The declaration of a dotted key, or nullptr.
const ScenarioKey* findScenarioKey(std::string_view key);

// The key that may not be set (nonzero) together with `key`, or empty: a run's length is its
// tokens or its steps (the validator's Inconsistent; an editor setting one clears the other).
std::string_view exclusiveKeyOf(std::string_view key);

// The value of a key in file units (what a person reads in the file), or empty when unset or
// unknown.
std::optional<double> fileValue(const Scenario& scenario, std::string_view key);

}  // namespace syncwall::core
