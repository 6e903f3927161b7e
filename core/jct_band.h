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
    +0.0384, +0.0208, -0.0786, +0.0959, +0.0457, -0.2475, +0.2044, +0.1270,
    -0.0314, -0.0165, +0.0640, -0.0045, -0.2460, +0.0350, +0.0383,
};

// Signed step-time errors of the held-out series (tests/data/heldout-*/, docs/validation.md
// "Held-out series"): every row no constant was fitted on (validation_set.h) whose scenario the
// modern runs' range covers, ascending. With kModernStepErrors they make the modern range's
// band. jct_band_test recomputes this list and prints it when the model moves.
inline constexpr std::array<double, 100> kModernHeldOutStepErrors = {
    -0.4915, -0.4383, -0.4088, -0.3662, -0.2856, -0.2816, -0.2765, -0.2760, -0.2693, -0.2608,
    -0.2576, -0.2390, -0.2288, -0.2282, -0.2198, -0.2181, -0.2103, -0.2044, -0.2025, -0.1989,
    -0.1981, -0.1806, -0.1794, -0.1671, -0.1376, -0.1310, -0.1309, -0.1148, -0.1117, -0.1044,
    -0.1022, -0.1009, -0.1006, -0.0966, -0.0945, -0.0898, -0.0873, -0.0865, -0.0851, -0.0799,
    -0.0794, -0.0729, -0.0672, -0.0654, -0.0640, -0.0633, -0.0628, -0.0620, -0.0578, -0.0574,
    -0.0526, -0.0498, -0.0467, -0.0423, -0.0419, -0.0375, -0.0367, -0.0341, -0.0334, -0.0304,
    -0.0295, -0.0289, -0.0275, -0.0271, -0.0233, -0.0155, -0.0120, -0.0049, +0.0040, +0.0100,
    +0.0123, +0.0131, +0.0258, +0.0327, +0.0342, +0.0362, +0.0524, +0.0602, +0.0781, +0.0820,
    +0.0862, +0.0908, +0.0932, +0.1014, +0.1038, +0.1073, +0.1133, +0.1268, +0.1423, +0.1470,
    +0.1506, +0.1683, +0.1912, +0.2162, +0.2227, +0.2264, +0.2596, +0.2855, +0.3156, +0.4762};

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
