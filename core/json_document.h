#pragma once
// Hostile-input-safe JSON parsing for scenario and catalog files: limits nesting depth, rejects
// duplicate keys, and reports number overflow (1e999) and NaN/Infinity literals as NotFinite
// naming the key, instead of letting the parser throw. Internal to the core.

#include <string>

#include <nlohmann/json.hpp>

#include "problem.h"

namespace syncwall::core {

using Json = nlohmann::ordered_json;

inline constexpr int kMaxJsonDepth = 32;
inline constexpr std::size_t kMaxJsonBytes = 64u << 20;

// A key as a Problem names it: keys longer than kMaxReportedKeyBytes (no key of the format
// comes close) are cut on a UTF-8 boundary and end in "...", so a hostile file's megabyte key
// is not echoed back by every front end.
inline constexpr std::size_t kMaxReportedKeyBytes = 64;
std::string reportedKey(const std::string& key);

// Parses text into out. On failure returns false and appends one Problem (ParseError with
// detail "line:column", NotFinite, TooDeep) whose key is the dotted path where it happened.
bool parseJsonDocument(const std::string& text, Json& out, Problems& problems);

}  // namespace syncwall::core
