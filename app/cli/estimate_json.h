#pragma once
// Estimate -> JSON with every key docs/contract.md lists for `estimate --json` (SI units), plus the
// resolved layout, the extra breakdown terms and the link bandwidths that would hide
// communication.

#include <nlohmann/json.hpp>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::cli {

nlohmann::ordered_json layoutToJson(const core::Layout& layout);
nlohmann::ordered_json estimateToJson(const core::Scenario& scenario,
                                      const core::Estimate& estimate);

}  // namespace syncwall::cli
