#pragma once
// One data-parallel optimizer step as per-GPU phases (shard data, forward, backward, all-reduce
// barrier, optimizer step), timed from an estimate. Pure (no Qt): the DDP painter draws it and
// tests check it.

#include <vector>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

enum class DdpPhase { Shard = 0, Forward, Backward, AllReduce, Optimizer };
inline constexpr int kDdpPhaseCount = 5;

struct DdpSegment {
    DdpPhase phase = DdpPhase::Shard;
    double start_s = 0;
    double end_s = 0;
    int microBatch = -1;   // forward/backward: 0-based shown micro-batch
    bool waiting = false;  // all-reduce: idle at the barrier until the slowest GPU arrives
};

struct DdpTrack {
    std::vector<DdpSegment> segments;
    double backwardEnd_s = 0;
    bool slowest = false;
};

struct DdpInputs {
    int gpus = 4;          // drawn
    int microBatches = 1;  // drawn (gradient accumulation)
    int realGpus = 1;      // the DP degree
    int realMicroBatches = 1;
    double shard_s = 0;    // drawn at a nominal length: the estimate does not model loading
    double forward_s = 0;  // per drawn micro-batch, on a GPU at nominal speed
    double backward_s = 0;
    double slowExtra = 0;     // the slowest GPU's forward/backward take (1 + slowExtra) as long
    double comm_s = 0;        // the whole DP all-reduce
    double commHidden_s = 0;  // the part overlapped with the last backward
    double optimizer_s = 0;
    bool didactic = false;  // every phase one unit long (times are then in units, not s)
    int slowestGpu() const { return gpus - 1; }
};

class DdpTimeline {
public:
    // Share of a step drawn for data sharding when phases are to scale.
    static constexpr double kNominalShardShare = 0.03;

    static DdpInputs inputsFrom(const core::Scenario& scenario, const core::Estimate& estimate,
                                bool didactic);
    static DdpTimeline build(const DdpInputs& inputs);

    const DdpInputs& inputs() const { return m_inputs; }
    const std::vector<DdpTrack>& tracks() const { return m_tracks; }
    double barrierEnd_s() const { return m_barrierEnd_s; }  // the slowest GPU's backward end
    double commStart_s() const { return m_commStart_s; }
    double commEnd_s() const { return m_commEnd_s; }
    double end_s() const { return m_end_s; }

    // The phase GPU `gpu` is in at time t (waiting at the barrier counts as the all-reduce).
    DdpPhase phaseAt(int gpu, double t) const;
    // The phase shown as "Phase k of 5": the one most GPUs are in (a tie: the later phase), so
    // the title agrees with what most rows show.
    DdpPhase currentPhase(double t) const;
    // Times where some phase starts on the slowest or a nominal GPU, sorted, within [0, end].
    std::vector<double> boundaries() const;

private:
    DdpInputs m_inputs;
    std::vector<DdpTrack> m_tracks;
    double m_barrierEnd_s = 0;
    double m_commStart_s = 0;
    double m_commEnd_s = 0;
    double m_end_s = 0;
};

}  // namespace syncwall::ui
