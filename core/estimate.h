#pragma once
// Every output of one estimate, in SI units. Produced by Estimator, drawn by the UI, printed
// by the CLI. Warnings are codes; the front ends turn them into words.

#include <array>
#include <vector>

#include "collectives.h"
#include "scenario.h"

namespace syncwall::core {

// Below the 70 % band the regime names the dominant loss (issue 14): the pipeline bubble, or the
// exposed communication and waiting (collectives, stragglers).
enum class Regime { CommunicationBound, Balanced, ComputeBound, PipelineBound };
// The run-efficiency thresholds of the regimes and of the sweep's crossings (the seeds' bands,
// docs/design.md "Run level"): above 85 % compute-bound, below 70 % past the communication wall.
inline constexpr double kComputeBoundEfficiency = 0.85;
inline constexpr double kCommunicationWallEfficiency = 0.70;

enum class WarningCode {
    DoesNotFitMemory,   // memory.total_B > memory.capacity_B
    CommunicationWall,  // efficiency below 70 %
    LargeBubble,        // pipeline bubble above 20 % of the step
    TpCrossesScaleUp,   // TP group larger than the NVLink domain
    FailuresDominate,   // failure overhead above 20 % of the run
    CheckpointSlow,     // checkpoint write above 10 % of the interval
    OutsideValidation,  // beyond the sizes the model was validated on
    ExposedDp,          // DP communication not hidden by the backward pass
    PowerLimited,       // a board power limit below the GPU's rated power (powerClockScale < 1)
    StackWithoutLowPrecision,  // FP8 or FP4 under a stack that never ran it (megatron-2021)
    ClampWithoutGatedMlp,      // model.glu_clamp set on an FFN that is not gated: it does nothing
};

struct StepBreakdown {
    double compute_s = 0;  // forward + backward (+ recompute) on the critical path
    double tp_comm_s = 0;
    double cp_comm_s = 0;
    double ep_comm_s = 0;  // MoE all-to-all
    double pp_comm_s = 0;
    double bubble_s = 0;
    double dp_comm_s = 0;          // whole DP collective time
    double dp_comm_exposed_s = 0;  // the part not hidden behind the backward pass
    double optimizer_s = 0;
    double straggler_s = 0;
    double total_s = 0;
};

struct Throughput {
    double tokens_per_s = 0;
    double tflops_per_gpu = 0;  // model FLOPs (MFU basis) per second per GPU, in TFLOP/s
    double mfu = 0;
    double hfu = 0;
};

struct MemoryBreakdown {
    double weights_B = 0;
    double gradients_B = 0;
    double optimizer_B = 0;
    double activations_B = 0;
    double total_B = 0;
    double capacity_B = 0;
    bool fits = true;
};

struct CollectiveResult {
    Algorithm algorithm = Algorithm::Ring;  // the one used (never Auto)
    double bytes = 0;                       // message size per rank
    double time_s = 0;
    double algbw_Bps = 0;  // bytes / time
    double busbw_Bps = 0;  // algbw x 2(p-1)/p (nccl-tests definition)
    int ranks = 1;
    // `bytes` is the mean of two halves at different widths: ZeRO-1/2's reduce-scatter of fp32
    // gradients and all-gather of 16-bit parameters (PyTorch FSDP), a size no message has.
    bool meanOfHalves = false;
};

// Which parallel group a collective runs over.
enum class CollectiveGroup { Tensor, Context, Expert, Pipeline, Data, ExpertData };

// One collective of the step, as the step model priced it.
struct CollectiveUse {
    CollectiveGroup group = CollectiveGroup::Data;
    CollectiveKind kind = CollectiveKind::AllReduce;
    Algorithm algorithm = Algorithm::Ring;  // the one used (never Auto)
    GroupPlacement placement;               // its ranks, and how many share a scale-up domain
    double bytes = 0;                       // per call per rank
    double calls = 0;                       // per step, on the slowest pipeline stage
    double time_s = 0;                      // all calls of one step
    double exposed_s = 0;                   // of which on the critical path (in the step parts)

    bool scaleOut() const { return placement.scaleOut(); }  // GroupPlacement::scaleOut
};

// The step's collectives, at most one entry per group and kind (no allocation per estimate).
struct Collectives {
    static constexpr int kCapacity = 10;
    std::array<CollectiveUse, kCapacity> items {};
    int count = 0;

    void add(const CollectiveUse& use)
    {
        if (count < kCapacity)
            items[std::size_t(count++)] = use;
    }
    // `calls` calls a step at `cost` each, `exposed_s` of them on the critical path.
    void add(CollectiveGroup group, CollectiveKind kind, const CollectiveCost& cost,
             const GroupPlacement& where, double bytes, double calls, double exposed_s)
    {
        add({group, kind, cost.algorithm, where, bytes, calls, calls * cost.time_s, exposed_s});
    }
    const CollectiveUse* begin() const { return items.data(); }
    const CollectiveUse* end() const { return items.data() + count; }
};

// Why the checkpoint interval is what it is: Daly's optimum or the scenario's own value, unless
// a floor is longer: the floor an asynchronous policy sets (the next snapshot cannot start
// before the previous one's flush to storage ends), or one step (checkpoints sit between steps).
enum class CheckpointIntervalBasis { DalyOptimum, SetByHand, FlushFloor, EveryStep };

struct ReliabilityResult {
    double cluster_mtbf_s = 0;
    double checkpoint_bytes = 0;
    double checkpoint_write_s = 0;  // blocking time per checkpoint (copy only when async)
    double checkpoint_flush_s = 0;  // async: the whole write to storage (the floor); 0 blocking
    double checkpoint_interval_s = 0;
    CheckpointIntervalBasis interval_basis = CheckpointIntervalBasis::DalyOptimum;
    double young_interval_s = 0;
    double daly_interval_s = 0;
    double recovery_s = 0;  // per failure: restart + replacement
    double expected_failures = 0;
    double checkpoint_overhead_s = 0;
    double failure_overhead_s = 0;  // lost work + recovery
};

struct Layout {
    int tp = 1, pp = 1, cp = 1, ep = 1, dp = 1;
    int microBatch = 1;
    int virtualStages = 1;
    int zero = 1;
    Recompute recompute = Recompute::None;  // resolved, never Auto
    Schedule schedule = Schedule::OneFOneB;
    bool sequenceParallel = true;
    int microBatches = 1;  // per step per pipeline (gradient accumulation)
    int expertTp = 1;      // tensor parallelism inside the experts (resolved: never 0)
    int firstStageLayers = 0, lastStageLayers = 0;  // as the scenario gives them (0 = auto)
    SelectiveModules selective;                     // what `selective` re-runs (Megatron-Core)
    bool operator==(const Layout&) const = default;
};

struct RunResult {
    double steps = 0;
    double tokens = 0;
    double flops_per_step = 0;           // model FLOPs (no recompute)
    double hardware_flops_per_step = 0;  // with recompute
    double theoretical_min_s = 0;        // compute at peak, no communication
    double predicted_s = 0;              // steps x step time
    double expected_s = 0;               // with checkpoints and failures (Daly 2006)
    double efficiency = 0;               // theoretical_min / predicted
    Regime regime = Regime::Balanced;
    double comm_share = 0;  // exposed communication / step
    double cost_usd = 0;
    double energy_kwh = 0;
    double gpu_hours = 0;
};

struct LinkNeeds {
    double hide_tp_Bps = 0;  // scale-up bandwidth at which TP communication would vanish
    // Scale-out bandwidth at which DP communication is fully hidden; 0 when there is none, or
    // when none of it can hide at any bandwidth (communication.dp_overlap 0; a stack that waits
    // for each ZeRO-3 gather, StackProfile::zero3Synchronous).
    double hide_dp_Bps = 0;
};

struct Estimate {
    Layout layout;
    StepBreakdown step;
    Throughput throughput;
    MemoryBreakdown memory;
    CollectiveResult allreduce;  // the DP gradient collective
    // The routed experts' gradient collective over the expert data-parallel ranks, as
    // `allreduce` is reported (one collective of a step's expert gradients); ranks 1 and time
    // 0 when there is none.
    CollectiveResult expertAllreduce;
    Collectives collectives;  // every collective of the step, the DP one included
    ReliabilityResult reliability;
    RunResult run;
    LinkNeeds links;
    std::vector<WarningCode> warnings;
};

}  // namespace syncwall::core
