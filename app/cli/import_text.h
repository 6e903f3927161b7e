#pragma once
// English lines for imports (syncwall-cli import): where each scenario key came from, and the
// problems of a config.json or a launch config, one line each naming the key and, for a launch
// config, FILE:LINE.

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "core/import_source.h"
#include "core/launch_import.h"
#include "core/problem.h"

namespace syncwall::cli {

// "true", "bf16", "auto", "8192"
std::string importValueText(const core::ImportSource& s);
// The value as the scenario file spells it, for `import --json`: true, "bf16", "auto", 8192,
// 0.125 (booleans and choices had read as 1.0 and 0.0).
nlohmann::ordered_json importValueJson(const core::ImportSource& s);
// "config", "derived", "class_default", "guessed", "default" (the JSON word)
std::string importOriginName(core::ImportOrigin o);
// The framework a launch kind names ("Megatron-LM", "NeMo", "torchtitan").
std::string launchKindName(core::ImportKind kind);

// "model.hidden = 8192  <- hidden_size"
std::string hfSourceLine(const core::ImportSource& s, const std::string& architecture);
std::string hfProblemLine(const core::Problem& p, const std::string& file);

// "parallelism.tp = 8  <- line 56: --tensor-model-parallel-size 8"
std::string launchSourceLine(const core::ImportSource& s, core::ImportKind kind);
// "FILE:57: ..." (FILE alone when the problem has no line)
std::string launchProblemLine(const core::Problem& p, const std::string& file,
                              const core::LaunchImport& imported);

}  // namespace syncwall::cli
