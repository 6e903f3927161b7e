// validate(): ranges (declared with each key in scenario_keys.cpp, in file units), the layout
// rules (layout_rules.cpp) and the rules across other keys.
#include "validator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "compute_model.h"
#include "expert_overlap.h"
#include "file_units.h"
#include "layout_rules.h"
#include "model_shape.h"
#include "power_clock.h"
#include "precision_table.h"
#include "problem_checker.h"
#include "scenario_key_names.h"
#include "scenario_keys.h"
#include "scenario_names.h"
#include "software_stack.h"

namespace syncwall::core {
namespace {

// Every declared key with a range, in file units; unset optionals ("auto", null) have none.
void checkRanges(Checker& c, const Scenario& s)
{
    for (const ScenarioKey& k : scenarioKeys()) {
        if (!k.ranged)
            continue;
        const std::optional<double> v = k.get(s);
        if (v)
            c.range(&k.limit, toFile(*v, k.unit));
    }
}

void checkConsistency(Checker& c, const Scenario& s)
{
    const ModelSpec& m = s.model;
    if (c.good({"model.moe.experts", "model.moe.top_k"}) && m.topK > m.experts)
        c.add(ProblemCode::OutOfRange, "model.moe.top_k", {}, 1, m.experts);
    // Megatron-Core refuses these module names under selective recompute on a model without
    // the module (transformer_config.py: mla_up_proj needs MLA, moe_act the experts' grouped
    // GEMM); "auto" may choose selective.
    const bool selective =
        s.parallel.recompute == Recompute::Selective || s.parallel.recompute == Recompute::Auto;
    const SelectiveModules applicable = applicableModules(s.parallel.selective, m);
    if (selective && s.parallel.selective.mlaUpProj && !applicable.mlaUpProj)
        c.add(ProblemCode::Inconsistent, key_names::kRecomputeMlaUpProj, "model.mla.kv_lora_rank");
    if (selective && s.parallel.selective.moeAct && !applicable.moeAct)
        c.add(ProblemCode::Inconsistent, key_names::kRecomputeMoeAct, "model.moe.experts");
    if (s.comm.expertOverlap
        && c.good({"training.precision", "model.mtp_layers", "software.stack"}))
        if (const char* conflict = expertOverlapModelConflict(s))
            c.add(ProblemCode::Inconsistent, key_names::kExpertOverlap, conflict);
    // Megatron-Core captures the whole step (`--cuda-graph-scope full_iteration`); the other
    // stacks' loops are not modelled as graphs.
    if (s.software.cudaGraphs == CudaGraphs::FullIteration
        && s.software.stack != SoftwareStack::MegatronCore
        && c.good({key_names::kCudaGraphs, "software.stack"}))
        c.add(ProblemCode::Inconsistent, key_names::kCudaGraphs, "software.stack");
    const HardwareSpec& h = s.hardware;
    if (c.good({"hardware.gpus_per_node", "hardware.scale_up_domain"}) && h.scaleUpDomain != 0)
        c.divides(h.gpusPerNode, h.scaleUpDomain, "hardware.gpus_per_node",
                  "hardware.scale_up_domain");
    const std::size_t precision = precisionIndex(s.training.precision);
    // FP4 names its own peak: few GPUs have one (Blackwell), and the key is new.
    if (precision < h.gpu.peak_flops.size() && !(peakFlops(h.gpu, s.training.precision) > 0))
        c.add(ProblemCode::Inconsistent, "training.precision",
              s.training.precision == Precision::Fp4 ? "hardware.gpu.peak_tflops.fp4"
                                                     : "hardware.gpu");
    else if (lowPrecision(s.training.precision)
             && !(gemmEfficiencyOf(h.gpu, s.training.precision) > 0))
        c.add(ProblemCode::Inconsistent, "training.precision",
              s.training.precision == Precision::Fp4 ? "hardware.gpu.gemm_efficiency_fp4"
                                                     : "hardware.gpu.gemm_efficiency_fp8");
    // Below the static power the tensor cores have no clock to run at (core/power_clock.h).
    constexpr std::string_view watts = "hardware.gpu.watts";
    if (c.good({watts}) && h.gpu.ratedWatts > 0 && h.gpu.watts > 0
        && h.gpu.watts < minimumPowerLimit(h.gpu.ratedWatts))
        c.add(ProblemCode::OutOfRange, watts, {}, minimumPowerLimit(h.gpu.ratedWatts),
              findScenarioKey(watts)->limit.max);
    if (s.training.tokens != 0 && s.training.steps != 0)
        c.add(ProblemCode::Inconsistent, key_names::kTrainingSteps,
              std::string(exclusiveKeyOf(key_names::kTrainingSteps)));
    if (c.good({key_names::kTrainingSteps}) && s.training.steps != std::floor(s.training.steps))
        c.add(ProblemCode::WrongType, key_names::kTrainingSteps, "integer");
    // A run is at least one optimizer step: fewer tokens than one step takes (global batch x
    // sequence) is no run (a tester's 1.5 M tokens had read "0 steps" beside a 0.5 s JCT).
    const double oneStep = double(s.training.globalBatch) * s.model.seqLen;
    if (c.good({key_names::kTrainingTokens, "training.global_batch", "model.seq_len"})
        && s.training.tokens > 0 && s.training.tokens < oneStep)
        c.add(ProblemCode::OutOfRange, key_names::kTrainingTokens, std::string(kOneStepMin),
              oneStep, findScenarioKey(key_names::kTrainingTokens)->limit.max);
}

// An enum value outside its file words (a Scenario built in code, or a control handing over a
// raw int) cannot be written or computed: UnknownChoice, with the words as the parser lists.
void checkChoices(Checker& c, const Scenario& s)
{
    for (const ScenarioKey& k : scenarioKeys()) {
        if (k.kind != KeyKind::Choice)
            continue;
        const double v = k.get(s).value_or(-1);
        if (v >= 0 && v < double(k.choices.size()))
            continue;
        std::string allowed;
        for (std::string_view word : k.choices) {
            if (!allowed.empty())
                allowed += ',';
            allowed += word;
        }
        c.add(ProblemCode::UnknownChoice, k.key, allowed);
    }
}

}  // namespace

Problems validate(const Scenario& s)
{
    Checker c;
    checkChoices(c, s);
    checkRanges(c, s);
    checkLayoutRules(c, layoutQuestion(s));
    checkConsistency(c, s);
    return c.take();
}

}  // namespace syncwall::core
