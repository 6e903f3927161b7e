#include "scenario_reader.h"

#include "scenario_sections.h"
#include "system_defaults.h"
#include "validator.h"

namespace syncwall::core {
namespace {

// Returns false when the file is not a scenario of a version we read (nothing else is checked).
bool readHeader(Fields& top, Scenario& s)
{
    constexpr std::string_view kFormat = "syncwall-scenario";
    constexpr int kVersion = 1;
    std::string format;
    if (top.text("format", format) && format != kFormat)
        top.report(ProblemCode::BadFormat, "format", std::string(kFormat));
    int version = kVersion;
    if (top.integer("version", version) && version != kVersion)
        top.report(ProblemCode::UnsupportedVersion, "version", {}, kVersion, kVersion);
    top.text("name", s.name);
    const bool formatOk = format.empty() || format == kFormat;
    return formatOk && version == kVersion;
}

void readModel(Fields& top, const Catalog& catalog, ModelSpec& m)
{
    const Json* value = top.peek("model");
    if (!value || !value->is_object()) {
        if (!value)
            top.report(ProblemCode::Missing, "model");
        top.child("model");  // NotAnObject
        return;
    }
    Fields f = top.child("model");
    std::string preset;
    bool fromPreset = false;
    if (f.text("preset", preset)) {
        if (const ModelEntry* entry = catalog.model(preset)) {
            m = entry->spec;
            fromPreset = true;
        } else {
            f.report(ProblemCode::UnknownPreset, "preset",
                     joinIds(catalog.models(), [](const ModelEntry& e) { return e.spec.preset; }));
        }
    }
    readModelKeys(f, m, !fromPreset && !f.has("preset"));
    m.preset = fromPreset ? preset : std::string();
    f.finish();
}

void readHardware(Fields& top, const Catalog& catalog, HardwareSpec& hw)
{
    Fields f = top.child("hardware");
    std::string preset;
    if (f.text("preset", preset)) {
        if (const SystemEntry* system = catalog.system(preset))
            hw = system->hardware;
        else
            f.report(ProblemCode::UnknownPreset, "preset",
                     joinIds(catalog.systems(), [](const SystemEntry& e) { return e.id; }));
    } else if (const SystemEntry* system = catalog.system(std::string(kDefaultSystemId))) {
        hw = system->hardware;
    }
    hw.preset = preset;
    readHardwareKeys(f, catalog, hw);
    f.finish();
}

// A section whose keys are all declared ones: "parallelism", "communication", ...
void readSection(Fields& top, std::string_view section, Scenario& s)
{
    Fields f = top.child(section);
    readDeclaredKeys(f, std::string(section) + ".", s);
    f.finish();
}

void readTraining(Fields& top, Scenario& s)
{
    Fields f = top.child("training");
    if (f.has("tokens") && f.has("steps"))
        f.report(ProblemCode::Inconsistent, "steps", "training.tokens");
    readDeclaredKeys(f, "training.", s);
    f.finish();
}

void readReliability(Fields& top, const Catalog& catalog, Scenario& s)
{
    ReliabilitySpec& r = s.reliability;
    Fields f = top.child("reliability");
    std::string preset;
    if (f.text("preset", preset)) {
        if (const ReliabilityEntry* entry = catalog.reliabilityPreset(preset)) {
            r.gpuMttf_s = entry->spec.gpuMttf_s;
            r.nicMttf_s = entry->spec.nicMttf_s;
            r.psuMttf_s = entry->spec.psuMttf_s;
            r.hostMttf_s = entry->spec.hostMttf_s;
            r.clusterMtbf_s = entry->spec.clusterMtbf_s;
        } else {
            f.report(
                ProblemCode::UnknownPreset, "preset",
                joinIds(catalog.reliability(), [](const ReliabilityEntry& e) { return e.id; }));
        }
    }
    readDeclaredKeys(f, "reliability.", s);
    f.finish();
}

void readCluster(Fields& top, Scenario& s)
{
    const Json* clusterValue = top.peek("cluster");
    Fields cluster = top.child("cluster");
    if (!clusterValue || clusterValue->is_object())
        cluster.requireKey("gpus");
    readDeclaredKeys(cluster, "cluster.", s);
    cluster.finish();
}

}  // namespace

ParsedScenario readScenarioDocument(const Json& document, const Catalog& catalog)
{
    ParsedScenario out;
    if (!document.is_object()) {
        out.problems.push_back({ProblemCode::NotAnObject, {}, 0, 0, {}});
        return out;
    }
    Fields top(&document, {}, out.problems);
    Scenario& s = out.scenario;
    if (!readHeader(top, s))
        return out;
    readModel(top, catalog, s.model);
    readHardware(top, catalog, s.hardware);
    applySystemDefaults(catalog, s);  // what the file leaves unsaid; its keys below win
    readCluster(top, s);
    for (std::string_view section : {"stragglers", "cost", "plan", "calibration", "parallelism"})
        readSection(top, section, s);
    readTraining(top, s);
    for (std::string_view section : {"communication", "software"})
        readSection(top, section, s);
    readReliability(top, catalog, s);
    top.finish();
    out.readable = out.problems.empty();
    if (out.readable)
        out.problems = validate(s);
    return out;
}

}  // namespace syncwall::core
