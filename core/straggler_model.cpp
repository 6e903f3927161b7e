#include "straggler_model.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace syncwall::core {

namespace {

// Inverse standard normal CDF from the upper-tail probability q = 1 - p, q in (0, 1).
// P. J. Acklam (2003), "An algorithm for computing the inverse normal cumulative distribution
// function": rational approximations, relative error below 1.15e-9. Taking q rather than p keeps
// full precision in the upper tail that Blom's plotting position reaches for large n.
double inverseNormalUpper(double q)
{
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double tail = 0.02425;

    auto tailValue = [&](double t) {  // t = tail probability, returns the (positive) quantile
        const double u = std::sqrt(-2 * std::log(t));
        return -(((((c[0] * u + c[1]) * u + c[2]) * u + c[3]) * u + c[4]) * u + c[5])
               / ((((d[0] * u + d[1]) * u + d[2]) * u + d[3]) * u + 1);
    };
    if (q < tail)
        return tailValue(q);
    if (q > 1 - tail)
        return -tailValue(1 - q);
    const double x = 0.5 - q;  // p - 0.5
    const double r = x * x;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * x
           / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

double nonNegative(double x) { return (std::isfinite(x) && x > 0) ? x : 0.0; }

}  // namespace

double expectedMaxStandardNormal(int n)
{
    if (n <= 1)
        return 0.0;
    // Exact: E[max(Z1, Z2)] = 1/sqrt(pi); E[max of 3] = 3/(2 sqrt(pi)) (Bose & Gupta 1959,
    // Biometrika 46, exact moments of normal order statistics for small n).
    if (n == 2)
        return std::numbers::inv_sqrtpi;
    if (n == 3)
        return 1.5 * std::numbers::inv_sqrtpi;
    // Blom 1958: E[Z_(n:n)] ~ Phi^-1((n - 0.375) / (n + 0.25)); upper tail 0.625 / (n + 0.25).
    return inverseNormalUpper(0.625 / (static_cast<double>(n) + 0.25));
}

// A synchronous step ends when the slowest rank arrives (Dean & Barroso 2013, "The tail at
// scale"): the step is a max over ranks, not a sum, so the slow GPU and the jitter maximum
// compete rather than add. max of expectations <= E[max]: a slight underestimate when both act.
double stragglerDelay_s(double computeStep_s, int ranks, double slowFraction, double jitterCv)
{
    const double step = nonNegative(computeStep_s);
    const double slow = ranks >= 1 ? nonNegative(slowFraction) : 0.0;
    const double jitter = nonNegative(jitterCv) * expectedMaxStandardNormal(ranks);
    return step * std::max(slow, jitter);
}

}  // namespace syncwall::core
