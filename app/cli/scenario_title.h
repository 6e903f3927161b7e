#pragma once
// The scenario's name as the CLI prints it: the user's name, else one made from the content
// (core::automaticNameParts), worded as the window words it: "Llama 3 70B on 1,024 H100".

#include <string>

#include "core/scenario.h"

namespace syncwall::cli {

std::string scenarioTitle(const core::Scenario& scenario);

}  // namespace syncwall::cli
