#include "latency_bandwidth_fit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace syncwall::core {

namespace {

bool positive(double x) { return std::isfinite(x) && x > 0; }

}  // namespace

LatencyBandwidthFit fitLatencyBandwidth(std::span<const SizeTime> input)
{
    LatencyBandwidthFit fit;
    std::vector<SizeTime> points;
    for (const SizeTime& p : input)
        if (positive(p.size_B) && positive(p.time_s))
            points.push_back(p);
    if (points.size() < 2)
        return fit;
    // Sizes in units of the largest keep the normal equations well conditioned (8 B to 16 GiB).
    double scale = 0;
    for (const SizeTime& p : points)
        scale = std::max(scale, p.size_B);
    double s0 = 0, s1 = 0, s2 = 0, r0 = 0, r1 = 0;
    for (const SizeTime& p : points) {
        const double w = 1 / p.time_s;  // weighted least squares, weight 1 / variance ~ 1 / t
        const double x = p.size_B / scale;
        s0 += w;
        s1 += w * x;
        s2 += w * x * x;
        r0 += w * p.time_s;
        r1 += w * x * p.time_s;
    }
    const double det = s0 * s2 - s1 * s1;
    if (!(det > 1e-300 * s0 * s2) || !std::isfinite(det))
        return fit;  // one distinct size: no slope
    fit.points = int(points.size());
    const double alpha = (r0 * s2 - r1 * s1) / det;
    const double betaScaled = (s0 * r1 - s1 * r0) / det;
    fit.latency_s = alpha;
    fit.secondsPerByte = betaScaled / scale;

    double weightedSq = 0, relSq = 0;
    for (const SizeTime& p : points) {
        const double model = alpha + betaScaled * p.size_B / scale;
        const double res = model - p.time_s;
        weightedSq += res * res / p.time_s;
        relSq += (res / p.time_s) * (res / p.time_s);
        fit.maxRelResidual = std::max(fit.maxRelResidual, std::fabs(res / p.time_s));
        if (fit.secondsPerByte > 0 && p.size_B < alpha / fit.secondsPerByte)
            ++fit.latencyBoundPoints;
    }
    fit.rmsRelResidual = std::sqrt(relSq / fit.points);
    // Covariance sigma^2 (X^T W X)^-1 (e.g. Draper & Smith, Applied Regression Analysis, Sec. 9.2).
    const double inf = std::numeric_limits<double>::infinity();
    if (fit.points > 2) {
        const double sigma2 = weightedSq / (fit.points - 2);
        const double seAlpha = std::sqrt(sigma2 * s2 / det);
        const double seBeta = std::sqrt(sigma2 * s0 / det);
        fit.latencyRelError = alpha != 0 ? seAlpha / std::fabs(alpha) : inf;
        fit.bandwidthRelError = betaScaled != 0 ? seBeta / std::fabs(betaScaled) : inf;
    } else {
        fit.latencyRelError = inf;  // two points: a line through both, no error estimate
        fit.bandwidthRelError = inf;
    }
    fit.latencyDetermined = alpha > 0 && fit.latencyBoundPoints >= kMinLatencyBoundPoints
                            && fit.latencyRelError <= kMaxLatencyRelError;
    return fit;
}

}  // namespace syncwall::core
