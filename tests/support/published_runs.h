#pragma once
// The published runs the model is checked against (tests/data/validation, made from
// the shared validation set by scripts/validation.sh): each run's id, its scenario file as parsed
// with the built-in catalog, and the measured target. One reader for every test that uses them.

#include <string>
#include <vector>

#include "core/estimate.h"
#include "core/scenario_io.h"

namespace syncwall::test {

struct PublishedRun {
    std::string id;
    core::ParsedScenario parsed;
    bool stepTimeTarget = true;  // targets.json key "step.total_s"; otherwise "throughput.mfu"
    double measured = 0;

    // Signed relative error of the step time the estimate implies (an MFU target is compared as
    // the step time it implies, time ~ 1 / MFU).
    double stepError(const core::Estimate& estimate) const;
};

// Every run of a set's targets.json, in its order: "validation" (Megatron-LM 2021-22 on A100,
// Megatron-Core 2024 on H100) or "validation-modern" (2024-26 stacks).
std::vector<PublishedRun> publishedRuns(const std::string& set = "validation");

// Megatron-DeepSpeed's ZeRO-3 runs of 2021 (Narayanan 2021 Table 2): outside the validated
// range and the JCT band's errors; three of them fitted a constant (core/validation_set.h), all
// six are held to issue 14's 25 % (validation_accuracy_test).
bool isZero3Run(const std::string& id);

}  // namespace syncwall::test
