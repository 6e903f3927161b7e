#include "calibration.h"

#include <algorithm>
#include <cmath>

#include "compute_model.h"
#include "estimator.h"

namespace syncwall::core {

namespace {

constexpr int kMaxBisections = 200;
// The fitted step must reproduce the measurement to this relative error, or NoConvergence.
constexpr double kAcceptedError = 1e-6;

bool positive(double x) { return std::isfinite(x) && x > 0; }

Scenario withScale(const Scenario& s, CalibrationKnob knob, double scale)
{
    Scenario out = s;
    (knob == CalibrationKnob::Compute ? out.calibration.computeScale : out.calibration.linkScale) =
        scale;
    return out;
}

double stepAt(const Scenario& s, CalibrationKnob knob, double scale)
{
    return estimate(withScale(s, knob, scale)).step.total_s;
}

}  // namespace

double upperCalibrationScale(const Scenario& s, CalibrationKnob knob)
{
    const HardwareSpec& hw = s.hardware;
    const double eff = knob == CalibrationKnob::Compute
                           ? hw.gpu.gemmEfficiency
                           : std::max(hw.scaleUpEfficiency, hw.scaleOutEfficiency);
    return positive(eff) ? std::min(1.0 / eff, kMaxCalibrationScale) : kMaxCalibrationScale;
}

namespace {

struct Fit {
    CalibrationStatus status = CalibrationStatus::NoConvergence;
    double scale = 1;
};

// The step is monotone non-increasing in either multiplier (faster GEMMs or links never slow a
// step: every term of step_model.cpp is non-decreasing in compute and communication time), so
// bisection on log(scale) brackets the root once the end points do.
Fit bisect(const Scenario& s, CalibrationKnob knob, double measured_s)
{
    Fit fit;
    double lo = kMinCalibrationScale;
    double hi = upperCalibrationScale(s, knob);
    const double slowest = stepAt(s, knob, lo);
    const double fastest = stepAt(s, knob, hi);
    if (knob == CalibrationKnob::Link && slowest - fastest <= kCalibrationTolerance * measured_s) {
        fit.status = CalibrationStatus::LinkNotInvolved;
        return fit;
    }
    if (measured_s < fastest * (1 - kCalibrationTolerance)) {
        fit.status = CalibrationStatus::EfficiencyAboveOne;
        return fit;
    }
    if (measured_s > slowest * (1 + kCalibrationTolerance)) {
        fit.status = CalibrationStatus::SlowerThanRange;
        return fit;
    }
    for (int i = 0; i < kMaxBisections && hi / lo - 1 > 1e-14; ++i) {
        const double mid = std::sqrt(lo * hi);
        (stepAt(s, knob, mid) > measured_s ? lo : hi) = mid;
    }
    fit.scale = std::sqrt(lo * hi);
    const double error = stepAt(s, knob, fit.scale) / measured_s - 1;
    fit.status = std::fabs(error) <= kAcceptedError ? CalibrationStatus::Fitted
                                                    : CalibrationStatus::NoConvergence;
    return fit;
}

}  // namespace

double measuredStepTime_s(const Scenario& s, const Estimate& e, const Measurement& m)
{
    if (!positive(m.value))
        return 0;
    double step = 0;
    switch (m.kind) {
    case MeasurementKind::StepTime:
        step = m.value;
        break;
    case MeasurementKind::Mfu: {
        // MFU = model FLOPs per step / (step x GPUs x peak) (docs/model.md Sec. 6), solved for step.
        const double peak = peakFlops(s.hardware.gpu, s.training.precision) * std::max(1, s.gpus);
        step = peak > 0 ? e.run.flops_per_step / (m.value * peak) : 0;
        break;
    }
    case MeasurementKind::TokensPerSecond:
        // tokens/s = B s / step (docs/model.md Sec. 6).
        step = double(s.training.globalBatch) * s.model.seqLen / m.value;
        break;
    }
    return positive(step) ? step : 0;
}

CalibrationResult calibrate(const Scenario& scenario, const Measurement& measurement,
                            const CalibrationOptions& options)
{
    CalibrationResult r;
    r.knob = options.knob;
    r.computeScale = scenario.calibration.computeScale;
    r.linkScale = scenario.calibration.linkScale;
    r.calibration = scenario.calibration;
    const Estimate before = estimate(scenario);
    r.before_s = before.step.total_s;
    r.after_s = r.before_s;
    r.gemmEfficiency = effectiveGemmEfficiency(scenario.hardware.gpu, r.computeScale);
    r.commShare = before.run.comm_share;
    r.splitIdentified = r.commShare <= kCommunicationHeavyShare;

    r.measuredStep_s = measuredStepTime_s(scenario, before, measurement);
    const double peak =
        peakFlops(scenario.hardware.gpu, scenario.training.precision) * std::max(1, scenario.gpus);
    r.minStep_s = peak > 0 ? before.run.flops_per_step / peak : 0;  // MFU = 1
    if (!(r.measuredStep_s > 0) || r.measuredStep_s > kMaxMeasuredStep_s || !(r.before_s > 0)) {
        r.status = CalibrationStatus::InvalidMeasurement;
        return r;
    }
    if (r.measuredStep_s < r.minStep_s) {
        r.status = CalibrationStatus::FasterThanPeak;
        return r;
    }
    const Fit fit = bisect(scenario, options.knob, r.measuredStep_s);
    r.status = fit.status;
    if (!r.fitted())
        return r;

    const Scenario calibrated = withScale(scenario, options.knob, fit.scale);
    const Estimate after = estimate(calibrated);
    r.computeScale = calibrated.calibration.computeScale;
    r.linkScale = calibrated.calibration.linkScale;
    r.gemmEfficiency = effectiveGemmEfficiency(scenario.hardware.gpu, r.computeScale);
    r.after_s = after.step.total_s;
    r.change_pct = 100.0 * (r.after_s / r.before_s - 1.0);
    r.commShare = after.run.comm_share;
    r.splitIdentified = r.commShare <= kCommunicationHeavyShare;
    r.calibration = calibrated.calibration;
    r.calibration.measuredStep_s.reset();
    r.calibration.measuredMfu.reset();
    if (measurement.kind == MeasurementKind::Mfu)
        r.calibration.measuredMfu = measurement.value;
    else  // tokens/s is stored as the step time it implies for this scenario's batch
        r.calibration.measuredStep_s = r.measuredStep_s;
    return r;
}

Scenario applyCalibration(const Scenario& scenario, const CalibrationResult& result)
{
    Scenario out = scenario;
    if (result.fitted())
        out.calibration = result.calibration;
    return out;
}

}  // namespace syncwall::core
