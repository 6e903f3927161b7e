#pragma once
// Moving a scenario to another system (catalog/systems.json): the hardware changes, and the
// price of a GPU-hour and the failure data follow the new system's defaults unless the user
// had moved them away from the old system's.

#include <string>

#include "catalog.h"
#include "scenario.h"

namespace syncwall::core {

// The price is the default of the scenario's system (or there is no system to compare with).
bool priceFollowsSystem(const Scenario& scenario, const Catalog& catalog);
// The failure rates (component MTTFs, measured MTBF) are those of the system's failure preset.
bool failureFollowsSystem(const Scenario& scenario, const Catalog& catalog);

// The same failure rates: component MTTFs and measured cluster MTBF.
bool sameFailureRates(const ReliabilitySpec& a, const ReliabilitySpec& b);

// The failure rates of a reliability preset; the checkpoint and recovery policy stay.
void applyFailureRates(const ReliabilityEntry& preset, ReliabilitySpec& reliability);

// The scenario on system `id` (unchanged when the id is unknown): its hardware, its GPU's
// power, and the price and failure data where they follow the old system.
Scenario withSystem(const Scenario& scenario, const Catalog& catalog, const std::string& id);

}  // namespace syncwall::core
