#pragma once
// The pipeline schedule of one optimizer step: every forward and backward block on every stage,
// in units of one stage's forward time on one micro-batch (backward = 2 units), found by running
// each stage's fixed op order (GPipe, 1F1B, Megatron's interleaved 1F1B) as early as its
// dependencies allow. Pure (no Qt).

#include <vector>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

struct PipeBlock {
    int stage = 0;
    int microBatch = 0;  // 0-based
    int chunk = 0;       // model chunk (virtual stage) on this GPU, 0-based
    bool backward = false;
    double start = 0;
    double end = 0;
};

class PipelineSchedule {
public:
    // A chunk's forward takes work[s]/v units on stage s and its backward backwardRatio
    // work[s]/v; work is 1 on every stage when stageWork is empty (an even split), else one
    // positive entry per stage (uneven stages: the slowest one has 1). Interleaving needs
    // v > 1; GPipe and 1F1B ignore v. Returns an empty schedule for invalid sizes.
    static PipelineSchedule build(int stages, int microBatches, core::Schedule schedule,
                                  int virtualStages = 1, double backwardRatio = 2.0,
                                  const std::vector<double>& stageWork = {});
    // The estimate's own schedule, capped at a readable size (at most 8 stages and max(8, 2P)
    // micro-batches, so that 1F1B reaches its steady state;
    // interleaving keeps the micro-batches a multiple of the stages, as Megatron requires), with
    // each drawn stage's work from the core's stage plan (pipeline_stages.h).
    static PipelineSchedule forEstimate(const core::Scenario& scenario,
                                        const core::Estimate& estimate);

    int stages() const { return m_stages; }
    int microBatches() const { return m_microBatches; }
    int virtualStages() const { return m_virtualStages; }
    core::Schedule schedule() const { return m_schedule; }
    const std::vector<PipeBlock>& blocks() const { return m_blocks; }
    bool empty() const { return m_blocks.empty(); }

    double makespan() const { return m_makespan; }  // one step, in units
    double busyPerStage() const;                    // m (1 + backwardRatio) units, slowest stage
    double busy(int stage) const;                   // that stage's blocks, summed
    double work(int stage) const;                   // its work per block (1: the slowest)
    double idle(int stage) const;                   // makespan - busy time of that stage
    double idleTotal() const;                       // summed over stages: the shaded area
    // The bubble two ways (ERRATA: say which): idle / busy = (P-1)/(v m) "of ideal time", and
    // idle / (stages x makespan) = (P-1)/(v m + P-1) "of the step".
    double bubbleOfIdeal() const;
    double bubbleOfStep() const;
    // Idle intervals of one stage within [0, makespan].
    std::vector<std::pair<double, double>> idleIntervals(int stage) const;
    // Block start and end times, sorted, for stepping.
    std::vector<double> boundaries() const;

private:
    int m_stages = 0;
    int m_microBatches = 0;
    int m_virtualStages = 1;
    double m_backwardRatio = 2.0;
    core::Schedule m_schedule = core::Schedule::OneFOneB;
    std::vector<double> m_work;
    std::vector<PipeBlock> m_blocks;
    double m_makespan = 0;
};

}  // namespace syncwall::ui
