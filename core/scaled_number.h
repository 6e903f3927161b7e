#pragma once
// A number as a person types it: "15T" tokens, "12k" GPUs, "1.5P" FLOP/s, "1.5e12". One reading
// for the CLI's --set and the window's typed fields.

#include <optional>
#include <string_view>

namespace syncwall::core {

struct ScaledNumber {
    double value = 0;       // the number times its letter's factor
    bool lettered = false;  // a letter gave the magnitude: the value is a whole amount
};

// One finite number (C notation: "1.5", "-2", "1.5e12"), then at most one magnitude letter:
// k or K thousand, M million, B or G billion, T trillion, P quadrillion (peta). Spaces around
// the number and before the letter are fine. Empty for anything else ("15X", "1,5", "auto").
std::optional<ScaledNumber> parseScaledNumber(std::string_view text);

// The number in a unit worth `unitAmount` of the base quantity (1e9 for billions or GB/s, 1e12
// for TFLOP/s): a lettered amount is divided by the unit's power of ten ("15T" in billions is
// 15,000); a plain number is already in the unit. Units that are no power of ten at or above
// one (hours, minutes, percent, microseconds) take letters as plain multipliers ("50k" h).
double scaledToUnit(const ScaledNumber& number, double unitAmount);

}  // namespace syncwall::core
