// scenarioToJson: every key in file units, so that parse(write(s)) == s.
#include <cmath>

#include "json_fields.h"
#include "scenario_io.h"

namespace syncwall::core {
namespace {

// A number in file units; integral values print without a fraction.
Json num(double si, Unit unit = kUnitOne)
{
    const double v = toFile(si, unit);
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15)
        return Json(static_cast<std::int64_t>(v));
    return Json(v);  // NaN/inf print as null, which the reader rejects
}

Json optionalNum(const std::optional<double>& si, Json whenEmpty, Unit unit = kUnitOne)
{
    return si ? num(*si, unit) : whenEmpty;
}

Json modelJson(const ModelSpec& m)
{
    Json j = Json::object();
    if (!m.preset.empty())
        j["preset"] = m.preset;
    j["layers"] = m.layers;
    j["hidden"] = m.hidden;
    j["heads"] = m.heads;
    j["kv_heads"] = m.kvHeads;
    j["ffn_hidden"] = m.ffnHidden;
    j["vocab"] = m.vocab;
    j["seq_len"] = m.seqLen;
    j["params"] = num(m.params);
    j["gated_mlp"] = m.gatedMlp;
    j["moe"] = Json{{"experts", m.experts}, {"top_k", m.topK}};
    return j;
}

Json gpuJson(const GpuSpec& g)
{
    Json j = Json::object();
    if (!g.id.empty())
        j["base"] = g.id;
    Json peak = Json::object();
    for (const auto& p : kPrecisionNames)
        peak[std::string(p.name)] = num(g.peak_flops[precisionIndex(p.value)], kUnitTera);
    j["peak_tflops"] = peak;
    j["memory_GB"] = num(g.memory_B, kUnitGiga);
    j["memory_GBps"] = num(g.memory_Bps, kUnitGiga);
    j["gemm_efficiency"] = num(g.gemmEfficiency);
    j["watts"] = num(g.watts);
    return j;
}

Json hardwareJson(const HardwareSpec& h)
{
    Json j = Json::object();
    if (!h.preset.empty())
        j["preset"] = h.preset;
    j["gpu"] = gpuJson(h.gpu);
    j["gpus_per_node"] = h.gpusPerNode;
    j["scale_up_domain"] = h.scaleUpDomain;
    j["scale_up_GBps"] = num(h.scaleUp_Bps, kUnitGiga);
    j["scale_out_Gbps"] = num(h.scaleOut_bps, kUnitGiga);
    j["nics_per_node"] = h.nicsPerNode;
    j["scale_up_latency_us"] = num(h.scaleUpLatency_s, kUnitMicro);
    j["scale_out_latency_us"] = num(h.scaleOutLatency_s, kUnitMicro);
    j["scale_up_efficiency"] = num(h.scaleUpEfficiency);
    j["scale_out_efficiency"] = num(h.scaleOutEfficiency);
    j["in_switch_reduction"] = h.inSwitchReduction;
    j["oversubscription"] = num(h.oversubscription);
    j["storage_write_GBps"] = num(h.storageWrite_Bps, kUnitGiga);
    j["storage_read_GBps"] = num(h.storageRead_Bps, kUnitGiga);
    return j;
}

Json parallelismJson(const ParallelSpec& p)
{
    return Json{{"tp", p.tp},
                {"pp", p.pp},
                {"cp", p.cp},
                {"ep", p.ep},
                {"dp", p.dp == 0 ? Json("auto") : Json(p.dp)},
                {"micro_batch", p.microBatch},
                {"virtual_stages", p.virtualStages},
                {"schedule", std::string(nameOf(kScheduleNames, p.schedule))},
                {"zero", p.zero},
                {"recompute", std::string(nameOf(kRecomputeNames, p.recompute))},
                {"sequence_parallel", p.sequenceParallel}};
}

Json trainingJson(const TrainingSpec& t)
{
    Json j = Json::object();
    j["global_batch"] = t.globalBatch;
    // 0 means derived: write only what was given (both would be Inconsistent).
    if (t.tokens != 0 || t.steps == 0)
        j["tokens"] = num(t.tokens);
    if (t.steps != 0)
        j["steps"] = num(t.steps);
    j["precision"] = std::string(nameOf(kPrecisionNames, t.precision));
    j["optimizer"] = std::string(nameOf(kOptimizerNames, t.optimizer));
    return j;
}

Json reliabilityJson(const ReliabilitySpec& r)
{
    return Json{{"gpu_mttf_h", num(r.gpuMttf_s, kUnitHours)},
                {"nic_mttf_h", num(r.nicMttf_s, kUnitHours)},
                {"psu_mttf_h", num(r.psuMttf_s, kUnitHours)},
                {"host_mttf_h", num(r.hostMttf_s, kUnitHours)},
                {"cluster_mtbf_h", optionalNum(r.clusterMtbf_s, nullptr, kUnitHours)},
                {"checkpoint_interval_s", optionalNum(r.checkpointInterval_s, "auto")},
                {"async_checkpoint", r.asyncCheckpoint},
                {"restart_s", num(r.restart_s)},
                {"hot_spares", r.hotSpares},
                {"spare_swap_s", num(r.spareSwap_s)},
                {"provision_s", num(r.provision_s)}};
}

}  // namespace

std::string scenarioToJson(const Scenario& s)
{
    try {
        Json j = Json::object();
        j["format"] = "syncwall-scenario";
        j["version"] = 1;
        j["name"] = s.name;
        j["model"] = modelJson(s.model);
        j["hardware"] = hardwareJson(s.hardware);
        j["cluster"] = Json{{"gpus", s.gpus}};
        j["parallelism"] = parallelismJson(s.parallel);
        j["training"] = trainingJson(s.training);
        const std::string algorithm(nameOf(kAlgorithmNames, s.comm.algorithm));
        j["communication"] = Json{{"algorithm", algorithm},
                                  {"dp_overlap", num(s.comm.dpOverlap)},
                                  {"compression", num(s.comm.compression)}};
        j["reliability"] = reliabilityJson(s.reliability);
        j["stragglers"] = Json{{"slow_gpu_pct", num(s.stragglers.slowGpuFraction, kUnitPercent)},
                               {"jitter_cv", num(s.stragglers.jitterCv)}};
        j["cost"] = Json{{"usd_per_gpu_hour", num(s.cost.usdPerGpuHour)},
                         {"watts_per_gpu", num(s.cost.wattsPerGpu)},
                         {"pue", num(s.cost.pue)}};
        j["calibration"] =
            Json{{"compute_scale", num(s.calibration.computeScale)},
                 {"link_scale", num(s.calibration.linkScale)},
                 {"measured_step_s", optionalNum(s.calibration.measuredStep_s, nullptr)},
                 {"measured_mfu", optionalNum(s.calibration.measuredMfu, nullptr)}};
        return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
    } catch (const std::exception&) {
        return {};  // allocation failure
    }
}

}  // namespace syncwall::core
