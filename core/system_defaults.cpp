#include "system_defaults.h"

namespace syncwall::core {
bool sameFailureRates(const ReliabilitySpec& a, const ReliabilitySpec& b)
{
    return a.gpuMttf_s == b.gpuMttf_s && a.nicMttf_s == b.nicMttf_s && a.psuMttf_s == b.psuMttf_s
           && a.hostMttf_s == b.hostMttf_s && a.clusterMtbf_s == b.clusterMtbf_s;
}

bool priceFollowsSystem(const Scenario& scenario, const Catalog& catalog)
{
    const SystemEntry* system = catalog.system(scenario.hardware.preset);
    return !system || scenario.cost.usdPerGpuHour == system->price.usdPerGpuHour;
}

bool failureFollowsSystem(const Scenario& scenario, const Catalog& catalog)
{
    const SystemEntry* system = catalog.system(scenario.hardware.preset);
    const ReliabilityEntry* preset =
        system ? catalog.reliabilityPreset(system->failure.presetId) : nullptr;
    return !preset || sameFailureRates(scenario.reliability, preset->spec);
}

void applyFailureRates(const ReliabilityEntry& preset, ReliabilitySpec& r)
{
    r.gpuMttf_s = preset.spec.gpuMttf_s;
    r.nicMttf_s = preset.spec.nicMttf_s;
    r.psuMttf_s = preset.spec.psuMttf_s;
    r.hostMttf_s = preset.spec.hostMttf_s;
    r.clusterMtbf_s = preset.spec.clusterMtbf_s;
}

Scenario withSystem(const Scenario& scenario, const Catalog& catalog, const std::string& id)
{
    const SystemEntry* next = catalog.system(id);
    if (!next)
        return scenario;
    Scenario out = scenario;
    out.hardware = next->hardware;
    out.hardware.preset = next->id;
    out.cost.wattsPerGpu = next->hardware.gpu.watts;
    if (priceFollowsSystem(scenario, catalog))
        out.cost.usdPerGpuHour = next->price.usdPerGpuHour;
    if (failureFollowsSystem(scenario, catalog))
        if (const ReliabilityEntry* preset = catalog.reliabilityPreset(next->failure.presetId))
            applyFailureRates(*preset, out.reliability);
    return out;
}

}  // namespace syncwall::core
