#include "family_holdout.h"

#include <algorithm>
#include <cmath>

#include "estimator.h"

namespace syncwall::core {
namespace {

double stepAt(const HoldoutRun& run, double scale)
{
    Scenario s = run.scenario;
    s.calibration.computeScale *= scale;
    return stepEstimate(s).step.total_s;
}

double absoluteLogError(const std::vector<const HoldoutRun*>& runs, double logScale)
{
    double sum = 0;
    for (const HoldoutRun* r : runs) {
        const double e = std::log(stepAt(*r, std::exp(logScale)) / r->measuredStep_s);
        sum += std::isfinite(e) ? std::abs(e) : 1e6;
    }
    return sum;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

}  // namespace

double fitComputeScale(const std::vector<const HoldoutRun*>& runs)
{
    if (runs.empty())
        return 1.0;
    // Golden-section search (Kiefer 1953) on log scale in [log 1/4, log 4], to 1e-4 in log.
    const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = std::log(0.25), b = std::log(4.0);
    double c = b - phi * (b - a), d = a + phi * (b - a);
    double fc = absoluteLogError(runs, c), fd = absoluteLogError(runs, d);
    while (b - a > 1e-4) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = absoluteLogError(runs, c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = absoluteLogError(runs, d);
        }
    }
    return std::exp(0.5 * (a + b));
}

std::vector<FamilyHoldout> leaveOneFamilyOut(const std::vector<HoldoutRun>& runs)
{
    std::vector<FamilyHoldout> out;
    for (int f = 0; f < kRunFamilyCount; ++f) {
        const auto family = static_cast<RunFamily>(f);
        std::vector<const HoldoutRun*> inside, outside;
        for (const HoldoutRun& r : runs)
            (inFamily(r.families, family) ? inside : outside).push_back(&r);
        if (inside.empty() || outside.empty())
            continue;
        FamilyHoldout h;
        h.family = family;
        h.rows = int(inside.size());
        h.fittedOn = int(outside.size());
        h.computeScale = fitComputeScale(outside);
        for (const HoldoutRun* r : inside) {
            h.errorsBefore.push_back(stepAt(*r, 1.0) / r->measuredStep_s - 1.0);
            h.errorsAfter.push_back(stepAt(*r, h.computeScale) / r->measuredStep_s - 1.0);
        }
        out.push_back(std::move(h));
    }
    return out;
}

double pooledMedianAbsError(const std::vector<FamilyHoldout>& holdouts)
{
    std::vector<double> all;
    for (const FamilyHoldout& h : holdouts)
        for (double e : h.errorsAfter)
            all.push_back(std::abs(e));
    return median(all);
}

}  // namespace syncwall::core
