#include "wall_levers.h"

#include "core/cancel_flag.h"
#include "core/estimator.h"
#include "core/layout_search.h"
#include "core/validator.h"

namespace syncwall::ui {

namespace {

constexpr double kSameStep = 0.999;  // a layout must beat the current step by more than 0.1 %

}  // namespace

core::Scenario WallLevers::changed(const ChartInputs& in, LeverKind kind, bool* available)
{
    core::Scenario s = in.scenario;
    *available = true;
    switch (kind) {
    case LeverKind::ScaleOutBandwidth:
        s.hardware.scaleOut_bps *= 2;
        break;
    case LeverKind::Layout: {
        const core::LayoutChoice best = core::bestLayout(in.scenario, in.scenario.gpus);
        *available =
            best.found && best.estimate.step.total_s < in.estimate.step.total_s * kSameStep;
        if (*available)
            s = core::withLayout(in.scenario, best.layout);
        break;
    }
    case LeverKind::GlobalBatch:
        s.training.globalBatch *= 2;
        break;
    case LeverKind::Compression:
        s.comm.compression *= 0.5;
        break;
    case LeverKind::AsyncCheckpoint:
        *available = !s.reliability.asyncCheckpoint;
        s.reliability.asyncCheckpoint = true;
        break;
    }
    // A lever that would leave an input it cannot work with is not offered (twice the batch
    // past its range, or more than the run's tokens in one step): applied, it had loaded a
    // scenario that showed "fix the inputs" (review finding).
    if (*available && !core::validate(s).empty())
        *available = false;
    return s;
}

WallLevers WallLevers::compute(const ChartInputs& in, core::SweepLayoutPolicy policy,
                               const std::atomic<bool>* cancel)
{
    WallLevers out;
    out.base = in.wall();
    out.baseExpected_s = in.estimate.run.expected_s;
    std::vector<int> counts;
    for (const core::SweepPoint& p : in.sweep.points)
        counts.push_back(p.gpus);
    for (LeverKind kind : {LeverKind::ScaleOutBandwidth, LeverKind::Layout, LeverKind::GlobalBatch,
                           LeverKind::Compression, LeverKind::AsyncCheckpoint}) {
        if (core::stopRequested(cancel)) {
            out.complete = false;
            return out;
        }
        WallLever lever;
        lever.kind = kind;
        lever.scenario = changed(in, kind, &lever.available);
        if (lever.available) {
            const core::SweepResult sweep =
                core::sweepGpus(lever.scenario, counts, policy, 1, cancel);
            if (!sweep.complete) {  // cancelled part-way: this lever's wall would be wrong
                out.complete = false;
                return out;
            }
            lever.wall = core::findSyncWall(sweep);
            const core::Estimate e = core::estimate(lever.scenario);
            lever.expected_s = e.run.expected_s;
            lever.layout = e.layout;
        } else {
            lever.wall = out.base;
            lever.expected_s = out.baseExpected_s;
            lever.layout = in.estimate.layout;
        }
        out.levers.push_back(lever);
    }
    return out;
}

}  // namespace syncwall::ui
