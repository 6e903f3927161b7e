#pragma once
// FILE -> Scenario for every command that takes one: read, apply --set overrides, parse,
// validate. Each problem becomes one line naming the key (see problem_text).

#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/scenario.h"

namespace syncwall::cli {

struct LoadResult {
    std::optional<core::Scenario> scenario;  // set when the file is a valid scenario
    std::vector<std::string> problems;       // one English line each
    // Set, with the problems, when every problem is the layout's (core::onlyLayoutWrong): the
    // commands that choose the layout themselves can still run on it.
    std::optional<core::Scenario> layoutWrong;
};

// Reads at most 16 MB of text; "-" reads standard input. Returns false with a reason.
bool readTextFile(const std::string& path, std::string& text, std::string& error);

LoadResult loadScenario(const std::string& path, const std::vector<std::string>& overrides,
                        const core::Catalog& catalog);

// Prints the problems to stderr; returns the exit code (0 when valid, 2 otherwise).
int reportProblems(const LoadResult& result);

// For `search`, which exists to choose the layout: the valid scenario, or one whose only
// problems are its own layout's, which are then printed to stderr after a note. Empty when
// neither: report the problems. (sweep and wall report on the scenario, so they refuse it.)
std::optional<core::Scenario> scenarioForLayoutSearch(const LoadResult& result);

}  // namespace syncwall::cli
