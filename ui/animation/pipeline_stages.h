#pragma once
// The pipeline stages the animation draws: which real stage each drawn row stands for, its
// transformer layers (core/stage_plan.h) and its work per micro-batch relative to the stage that
// paces the step (core/stage_times.h). At most 8 rows: the first ones, then the last stage.
// Pure (no Qt).

#include <vector>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

struct StageRow {
    int stage = 0;           // the real stage, 0-based
    int layers = 0;          // transformer layers on it
    bool embedding = false;  // the first stage: the input embedding
    bool output = false;     // the last stage: the output layer and the loss
    double work = 1;         // forward + backward of one micro-batch / the slowest stage's
};

class PipelineStages {
public:
    static constexpr int kMaxDrawn = 8;

    static PipelineStages build(const core::Scenario& scenario, const core::Estimate& estimate);

    const std::vector<StageRow>& rows() const { return m_rows; }
    StageRow row(int index) const;  // a default row (stage = index) outside the drawn ones
    std::vector<double> work() const;
    bool uneven() const;          // some drawn stage has less work than the pacing one
    int pacingRow() const;        // the first drawn row with the most work
    double lightestWork() const;  // the least work of any drawn row, as a fraction
    int lightestRow() const;

private:
    std::vector<StageRow> m_rows;
};

}  // namespace syncwall::ui
