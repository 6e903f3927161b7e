#pragma once
// The numbers of the checkpoint chart, all from the core: reliabilityCost at each interval on a
// log grid around Daly's optimum, and the failure Monte Carlo at the scenario's interval.

#include <vector>

#include "core/estimate.h"
#include "core/failure_monte_carlo.h"
#include "core/reliability_model.h"

namespace syncwall::ui {

struct CheckpointCurve {
    std::vector<double> interval_s;
    std::vector<double> writes_s;    // checkpoint overhead over the run
    std::vector<double> failures_s;  // lost work + recovery over the run
    std::vector<double> total_s;
    double young_s = 0;
    double daly_s = 0;
    double flush_s = 0;         // async: no interval shorter than the flush (0 = blocking)
    double current_s = 0;       // the interval the estimate uses
    double currentTotal_s = 0;  // its overhead, as the estimate reports it
    core::MonteCarloResult monteCarlo;

    // The overhead curve; the Monte Carlo is the window's (ChartInputs::monteCarlo).
    static CheckpointCurve compute(const core::Estimate& estimate, int points = 90);
};

}  // namespace syncwall::ui
