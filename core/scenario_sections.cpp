#include "scenario_sections.h"

#include <algorithm>

#include "scenario_keys.h"

namespace syncwall::core {

namespace {

void readKey(Fields& f, std::string_view name, const ScenarioKey& k, Scenario& s)
{
    switch (k.kind) {
    case KeyKind::Integer: {
        int v = 0;
        if (k.unset == KeyUnset::Auto ? f.integerOrAuto(name, v) : f.integer(name, v))
            k.set(s, v);
        return;
    }
    case KeyKind::Count: {
        double v = 0;
        if (f.count(name, v))
            k.set(s, v);
        return;
    }
    case KeyKind::Number: {
        if (k.unset == KeyUnset::Never) {
            double v = 0;
            if (f.number(name, v, k.unit))
                k.set(s, v);
            return;
        }
        std::optional<double> v;
        if (k.unset == KeyUnset::Null ? f.numberOrNull(name, v, k.unit)
                                      : f.numberOrAuto(name, v, k.unit))
            k.set(s, v);
        return;
    }
    case KeyKind::Boolean: {
        bool v = false;
        if (f.boolean(name, v))
            k.set(s, v ? 1.0 : 0.0);
        return;
    }
    case KeyKind::Choice: {
        std::size_t index = 0;
        if (f.choice(name, k.choices, index))
            k.set(s, double(index));
        return;
    }
    }
}

}  // namespace

void readDeclaredKeys(Fields& f, std::string_view prefix, Scenario& s, std::string_view skipChild)
{
    std::vector<std::string_view> children;
    for (const ScenarioKey& k : scenarioKeys()) {
        if (!k.key.starts_with(prefix))
            continue;
        const std::string_view rest = k.key.substr(prefix.size());
        const std::size_t dot = rest.find('.');
        if (dot == std::string_view::npos) {
            readKey(f, rest, k, s);
            continue;
        }
        const std::string_view child = rest.substr(0, dot);
        if (child == skipChild
            || std::find(children.begin(), children.end(), child) != children.end())
            continue;
        children.push_back(child);
        Fields nested = f.child(child);
        readDeclaredKeys(nested, k.key.substr(0, prefix.size() + dot + 1), s);
        nested.finish();
    }
}

void readModelKeys(Fields& f, ModelSpec& m, bool requireShape)
{
    if (requireShape) {
        f.requireKey("layers");
        f.requireKey("hidden");
        f.requireKey("heads");
    }
    Scenario holder;
    holder.model = m;
    readDeclaredKeys(f, "model.", holder);
    m = holder.model;
}

void readGpuFigures(Fields& f, GpuSpec& gpu)
{
    Scenario holder;
    holder.hardware.gpu = gpu;
    readDeclaredKeys(f, "hardware.gpu.", holder);
    gpu = holder.hardware.gpu;
}

namespace {

const GpuEntry* findGpu(Fields& f, std::string_view key, const std::string& id,
                        const Catalog& catalog)
{
    const GpuEntry* entry = catalog.gpu(id);
    if (!entry)
        f.report(ProblemCode::UnknownPreset, key,
                 joinIds(catalog.gpus(), [](const GpuEntry& e) { return e.spec.id; }));
    return entry;
}

// "gpu": a catalog id, or an object of figures (optionally on top of "base": an id).
void readGpu(Fields& f, const Catalog& catalog, GpuSpec& gpu)
{
    const Json* value = f.peek("gpu");
    if (!value)
        return;
    if (value->is_string()) {
        std::string id;
        f.text("gpu", id);
        if (const GpuEntry* entry = findGpu(f, "gpu", id, catalog))
            gpu = entry->spec;
        return;
    }
    if (!value->is_object()) {
        f.take("gpu");
        f.report(ProblemCode::WrongType, "gpu", "string|object");
        return;
    }
    Fields g = f.child("gpu");
    std::string base;
    if (g.text("base", base)) {
        if (const GpuEntry* entry = findGpu(g, "base", base, catalog))
            gpu = entry->spec;
    } else if (!g.has("base")) {
        gpu = GpuSpec {};
        g.requireKey("peak_tflops");
        g.requireKey("memory_GB");
        g.requireKey("memory_GBps");
    }
    readGpuFigures(g, gpu);
    g.finish();
}

}  // namespace

void applyFabric(const FabricEntry& fabric, HardwareSpec& hw)
{
    hw.scaleOut_bps = fabric.lineRate_bps;
    hw.scaleOutEfficiency = fabric.efficiency;
    hw.scaleOutLatency_s = fabric.latency_s;
    hw.inNetworkReduction = fabric.inNetworkReduction;
}

void readHardwareKeys(Fields& f, const Catalog& catalog, HardwareSpec& hw)
{
    readGpu(f, catalog, hw.gpu);
    std::string fabricId;
    if (f.text("fabric", fabricId)) {
        if (const FabricEntry* fabric = catalog.fabric(fabricId))
            applyFabric(*fabric, hw);
        else
            f.report(ProblemCode::UnknownPreset, "fabric",
                     joinIds(catalog.fabrics(), [](const FabricEntry& e) { return e.id; }));
    }
    Scenario holder;
    holder.hardware = hw;
    readDeclaredKeys(f, "hardware.", holder, "gpu");
    hw = holder.hardware;
}

}  // namespace syncwall::core
