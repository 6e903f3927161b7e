#include "cli/estimate_json.h"

#include "cli/core_names.h"
#include "cli/problem_text.h"
#include "cli/scenario_title.h"
#include "core/model_shape.h"
#include "core/step_parts.h"

namespace syncwall::cli {

using namespace syncwall::core;
using Json = nlohmann::ordered_json;

namespace {

Json stepJson(const StepBreakdown& s)
{
    Json j = Json::object();
    for (const StepPartInfo& part : kStepParts) {
        if (part.part == StepPart::DpExposed)
            j["dp_comm_s"] = s.dp_comm_s;  // the whole DP collective, of which this part is exposed
        j[std::string(part.key)] = s.*part.seconds;
    }
    j["total_s"] = s.total_s;
    return j;
}

Json throughputJson(const Throughput& t)
{
    return Json {{"tokens_per_s", t.tokens_per_s},
                 {"tflops_per_gpu", t.tflops_per_gpu},
                 {"mfu", t.mfu},
                 {"hfu", t.hfu}};
}

Json memoryJson(const MemoryBreakdown& m)
{
    return Json {{"weights_B", m.weights_B},
                 {"gradients_B", m.gradients_B},
                 {"optimizer_B", m.optimizer_B},
                 {"activations_B", m.activations_B},
                 {"total_B", m.total_B},
                 {"capacity_B", m.capacity_B},
                 {"fits", m.fits}};
}

Json allreduceJson(const CollectiveResult& c)
{
    return Json {{"algorithm", algorithmName(c.algorithm)},
                 {"bytes", c.bytes},
                 {"time_s", c.time_s},
                 {"algbw_Bps", c.algbw_Bps},
                 {"busbw_Bps", c.busbw_Bps},
                 {"ranks", c.ranks},
                 {"mean_of_halves", c.meanOfHalves}};
}

Json collectivesJson(const Collectives& collectives)
{
    Json out = Json::array();
    for (const CollectiveUse& c : collectives)
        out.push_back(Json {{"group", collectiveGroupName(c.group)},
                            {"kind", collectiveKindName(c.kind)},
                            {"algorithm", collectiveAlgorithmName(c).empty()
                                              ? Json(nullptr)
                                              : Json(collectiveAlgorithmName(c))},
                            {"ranks", c.placement.ranks},
                            {"ranks_per_domain", c.placement.ranksPerDomain},
                            {"tier", c.scaleOut() ? "scale_out" : "scale_up"},
                            {"bytes", c.bytes},
                            {"calls", c.calls},
                            {"time_s", c.time_s},
                            {"exposed_s", c.exposed_s}});
    return out;
}

const char* intervalBasisWord(CheckpointIntervalBasis basis)
{
    switch (basis) {
    case CheckpointIntervalBasis::FlushFloor:
        return "flush_floor";
    case CheckpointIntervalBasis::EveryStep:
        return "every_step";
    case CheckpointIntervalBasis::SetByHand:
        return "set";
    case CheckpointIntervalBasis::DalyOptimum:
        break;
    }
    return "daly";
}

Json reliabilityJson(const ReliabilityResult& r)
{
    return Json {{"cluster_mtbf_s", r.cluster_mtbf_s},
                 {"checkpoint_bytes", r.checkpoint_bytes},
                 {"checkpoint_write_s", r.checkpoint_write_s},
                 {"checkpoint_flush_s", r.checkpoint_flush_s},
                 {"checkpoint_interval_s", r.checkpoint_interval_s},
                 {"checkpoint_interval_basis", intervalBasisWord(r.interval_basis)},
                 {"young_interval_s", r.young_interval_s},
                 {"daly_interval_s", r.daly_interval_s},
                 {"recovery_s", r.recovery_s},
                 {"expected_failures", r.expected_failures},
                 {"checkpoint_overhead_s", r.checkpoint_overhead_s},
                 {"failure_overhead_s", r.failure_overhead_s}};
}

Json runJson(const RunResult& r)
{
    return Json {{"steps", r.steps},
                 {"tokens", r.tokens},
                 {"flops_per_step", r.flops_per_step},
                 {"hardware_flops_per_step", r.hardware_flops_per_step},
                 {"theoretical_min_s", r.theoretical_min_s},
                 {"predicted_s", r.predicted_s},
                 {"expected_s", r.expected_s},
                 {"efficiency", r.efficiency},
                 {"regime", regimeName(r.regime)},
                 {"comm_share", r.comm_share},
                 {"cost_usd", r.cost_usd},
                 {"energy_kwh", r.energy_kwh},
                 {"gpu_hours", r.gpu_hours}};
}

}  // namespace

Json layoutToJson(const Layout& l)
{
    return Json {{"tp", l.tp},
                 {"pp", l.pp},
                 {"cp", l.cp},
                 {"ep", l.ep},
                 {"dp", l.dp},
                 {"expert_tp", l.expertTp},
                 {"micro_batch", l.microBatch},
                 {"virtual_stages", l.virtualStages},
                 {"zero", l.zero},
                 {"recompute", recomputeName(l.recompute)},
                 {"recompute_modules", l.recompute == Recompute::Selective
                                           ? selectiveModuleNames(l.selective)
                                           : std::vector<std::string> {}},
                 {"schedule", scheduleName(l.schedule)},
                 {"micro_batches", l.microBatches}};
}

// The resolved parameter counts (core/model_shape.h): params_active counts the input embedding
// as Mixtral's and Qwen's cards do, params_active_matmul leaves it out as DeepSeek's and
// OpenAI's do; params_mtp is not in the total (DeepSeek-V3's 671B excludes it).
Json modelJson(const ModelSpec& m)
{
    const ParameterCounts c = parameterCounts(m);
    return Json {{"params_total", c.total},
                 {"params_active", c.active},
                 {"params_active_matmul", c.activeMatmul},
                 {"params_mtp", c.mtp}};
}

Json estimateToJson(const Scenario& scenario, const Estimate& e)
{
    Json warnings = Json::array();
    for (WarningCode code : e.warnings)
        warnings.push_back(
            Json {{"code", warningCodeName(code)}, {"message", warningText(code, e)}});

    return Json {{"name", scenarioTitle(scenario)},
                 {"named_by_user", !scenario.name.empty()},
                 {"gpus", scenario.gpus},
                 {"gpu", scenario.hardware.gpu.id},
                 {"precision", precisionName(scenario.training.precision)},
                 {"layout", layoutToJson(e.layout)},
                 {"step", stepJson(e.step)},
                 {"throughput", throughputJson(e.throughput)},
                 {"memory", memoryJson(e.memory)},
                 {"allreduce", allreduceJson(e.allreduce)},
                 {"collectives", collectivesJson(e.collectives)},
                 {"reliability", reliabilityJson(e.reliability)},
                 {"run", runJson(e.run)},
                 {"communication", Json {{"hide_tp_Bps", e.links.hide_tp_Bps},
                                         {"hide_dp_Bps", e.links.hide_dp_Bps}}},
                 {"model", modelJson(scenario.model)},
                 {"warnings", warnings}};
}

}  // namespace syncwall::cli
