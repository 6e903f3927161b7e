#include "catalog.h"

#include <algorithm>
#include <cmath>

#include "catalog_data.h"
#include "json_fields.h"
#include "model_shape.h"
#include "scenario_sections.h"

namespace syncwall::core {
namespace {

bool isYearMonth(const std::string& s)
{
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    return s.size() == 7 && digit(s[0]) && digit(s[1]) && digit(s[2]) && digit(s[3]) && s[4] == '-'
           && ((s[5] == '0' && digit(s[6]) && s[6] != '0')
               || (s[5] == '1' && s[6] >= '0' && s[6] <= '2'));
}

Provenance readProvenance(Fields& f)
{
    Provenance about;
    f.requireKey("name");
    f.requireKey("source");
    f.requireKey("as_of");
    f.text("name", about.name);
    f.text("source", about.source);
    if (f.text("as_of", about.asOf) && !isYearMonth(about.asOf))
        f.report(ProblemCode::WrongType, "as_of", "YYYY-MM");
    f.text("notes", about.notes);
    return about;
}

// Reads one catalog document {"units": "...", "entries": [...]}: readEntry(fields, id,
// provenance) returns the entry; entries with any problem are left out of the result.
template <class Entry, class ReadEntry>
std::vector<Entry> readEntries(const std::string& text, const std::string& kind, Problems& problems,
                               ReadEntry readEntry)
{
    std::vector<Entry> out;
    Json doc;
    Problems parse;
    if (!parseJsonDocument(text, doc, parse)) {
        for (Problem p : parse) {
            p.key = p.key.empty() ? kind : kind + "." + p.key;
            problems.push_back(std::move(p));
        }
        return out;
    }
    if (!doc.is_object()) {
        problems.push_back({ProblemCode::NotAnObject, kind, 0, 0, {}});
        return out;
    }
    Fields top(&doc, kind, problems);
    top.requireKey("units");
    std::string units;
    top.text("units", units);
    top.requireKey("entries");
    const Json* entries = top.take("entries");
    top.finish();
    if (entries && !entries->is_array())
        top.report(ProblemCode::WrongType, "entries", "array");
    if (!entries || !entries->is_array())
        return out;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < entries->size(); ++i) {
        const Json& e = (*entries)[i];
        const bool named = e.is_object() && e.contains("id") && e["id"].is_string();
        const std::string path =
            named ? kind + "." + e["id"].get<std::string>() : kind + "[" + std::to_string(i) + "]";
        if (!e.is_object()) {
            problems.push_back({ProblemCode::NotAnObject, path, 0, 0, {}});
            continue;
        }
        const std::size_t before = problems.size();
        Fields f(&e, path, problems);
        f.requireKey("id");
        std::string id;
        f.text("id", id);
        if (std::find(ids.begin(), ids.end(), id) != ids.end())
            f.report(ProblemCode::Inconsistent, "id", "duplicate");
        ids.push_back(id);
        Provenance about = readProvenance(f);
        Entry entry = readEntry(f, id, std::move(about));
        f.finish();
        if (problems.size() == before)
            out.push_back(std::move(entry));
    }
    return out;
}

GpuEntry readGpu(Fields& f, const std::string& id, Provenance about)
{
    GpuEntry entry {GpuSpec {}, std::move(about), {}};
    entry.spec.id = id;
    for (const char* key : {"peak_tflops", "memory_GB", "memory_GBps", "gemm_efficiency",
                            "gemm_efficiency_fp8", "gemm_efficiency_fp4", "watts"})
        f.requireKey(key);
    readGpuFigures(f, entry.spec);
    entry.spec.ratedWatts = entry.spec.watts;
    f.requireKey("short_name");
    f.text("short_name", entry.shortName);
    return entry;
}

FabricEntry readFabric(Fields& f, const std::string& id, Provenance about)
{
    FabricEntry entry;
    entry.id = id;
    entry.about = std::move(about);
    for (const char* key : {"line_rate_Gbps", "efficiency", "latency_us"})
        f.requireKey(key);
    f.number("line_rate_Gbps", entry.lineRate_bps, kUnitGiga);
    f.number("efficiency", entry.efficiency);
    f.number("latency_us", entry.latency_s, kUnitMicro);
    f.boolean("in_network_reduction", entry.inNetworkReduction);
    return entry;
}

// A source and an as_of date without a display name (a system's price and failure data).
Provenance readSource(Fields& f)
{
    Provenance about;
    f.requireKey("source");
    f.requireKey("as_of");
    f.text("source", about.source);
    if (f.text("as_of", about.asOf) && !isYearMonth(about.asOf))
        f.report(ProblemCode::WrongType, "as_of", "YYYY-MM");
    return about;
}

void readSystemDefaults(Fields& f, const Catalog& parts, SystemEntry& entry)
{
    f.requireKey("price");
    f.requireKey("failure");
    Fields price = f.child("price");
    price.requireKey("usd_per_gpu_hour");
    if (price.number("usd_per_gpu_hour", entry.price.usdPerGpuHour)
        && !(entry.price.usdPerGpuHour > 0))
        price.report(ProblemCode::OutOfRange, "usd_per_gpu_hour", {}, 0, 1e4);
    entry.price.about = readSource(price);
    price.finish();
    Fields failure = f.child("failure");
    failure.requireKey("preset");
    failure.requireKey("assumed");
    if (failure.text("preset", entry.failure.presetId)
        && !parts.reliabilityPreset(entry.failure.presetId))
        failure.report(
            ProblemCode::UnknownPreset, "preset",
            joinIds(parts.reliability(), [](const ReliabilityEntry& e) { return e.id; }));
    failure.boolean("assumed", entry.failure.assumed);
    entry.failure.about = readSource(failure);
    failure.finish();
}

// A system uses the keys of a scenario's "hardware" object; gpu and fabric are required ids,
// price and failure its defaults (readSystemDefaults).
SystemEntry readSystem(Fields& f, const std::string& id, Provenance about, const Catalog& parts)
{
    SystemEntry entry;
    entry.id = id;
    entry.about = std::move(about);
    f.requireKey("gpu");
    f.requireKey("fabric");
    const Json* gpu = f.peek("gpu");
    const Json* fabric = f.peek("fabric");
    if (gpu && !gpu->is_string())
        f.report(ProblemCode::WrongType, "gpu", "string");
    if (gpu && gpu->is_string())
        entry.gpuId = gpu->get<std::string>();
    if (fabric && fabric->is_string())
        entry.fabricId = fabric->get<std::string>();
    entry.hardware.preset = id;
    readSystemDefaults(f, parts, entry);
    readHardwareKeys(f, parts, entry.hardware);
    return entry;
}

ModelEntry readModel(Fields& f, const std::string& id, Provenance about)
{
    ModelEntry entry {ModelSpec {}, std::move(about)};
    readModelKeys(f, entry.spec, true);
    entry.spec.preset = id;
    return entry;
}

ReliabilityEntry readReliability(Fields& f, const std::string& id, Provenance about)
{
    ReliabilityEntry entry;
    entry.id = id;
    entry.about = std::move(about);
    for (const char* key : {"gpu_mttf_h", "nic_mttf_h", "psu_mttf_h", "host_mttf_h"})
        f.requireKey(key);
    ReliabilitySpec& r = entry.spec;
    f.number("gpu_mttf_h", r.gpuMttf_s, kUnitHours);
    f.number("nic_mttf_h", r.nicMttf_s, kUnitHours);
    f.number("psu_mttf_h", r.psuMttf_s, kUnitHours);
    f.number("host_mttf_h", r.hostMttf_s, kUnitHours);
    f.numberOrNull("cluster_mtbf_h", r.clusterMtbf_s, kUnitHours);
    f.numberOrNull("interruptions_per_gpu_hour", entry.interruptionsPerGpuHour);
    return entry;
}

template <class Entry, class IdOf>
const Entry* findById(const std::vector<Entry>& entries, const std::string& id, IdOf idOf)
{
    for (const Entry& e : entries)
        if (idOf(e) == id)
            return &e;
    return nullptr;
}

}  // namespace

Catalog Catalog::builtIn()
{
    static const Catalog cached =
        fromJson(catalog_data::gpus(), catalog_data::systems(), catalog_data::fabrics(),
                 catalog_data::models(), catalog_data::reliability(), nullptr);
    return cached;
}

Catalog Catalog::fromJson(const std::string& gpus, const std::string& systems,
                          const std::string& fabrics, const std::string& models,
                          const std::string& reliability, Problems* problemsOut)
{
    Catalog c;
    Problems problems;
    try {
        c.m_gpus = readEntries<GpuEntry>(gpus, "gpus", problems, readGpu);
        c.m_fabrics = readEntries<FabricEntry>(fabrics, "fabrics", problems, readFabric);
        c.m_reliability =
            readEntries<ReliabilityEntry>(reliability, "reliability", problems, readReliability);
        // Systems name GPUs, fabrics and reliability presets, so they come after them.
        c.m_systems = readEntries<SystemEntry>(
            systems, "systems", problems, [&c](Fields& f, const std::string& id, Provenance about) {
                return readSystem(f, id, std::move(about), c);
            });
        c.m_models = readEntries<ModelEntry>(models, "models", problems, readModel);
    } catch (const std::exception&) {
        problems.push_back({ProblemCode::ParseError, {}, 0, 0, {}});  // allocation failure
    }
    if (problemsOut)
        *problemsOut = std::move(problems);
    return c;
}

const GpuEntry* Catalog::gpu(const std::string& id) const
{
    return findById(m_gpus, id, [](const GpuEntry& e) { return e.spec.id; });
}

const SystemEntry* Catalog::system(const std::string& id) const
{
    return findById(m_systems, id, [](const SystemEntry& e) { return e.id; });
}

const GpuEntry* systemGpuIfOther(const HardwareSpec& hardware, const Catalog& catalog)
{
    const SystemEntry* system = catalog.system(hardware.preset);
    if (!system || system->gpuId == hardware.gpu.id)
        return nullptr;
    return catalog.gpu(system->gpuId);
}

const FabricEntry* Catalog::fabric(const std::string& id) const
{
    return findById(m_fabrics, id, [](const FabricEntry& e) { return e.id; });
}

const ModelEntry* Catalog::model(const std::string& id) const
{
    return findById(m_models, id, [](const ModelEntry& e) { return e.spec.preset; });
}

const ModelEntry* Catalog::modelWithShape(const ModelSpec& shape) const
{
    // The network as the model reads it: a 0 that means "derived" (KV heads, head size, FFN
    // widths) as what it derives, the windowed share only with a window, fractions to four
    // decimals (a share of 52 / 62 from `layer_types` against a catalog's 0.8387).
    const auto architecture = [](ModelSpec m, bool withCount) {
        const auto round4 = [](double x) { return std::round(x * 1e4) / 1e4; };
        m.preset.clear();
        m.seqLen = ModelSpec {}.seqLen;
        m.moeImbalance = ModelSpec {}.moeImbalance;
        if (!withCount)
            m.params = ModelSpec {}.params;
        m.kvHeads = int(kvHeadsOf(m));
        m.headDim = int(headDimOf(m));
        m.expertFfnHidden = int(expertFfnHiddenOf(m));
        m.ffnHidden = int(ffnHiddenOf(m));
        m.slidingWindowShare = m.slidingWindow > 0 ? round4(m.slidingWindowShare) : 1.0;
        m.gluClamp = round4(m.gluClamp);
        return m;
    };
    // The same count first: two entries may hold one network, quoted and derived (Llama 3 and
    // 3.1 405B).
    for (const bool withCount : {true, false}) {
        const ModelSpec wanted = architecture(shape, withCount);
        const auto it = std::find_if(m_models.begin(), m_models.end(), [&](const ModelEntry& e) {
            return architecture(e.spec, withCount) == wanted;
        });
        if (it != m_models.end())
            return &*it;
    }
    return nullptr;
}

const ReliabilityEntry* Catalog::reliabilityPreset(const std::string& id) const
{
    return findById(m_reliability, id, [](const ReliabilityEntry& e) { return e.id; });
}

}  // namespace syncwall::core
