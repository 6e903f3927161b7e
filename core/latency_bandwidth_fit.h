#pragma once
// The Hockney (alpha-beta) line time = alpha + beta x size fitted to measured (size, time)
// points by weighted least squares, with how well each parameter is determined.

#include <span>

namespace syncwall::core {

struct SizeTime {
    double size_B = 0;
    double time_s = 0;
};

struct LatencyBandwidthFit {
    int points = 0;
    double latency_s = 0;          // alpha, the intercept (can come out negative)
    double secondsPerByte = 0;     // beta, the slope; 1 / beta is the asymptotic rate
    double latencyRelError = 0;    // standard error / |value|; infinite when not estimable
    double bandwidthRelError = 0;  // of beta
    double rmsRelResidual = 0;     // sqrt(mean(((alpha + beta n) - t) / t)^2)
    double maxRelResidual = 0;
    int latencyBoundPoints = 0;      // points below the half-performance length alpha / beta
    bool latencyDetermined = false;  // see kMinLatencyBoundPoints, kMaxLatencyRelError
    bool usable() const { return points >= 2 && secondsPerByte > 0; }
};

// A latency is read from a table only where at least two sizes sit below Hockney's
// half-performance length n_1/2 = alpha / beta, where the latency is at least half the time
// (R. W. Hockney, "The communication challenge for MPP", Parallel Computing 20, 1994, Sec. 3);
// above it the intercept is an extrapolation from bandwidth-bound sizes.
inline constexpr int kMinLatencyBoundPoints = 2;
// ... and only when its standard error is at most half its value.
inline constexpr double kMaxLatencyRelError = 0.5;

// Weights 1/t: the variance of a timing grows with the time (nccl-tests averages a fixed
// number of iterations), so neither the microsecond sizes (weights 1/t^2, relative error) nor
// the gigabyte sizes (weights 1, absolute error) decide the fit alone. Points with a
// non-positive or non-finite size or time are ignored; fewer than two distinct sizes give
// points < 2 (not usable).
LatencyBandwidthFit fitLatencyBandwidth(std::span<const SizeTime> points);

}  // namespace syncwall::core
