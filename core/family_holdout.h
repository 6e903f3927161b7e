#pragma once
// Leave one family out (issue 14): for each family of run (run_family.h), fit one compute scale
// (calibration.compute_scale, what `syncwall-cli calibrate` fits) to every run outside the
// family, then predict the family's runs with it. A model whose physics generalises needs no
// scale far from 1 and keeps each family's error when it is held out; a fit that only matches
// the runs it saw does not.

#include <array>
#include <cstdint>
#include <vector>

#include "run_family.h"
#include "scenario.h"

namespace syncwall::core {

struct HoldoutRun {
    Scenario scenario;
    double measuredStep_s = 0;   // > 0
    std::uint32_t families = 0;  // runFamilies(scenario)
};

struct FamilyHoldout {
    RunFamily family = RunFamily::A100Megatron;
    int rows = 0;      // runs of the family
    int fittedOn = 0;  // runs outside it
    double computeScale = 1.0;
    std::vector<double> errorsBefore;  // signed step errors of the family's runs, uncalibrated
    std::vector<double> errorsAfter;   // with the scale fitted on the other families
};

// The compute scale in [1/4, 4] that minimises the sum of absolute log step errors over `runs`
// (least absolute deviations: a few runs far outside the model, such as ZeRO-3 at scale, do not
// drag the scale for the rest; golden-section search on log scale, the step time
// falling monotonically as the scale grows).
double fitComputeScale(const std::vector<const HoldoutRun*>& runs);

// One entry per family with runs and with runs outside it; errors are predicted / measured - 1.
std::vector<FamilyHoldout> leaveOneFamilyOut(const std::vector<HoldoutRun>& runs);

// Median of |error| over every held-out family's runs pooled (a run in two families counts in
// both); 0 when there are none.
double pooledMedianAbsError(const std::vector<FamilyHoldout>& holdouts);

}  // namespace syncwall::core
