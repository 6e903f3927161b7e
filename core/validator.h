#pragma once
// Semantic validation of a Scenario: ranges, divisibility, the GPU-count product. The parser
// checks types; this checks that the what-if can be computed. Same codes as the parser.

#include "problem.h"
#include "scenario.h"

namespace syncwall::core {

Problems validate(const Scenario& scenario);

}  // namespace syncwall::core
