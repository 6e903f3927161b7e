#pragma once
// Reads a parsed scenario document (shared by parseScenario and the --set overrides).
// Internal to the core.

#include "json_document.h"
#include "scenario_io.h"

namespace syncwall::core {

// Structural checks (keys, types, presets); then validate() when they pass.
ParsedScenario readScenarioDocument(const Json& document, const Catalog& catalog);

}  // namespace syncwall::core
