#pragma once
// Reading the plain-text outputs people paste (training logs, nccl-tests tables): lines with
// their 1-based numbers, launcher prefixes stripped, whitespace tokens and numbers as the tools
// print them ("10,139", "5.800000E-06"). Values in, values out; never throws.

#include <optional>
#include <string_view>
#include <vector>

namespace syncwall::core {

struct LogLine {
    std::string_view text;  // without the line end and without a launcher prefix
    int number = 0;         // 1-based line number in the original text
    bool complete = true;   // false for a last line without a line end (a truncated file)
};

// The lines of `text` (\n, \r\n or \r ends), each with the launcher prefix removed: srun's
// "0: " / "12: " (srun --label), torchrun's "[rank0]:" (--tee), a Markdown "> " quote.
std::vector<LogLine> splitLogLines(std::string_view text);

// `line` without the prefixes splitLogLines removes (exposed for tests).
std::string_view stripLaunchPrefix(std::string_view line);

// Whitespace-separated tokens.
std::vector<std::string_view> splitTokens(std::string_view line);

// A finite number as logs print it: optional sign, digits with optional thousands commas
// ("10,139"), a fraction, an exponent. Empty for anything else (words, "N/A", "inf", "nan").
std::optional<double> parseLogNumber(std::string_view token);

// A non-negative integer (no fraction, no exponent, thousands commas allowed) that fits 2^53.
std::optional<double> parseLogCount(std::string_view token);

// Text after the first occurrence of `label` in `line`, with leading spaces removed; empty
// when the label is absent.
std::optional<std::string_view> afterLabel(std::string_view line, std::string_view label);

}  // namespace syncwall::core
