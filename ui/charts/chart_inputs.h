#pragma once
// What every chart is fed: the scenario, its estimate and the sweep over GPU counts, all from
// the core. The window computes the sweep on a worker; export and the chart tool use compute().

#include <optional>
#include <vector>

#include "core/estimate.h"
#include "core/failure_monte_carlo.h"
#include "core/jct_band.h"
#include "core/scenario.h"
#include "core/sweep.h"

namespace syncwall::ui {

struct ChartInputs {
    core::Scenario scenario;
    core::Estimate estimate;
    core::SweepResult sweep;
    // The P10-P90 JCT band (core::jctBand, ~20 ms): the window passes the worker's once it has
    // landed and none before; compute() computes it. Empty means "not known yet": draw none.
    std::optional<core::JctBand> band;
    // The run's failure Monte Carlo (core::simulateRun), on the same terms: the worker's once it
    // has landed; compute() runs it.
    std::optional<core::MonteCarloResult> monteCarlo;

    // The sync wall of the sweep (as syncwall-cli wall reports it).
    core::SyncWall wall() const;
    // Estimate, sweep, band and Monte Carlo computed synchronously.
    static ChartInputs compute(const core::Scenario& scenario);
};

}  // namespace syncwall::ui
