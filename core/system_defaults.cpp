#include "system_defaults.h"

namespace syncwall::core {
namespace {

// The system a scenario runs on: the one it names, or the default one.
const SystemEntry* systemOf(const Scenario& scenario, const Catalog& catalog)
{
    return catalog.system(scenario.hardware.preset.empty() ? std::string(kDefaultSystemId)
                                                           : scenario.hardware.preset);
}

}  // namespace

bool sameFailureRates(const ReliabilitySpec& a, const ReliabilitySpec& b)
{
    return a.gpuMttf_s == b.gpuMttf_s && a.nicMttf_s == b.nicMttf_s && a.psuMttf_s == b.psuMttf_s
           && a.hostMttf_s == b.hostMttf_s && a.clusterMtbf_s == b.clusterMtbf_s;
}

bool priceFollowsSystem(const Scenario& scenario, const Catalog& catalog)
{
    const SystemEntry* system = systemOf(scenario, catalog);
    return !system || scenario.cost.usdPerGpuHour == system->price.usdPerGpuHour;
}

bool failureFollowsSystem(const Scenario& scenario, const Catalog& catalog)
{
    const SystemEntry* system = systemOf(scenario, catalog);
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

void applySystemDefaults(const Catalog& catalog, Scenario& scenario)
{
    const SystemEntry* system = systemOf(scenario, catalog);
    if (!system)
        return;
    // The power of the GPU the scenario ended up with (a file may name another than the
    // system's), at its rating, as choosing a GPU in the window sets it.
    const GpuSpec& gpu = scenario.hardware.gpu;
    scenario.cost.wattsPerGpu = gpu.ratedWatts > 0 ? gpu.ratedWatts : gpu.watts;
    scenario.cost.usdPerGpuHour = system->price.usdPerGpuHour;
    if (const ReliabilityEntry* preset = catalog.reliabilityPreset(system->failure.presetId))
        applyFailureRates(*preset, scenario.reliability);
}

bool isSystemDefaultKey(std::string_view key)
{
    for (std::string_view k :
         {"cost.watts_per_gpu", "cost.usd_per_gpu_hour", "reliability.gpu_mttf_h",
          "reliability.nic_mttf_h", "reliability.psu_mttf_h", "reliability.host_mttf_h",
          "reliability.cluster_mtbf_h"})
        if (key == k)
            return true;
    return false;
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
