#pragma once
// The YAML of NeMo-Framework-Launcher and Megatron-Bridge recipes: block mappings by
// indentation, `key: value` scalars (plain, 'single' or "double" quoted, null / ~), block
// sequences (also at the parent's indentation), flow sequences [a, b], comments (inline too),
// block scalars (| and >, skipped). Each scalar is one entry named by its dotted path
// (model.optim.name); a sequence is one List entry, a mapping with nothing under it a Null.
// Hydra interpolations (${multiply:4, ${.hidden_size}}) stay as text; the NeMo importer
// resolves them. Internal to the core; never throws.

#include <string>

#include "config_document.h"

namespace syncwall::core {

// Problems: ParseError with the line and a detail ("tab", "not_a_mapping", "unterminated_quote",
// "unterminated_flow"); Inconsistent for a key given twice (line and otherLine).
ConfigDocument readYamlSubset(const std::string& text);

}  // namespace syncwall::core
