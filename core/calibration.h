#pragma once
// Calibration from one measured run: fits the multiplier(s) of CalibrationSpec that make the
// estimator reproduce a measured step time (docs/calibration.md). The estimator applies them to
// every later what-if, so a calibrated scenario carries its cluster's efficiency along.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

enum class MeasurementKind {
    StepTime,         // seconds per optimizer step
    Mfu,              // model FLOPs utilisation, (0, 1]
    TokensPerSecond,  // whole job
};

struct Measurement {
    MeasurementKind kind = MeasurementKind::StepTime;
    double value = 0;
};

// Which multiplier the measurement is spent on. One number pins down one knob.
enum class CalibrationKnob {
    Compute,  // CalibrationSpec::computeScale (on the GEMM efficiency)
    Link,     // CalibrationSpec::linkScale (on every link bandwidth)
};

struct CalibrationOptions {
    CalibrationKnob knob = CalibrationKnob::Compute;
};

enum class CalibrationStatus {
    Fitted,
    InvalidMeasurement,  // not finite, not positive, or an MFU above 1 is FasterThanPeak
    FasterThanPeak,      // step shorter than the model FLOPs at 100 % of peak on every GPU
    EfficiencyAboveOne,  // needs GEMM efficiency x computeScale > 1 (or a link beyond line rate)
    SlowerThanRange,     // slower than the model at the lowest scale (kMinCalibrationScale)
    LinkNotInvolved,     // knob Link, but the step has no communication that links could change
    NoConvergence,
};

// Exposed communication above this share of the step: one step time cannot tell compute
// efficiency from link efficiency (both only lengthen the step); the result says so.
inline constexpr double kCommunicationHeavyShare = 0.30;
// Lowest multiplier tried: 1/1000 of the catalog efficiency (compute_model clamps at 1e-3).
inline constexpr double kMinCalibrationScale = 1e-3;
// Highest multiplier with a physical meaning: the GEMM efficiency, or the best link efficiency,
// reaching 1 (line rate / peak), and never above kMaxCalibrationScale.
double upperCalibrationScale(const Scenario& s, CalibrationKnob knob);
// Relative step-time tolerance of the fit.
inline constexpr double kCalibrationTolerance = 1e-9;

struct CalibrationResult {
    CalibrationStatus status = CalibrationStatus::NoConvergence;
    CalibrationKnob knob = CalibrationKnob::Compute;  // the multiplier that was fitted
    double measuredStep_s = 0;  // the measurement as a step time of the scenario
    double minStep_s = 0;       // model FLOPs / (GPUs x peak): no run can be faster
    double before_s = 0;        // predicted step with the scenario's calibration
    double after_s = 0;         // predicted step with the fitted one (= before_s if refused)
    double change_pct = 0;      // 100 (after / before - 1)
    double computeScale = 1;    // fitted (or kept) values; the scenario's when refused
    double linkScale = 1;
    double gemmEfficiency = 0;    // gpu.gemmEfficiency x computeScale, as the estimator uses it
    double commShare = 0;         // exposed communication / step after the fit
    bool splitIdentified = true;  // false when commShare > kCommunicationHeavyShare
    CalibrationSpec calibration;  // what to store in Scenario::calibration (when Fitted)
    bool fitted() const { return status == CalibrationStatus::Fitted; }
};

// The scenario must have passed validate(). Pure; about 60-120 estimates.
CalibrationResult calibrate(const Scenario& scenario, const Measurement& measurement,
                            const CalibrationOptions& options = {});

// The scenario with result.calibration stored (unchanged when the result was refused).
Scenario applyCalibration(const Scenario& scenario, const CalibrationResult& result);

// The measurement expressed as a step time of `scenario` (MFU and tokens/s converted with its
// model FLOPs, batch and sequence); 0 when it cannot be (not finite or not positive).
double measuredStepTime_s(const Scenario& scenario, const Estimate& estimate,
                          const Measurement& measurement);

}  // namespace syncwall::core
