#pragma once
// Launch configs -> a scenario, with where each key came from (issue 17): a Megatron-LM /
// Megatron-Core launch script or pasted argument list, a NeMo-Framework-Launcher or
// Megatron-Bridge recipe YAML, a torchtitan TOML. Each gives the layout, the batch, the
// sequence, the precision, recompute, optimizer sharding and, where it states them, the GPU
// count and the model shape; the rest comes from a base scenario. Values in, values out; never
// throws.

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catalog.h"
#include "import_source.h"
#include "problem.h"
#include "scenario.h"

namespace syncwall::core {

// A launch config larger than this is not one (the real ones are a few KB).
inline constexpr std::size_t kMaxLaunchConfigBytes = 4u << 20;

enum class ImportKind {
    Unknown,         // none of the kinds below
    Binary,          // NUL bytes or not UTF-8
    HfConfig,        // a Hugging Face config.json (hf_import.h)
    Scenario,        // a Syncwall scenario: opened, not imported
    MegatronArgs,    // a Megatron-LM launch script or argument list
    NemoYaml,        // a NeMo / Megatron-Bridge recipe
    TorchtitanToml,  // a torchtitan train config
};

// What a file is: its extension (.sh, .yaml/.yml, .toml, .json) where it has one of these,
// checked against its content; else its content alone (a pasted argument list).
ImportKind detectImportKind(std::string_view text, std::string_view fileName);

struct LaunchImport {
    ImportKind kind = ImportKind::Unknown;
    Scenario scenario;  // the base scenario with the file's keys
    // One per key the launch configs can set (model.*, cluster.gpus, parallelism.*, the
    // training batch, length, precision and software.stack), in scenario-key order; a key the
    // file leaves alone is a Default.
    std::vector<ImportSource> sources;
    bool gpusStated = false;     // cluster.gpus came from the file
    bool modelFromFile = false;  // the file gave the whole model shape (or a preset's name)
    // Refused: the file cannot be read, has a value of the wrong type or out of the scenario's
    // range, or contradicts itself. Keys are the file's names (--num-layers,
    // model.num_layers); `line` and `otherLine` the lines; Inconsistent's detail the other
    // name; NotDivisible's detail "RULE:NAME" (world_size, expert_folding, batch_split) with
    // min the product that must divide max; BadFormat's detail what the file is instead
    // ("binary", "empty", "scenario", "hf_config", "unknown", "no_settings").
    Problems problems;
    // validate() of the scenario when the file was read: a key the user must change.
    Problems scenarioProblems;
    // The text of every line a source or problem names, by number (whole lines).
    std::map<int, std::string> lineTexts;
    // What the file's reader quotes for each name it read, by its line and name: the name's own
    // words where its line holds other flags too (a pasted argument list), else the line.
    std::map<std::pair<int, std::string>, std::string, std::less<>> nameTexts;

    bool ok() const { return problems.empty(); }
    // What to quote of `line` for the file's `name` (a problem's key, otherName()): nameTexts'
    // entry, else the whole line; empty for a line nothing names.
    std::string quote(int line, std::string_view name) const;
};

// The file's name a problem's other line is about: a NotDivisible's "RULE:NAME", an
// Inconsistent's other name; empty otherwise.
std::string_view otherName(const Problem& problem);

// Reads `text` as `kind` (one of the launch kinds) onto `base`. A file too large, binary or
// of another kind is a BadFormat / ParseError problem.
// With `modelGiven` (the base's model came from a config.json), the file's model keys go onto
// that model instead of replacing it, and a torchtitan flavor does not replace it.
LaunchImport importLaunchConfig(const std::string& text, ImportKind kind, const Scenario& base,
                                const Catalog& catalog, bool modelGiven = false);

// The keys a launch config can set, in scenario-key order (the sources' keys).
bool isLaunchKey(std::string_view key);

}  // namespace syncwall::core
