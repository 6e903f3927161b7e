#pragma once
// One-at-a-time sensitivity of the expected JCT (run.expected_s) to the model's uncertain
// assumptions, each moved over a plausible range with everything else held (a tornado chart).
// About 16 estimates: cheap enough for every change. Ranges: docs/calibration.md.

#include <string_view>
#include <vector>

#include "scenario.h"

namespace syncwall::core {

enum class SensitivityInput {
    ComputeEfficiency,    // GEMM efficiency x computeScale: x0.8 .. x1.1, at most 1 (fraction)
    ScaleUpEfficiency,    // NVLink busbw / line rate (x linkScale): x0.7 .. x1.0 (fraction)
    ScaleOutEfficiency,   // NIC busbw / line rate (x linkScale): x0.7 .. x1.0 (fraction)
    DpOverlap,            // share of DP communication hidden by backward: 0 .. 1 (fraction)
    ClusterMtbf,          // x0.5 .. x2 (s)
    CheckpointBandwidth,  // storage write: x0.5 .. x2 (B/s)
    RecoveryTime,         // restart per failure: x0.5 .. x2 (s)
    JitterCv,  // per-rank step jitter: 0 .. max(0.05, current) (coefficient of variation)
    SlowGpu,   // one persistently slow GPU: 0 .. max(10 %, current) (fraction slower)
};
inline constexpr int kSensitivityInputCount = 9;

// Stable machine key of an input ("compute_efficiency", ...): data for files and the CLI's JSON,
// not display text.
std::string_view sensitivityKey(SensitivityInput input);

struct SensitivityEntry {
    SensitivityInput input = SensitivityInput::ComputeEfficiency;
    double low = 0;  // the input's value at the low end of its range (unit above)
    double high = 0;
    double jct_low_s = 0;  // expected JCT with the input at `low`
    double jct_high_s = 0;
    double swing_s() const;  // |jct_high_s - jct_low_s|
};

struct SensitivityResult {
    double base_jct_s = 0;                  // the scenario's expected JCT
    std::vector<SensitivityEntry> entries;  // by swing, largest first (ties: enum order)
};

// The scenario must have passed validate().
SensitivityResult sensitivity(const Scenario& scenario);

}  // namespace syncwall::core
