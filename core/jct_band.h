#pragma once
// A P10-P90 band on the expected JCT: the model's measured error on held-out published runs
// (docs/validation.md) combined with the failure Monte Carlo (failure_monte_carlo.h), assumed
// independent. docs/calibration.md says what the band means and where it does not hold.

#include <array>
#include <atomic>
#include <cstdint>

#include "estimate.h"
#include "failure_monte_carlo.h"
#include "run_family.h"
#include "scenario.h"

namespace syncwall::core {

// Signed step-time errors (predicted / measured - 1) of the 15 held-out rows of the table in
// docs/validation.md (Korthikanti 2022 x 9; Megatron-Core r0.8.0 H100 x 6, whose table column is
// the MFU error, here converted to the step time it implies: measured MFU / predicted MFU - 1).
// The ZeRO-3 rows of 2021 (Megatron-DeepSpeed) are left out: outside the validated range, and
// three of them fitted the list collectives' copy (software_stack.cpp); so are the calibration
// rows (in-sample). jct_band_test recomputes this list from tests/data/validation and fails on drift.
inline constexpr std::array<double, 15> kHeldOutStepErrors = {
    -0.0349, +0.0326, +0.0085, +0.0505, +0.0418, +0.0791, +0.1008, +0.1138, +0.0130,  // Korthikanti
    -0.0441, -0.0098, +0.1196, -0.0051, -0.0185, +0.0066,                             // H100
};

// Signed step-time errors of the 15 runs of 2024-26 stacks (tests/data/validation-modern,
// docs/validation.md "Modern runs"; none fitted on), in the order of their ids. They describe
// the model on FP8, MoE, Blackwell, PyTorch FSDP and long-context runs (ValidatedRange::Modern).
// jct_band_test recomputes this list and fails on drift.
inline constexpr std::array<double, 15> kModernStepErrors = {
    +0.0384, +0.0208, -0.0786, +0.0959, +0.1234, -0.2475, +0.2044, +0.1270,
    -0.0314, -0.0165, +0.0640, -0.0045, -0.2460, +0.0350, +0.0383,
};

struct JctBand {
    double point_s = 0;  // the estimate's expected JCT (Daly mean)
    double p10_s = 0;
    double p50_s = 0;
    double p90_s = 0;
    double failureP10_s = 0;  // the failure Monte Carlo alone (exact model)
    double failureP90_s = 0;
    double modelFactorP10 = 1;  // the model-error factor alone, 1 / (1 + error)
    double modelFactorP90 = 1;
    int trials = 0;  // Monte Carlo trials run
    // Whose errors make the model's part: the Megatron rows, the modern runs, or none; with none
    // there is no band to trust (outsideValidation).
    ValidatedRange basis = ValidatedRange::Megatron;
    bool outsideValidation = false;
};

// Every Monte Carlo sample of the failure-induced JCT is divided by (1 + e) for every error e of
// the scenario's validated range: the exact product distribution of the two empirical
// distributions under independence, no second random draw.
// From a failure Monte Carlo already run on the estimate's own terms (simulateRun): the window
// runs it once for its cards and charts and takes the band from the same samples.
JctBand jctBand(const Scenario& scenario, const Estimate& estimate,
                const MonteCarloResult& failures);
// The same with the run's own Monte Carlo (simulateRun: its trials and seed), as the window
// shows it.
JctBand jctBand(const Scenario& scenario, const Estimate& estimate);
// With `trials` and `seed` of its own; deterministic per seed. `cancelled` (may be null) stops
// it between trials: a cancelled band has fewer trials than asked and no quantiles
// (p10 = p50 = p90 = 0), for a caller to drop.
JctBand jctBand(const Scenario& scenario, const Estimate& estimate, int trials, std::uint64_t seed,
                const std::atomic<bool>* cancelled = nullptr);

}  // namespace syncwall::core
