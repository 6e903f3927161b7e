#include "chart_inputs.h"

#include <algorithm>
#include <iterator>

#include "core/estimator.h"

namespace syncwall::ui {

namespace {
constexpr int kFirstGpus = 8;
constexpr int kLastGpus = 131072;
}  // namespace

core::SyncWall wallOfValidPoints(const core::SweepResult& sweep)
{
    core::SweepResult valid;
    std::copy_if(sweep.points.begin(), sweep.points.end(), std::back_inserter(valid.points),
                 [](const core::SweepPoint& p) { return p.valid; });
    return core::findSyncWall(valid);
}

core::SyncWall ChartInputs::wall() const { return wallOfValidPoints(sweep); }

std::vector<int> ChartInputs::standardGpuCounts(const core::Scenario& scenario)
{
    int first = kFirstGpus;
    while (first > 1 && first > scenario.gpus)
        first /= 2;
    return core::powersOfTwo(first, kLastGpus);
}

ChartInputs ChartInputs::compute(const core::Scenario& scenario)
{
    ChartInputs in;
    in.scenario = scenario;
    in.estimate = core::estimate(scenario);
    in.sweep = core::sweepGpus(scenario, standardGpuCounts(scenario));
    if (in.estimate.run.expected_s > 0) {
        in.band = core::jctBand(scenario, in.estimate);
        in.monteCarlo = core::simulateRun(in.estimate);
    }
    return in;
}

}  // namespace syncwall::ui
