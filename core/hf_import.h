#pragma once
// Hugging Face config.json -> the model part of a scenario, with where each value came from
// (issue 17). Known architectures (model_type / architectures) map their own keys; others are
// read from the generic keys and marked as guessed. Values in, values out: the front ends turn
// the provenance into words. Never throws.

#include <string>
#include <vector>

#include "catalog.h"
#include "import_source.h"
#include "problem.h"
#include "scenario.h"

namespace syncwall::core {

// A config file larger than this is not a config.json (the largest real ones are ~100 KB).
inline constexpr std::size_t kMaxHfConfigBytes = 4u << 20;

struct HfImport {
    ModelSpec model;                    // preset cleared; model.params 0 (from the shape)
    std::string architecture;           // model_type (or the first architectures entry)
    bool knownArchitecture = false;     // false: read from the generic keys
    std::string nameOrPath;             // _name_or_path, when given
    std::vector<ImportSource> sources;  // one per model key, in scenario-key order
    Problems problems;                  // keys are dotted config keys; empty = imported
    bool ok() const { return problems.empty(); }
};

// Reads the text of a config.json. Problems: ParseError (not JSON; detail "size" when over
// kMaxHfConfigBytes), NotAnObject, WrongType, Missing, OutOfRange (the scenario key's range),
// Inconsistent (the config contradicts itself; key and detail name both config keys, min and
// max hold their values where they are numbers).
HfImport importHfConfig(const std::string& text);

// The default scenario with `model` in place of its model, cluster, hardware and layout as there.
// The model names the catalog preset with its architecture, if one has it
// (Catalog::modelWithShape; the sequence length and parameter count stay the import's), else
// none. When the default layout does not divide the model, TP = 1, PP = 1 and
// DP auto instead (layoutReset); problems are validate()'s for the result.
struct ImportedScenario {
    Scenario scenario;
    bool layoutReset = false;
    Problems problems;
};
ImportedScenario scenarioWithModel(const ModelSpec& model, const Catalog& catalog);
// The same onto `base` (the window's current scenario, a launch config's layout).
ImportedScenario scenarioWithModel(const ModelSpec& model, const Scenario& base,
                                   const Catalog& catalog);

}  // namespace syncwall::core
