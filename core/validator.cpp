// validate(): ranges (scenario_limits.cpp, in file units) and the divisibility rules of
// Megatron-LM style 4D parallelism (Narayanan et al. 2021, Sec. 2-3; Korthikanti et al. 2022).
#include "validator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "file_units.h"
#include "scenario_limits.h"
#include "scenario_names.h"

namespace syncwall::core {
namespace {

class Checker {
public:
    // value in the key's file unit; false (and a Problem) when not finite or outside its limit.
    bool range(std::string_view key, double value)
    {
        const Limit* limit = findLimit(key);
        if (!limit)
            return true;  // every checked key has a limit (tested)
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

void checkModelRanges(Checker& c, const ModelSpec& m)
{
    c.range("model.layers", m.layers);
    c.range("model.hidden", m.hidden);
    c.range("model.heads", m.heads);
    c.range("model.kv_heads", m.kvHeads);
    c.range("model.ffn_hidden", m.ffnHidden);
    c.range("model.vocab", m.vocab);
    c.range("model.seq_len", m.seqLen);
    c.range("model.params", m.params);
    c.range("model.moe.experts", m.experts);
    c.range("model.moe.top_k", m.topK);
}

void checkHardwareRanges(Checker& c, const HardwareSpec& h)
{
    for (const auto& p : kPrecisionNames)
        c.range("hardware.gpu.peak_tflops." + std::string(p.name),
                toFile(h.gpu.peak_flops[precisionIndex(p.value)], kUnitTera));
    c.range("hardware.gpu.memory_GB", toFile(h.gpu.memory_B, kUnitGiga));
    c.range("hardware.gpu.memory_GBps", toFile(h.gpu.memory_Bps, kUnitGiga));
    c.range("hardware.gpu.gemm_efficiency", h.gpu.gemmEfficiency);
    c.range("hardware.gpu.watts", h.gpu.watts);
    c.range("hardware.gpus_per_node", h.gpusPerNode);
    c.range("hardware.scale_up_domain", h.scaleUpDomain);
    c.range("hardware.scale_up_GBps", toFile(h.scaleUp_Bps, kUnitGiga));
    c.range("hardware.scale_out_Gbps", toFile(h.scaleOut_bps, kUnitGiga));
    c.range("hardware.nics_per_node", h.nicsPerNode);
    c.range("hardware.scale_up_latency_us", toFile(h.scaleUpLatency_s, kUnitMicro));
    c.range("hardware.scale_out_latency_us", toFile(h.scaleOutLatency_s, kUnitMicro));
    c.range("hardware.scale_up_efficiency", h.scaleUpEfficiency);
    c.range("hardware.scale_out_efficiency", h.scaleOutEfficiency);
    c.range("hardware.oversubscription", h.oversubscription);
    c.range("hardware.storage_write_GBps", toFile(h.storageWrite_Bps, kUnitGiga));
    c.range("hardware.storage_read_GBps", toFile(h.storageRead_Bps, kUnitGiga));
}

void checkRunRanges(Checker& c, const Scenario& s)
{
    c.range("cluster.gpus", s.gpus);
    const ParallelSpec& p = s.parallel;
    c.range("parallelism.tp", p.tp);
    c.range("parallelism.pp", p.pp);
    c.range("parallelism.cp", p.cp);
    c.range("parallelism.ep", p.ep);
    c.range("parallelism.dp", p.dp);
    c.range("parallelism.micro_batch", p.microBatch);
    c.range("parallelism.virtual_stages", p.virtualStages);
    c.range("parallelism.zero", p.zero);
    c.range("training.global_batch", s.training.globalBatch);
    c.range("training.tokens", s.training.tokens);
    c.range("training.steps", s.training.steps);
    c.range("communication.dp_overlap", s.comm.dpOverlap);
    c.range("communication.compression", s.comm.compression);
    const ReliabilitySpec& r = s.reliability;
    c.range("reliability.gpu_mttf_h", toFile(r.gpuMttf_s, kUnitHours));
    c.range("reliability.nic_mttf_h", toFile(r.nicMttf_s, kUnitHours));
    c.range("reliability.psu_mttf_h", toFile(r.psuMttf_s, kUnitHours));
    c.range("reliability.host_mttf_h", toFile(r.hostMttf_s, kUnitHours));
    if (r.clusterMtbf_s)
        c.range("reliability.cluster_mtbf_h", toFile(*r.clusterMtbf_s, kUnitHours));
    if (r.checkpointInterval_s)
        c.range("reliability.checkpoint_interval_s", *r.checkpointInterval_s);
    c.range("reliability.restart_s", r.restart_s);
    c.range("reliability.hot_spares", r.hotSpares);
    c.range("reliability.spare_swap_s", r.spareSwap_s);
    c.range("reliability.provision_s", r.provision_s);
    c.range("stragglers.slow_gpu_pct", toFile(s.stragglers.slowGpuFraction, kUnitPercent));
    c.range("stragglers.jitter_cv", s.stragglers.jitterCv);
    c.range("cost.usd_per_gpu_hour", s.cost.usdPerGpuHour);
    c.range("cost.watts_per_gpu", s.cost.wattsPerGpu);
    c.range("cost.pue", s.cost.pue);
    const CalibrationSpec& k = s.calibration;
    c.range("calibration.compute_scale", k.computeScale);
    c.range("calibration.link_scale", k.linkScale);
    if (k.measuredStep_s)
        c.range("calibration.measured_step_s", *k.measuredStep_s);
    if (k.measuredMfu)
        c.range("calibration.measured_mfu", *k.measuredMfu);
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
    const int kv = m.kvHeads == 0 ? m.heads : m.kvHeads;
    const std::int64_t ffn = m.ffnHidden == 0 ? 4 * std::int64_t(m.hidden) : m.ffnHidden;
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
    if (precision < h.gpu.peak_flops.size() && !(h.gpu.peak_flops[precision] > 0))
        c.add(ProblemCode::Inconsistent, "training.precision", "hardware.gpu");
    if (s.training.tokens != 0 && s.training.steps != 0)
        c.add(ProblemCode::Inconsistent, "training.steps", "training.tokens");
    if (c.good({"training.steps"}) && s.training.steps != std::floor(s.training.steps))
        c.add(ProblemCode::WrongType, "training.steps", "integer");
}

// An enum value outside its file names (a Scenario built in code, or a control handing over
// a raw int) cannot be written or computed: UnknownChoice, with the choices as the parser lists.
template <class E, std::size_t N>
void checkChoice(Checker& c, std::string_view key, E value, const std::array<NamedValue<E>, N>& table)
{
    if (!nameOf(table, value).empty())
        return;
    std::string allowed;
    for (const auto& entry : table) {
        if (!allowed.empty())
            allowed += ',';
        allowed += entry.name;
    }
    c.add(ProblemCode::UnknownChoice, key, allowed);
}

void checkChoices(Checker& c, const Scenario& s)
{
    checkChoice(c, "parallelism.schedule", s.parallel.schedule, kScheduleNames);
    checkChoice(c, "parallelism.recompute", s.parallel.recompute, kRecomputeNames);
    checkChoice(c, "training.precision", s.training.precision, kPrecisionNames);
    checkChoice(c, "training.optimizer", s.training.optimizer, kOptimizerNames);
    checkChoice(c, "communication.algorithm", s.comm.algorithm, kAlgorithmNames);
}

}  // namespace

Problems validate(const Scenario& s)
{
    Checker c;
    checkChoices(c, s);
    checkModelRanges(c, s.model);
    checkHardwareRanges(c, s.hardware);
    checkRunRanges(c, s);
    checkShape(c, s);
    checkPipeline(c, s);
    checkLayout(c, s);
    checkConsistency(c, s);
    return c.take();
}

}  // namespace syncwall::core
