// validate(): ranges (declared with each key in scenario_keys.cpp, in file units) and the divisibility rules of
// Megatron-LM style 4D parallelism (Narayanan et al. 2021, Sec. 2-3; Korthikanti et al. 2022).
#include "validator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "compute_model.h"
#include "file_units.h"
#include "scenario_keys.h"
#include "scenario_names.h"
#include "model_shape.h"

namespace syncwall::core {
namespace {

class Checker {
public:
    // value in the key's file unit; false (and a Problem) when not finite or outside its limit.
    bool range(const Limit* limit, double value)
    {
        if (!std::isfinite(value)) {
            fail(ProblemCode::NotFinite, limit->key, {});
            return false;
        }
        const bool low = limit->minExclusive ? value <= limit->min : value < limit->min;
        if (low || value > limit->max) {
            fail(ProblemCode::OutOfRange, limit->key,
                 limit->minExclusive ? std::string(kExclusiveMin) : std::string(), limit->min,
                 limit->max);
            return false;
        }
        return true;
    }

    // True when none of the keys failed its range check (so rules on them are meaningful).
    bool good(std::initializer_list<std::string_view> keys) const
    {
        for (std::string_view key : keys)
            if (std::find(m_bad.begin(), m_bad.end(), key) != m_bad.end())
                return false;
        return true;
    }

    // "key must divide other": reports when value % divisor != 0; min holds the divisor.
    void divides(std::int64_t divisor, std::int64_t value, std::string_view key,
                 std::string_view other)
    {
        if (divisor > 0 && value % divisor != 0)
            add(ProblemCode::NotDivisible, key, std::string(other), double(divisor), 0);
    }

    void add(ProblemCode code, std::string_view key, std::string detail, double min = 0,
             double max = 0)
    {
        m_problems.push_back({code, std::string(key), min, max, std::move(detail)});
    }

    Problems take() { return std::move(m_problems); }

private:
    void fail(ProblemCode code, std::string_view staticKey, std::string detail, double min = 0,
              double max = 0)
    {
        m_bad.push_back(staticKey);
        add(code, staticKey, std::move(detail), min, max);
    }

    Problems m_problems;
    std::vector<std::string_view> m_bad;  // views of Limit::key (static storage)
};

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

// Attention and MLP shapes, and how tensor/context parallelism slice them (Megatron-LM
// requires heads, query groups and the FFN size divisible by TP; Korthikanti et al. 2022
// sequence parallelism splits the sequence over TP).
void checkShape(Checker& c, const Scenario& s)
{
    const ModelSpec& m = s.model;
    const ParallelSpec& p = s.parallel;
    if (!c.good({"model.hidden", "model.heads", "model.kv_heads", "model.ffn_hidden",
                 "model.seq_len", "parallelism.tp", "parallelism.cp"}))
        return;
    const int kv = kvHeadsOf(m);
    const std::int64_t ffn = ffnHiddenOf(m);
    c.divides(m.heads, m.hidden, "model.heads", "model.hidden");
    c.divides(kv, m.heads, "model.kv_heads", "model.heads");
    c.divides(p.tp, m.heads, "parallelism.tp", "model.heads");
    if (kv != m.heads)
        c.divides(p.tp, kv, "parallelism.tp", "model.kv_heads");
    c.divides(p.tp, ffn, "parallelism.tp", "model.ffn_hidden");
    c.divides(p.cp, m.seqLen, "parallelism.cp", "model.seq_len");
    if (p.sequenceParallel && m.seqLen % p.cp == 0)
        c.divides(p.tp, m.seqLen / p.cp, "parallelism.tp", "model.seq_len");
}

void checkPipeline(Checker& c, const Scenario& s)
{
    const ParallelSpec& p = s.parallel;
    if (!c.good({"model.layers", "parallelism.pp", "parallelism.virtual_stages"}))
        return;
    c.divides(p.pp, s.model.layers, "parallelism.pp", "model.layers");
    if (p.schedule != Schedule::Interleaved) {
        if (p.virtualStages != 1)
            c.add(ProblemCode::Inconsistent, "parallelism.virtual_stages",
                  "parallelism.schedule", 1, 1);
        return;
    }
    // Interleaved 1F1B (Narayanan et al. 2021, Sec. 2.2.2): v model chunks per device.
    if (p.pp < 2)
        c.add(ProblemCode::Inconsistent, "parallelism.pp", "parallelism.schedule", 2, 0);
    if (p.virtualStages < 2)
        c.add(ProblemCode::Inconsistent, "parallelism.virtual_stages", "parallelism.schedule",
              2, 0);
    else if (s.model.layers % p.pp == 0)
        c.divides(std::int64_t(p.pp) * p.virtualStages, s.model.layers,
                  "parallelism.virtual_stages", "model.layers");
}

// GPUs = TP x PP x CP x DP; the global batch splits into DP x micro-batch; experts shard
// across EP ranks carved out of DP.
void checkLayout(Checker& c, const Scenario& s)
{
    const ParallelSpec& p = s.parallel;
    if (!c.good({"cluster.gpus", "parallelism.tp", "parallelism.pp", "parallelism.cp",
                 "parallelism.dp"}))
        return;
    const std::int64_t modelParallel = std::int64_t(p.tp) * p.pp * p.cp;
    const bool fits = s.gpus % modelParallel == 0;
    std::int64_t dp = fits ? s.gpus / modelParallel : 0;
    if (p.dp != 0) {
        if (modelParallel * p.dp != s.gpus)
            c.add(ProblemCode::ProductMismatch, "parallelism.dp", "cluster.gpus", double(dp), 0);
        else
            dp = p.dp;
    } else if (!fits) {
        c.add(ProblemCode::NotDivisible, "parallelism.tp*parallelism.pp*parallelism.cp",
              "cluster.gpus", double(modelParallel), 0);
    }
    if (dp > 0 && c.good({"parallelism.micro_batch", "training.global_batch"}))
        c.divides(dp * s.parallel.microBatch, s.training.globalBatch,
                  "parallelism.dp*parallelism.micro_batch", "training.global_batch");
    if (c.good({"parallelism.ep", "model.moe.experts"})) {
        c.divides(p.ep, s.model.experts, "parallelism.ep", "model.moe.experts");
        if (dp > 0)
            c.divides(p.ep, dp, "parallelism.ep", "parallelism.dp");
    }
}

void checkConsistency(Checker& c, const Scenario& s)
{
    const ModelSpec& m = s.model;
    if (c.good({"model.moe.experts", "model.moe.top_k"}) && m.topK > m.experts)
        c.add(ProblemCode::OutOfRange, "model.moe.top_k", {}, 1, m.experts);
    const HardwareSpec& h = s.hardware;
    if (c.good({"hardware.gpus_per_node", "hardware.scale_up_domain"}) && h.scaleUpDomain != 0)
        c.divides(h.gpusPerNode, h.scaleUpDomain, "hardware.gpus_per_node",
                  "hardware.scale_up_domain");
    const std::size_t precision = precisionIndex(s.training.precision);
    if (precision < h.gpu.peak_flops.size() && !(peakFlops(h.gpu, s.training.precision) > 0))
        c.add(ProblemCode::Inconsistent, "training.precision", "hardware.gpu");
    if (s.training.tokens != 0 && s.training.steps != 0)
        c.add(ProblemCode::Inconsistent, "training.steps", "training.tokens");
    if (c.good({"training.steps"}) && s.training.steps != std::floor(s.training.steps))
        c.add(ProblemCode::WrongType, "training.steps", "integer");
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
    checkShape(c, s);
    checkPipeline(c, s);
    checkLayout(c, s);
    checkConsistency(c, s);
    return c.take();
}

}  // namespace syncwall::core
