#include "chart_inputs.h"

#include <algorithm>
#include <iterator>

#include "core/estimator.h"

namespace syncwall::ui {

core::SyncWall ChartInputs::wall() const { return core::findSyncWall(sweep); }

ChartInputs ChartInputs::compute(const core::Scenario& scenario)
{
    ChartInputs in;
    in.scenario = scenario;
    in.estimate = core::estimate(scenario);
    in.sweep = core::sweepGpus(scenario, core::standardGpuCounts(scenario));
    if (in.estimate.run.expected_s > 0) {
        in.band = core::jctBand(scenario, in.estimate);
        in.monteCarlo = core::simulateRun(in.estimate);
    }
    return in;
}

}  // namespace syncwall::ui
