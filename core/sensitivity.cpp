#include "sensitivity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

#include "compute_model.h"
#include "estimator.h"
#include "reliability_model.h"

namespace syncwall::core {

namespace {

// Plausible ranges (docs/calibration.md, "Sensitivity"): the fitted GEMM efficiency moved by
// the spread of the calibration rows' errors and capped at peak; link efficiencies no better
// than nccl-tests but down to 70 % of it (congestion, other tenants); failure and storage
// figures within a factor of two (the spread of the published MTBFs, model-reliability.md).
constexpr double kComputeLow = 0.8, kComputeHigh = 1.1;
constexpr double kLinkLow = 0.7, kLinkHigh = 1.0;
constexpr double kFactorLow = 0.5, kFactorHigh = 2.0;
constexpr double kJitterHigh = 0.05;
constexpr double kSlowGpuHigh = 0.10;

constexpr std::array<std::string_view, kSensitivityInputCount> kKeys = {
    "compute_efficiency", "scale_up_efficiency", "scale_out_efficiency",
    "dp_overlap",         "cluster_mtbf",        "checkpoint_bandwidth",
    "recovery_time",      "jitter_cv",           "slow_gpu"};

double positiveOr(double x, double fallback) { return std::isfinite(x) && x > 0 ? x : fallback; }

// The scenario with `input` set to `value` (in the unit sensitivity.h gives for it).
Scenario withInput(const Scenario& base, const Estimate& e, SensitivityInput input, double value)
{
    Scenario s = base;
    const double linkScale = positiveOr(s.calibration.linkScale, 1.0);
    switch (input) {
    case SensitivityInput::ComputeEfficiency:
        s.calibration.computeScale = value / positiveOr(s.hardware.gpu.gemmEfficiency, 1.0);
        break;
    case SensitivityInput::ScaleUpEfficiency:
        s.hardware.scaleUpEfficiency = value / linkScale;
        break;
    case SensitivityInput::ScaleOutEfficiency:
        s.hardware.scaleOutEfficiency = value / linkScale;
        break;
    case SensitivityInput::DpOverlap:
        s.comm.dpOverlap = value;
        break;
    case SensitivityInput::ClusterMtbf:
        s.reliability.clusterMtbf_s = std::min(value, kReliabilityTimeCap_s);
        break;
    case SensitivityInput::CheckpointBandwidth:
        s.hardware.storageWrite_Bps = value;
        break;
    case SensitivityInput::RecoveryTime: {
        // Recovery = restart + (spare swap or provisioning): scale all three together.
        const double f = value / positiveOr(e.reliability.recovery_s, 1.0);
        s.reliability.restart_s *= f;
        s.reliability.spareSwap_s *= f;
        s.reliability.provision_s *= f;
        break;
    }
    case SensitivityInput::JitterCv:
        s.stragglers.jitterCv = value;
        break;
    case SensitivityInput::SlowGpu:
        s.stragglers.slowGpuFraction = value;
        break;
    }
    return s;
}

// The input's range around the scenario's current value.
std::pair<double, double> range(const Scenario& s, const Estimate& e, SensitivityInput input)
{
    const double linkScale = positiveOr(s.calibration.linkScale, 1.0);
    switch (input) {
    case SensitivityInput::ComputeEfficiency: {
        const double eff = effectiveGemmEfficiency(s.hardware.gpu, s.calibration.computeScale);
        return {eff * kComputeLow, std::min(1.0, eff * kComputeHigh)};
    }
    case SensitivityInput::ScaleUpEfficiency: {
        const double eff = s.hardware.scaleUpEfficiency * linkScale;
        return {eff * kLinkLow, std::min(1.0, eff * kLinkHigh)};
    }
    case SensitivityInput::ScaleOutEfficiency: {
        const double eff = s.hardware.scaleOutEfficiency * linkScale;
        return {eff * kLinkLow, std::min(1.0, eff * kLinkHigh)};
    }
    case SensitivityInput::DpOverlap:
        return {0.0, 1.0};
    case SensitivityInput::ClusterMtbf:
        return {e.reliability.cluster_mtbf_s * kFactorLow,
                std::min(e.reliability.cluster_mtbf_s * kFactorHigh, kReliabilityTimeCap_s)};
    case SensitivityInput::CheckpointBandwidth:
        return {s.hardware.storageWrite_Bps * kFactorLow,
                s.hardware.storageWrite_Bps * kFactorHigh};
    case SensitivityInput::RecoveryTime:
        return {e.reliability.recovery_s * kFactorLow, e.reliability.recovery_s * kFactorHigh};
    case SensitivityInput::JitterCv:
        return {0.0, std::max(kJitterHigh, s.stragglers.jitterCv)};
    case SensitivityInput::SlowGpu:
        return {0.0, std::max(kSlowGpuHigh, s.stragglers.slowGpuFraction)};
    }
    return {0.0, 0.0};
}

}  // namespace

std::string_view sensitivityKey(SensitivityInput input)
{
    const auto i = static_cast<std::size_t>(input);
    return i < kKeys.size() ? kKeys[i] : std::string_view {};
}

double SensitivityEntry::swing_s() const { return std::fabs(jct_high_s - jct_low_s); }

SensitivityResult sensitivity(const Scenario& scenario)
{
    SensitivityResult out;
    const Estimate base = estimate(scenario);
    out.base_jct_s = base.run.expected_s;
    out.entries.reserve(kSensitivityInputCount);
    for (int i = 0; i < kSensitivityInputCount; ++i) {
        const auto input = static_cast<SensitivityInput>(i);
        SensitivityEntry entry;
        entry.input = input;
        std::tie(entry.low, entry.high) = range(scenario, base, input);
        entry.jct_low_s = estimate(withInput(scenario, base, input, entry.low)).run.expected_s;
        entry.jct_high_s = estimate(withInput(scenario, base, input, entry.high)).run.expected_s;
        out.entries.push_back(entry);
    }
    std::stable_sort(out.entries.begin(), out.entries.end(),
                     [](const SensitivityEntry& a, const SensitivityEntry& b) {
                         return a.swing_s() > b.swing_s();
                     });
    return out;
}

}  // namespace syncwall::core
