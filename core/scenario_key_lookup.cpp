// Lookups over the one declaration of the scenario keys (scenario_keys.cpp), declared in
// scenario_keys.h.
#include "scenario_key_names.h"
#include "scenario_keys.h"

namespace syncwall::core {

const ScenarioKey* findScenarioKey(std::string_view key)
{
    for (const ScenarioKey& k : scenarioKeys())
        if (k.key == key)
            return &k;
    return nullptr;
}

std::string_view exclusiveKeyOf(std::string_view key)
{
    if (key == key_names::kTrainingTokens)
        return key_names::kTrainingSteps;
    if (key == key_names::kTrainingSteps)
        return key_names::kTrainingTokens;
    return {};
}

const Limit* findLimit(std::string_view key)
{
    const ScenarioKey* k = findScenarioKey(key);
    return k && k->ranged ? &k->limit : nullptr;
}

std::optional<double> fileValue(const Scenario& scenario, std::string_view key)
{
    const ScenarioKey* k = findScenarioKey(key);
    if (!k)
        return std::nullopt;
    const std::optional<double> v = k->get(scenario);
    if (k->isUnset(v))
        return std::nullopt;
    return toFile(*v, k->unit);
}

}  // namespace syncwall::core
