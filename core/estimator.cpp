#include "estimator.h"

#include <algorithm>
#include <cmath>

#include "collectives.h"
#include "compute_model.h"
#include "flop_model.h"
#include "memory_model.h"
#include "power_clock.h"
#include "rank_groups.h"
#include "reliability_model.h"
#include "run_family.h"
#include "software_stack.h"
#include "step_model.h"
#include "step_parts.h"

namespace syncwall::core {
namespace {

// Device-to-host copy rate per GPU that an asynchronous checkpoint blocks on (PCIe Gen4 x16,
// about 25 GB/s achieved; Mohan et al. 2021 CheckFreq Sec. 4 snapshot-then-persist).
constexpr double kSnapshot_Bps = 25e9;

// The most ranks (and micro-batches, virtual stages) a resolved layout may hold: products of
// its degrees are then safe in int (valid scenarios stay below 2^20, scenario_limits.cpp).
constexpr int kMaxLayoutRanks = 1 << 30;

Layout resolveLayout(const Scenario& s)
{
    const ParallelSpec& p = s.parallel;
    Layout l;
    l.tp = std::max(1, p.tp);
    l.pp = std::max(1, p.pp);
    l.cp = std::max(1, p.cp);
    l.ep = std::max(1, p.ep);
    const double modelRanks = double(l.tp) * l.pp * l.cp;
    l.dp = p.dp > 0 ? p.dp : int(std::max(1.0, std::floor(std::max(1, s.gpus) / modelRanks)));
    // A scenario that did not validate may span more ranks than an int counts; its estimate
    // is meaningless anyway, so it is made without model parallelism rather than overflowing.
    if (modelRanks * l.dp > kMaxLayoutRanks) {
        l.tp = l.pp = l.cp = 1;
        l.dp = std::min(l.dp, kMaxLayoutRanks);
    }
    // Experts fold over the TP x CP x DP ranks (Megatron-Core MoE parallel folding).
    l.expertTp = std::clamp(p.expertTp > 0 ? p.expertTp : l.tp, 1, kMaxLayoutRanks);
    const double foldRanks = double(l.tp) * l.cp * l.dp;
    l.ep = int(std::clamp(double(l.ep), 1.0, std::max(1.0, foldRanks / l.expertTp)));
    l.firstStageLayers = std::max(0, p.firstStageLayers);
    l.lastStageLayers = std::max(0, p.lastStageLayers);
    l.microBatch = std::clamp(p.microBatch, 1, kMaxLayoutRanks);
    l.schedule = p.schedule;
    l.virtualStages =
        p.schedule == Schedule::Interleaved ? std::clamp(p.virtualStages, 1, kMaxLayoutRanks) : 1;
    l.zero = std::clamp(p.zero, 0, 3);
    l.sequenceParallel = p.sequenceParallel && l.tp > 1;
    l.microBatches = int(std::max(1LL, s.training.globalBatch / (1LL * l.dp * l.microBatch)));
    l.recompute = p.recompute;
    l.selective = p.selective;
    return l;
}

// Recompute::Auto: the least recompute whose memory fits (what a practitioner would pick).
void resolveRecompute(const Scenario& s, Layout& l, MemoryBreakdown& mem)
{
    // What the stack keeps for the backward (memory_model.h): decided once, not per recompute.
    const ActivationPolicy policy = activationPolicy(s.software.stack, s.hardware.gpu);
    const auto memoryFor = [&](Recompute r) {
        l.recompute = r;
        return memoryPerGpu(s.model, l, s.hardware.gpu, s.training.precision, s.training.optimizer,
                            policy, s.comm.expertOverlap);
    };
    if (l.recompute != Recompute::Auto) {
        mem = memoryFor(l.recompute);
        return;
    }
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        // Megatron-Core's EP overlap refuses full recompute (expert_overlap.h): with it on,
        // auto stops at selective even when that does not fit.
        if (r == Recompute::Full && s.comm.expertOverlap)
            break;
        mem = memoryFor(r);
        if (mem.fits)
            return;
    }
}

double runTokens(const Scenario& s)
{
    const double perStep = double(s.training.globalBatch) * s.model.seqLen;
    if (s.training.steps > 0)
        return s.training.steps * perStep;
    if (s.training.tokens > 0)
        return s.training.tokens;
    return 20.0 * parameterCount(s.model);  // Hoffmann et al. 2022: ~20 tokens per parameter
}

void fillReliability(const Scenario& s, Estimate& e)
{
    const ReliabilitySpec& r = s.reliability;
    const int gpn = std::max(1, s.hardware.gpusPerNode);
    const int nodes = int((std::max(1LL, 1LL * s.gpus) + gpn - 1) / gpn);
    ReliabilityResult& out = e.reliability;
    out.cluster_mtbf_s = clusterMtbf_s(r, nodes, gpn);

    out.checkpoint_bytes =
        checkpointBytes(parameterCount(s.model), s.training.precision, s.training.optimizer);
    const double write_s = out.checkpoint_bytes / std::max(s.hardware.storageWrite_Bps, 1.0);
    const double snapshot_s = out.checkpoint_bytes / std::max(1, s.gpus) / kSnapshot_Bps;
    out.checkpoint_write_s = r.asyncCheckpoint ? snapshot_s : write_s;
    out.recovery_s = r.restart_s + (r.hotSpares > 0 ? r.spareSwap_s : r.provision_s);

    ReliabilityInputs in;
    in.solve_s = e.run.predicted_s;
    in.step_s = e.step.total_s;
    in.mtbf_s = out.cluster_mtbf_s;
    in.checkpointWrite_s = out.checkpoint_write_s;
    in.recovery_s = out.recovery_s;
    in.interval_s = r.checkpointInterval_s.value_or(0.0);
    in.minInterval_s = r.asyncCheckpoint ? write_s : 0.0;  // the flush the next snapshot waits for
    const ReliabilityOutputs cost = reliabilityCost(in);
    out.young_interval_s = cost.young_s;
    out.daly_interval_s = cost.daly_s;
    out.checkpoint_interval_s = cost.interval_s;  // what the overheads were priced at
    out.checkpoint_flush_s = in.minInterval_s;
    // A floor won where the interval priced is longer than the one asked for.
    const double wanted = r.checkpointInterval_s.value_or(cost.daly_s);
    out.interval_basis = cost.interval_s > wanted ? (in.minInterval_s >= e.step.total_s
                                                         ? CheckpointIntervalBasis::FlushFloor
                                                         : CheckpointIntervalBasis::EveryStep)
                         : r.checkpointInterval_s ? CheckpointIntervalBasis::SetByHand
                                                  : CheckpointIntervalBasis::DalyOptimum;
    out.expected_failures = cost.expected_failures;
    out.checkpoint_overhead_s = cost.checkpoint_overhead_s;
    out.failure_overhead_s = cost.failure_overhead_s;
    e.run.expected_s = cost.expected_s;
}

void fillRun(const Scenario& s, Estimate& e)
{
    RunResult& run = e.run;
    const double sequences = s.training.globalBatch;
    run.tokens = runTokens(s);
    run.steps = run.tokens / (sequences * std::max(1, s.model.seqLen));
    run.flops_per_step = modelFlopsPerStep(s.model, sequences);
    run.hardware_flops_per_step =
        run.flops_per_step
        + s.model.layers
              * recomputedLayerFlops(s.model, e.layout, sequences * s.model.seqLen,
                                     computeInputs(s));
    run.predicted_s = run.steps * e.step.total_s;
    run.theoretical_min_s = run.steps * e.step.compute_s;
    // theoretical_min / predicted, per step: a run of a denormal number of tokens has
    // predicted_s == 0 but still a meaningful efficiency.
    run.efficiency = e.step.total_s > 0 ? e.step.compute_s / e.step.total_s : 0;
    // The seeds' thresholds: below 70 % communication-bound, above 85 % compute-bound.
    const StepBreakdown& st = e.step;
    const double exposedComm = exposedCommunication_s(st);
    // Below 70 % the label names the larger loss: the bubble, or communication and waiting.
    const bool bubbleLeads = st.bubble_s > exposedComm + st.straggler_s;
    run.regime = run.efficiency < kCommunicationWallEfficiency
                     ? (bubbleLeads ? Regime::PipelineBound : Regime::CommunicationBound)
                 : run.efficiency > kComputeBoundEfficiency ? Regime::ComputeBound
                                                            : Regime::Balanced;
    run.comm_share = st.total_s > 0 ? exposedComm / st.total_s : 0;

    const double gpuPeak = peakFlops(s.hardware.gpu, s.training.precision);
    const double peak = gpuPeak > 0 ? std::max(gpuPeak, kMinPeak_Flops) * std::max(1, s.gpus) : 0.0;
    Throughput& tp = e.throughput;
    if (st.total_s > 0) {
        tp.tokens_per_s = sequences * s.model.seqLen / st.total_s;
        tp.tflops_per_gpu = run.flops_per_step / st.total_s / std::max(1, s.gpus) / 1e12;
        tp.mfu = peak > 0 ? run.flops_per_step / st.total_s / peak : 0;
        tp.hfu = peak > 0 ? run.hardware_flops_per_step / st.total_s / peak : 0;
    }
}

void fillCost(const Scenario& s, Estimate& e)
{
    RunResult& run = e.run;
    run.gpu_hours = run.expected_s * s.gpus / 3600.0;
    run.cost_usd = run.gpu_hours * s.cost.usdPerGpuHour;
    run.energy_kwh = run.expected_s * s.gpus * s.cost.wattsPerGpu * s.cost.pue / 3.6e6;
}

void fillWarnings(const Scenario& s, Estimate& e)
{
    auto& w = e.warnings;
    const auto add = [&w](bool cond, WarningCode code) {
        if (cond)
            w.push_back(code);
    };
    const int domain = scaleUpDomain(s.hardware);
    add(!e.memory.fits, WarningCode::DoesNotFitMemory);
    // Below 70 % efficiency with communication, not the pipeline bubble, as the larger loss.
    const double exposedComm = e.run.comm_share * e.step.total_s;
    add(e.run.efficiency < kCommunicationWallEfficiency && exposedComm >= e.step.bubble_s,
        WarningCode::CommunicationWall);
    add(e.step.total_s > 0 && e.step.bubble_s > 0.2 * e.step.total_s, WarningCode::LargeBubble);
    add(e.layout.tp * e.layout.cp > domain, WarningCode::TpCrossesScaleUp);
    add(e.reliability.failure_overhead_s > 0.2 * e.run.predicted_s, WarningCode::FailuresDominate);
    add(e.reliability.checkpoint_interval_s > 0
            && e.reliability.checkpoint_write_s > 0.1 * e.reliability.checkpoint_interval_s,
        WarningCode::CheckpointSlow);
    add(e.step.total_s > 0 && e.step.dp_comm_exposed_s > 0.1 * e.step.total_s,
        WarningCode::ExposedDp);
    // Outside the Megatron rows' range the model is a rough guide (docs/validation.md).
    add(validatedRange(s, e.layout.zero) != ValidatedRange::Megatron,
        WarningCode::OutsideValidation);
    // The clock law under a power limit has one knob fitted on one 500 W H100 run, and other
    // limits and GPUs are extrapolated (core/power_clock.h, docs/validation.md).
    add(powerClockScale(s.hardware.gpu, Precision::Bf16) < 1.0, WarningCode::PowerLimited);
    add((s.training.precision == Precision::Fp8 || s.training.precision == Precision::Fp4)
            && !stackProfile(s.software.stack).lowPrecision,
        WarningCode::StackWithoutLowPrecision);
    // Megatron-Core clamps only a gated FFN's two halves (mlp.py, glu()): on a plain FFN the
    // clamp is accepted and does nothing, here as there.
    add(s.model.gluClamp > 0 && !s.model.gatedMlp, WarningCode::ClampWithoutGatedMlp);
}

}  // namespace

Layout resolvedLayout(const Scenario& scenario) { return resolveLayout(scenario); }

Estimate memoryEstimate(const Scenario& scenario)
{
    Estimate e;
    e.layout = resolveLayout(scenario);
    resolveRecompute(scenario, e.layout, e.memory);
    return e;
}

void completeStep(const Scenario& scenario, Estimate& e, const PacingStage* pace)
{
    stepTime(scenario, e, pace);
    fillRun(scenario, e);
}

Estimate stepEstimate(const Scenario& scenario)
{
    Estimate e = memoryEstimate(scenario);
    completeStep(scenario, e);
    return e;
}

Estimate estimate(const Scenario& scenario)
{
    Estimate e = stepEstimate(scenario);
    fillReliability(scenario, e);
    fillCost(scenario, e);
    fillWarnings(scenario, e);
    return e;
}

ParallelSpec parallelOf(const Layout& layout)
{
    ParallelSpec p;
    p.tp = layout.tp;
    p.pp = layout.pp;
    p.cp = layout.cp;
    p.ep = layout.ep;
    p.dp = 0;
    p.microBatch = layout.microBatch;
    p.virtualStages = layout.virtualStages;
    p.schedule = layout.schedule;
    p.zero = layout.zero;
    p.recompute = layout.recompute;
    p.sequenceParallel = layout.sequenceParallel;
    p.expertTp = layout.expertTp;
    p.firstStageLayers = layout.firstStageLayers;
    p.lastStageLayers = layout.lastStageLayers;
    p.selective = layout.selective;
    return p;
}

Scenario withLayout(const Scenario& scenario, const Layout& layout)
{
    Scenario s = scenario;
    s.parallel = parallelOf(layout);
    return s;
}

}  // namespace syncwall::core
