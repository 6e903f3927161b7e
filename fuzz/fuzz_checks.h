#pragma once
// What the fuzzers check, shared with tests/core/regression_test.cpp so that a saved input
// replays exactly the same way in an ordinary (g++, GoogleTest) build. Each check returns the
// properties the input broke; the fuzzers abort on any, the regression test expects none.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::fuzz {

struct Outcome {
    bool valid = false;                   // the input became a scenario that validates
    std::size_t problems = 0;             // parser + validator problems
    std::vector<std::string> violations;  // broken properties (empty = fine)
    std::string scenarioJson;             // the scenario, when there are violations (triage)
};

// Bytes as a scenario file: parse, validate, write, parse again, write again (the two
// written texts must be equal), and the same file under --set overrides.
Outcome checkParserInput(const std::uint8_t* data, std::size_t size);

// Bytes as a structured scenario (fuzzed_scenario.h): estimate whatever it is (never a
// crash); when it validates, the estimate's invariants, a small sweep and the best layout.
Outcome checkEstimatorInput(const std::uint8_t* data, std::size_t size);

// Bytes as a Hugging Face config.json (core/hf_import.h): imported or refused with problems,
// never an exception; an imported model has one source per model key, and its scenario, when
// it validates, writes, re-reads and estimates cleanly.
Outcome checkHfImportInput(const std::uint8_t* data, std::size_t size);

// Bytes as a launch config of `kind` (core/launch_import.h; 4 = Megatron arguments, 5 = NeMo
// YAML, 6 = torchtitan TOML): imported or refused with problems (each line it names inside the
// file and quoted), never an exception; an import has one source per launch key, each source
// line inside the file, and its scenario, when it validates, writes, re-reads and estimates
// cleanly.
Outcome checkLaunchImportInput(const std::uint8_t* data, std::size_t size, int kind);

// The invariants of an estimate of a valid scenario, appended to out with a prefix.
void checkEstimate(const core::Scenario& scenario, const core::Estimate& e,
                   const std::string& where, std::vector<std::string>& out);

}  // namespace syncwall::fuzz
