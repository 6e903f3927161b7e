#include "scenario_diff.h"

#include "scenario_keys.h"
#include "system_defaults.h"

namespace syncwall::core {

std::vector<InputDifference> differingInputs(const Scenario& a, const Scenario& b)
{
    std::vector<InputDifference> out;
    const auto preset = [&out](const char* key, const std::string& x, const std::string& y) {
        if (x != y)
            out.push_back({key, std::nullopt, std::nullopt, x, y});
    };
    preset("model.preset", a.model.preset, b.model.preset);
    preset("hardware.preset", a.hardware.preset, b.hardware.preset);
    preset("hardware.gpu", a.hardware.gpu.id, b.hardware.gpu.id);
    for (const ScenarioKey& k : scenarioKeys()) {
        const std::optional<double> x = fileValue(a, k.key), y = fileValue(b, k.key);
        if (x != y)
            out.push_back({std::string(k.key), x, y, {}, {}});
    }
    return out;
}

std::vector<SharedAssumption> sharedAssumptions(const Scenario& a, const Scenario& b)
{
    std::vector<SharedAssumption> out;
    if (a.hardware.gpu.id == b.hardware.gpu.id)
        return out;
    if (a.cost.usdPerGpuHour == b.cost.usdPerGpuHour)
        out.push_back(SharedAssumption::PricePerGpuHour);
    if (sameFailureRates(a.reliability, b.reliability))
        out.push_back(SharedAssumption::FailureRates);
    return out;
}

}  // namespace syncwall::core
