#include "presets.h"

#include "core/scenario_sections.h"
#include "core/software_stack.h"
#include "core/system_defaults.h"

namespace syncwall::ui {

using core::Catalog;
using core::Scenario;

Scenario Presets::withModel(const Scenario& s, const Catalog& c, const QString& id)
{
    Scenario out = s;
    if (const auto* entry = c.model(id.toStdString())) {
        out.model = entry->spec;
        // A recompute module the new model lacks means nothing to it (and Megatron refuses it).
        out.parallel.selective = core::applicableModules(out.parallel.selective, out.model);
    }
    return out;
}

Scenario Presets::withSystem(const Scenario& s, const Catalog& c, const QString& id)
{
    return core::withSystem(s, c, id.toStdString());
}

Scenario Presets::withGpu(const Scenario& s, const Catalog& c, const QString& id)
{
    Scenario out = s;
    if (const auto* entry = c.gpu(id.toStdString())) {
        out.hardware.gpu = entry->spec;
        out.cost.wattsPerGpu = entry->spec.watts;
    }
    return out;
}

Scenario Presets::withFabric(const Scenario& s, const Catalog& c, const QString& id)
{
    Scenario out = s;
    if (const auto* entry = c.fabric(id.toStdString()))
        core::applyFabric(*entry, out.hardware);  // as a file's "fabric" key does
    return out;
}

Scenario Presets::withReliability(const Scenario& s, const Catalog& c, const QString& id)
{
    Scenario out = s;
    if (const auto* entry = c.reliabilityPreset(id.toStdString())) {
        // The failure model only; the checkpoint policy stays the user's.
        auto& r = out.reliability;
        r.gpuMttf_s = entry->spec.gpuMttf_s;
        r.nicMttf_s = entry->spec.nicMttf_s;
        r.psuMttf_s = entry->spec.psuMttf_s;
        r.hostMttf_s = entry->spec.hostMttf_s;
        r.clusterMtbf_s = entry->spec.clusterMtbf_s;
        r.restart_s = entry->spec.restart_s;
        r.spareSwap_s = entry->spec.spareSwap_s;
        r.provision_s = entry->spec.provision_s;
    }
    return out;
}

Scenario Presets::reset(const Scenario& s, const Catalog& c)
{
    Scenario out = withModel(s, c, QString::fromStdString(s.model.preset));
    const std::string gpuId = s.hardware.gpu.id;
    out = withSystem(out, c, QString::fromStdString(s.hardware.preset));
    if (out.hardware.gpu.id != gpuId)
        out = withGpu(out, c, QString::fromStdString(gpuId));
    return out;
}

QString Presets::matchingFabric(const Scenario& s, const Catalog& c)
{
    for (const auto& f : c.fabrics()) {
        if (f.lineRate_bps == s.hardware.scaleOut_bps
            && f.efficiency == s.hardware.scaleOutEfficiency
            && f.inNetworkReduction == s.hardware.inNetworkReduction)
            return QString::fromStdString(f.id);
    }
    return {};
}

QString Presets::matchingReliability(const Scenario& s, const Catalog& c)
{
    const auto& r = s.reliability;
    for (const auto& e : c.reliability()) {
        if (e.spec.gpuMttf_s == r.gpuMttf_s && e.spec.nicMttf_s == r.nicMttf_s
            && e.spec.psuMttf_s == r.psuMttf_s && e.spec.hostMttf_s == r.hostMttf_s
            && e.spec.clusterMtbf_s == r.clusterMtbf_s)
            return QString::fromStdString(e.id);
    }
    return {};
}

}  // namespace syncwall::ui
