#pragma once
// The validation table: per published run, the target key, measured and predicted values and
// the signed error; then median and max |error| per group (calibration, held-out, A100, H100)
// and per family of run (core/run_family.h; families without rows are left out), and each
// family's error when it is left out of a compute-scale fit (core/family_holdout.h).

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/family_holdout.h"

namespace syncwall::cli {

struct ValidationRow {
    std::string id;
    std::string key;             // "step.total_s" or "throughput.mfu"
    std::string gpu;             // GPU id of the scenario ("a100-sxm-80gb")
    std::uint32_t families = 0;  // core::runFamilies of its scenario
    double measured = 0;
    double predicted = 0;
    bool calibration = false;
    std::string problem;  // non-empty when the row could not be predicted
    double errorPercent() const { return (predicted - measured) / measured * 100.0; }
};

// `holdouts`: core::leaveOneFamilyOut over the rows, printed after the family summaries.
void printValidationText(std::ostream& out, const std::vector<ValidationRow>& rows,
                         const std::vector<core::FamilyHoldout>& holdouts);
void printValidationMarkdown(std::ostream& out, const std::vector<ValidationRow>& rows,
                             const std::vector<core::FamilyHoldout>& holdouts);

}  // namespace syncwall::cli
