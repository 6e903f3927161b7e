#include "series_calibration.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "estimator.h"

namespace syncwall::core {

namespace {

// The fit keeps each multiplier in [kMinCalibrationScale, upperCalibrationScale] in log space.
constexpr int kMaxIterations = 60;
constexpr double kStepInLog = 1e-4;  // central differences of log step in log scale

bool positive(double x) { return std::isfinite(x) && x > 0; }

bool sameCluster(const HardwareSpec& a, const HardwareSpec& b)
{
    return a.gpu.id == b.gpu.id && a.scaleUp_Bps == b.scaleUp_Bps
           && a.scaleOut_bps == b.scaleOut_bps && a.scaleUpEfficiency == b.scaleUpEfficiency
           && a.scaleOutEfficiency == b.scaleOutEfficiency;
}

struct Model {
    const std::vector<SeriesRun>& runs;
    std::vector<double> logMeasured;

    // log(predicted step) of every run at multipliers e^x[0] (compute), e^x[1] (link).
    std::vector<double> logSteps(const std::array<double, 2>& x) const
    {
        std::vector<double> out;
        for (const SeriesRun& r : runs) {
            Scenario s = r.scenario;
            s.calibration.computeScale = std::exp(x[0]);
            s.calibration.linkScale = std::exp(x[1]);
            out.push_back(std::log(std::max(estimate(s).step.total_s, 1e-300)));
        }
        return out;
    }
    double cost(const std::vector<double>& logStep) const
    {
        double c = 0;
        for (std::size_t i = 0; i < logStep.size(); ++i)
            c += (logStep[i] - logMeasured[i]) * (logStep[i] - logMeasured[i]);
        return c;
    }
};

double rms(const std::vector<double>& predicted, const std::vector<double>& measured)
{
    double sum = 0;
    for (std::size_t i = 0; i < predicted.size(); ++i) {
        const double e = std::log(predicted[i] / measured[i]);
        sum += e * e;
    }
    return predicted.empty() ? 0 : std::sqrt(sum / double(predicted.size()));
}

}  // namespace

SeriesCalibrationResult calibrateSeries(const std::vector<SeriesRun>& runs, SeriesFit fit)
{
    SeriesCalibrationResult r;
    r.fit = fit;
    if (runs.size() < 2) {
        r.status = SeriesStatus::TooFewRuns;
        return r;
    }
    const Scenario& first = runs.front().scenario;
    r.calibration = first.calibration;
    r.computeScale = first.calibration.computeScale;
    r.linkScale = first.calibration.linkScale;
    Model model {runs, {}};
    for (std::size_t i = 0; i < runs.size(); ++i) {
        Scenario s = runs[i].scenario;
        s.calibration = first.calibration;  // one cluster, one calibration
        const Estimate e = estimate(s);
        const double measured = measuredStepTime_s(s, e, runs[i].measurement);
        if (!sameCluster(s.hardware, first.hardware)) {
            r.status = SeriesStatus::OtherCluster;
            r.index = int(i);
            return r;
        }
        if (!positive(measured) || measured > kMaxMeasuredStep_s || !positive(e.step.total_s)) {
            r.status = SeriesStatus::InvalidMeasurement;
            r.index = int(i);
            return r;
        }
        r.measured_s.push_back(measured);
        r.before_s.push_back(e.step.total_s);
        model.logMeasured.push_back(std::log(measured));
    }
    r.rmsErrorBefore = rms(r.before_s, r.measured_s);

    // Levenberg-Marquardt (Nocedal & Wright 2006, sec. 10.3) on log step vs log multipliers,
    // the Jacobian by central differences; the box is kept by clamping each step.
    // The box: from kMinCalibrationScale to where the GEMMs or the links would reach peak or
    // line rate (upperCalibrationScale, as a single run's calibration).
    const double lo = std::log(kMinCalibrationScale);
    const std::array<double, 2> upper {upperCalibrationScale(first, CalibrationKnob::Compute),
                                       upperCalibrationScale(first, CalibrationKnob::Link)};
    const std::array<double, 2> hi {std::log(upper[0]), std::log(upper[1])};
    // A fitted multiplier starts inside the box; a held one stays where it is.
    const std::array<bool, 2> fits {fit != SeriesFit::Link, fit != SeriesFit::Compute};
    const auto inBox = [&](int k, double v) { return fits[k] ? std::clamp(v, lo, hi[k]) : v; };
    std::array<double, 2> x {inBox(0, std::log(r.computeScale)), inBox(1, std::log(r.linkScale))};
    std::vector<double> f = model.logSteps(x);
    double cost = model.cost(f);
    double lambda = 1e-3;
    const std::size_t n = runs.size();
    std::vector<std::array<double, 2>> J(n);
    // The normal equations at `at` (f = the log steps there): J^T J = [[a, b], [b, c]] and
    // J^T (measured - f) = (g0, g1), the Jacobian by central differences.
    struct Normal {
        double a = 0, b = 0, c = 0, g0 = 0, g1 = 0;
    };
    const auto normalAt = [&](const std::array<double, 2>& at, const std::vector<double>& f) {
        for (int k = 0; k < 2; ++k) {
            std::array<double, 2> up = at, down = at;
            up[k] += kStepInLog;
            down[k] -= kStepInLog;
            const std::vector<double> fu = model.logSteps(up), fd = model.logSteps(down);
            for (std::size_t i = 0; i < n; ++i)
                J[i][k] = (fu[i] - fd[i]) / (2 * kStepInLog);
        }
        Normal m;
        for (std::size_t i = 0; i < n; ++i) {
            const double res = model.logMeasured[i] - f[i];
            m.a += J[i][0] * J[i][0];
            m.b += J[i][0] * J[i][1];
            m.c += J[i][1] * J[i][1];
            m.g0 += J[i][0] * res;
            m.g1 += J[i][1] * res;
        }
        // A held multiplier does not move: its gradient and its coupling to the other are 0.
        if (fit != SeriesFit::Both) {
            m.b = 0;
            (fit == SeriesFit::Compute ? m.g1 : m.g0) = 0;
        }
        return m;
    };
    bool converged = false;
    for (int it = 0; it < kMaxIterations && !converged; ++it) {
        auto [a, b, c, g0, g1] = normalAt(x, f);
        // A multiplier on an edge of the box that the step would push past it stays there,
        // and the other is fitted alone (projected Gauss-Newton): a joint step clamped on one
        // side would leave the other where the joint step put it, short of its best.
        const auto pinned = [&](int k, double g) {
            constexpr double kEdge = 1e-12;
            return fits[k] && ((x[k] >= hi[k] - kEdge && g > 0) || (x[k] <= lo + kEdge && g < 0));
        };
        if (pinned(0, g0)) {
            g0 = 0;
            b = 0;
        }
        if (pinned(1, g1)) {
            g1 = 0;
            b = 0;
        }
        bool improved = false;
        for (int tries = 0; tries < 20 && !improved; ++tries) {
            const double da = a * (1 + lambda) + 1e-12, dc = c * (1 + lambda) + 1e-12;
            const double det = da * dc - b * b;
            if (!(std::fabs(det) > 0))
                break;
            std::array<double, 2> next {inBox(0, x[0] + (dc * g0 - b * g1) / det),
                                        inBox(1, x[1] + (da * g1 - b * g0) / det)};
            const std::vector<double> fn = model.logSteps(next);
            const double cn = model.cost(fn);
            if (cn < cost) {
                converged =
                    cost - cn < 1e-14
                    || (std::fabs(next[0] - x[0]) < 1e-9 && std::fabs(next[1] - x[1]) < 1e-9);
                x = next;
                f = fn;
                cost = cn;
                lambda = std::max(lambda / 10, 1e-9);
                improved = true;
            } else {
                lambda *= 10;
            }
        }
        if (!improved)
            converged = true;  // no step lowers the cost: a minimum on the box or in it
    }
    if (!std::isfinite(cost)) {
        r.status = SeriesStatus::NoConvergence;
        return r;
    }

    // How well each is pinned down: covariance sigma^2 (J^T J)^-1 in log multipliers for a
    // kSeriesMeasurementError error in each log step (Nocedal & Wright sec. 10.3, linearised).
    const auto [a, b, c, g0, g1] = normalAt(x, f);
    const double s2 = kSeriesMeasurementError * kSeriesMeasurementError;
    const double huge = 1e9;
    const double tiny = 1e-12 * std::max({a, c, 1e-300});
    if (fit != SeriesFit::Both) {
        // One multiplier fitted, as if the other were known: 0 for the one held.
        const double moved = fit == SeriesFit::Compute ? a : c;
        const double u = moved > tiny ? std::sqrt(s2 / moved) : huge;
        r.computeUncertainty = fit == SeriesFit::Compute ? u : 0;
        r.linkUncertainty = fit == SeriesFit::Link ? u : 0;
        r.correlation = 0;
    } else if (c <= tiny || a <= tiny) {
        // One multiplier moves no run: it is undetermined; the other as if it were fixed.
        r.computeUncertainty = a > tiny ? std::sqrt(s2 / a) : huge;
        r.linkUncertainty = c > tiny ? std::sqrt(s2 / c) : huge;
        r.correlation = 0;
    } else {
        const double det = a * c - b * b;
        const bool apart = det > 1e-9 * a * c;  // else the runs move both alike: collinear
        r.computeUncertainty = apart ? std::sqrt(s2 * c / det) : huge;
        r.linkUncertainty = apart ? std::sqrt(s2 * a / det) : huge;
        r.correlation = -b / std::sqrt(a * c);
    }
    r.computeDetermined = r.fitsCompute() && r.computeUncertainty < kSeriesDeterminedShare;
    r.linkDetermined = r.fitsLink() && r.linkUncertainty < kSeriesDeterminedShare;

    // exp(log(x)) may land an ulp past the box, which the scenario keys refuse; a held
    // multiplier keeps the first run's value exactly.
    const auto scale = [&](int k, double held) {
        return fits[k] ? std::clamp(std::exp(x[k]), kMinCalibrationScale, upper[k]) : held;
    };
    r.computeScale = scale(0, first.calibration.computeScale);
    r.linkScale = scale(1, first.calibration.linkScale);
    for (double logStep : f)
        r.after_s.push_back(std::exp(logStep));
    r.rmsErrorAfter = rms(r.after_s, r.measured_s);
    r.calibration.computeScale = r.computeScale;
    r.calibration.linkScale = r.linkScale;
    r.calibration.measuredStep_s = r.measured_s.front();
    r.calibration.measuredMfu.reset();
    r.status = SeriesStatus::Fitted;
    return r;
}

StorableSeries calibrateStorableSeries(const std::vector<SeriesRun>& runs)
{
    StorableSeries out {calibrateSeries(runs), std::nullopt};
    if (!out.stored.fitted())
        return out;
    // Sums of squared log errors: n x rms^2.
    const double n = double(out.stored.measured_s.size());
    const auto sum = [n](const SeriesCalibrationResult& r) {
        return n * r.rmsErrorAfter * r.rmsErrorAfter;
    };
    // Which multiplier explains the runs best alone is judged with the other at 1, wherever
    // the first run's calibration stands: a decision that followed the stored values would
    // alternate between the two as they were applied again.
    std::vector<SeriesRun> neutral = runs;
    for (SeriesRun& run : neutral)
        run.scenario.calibration.computeScale = run.scenario.calibration.linkScale = 1.0;
    const SeriesCalibrationResult compute = calibrateSeries(neutral, SeriesFit::Compute);
    const SeriesCalibrationResult link = calibrateSeries(neutral, SeriesFit::Link);
    const SeriesCalibrationResult& alone =
        !link.fitted() || (compute.fitted() && sum(compute) <= sum(link)) ? compute : link;
    const double chance =
        kSecondMultiplierChiSquare * kSeriesMeasurementError * kSeriesMeasurementError;
    const bool usable = out.stored.computeUncertainty < kSeriesUsableShare
                        && out.stored.linkUncertainty < kSeriesUsableShare;
    if (!alone.fitted())
        return out;
    // The one multiplier, fitted with the other where the first run has it (a link scale from
    // nccl-tests, say): the test of the second is on what would be stored.
    const CalibrationSpec& held = runs.front().scenario.calibration;
    SeriesCalibrationResult one = held.computeScale == 1.0 && held.linkScale == 1.0
                                      ? alone  // the same fit: the first run holds 1 already
                                      : calibrateSeries(runs, alone.fit);
    if (!one.fitted() || (usable && sum(one) - sum(out.stored) > chance))
        return out;
    out.both = std::move(out.stored);
    out.stored = std::move(one);
    return out;
}

}  // namespace syncwall::core
