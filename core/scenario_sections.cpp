#include "scenario_sections.h"

namespace syncwall::core {

void readModelKeys(Fields& f, ModelSpec& m, bool requireShape)
{
    if (requireShape) {
        f.requireKey("layers");
        f.requireKey("hidden");
        f.requireKey("heads");
    }
    f.integer("layers", m.layers);
    f.integer("hidden", m.hidden);
    f.integer("heads", m.heads);
    f.integer("kv_heads", m.kvHeads);
    f.integer("ffn_hidden", m.ffnHidden);
    f.integer("vocab", m.vocab);
    f.integer("seq_len", m.seqLen);
    f.number("params", m.params);
    f.boolean("gated_mlp", m.gatedMlp);
    Fields moe = f.child("moe");
    moe.integer("experts", m.experts);
    moe.integer("top_k", m.topK);
    moe.finish();
}

void readGpuFigures(Fields& f, GpuSpec& gpu)
{
    Fields peak = f.child("peak_tflops");
    for (const auto& p : kPrecisionNames)
        peak.number(p.name, gpu.peak_flops[precisionIndex(p.value)], kUnitTera);
    peak.finish();
    f.number("memory_GB", gpu.memory_B, kUnitGiga);
    f.number("memory_GBps", gpu.memory_Bps, kUnitGiga);
    f.number("gemm_efficiency", gpu.gemmEfficiency);
    f.number("watts", gpu.watts);
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
        gpu = GpuSpec{};
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
    hw.inSwitchReduction = hw.inSwitchReduction || fabric.inNetworkReduction;
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
    f.integer("gpus_per_node", hw.gpusPerNode);
    f.integer("scale_up_domain", hw.scaleUpDomain);
    f.number("scale_up_GBps", hw.scaleUp_Bps, kUnitGiga);
    f.number("scale_out_Gbps", hw.scaleOut_bps, kUnitGiga);
    f.integer("nics_per_node", hw.nicsPerNode);
    f.number("scale_up_latency_us", hw.scaleUpLatency_s, kUnitMicro);
    f.number("scale_out_latency_us", hw.scaleOutLatency_s, kUnitMicro);
    f.number("scale_up_efficiency", hw.scaleUpEfficiency);
    f.number("scale_out_efficiency", hw.scaleOutEfficiency);
    f.boolean("in_switch_reduction", hw.inSwitchReduction);
    f.number("oversubscription", hw.oversubscription);
    f.number("storage_write_GBps", hw.storageWrite_Bps, kUnitGiga);
    f.number("storage_read_GBps", hw.storageRead_Bps, kUnitGiga);
}

}  // namespace syncwall::core
