#pragma once
// Printing JSON safely: nlohmann writes a non-finite double as null; a non-finite number in
// our output is a bug, so it is also reported on stderr and turns the exit code into 1.

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace syncwall::cli {

// Dotted paths ("step.total_s", "layouts.3.mfu") of the non-finite numbers in `value`.
std::vector<std::string> nonFinitePaths(const nlohmann::ordered_json& value);

// Writes `value` (indented) to `out`; returns 0, or 1 after naming each non-finite number on
// stderr.
int printJson(const nlohmann::ordered_json& value, std::ostream& out);

// Reports non-finite numbers met while writing text output; returns 0 or 1 like printJson.
int reportNonFinite(const std::vector<std::string>& paths);

// The member at a dotted path ("run.efficiency"), or null when absent.
const nlohmann::ordered_json* findDotted(const nlohmann::ordered_json& value,
                                         const std::string& path);

}  // namespace syncwall::cli
