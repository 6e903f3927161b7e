#pragma once
// English sentences for the core's problem and warning codes. The core carries codes, the key
// and the allowed range; this names the key and says what is allowed, one line per problem.

#include <string>

#include "core/catalog.h"
#include "core/estimate.h"
#include "core/problem.h"
#include "core/scenario.h"

namespace syncwall::cli {

struct ProblemContext {
    std::string fileLabel;                     // used when a problem has no key (e.g. not JSON)
    const core::Scenario* scenario = nullptr;  // for values of the keys a problem mentions
    const core::Catalog* catalog = nullptr;    // for the ids an unknown preset could be
};

// "parallelism.tp: must divide model.heads (96)"
std::string problemText(const core::Problem& problem, const ProblemContext& context);

// "does not fit in GPU memory: 95.1 GB needed per GPU, 80.0 GB available"
std::string warningText(core::WarningCode code, const core::Estimate& estimate);

}  // namespace syncwall::cli
