#pragma once
// Moving a scenario to another system (catalog/systems.json): the hardware changes, and the
// price of a GPU-hour and the failure data follow the new system's defaults unless the user
// had moved them away from the old system's.

#include <string>
#include <string_view>

#include "catalog.h"
#include "scenario.h"

namespace syncwall::core {

// The price is the default of the scenario's system (the one it names, or kDefaultSystemId; or
// there is no system to compare with).
bool priceFollowsSystem(const Scenario& scenario, const Catalog& catalog);
// The failure rates (component MTTFs, measured MTBF) are those of the system's failure preset.
bool failureFollowsSystem(const Scenario& scenario, const Catalog& catalog);

// The same failure rates: component MTTFs and measured cluster MTBF.
bool sameFailureRates(const ReliabilitySpec& a, const ReliabilitySpec& b);

// The failure rates of a reliability preset; the checkpoint and recovery policy stay.
void applyFailureRates(const ReliabilityEntry& preset, ReliabilitySpec& reliability);

// The system a scenario file that names none runs on.
inline constexpr std::string_view kDefaultSystemId = "dgx-h100";

// What a scenario file leaves unsaid about its system (the one it names, or kDefaultSystemId)
// takes that system's defaults, as choosing it in the window does: the power of the scenario's
// GPU (cost.watts_per_gpu; the file's hardware is read first), the system's price of a GPU-hour
// and the failure rates of its preset. The reader applies them before the file's cost and
// reliability keys; nothing changes when the system is unknown.
void applySystemDefaults(const Catalog& catalog, Scenario& scenario);
// The keys applySystemDefaults sets (their documented default is the system's).
bool isSystemDefaultKey(std::string_view key);

// The scenario on system `id` (unchanged when the id is unknown): its hardware, its GPU's
// power, and the price and failure data where they follow the old system.
Scenario withSystem(const Scenario& scenario, const Catalog& catalog, const std::string& id);

}  // namespace syncwall::core
