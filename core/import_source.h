#pragma once
// Where an imported scenario key came from (issue 17): shared by the Hugging Face config.json
// import (hf_import.h) and the launch-config import (launch_import.h). Values in, values out:
// the front ends turn the provenance into words.

#include <string>
#include <vector>

namespace syncwall::core {

enum class ImportOrigin {
    Config,        // read from the config keys in `from`
    Derived,       // computed from the config keys in `from` (a share of layer_types, 4 x hidden)
    ClassDefault,  // the key in `from` is absent; the architecture's (or framework's) default
    Guessed,       // unknown architecture: read from the generic keys in `from`, or assumed
    Default,       // left at the scenario default (`from`: a config key that was not used)
};

// One line of a line-oriented config (a launch script, a YAML recipe, a TOML file).
struct SourceLine {
    int number = 0;  // 1-based
    std::string
        text;  // the line without its trailing comment, trimmed (cut at kMaxSourceLineBytes)
};

inline constexpr std::size_t kMaxSourceLineBytes = 160;

struct ImportSource {
    std::string key;  // scenario key, e.g. "model.hidden"
    ImportOrigin origin = ImportOrigin::Default;
    double value = 0;               // the scenario value, in file units
    std::vector<std::string> from;  // config keys, e.g. "text_config.hidden_size", "--num-layers"
    double configValue = 0;         // Default with a `from`: that key's value (e.g. the context)
    // False when from[0] is absent from the config (ClassDefault always; a Guessed value
    // assumed for want of it); the rest of `from`, if any, was read.
    bool given = true;
    // Launch configs: the lines the value was read from, in order (the flag or key first, then
    // the shell variables it came through); empty for a config.json.
    std::vector<SourceLine> lines;
    // Launch configs: why a Default was kept or how a value was derived, as a code the front
    // ends word: "not_stated", "environment" (configText names the variable), "unresolved",
    // "no_effect", "world_size", "data_parallel", "preset".
    std::string detail;
    std::string configText;  // the value as the file wrote it, where the detail needs it
};

}  // namespace syncwall::core
