#include "cli/problem_text.h"

#include <cmath>
#include <cstdio>
#include <optional>

#include "cli/text_format.h"
#include "core/model_shape.h"
#include "core/scenario_key_names.h"
#include "core/scenario_keys.h"

namespace syncwall::cli {

using namespace syncwall::core;

namespace {

std::string plain(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

std::optional<double> derivedDp(const Scenario& s)
{
    const long long group = 1LL * s.parallel.tp * s.parallel.pp * s.parallel.cp;
    if (s.parallel.dp > 0)
        return s.parallel.dp;
    if (group > 0 && s.gpus % group == 0)
        return double(s.gpus / group);
    return std::nullopt;
}

// Value of a numeric scenario key a problem message may cite, in file units; keys whose 0
// means "derived" show the value they resolve to.
std::optional<double> scenarioValue(const Scenario& s, const std::string& key)
{
    const ModelSpec& m = s.model;
    if (key == "model.kv_heads")
        return kvHeadsOf(m);
    if (key == "model.ffn_hidden")
        return double(ffnHiddenOf(m));
    if (key == "parallelism.dp")
        return derivedDp(s);
    const core::ScenarioKey* k = core::findScenarioKey(key);
    if (!k || k->kind != core::KeyKind::Integer)
        return std::nullopt;
    return core::fileValue(s, key);
}

// "model.heads (96)" when the value is known, else the key alone.
std::string keyWithValue(const std::string& key, const ProblemContext& context)
{
    if (context.scenario)
        if (auto value = scenarioValue(*context.scenario, key))
            return key + " (" + plain(*value) + ")";
    return key;
}

// "a,b,c" -> "a, b, c"
std::string commaSpaced(const std::string& list)
{
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        out += list[i];
        if (list[i] == ',' && i + 1 < list.size() && list[i + 1] != ' ')
            out += ' ';
    }
    return out;
}

std::string withArticle(const std::string& noun)
{
    if (noun.empty())
        return "a different type";
    const char c = noun[0];
    const bool vowel = c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    return (vowel ? "an " : "a ") + noun;
}

std::string rangeText(const Problem& p)
{
    if (p.detail == syncwall::core::kOneStepMin)
        return "must be at least one step's tokens, " + plain(p.min)
               + " (training.global_batch x model.seq_len)";
    const bool exclusive = p.detail == "exclusive_min";
    const bool hasMin = std::isfinite(p.min) && p.min > -1e300;
    const bool hasMax = std::isfinite(p.max) && p.max < 1e300 && p.max >= p.min;
    const std::string low = (exclusive ? "greater than " : "at least ") + plain(p.min);
    if (hasMin && hasMax)
        return exclusive ? "must be " + low + " and at most " + plain(p.max)
                         : "must be between " + plain(p.min) + " and " + plain(p.max);
    if (hasMin)
        return "must be " + low;
    if (hasMax)
        return "must be at most " + plain(p.max);
    return "is out of range";
}

// "2:7" -> "line 2, column 7"; other details verbatim.
std::string parseErrorText(const Problem& p)
{
    if (p.detail == "KEY=VALUE")
        return "--set needs KEY=VALUE";
    if (p.detail == "duplicate")
        return "duplicate key";
    if (p.detail == "size")
        return "file larger than " + plain(p.max) + " bytes, not a scenario";
    if (p.detail == "binary")
        return "not valid JSON (binary data)";
    const std::size_t colon = p.detail.find(':');
    std::string text = "not valid JSON";
    if (colon != std::string::npos)
        text += " at line " + p.detail.substr(0, colon) + ", column " + p.detail.substr(colon + 1);
    else if (!p.detail.empty())
        text += " (" + p.detail + ")";
    if (!p.key.empty())
        text += " (in " + p.key + ")";
    return text;
}

std::string inconsistentText(const Problem& p, const ProblemContext& context)
{
    if (p.detail == "parallelism.schedule" && p.min > 0) {
        const bool dualPipe =
            context.scenario && context.scenario->parallel.schedule == Schedule::DualPipe;
        if (dualPipe && p.key == "training.global_batch")
            return "must give an even number of micro-batches per step when "
                   "parallelism.schedule is \"dualpipe\"";
        if (dualPipe)
            return "must be a multiple of 2 when parallelism.schedule is \"dualpipe\"";
        return p.min == p.max
                   ? "must be " + plain(p.min) + " unless parallelism.schedule is \"interleaved\""
                   : "must be at least " + plain(p.min)
                         + " when parallelism.schedule is \"interleaved\"";
    }
    if (p.detail == "parallelism.pp" && p.min > 0)
        return "needs parallelism.pp of at least " + plain(p.min);
    if (p.detail == "model.layers")
        return "and the other end stage must add up to " + keyWithValue(p.detail, context)
               + " when parallelism.pp is 2";
    if (p.key == "training.precision" && p.detail == "hardware.gpu")
        return "not supported by hardware.gpu"
               + (context.scenario ? " (" + context.scenario->hardware.gpu.id + ")"
                                   : std::string());
    if (p.key == "training.precision"
        && (p.detail == "hardware.gpu.peak_tflops.fp4"
            || p.detail == "hardware.gpu.gemm_efficiency_fp4"
            || p.detail == "hardware.gpu.gemm_efficiency_fp8"))
        return "not supported by hardware.gpu"
               + (context.scenario ? " (" + context.scenario->hardware.gpu.id + ")" : std::string())
               + ": " + p.detail + " is 0";
    if (p.key == key_names::kCudaGraphs && p.detail == "software.stack")
        return "needs software.stack \"megatron-core\" (the other stacks' loops are not "
               "modelled as graphs)";
    if (p.key == key_names::kExpertOverlap) {
        if (p.detail == "model.moe.experts")
            return "needs a MoE model (model.moe.experts of at least 2)";
        if (p.detail == "parallelism.ep")
            return "needs parallelism.ep of at least 2";
        if (p.detail == "parallelism.schedule")
            return "needs parallelism.schedule \"interleaved\" (or \"dualpipe\") when "
                   "parallelism.pp is 2 or more (Megatron-Core overlaps the all-to-alls only with "
                   "virtual stages)";
        if (p.detail == "training.precision")
            return "needs a 16-bit or lower training.precision (Megatron-Core overlaps a bf16 or "
                   "fp16 model only)";
        if (p.detail == "model.mtp_layers")
            return "allows at most one model.mtp_layers module (Megatron-Core refuses more)";
        if (p.detail == "software.stack")
            return "needs software.stack \"megatron-core\"";
        if (p.detail == "parallelism.recompute")
            return "cannot be used with parallelism.recompute \"full\" (Megatron-Core refuses "
                   "it); use \"selective\", \"none\" or \"auto\"";
    }
    if (p.key == "training.steps" && p.detail == "training.tokens")
        return "give training.steps or training.tokens, not both";
    return p.detail.empty() ? "is inconsistent with another key"
                            : "cannot hold together with " + keyWithValue(p.detail, context);
}

std::string notDivisibleText(const Problem& p, const ProblemContext& context)
{
    if (p.detail.empty())
        return "does not divide evenly";
    std::string text = "must divide " + keyWithValue(p.detail, context);
    if (p.min > 0)
        text += "; it is " + plain(p.min);
    return text;
}

std::string presetIds(const std::string& key, const Catalog& catalog)
{
    std::string ids;
    auto add = [&ids](const std::string& id) { ids += (ids.empty() ? "" : ", ") + id; };
    if (key == "model.preset")
        for (const auto& e : catalog.models())
            add(e.spec.preset);
    else if (key == "hardware.preset")
        for (const auto& e : catalog.systems())
            add(e.id);
    else if (key == "hardware.gpu")
        for (const auto& e : catalog.gpus())
            add(e.spec.id);
    return ids;
}

std::string unknownPresetText(const Problem& p, const ProblemContext& context)
{
    std::string text = "not in the catalog";
    const bool detailIsId = !p.detail.empty() && p.detail.find(',') == std::string::npos;
    if (detailIsId)
        text = "\"" + p.detail + "\" is not in the catalog";
    const std::string ids = context.catalog ? presetIds(p.key, *context.catalog) : std::string();
    if (!ids.empty())
        return text + "; one of: " + ids;
    if (!p.detail.empty() && !detailIsId)
        return text + "; one of: " + p.detail;
    return text + " (see syncwall-cli presets)";
}

std::string productText(const ProblemContext& context)
{
    std::string text = "parallelism.tp x pp x cp x dp must equal cluster.gpus";
    if (!context.scenario)
        return text;
    const Scenario& s = *context.scenario;
    const long long product = 1LL * s.parallel.tp * s.parallel.pp * s.parallel.cp * s.parallel.dp;
    return text + " (" + std::to_string(s.parallel.tp) + " x " + std::to_string(s.parallel.pp)
           + " x " + std::to_string(s.parallel.cp) + " x " + std::to_string(s.parallel.dp) + " = "
           + std::to_string(product) + ", cluster.gpus = " + std::to_string(s.gpus) + ")";
}

std::string message(const Problem& p, const ProblemContext& context)
{
    const std::string detail = p.detail.empty() ? std::string() : " (" + p.detail + ")";
    switch (p.code) {
    case ProblemCode::ParseError:
        return parseErrorText(p);
    case ProblemCode::NotAnObject:
        return "must be an object";
    case ProblemCode::UnknownKey:
        return "unknown key" + detail;
    case ProblemCode::WrongType:
        return "must be " + withArticle(p.detail);
    case ProblemCode::Missing:
        return "is required but missing";
    case ProblemCode::OutOfRange:
        return rangeText(p);
    case ProblemCode::NotFinite:
        return "must be a finite number";
    case ProblemCode::UnknownChoice:
        return "must be one of: " + commaSpaced(p.detail);
    case ProblemCode::UnknownPreset:
        return unknownPresetText(p, context);
    case ProblemCode::BadFormat:
        return "must be \"syncwall-scenario\"";
    case ProblemCode::UnsupportedVersion:
        return "unsupported version; this build reads version 1";
    case ProblemCode::NotDivisible:
        return notDivisibleText(p, context);
    case ProblemCode::ProductMismatch:
        return productText(context);
    case ProblemCode::Inconsistent:
        return inconsistentText(p, context);
    case ProblemCode::TooDeep:
        return "nested too deeply";
    }
    return "is not valid" + detail;
}

}  // namespace

std::string problemText(const Problem& problem, const ProblemContext& context)
{
    std::string where = problem.key;
    const bool inFile = problem.code == ProblemCode::ParseError && problem.detail != "duplicate"
                        && problem.detail != "KEY=VALUE";
    if (where.empty() || inFile)
        where = context.fileLabel.empty() ? std::string("scenario") : context.fileLabel;
    return where + ": " + message(problem, context);
}

std::string warningText(WarningCode code, const Estimate& e)
{
    switch (code) {
    case WarningCode::DoesNotFitMemory:
        return "does not fit in GPU memory: " + fmtBytes(e.memory.total_B) + " needed per GPU, "
               + fmtBytes(e.memory.capacity_B) + " available";
    case WarningCode::CommunicationWall:
        return "communication wall: efficiency " + fmtPercent(e.run.efficiency)
               + " is below 70 %; more GPUs mostly add communication";
    case WarningCode::LargeBubble:
        return "large pipeline bubble: " + fmtDuration(e.step.bubble_s) + " per step ("
               + fmtPercent(e.step.total_s > 0 ? e.step.bubble_s / e.step.total_s : 0)
               + "); more micro-batches or virtual stages would shrink it";
    case WarningCode::TpCrossesScaleUp:
        return "the tensor-parallel group (TP " + std::to_string(e.layout.tp)
               + ") is larger than one scale-up (NVLink) domain, so TP traffic crosses the network";
    case WarningCode::FailuresDominate:
        return "failures dominate: " + fmtDuration(e.reliability.failure_overhead_s)
               + " of lost work and recovery over the run";
    case WarningCode::CheckpointSlow:
        return "checkpoints are slow: " + fmtDuration(e.reliability.checkpoint_write_s)
               + " per write, every " + fmtDuration(e.reliability.checkpoint_interval_s);
    case WarningCode::OutsideValidation:
        return "outside the closely validated range (dense 16-bit Megatron-style runs on "
               "A100/H100, up to 8,192 GPUs); treat the numbers as a rough guide";
    case WarningCode::ExposedDp:
        return "data-parallel communication is not hidden: " + fmtDuration(e.step.dp_comm_exposed_s)
               + " exposed per step";
    case WarningCode::PowerLimited:
        return "the GPU runs under a power limit below its rated power: the clock there follows "
               "a law fitted on a published run of H100s at 500 W, and other limits and GPUs "
               "are extrapolated";
    case WarningCode::StackWithoutLowPrecision:
        return "the software stack never trained in FP8 or FP4 (Megatron-LM of 2021-22 ran 16-bit "
               "only): its low-precision casts are priced as Megatron-Core's; set software.stack "
               "to megatron-core for a real one";
    case WarningCode::ClampWithoutGatedMlp:
        return "model.glu_clamp does nothing: the FFN is not gated (model.gated_mlp is false); "
               "set model.gated_mlp to true or model.glu_clamp to 0";
    }
    return "unknown warning";
}

}  // namespace syncwall::cli
