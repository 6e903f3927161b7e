#pragma once
// The one whitespace trim of the text readers (YAML, TOML, Hydra interpolations, training logs,
// nccl-tests tables): spaces, tabs and stray carriage returns at either end.

#include <string_view>

namespace syncwall::core {

constexpr bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

constexpr std::string_view trimBlanks(std::string_view s)
{
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

}  // namespace syncwall::core
