#pragma once
// The scenario file format (docs/contract.md, docs/scenario-format.md): parsing with a problem per
// bad key, writing, and dotted-key overrides (--set).

#include <string>

#include "catalog.h"
#include "problem.h"
#include "scenario.h"

namespace syncwall::core {

struct ParsedScenario {
    Scenario scenario;
    Problems problems;  // empty = valid file (semantic checks are validate()'s)
    // Every key was read (no syntax, key, type or preset problem): the scenario holds the
    // file's values and the problems, if any, are validate()'s (ranges, layout, consistency),
    // which a front end may show beside its inputs instead of refusing the file.
    bool readable = false;
    bool ok() const { return problems.empty(); }
};

// Parses UTF-8 JSON text. Unknown keys, wrong types, non-finite and out-of-range values and
// unknown presets each give a Problem naming the dotted key. Never throws.
ParsedScenario parseScenario(const std::string& jsonText, const Catalog& catalog);

// Applies "a.b=value" overrides to the JSON text before parsing (value parsed as JSON when it
// is valid JSON, else taken as a string). Problems name the key.
ParsedScenario parseScenarioWithOverrides(const std::string& jsonText,
                                          const std::vector<std::string>& overrides,
                                          const Catalog& catalog);

// Writes every key (presets kept by id, with explicit values), pretty-printed.
std::string scenarioToJson(const Scenario& scenario);

// The default scenario the app opens on (GPT-3 175B on 1,536 A100s).
Scenario defaultScenario(const Catalog& catalog);

}  // namespace syncwall::core
