#pragma once
// The TOML of torchtitan's train_configs: [table] and [dotted.table] headers, `key = value`
// with bare, quoted or dotted keys; basic "..." and literal '...' strings, integers with
// underscores (10_000), floats, booleans, arrays (over several lines too), inline tables kept as
// text, comments. Each value is one entry named by its dotted path (parallelism.tensor_parallel_degree).
// [[array.of.tables]] entries are skipped. Internal to the core; never throws.

#include <string>

#include "config_document.h"

namespace syncwall::core {

// Problems: ParseError with the line and a detail ("not_a_key_value", "bad_value",
// "unterminated_string", "unterminated_array", "bad_header"); Inconsistent for a key given
// twice (line and otherLine).
ConfigDocument readTomlSubset(const std::string& text);

}  // namespace syncwall::core
