#include "scenario_reader.h"

#include "scenario_sections.h"
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
    constexpr const char* kDefaultSystem = "dgx-h100";
    Fields f = top.child("hardware");
    std::string preset;
    if (f.text("preset", preset)) {
        if (const SystemEntry* system = catalog.system(preset))
            hw = system->hardware;
        else
            f.report(ProblemCode::UnknownPreset, "preset",
                     joinIds(catalog.systems(), [](const SystemEntry& e) { return e.id; }));
    } else if (const SystemEntry* system = catalog.system(kDefaultSystem)) {
        hw = system->hardware;
    }
    hw.preset = preset;
    readHardwareKeys(f, catalog, hw);
    f.finish();
}

void readParallelism(Fields& top, ParallelSpec& p)
{
    Fields f = top.child("parallelism");
    f.integer("tp", p.tp);
    f.integer("pp", p.pp);
    f.integer("cp", p.cp);
    f.integer("ep", p.ep);
    f.integerOrAuto("dp", p.dp);
    f.integer("micro_batch", p.microBatch);
    f.integer("virtual_stages", p.virtualStages);
    f.choice("schedule", p.schedule, kScheduleNames);
    f.integer("zero", p.zero);
    f.choice("recompute", p.recompute, kRecomputeNames);
    f.boolean("sequence_parallel", p.sequenceParallel);
    f.finish();
}

void readTraining(Fields& top, TrainingSpec& t)
{
    Fields f = top.child("training");
    f.integer("global_batch", t.globalBatch);
    if (f.has("tokens") && f.has("steps"))
        f.report(ProblemCode::Inconsistent, "steps", "training.tokens");
    f.number("tokens", t.tokens);
    f.count("steps", t.steps);
    f.choice("precision", t.precision, kPrecisionNames);
    f.choice("optimizer", t.optimizer, kOptimizerNames);
    f.finish();
}

void readCommunication(Fields& top, CommSpec& c)
{
    Fields f = top.child("communication");
    f.choice("algorithm", c.algorithm, kAlgorithmNames);
    f.number("dp_overlap", c.dpOverlap);
    f.number("compression", c.compression);
    f.finish();
}

void readReliability(Fields& top, const Catalog& catalog, ReliabilitySpec& r)
{
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
            f.report(ProblemCode::UnknownPreset, "preset",
                     joinIds(catalog.reliability(),
                             [](const ReliabilityEntry& e) { return e.id; }));
        }
    }
    f.number("gpu_mttf_h", r.gpuMttf_s, kUnitHours);
    f.number("nic_mttf_h", r.nicMttf_s, kUnitHours);
    f.number("psu_mttf_h", r.psuMttf_s, kUnitHours);
    f.number("host_mttf_h", r.hostMttf_s, kUnitHours);
    f.numberOrNull("cluster_mtbf_h", r.clusterMtbf_s, kUnitHours);
    f.numberOrAuto("checkpoint_interval_s", r.checkpointInterval_s);
    f.boolean("async_checkpoint", r.asyncCheckpoint);
    f.number("restart_s", r.restart_s);
    f.integer("hot_spares", r.hotSpares);
    f.number("spare_swap_s", r.spareSwap_s);
    f.number("provision_s", r.provision_s);
    f.finish();
}

void readRest(Fields& top, Scenario& s)
{
    const Json* clusterValue = top.peek("cluster");
    Fields cluster = top.child("cluster");
    if (!clusterValue || clusterValue->is_object())
        cluster.requireKey("gpus");
    cluster.integer("gpus", s.gpus);
    cluster.finish();

    Fields stragglers = top.child("stragglers");
    stragglers.number("slow_gpu_pct", s.stragglers.slowGpuFraction, kUnitPercent);
    stragglers.number("jitter_cv", s.stragglers.jitterCv);
    stragglers.finish();

    Fields cost = top.child("cost");
    cost.number("usd_per_gpu_hour", s.cost.usdPerGpuHour);
    cost.number("watts_per_gpu", s.cost.wattsPerGpu);
    cost.number("pue", s.cost.pue);
    cost.finish();

    Fields cal = top.child("calibration");
    cal.number("compute_scale", s.calibration.computeScale);
    cal.number("link_scale", s.calibration.linkScale);
    cal.numberOrNull("measured_step_s", s.calibration.measuredStep_s);
    cal.numberOrNull("measured_mfu", s.calibration.measuredMfu);
    cal.finish();
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
    readRest(top, s);
    readParallelism(top, s.parallel);
    readTraining(top, s.training);
    readCommunication(top, s.comm);
    readReliability(top, catalog, s.reliability);
    top.finish();
    if (out.problems.empty())
        out.problems = validate(s);
    return out;
}

}  // namespace syncwall::core
