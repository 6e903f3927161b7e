#include "failure_monte_carlo.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "cancel_flag.h"

namespace syncwall::core {

ReliabilityInputs reliabilityInputsOf(const Estimate& e)
{
    ReliabilityInputs in;
    in.solve_s = e.run.predicted_s;
    in.step_s = e.step.total_s;
    in.mtbf_s = e.reliability.cluster_mtbf_s;
    in.checkpointWrite_s = e.reliability.checkpoint_write_s;
    in.recovery_s = e.reliability.recovery_s;
    in.interval_s = e.reliability.checkpoint_interval_s;
    in.minInterval_s = e.reliability.checkpoint_flush_s;
    return in;
}

MonteCarloResult simulateRun(const Estimate& e, const std::atomic<bool>* cancelled)
{
    const ReliabilityInputs in = reliabilityInputsOf(e);
    return simulateFailures(in, in.interval_s, kRunMonteCarloTrials, kRunMonteCarloSeed, cancelled);
}

namespace {

bool positive(double x) { return std::isfinite(x) && x > 0; }

// mt19937_64's raw output is fixed by the standard; std::*_distribution output is not, so the
// uniform and the exponential are ours: the same seed gives the same samples on any libstdc++.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : m_engine(seed) { }
    // 53 random bits -> [0, 1).
    double uniform() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }
    // Inverse transform: -M ln(1 - u), finite because 1 - u is in (0, 1].
    double exponential(double mean) { return -mean * std::log1p(-uniform()); }

private:
    std::mt19937_64 m_engine;
};

struct Plan {
    double mtbf = 0;
    double recovery = 0;
    double fullSegments = 0;  // segments of tau compute + delta checkpoint
    double segment = 0;       // tau + delta
    double last = 0;          // remainder compute + final checkpoint; 0 = none
};

struct Trial {
    double time = 0;
    double toFailure = 0;  // time from now to the next failure
    long long events = 0;
};

// Runs `count` identical segments of `length`, jumping straight to the next failure (O(failures),
// not O(segments)). A failure loses the segment in progress (its checkpoint is not yet written);
// recovery R follows, and a failure during recovery restarts it (the model of Daly 2006 sec. 3).
// False when the event cap is hit.
bool runSegments(Trial& t, Rng& rng, const Plan& p, double count, double length)
{
    while (count > 0) {
        if (t.toFailure >= count * length) {
            t.time += count * length;
            t.toFailure -= count * length;
            return true;
        }
        count -= std::min(std::floor(t.toFailure / length), count - 1);
        t.time += t.toFailure;
        double next = rng.exponential(p.mtbf);
        while (next < p.recovery) {
            t.time += next;
            if (++t.events > kMonteCarloMaxEventsPerTrial)
                return false;
            next = rng.exponential(p.mtbf);
        }
        t.time += p.recovery;
        t.toFailure = next - p.recovery;  // memoryless: the clock drawn at the failure runs on
        if (++t.events > kMonteCarloMaxEventsPerTrial)
            return false;
    }
    return true;
}

double simulatedInterval(const ReliabilityInputs& in, double interval_s)
{
    double tau = positive(interval_s)      ? interval_s
                 : positive(in.interval_s) ? in.interval_s
                                           : dalyInterval_s(in.checkpointWrite_s, in.mtbf_s);
    // Checkpoints fall between steps: a whole number of steps, at least one.
    if (positive(in.step_s))
        tau = std::max(1.0, std::round(tau / in.step_s)) * in.step_s;
    return std::clamp(positive(tau) ? tau : 1e-3, 1e-3, kReliabilityTimeCap_s);
}

}  // namespace

double sortedQuantile(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double h = (static_cast<double>(sorted.size()) - 1) * q;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

double selectQuantile(std::vector<double>& values, double q)
{
    if (values.empty())
        return 0;
    const double h = (static_cast<double>(values.size()) - 1) * q;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const auto at = values.begin() + static_cast<std::ptrdiff_t>(lo);
    std::nth_element(values.begin(), at, values.end());
    const double low = *at;
    // The next rank is the smallest of those after it (nth_element leaves them unordered).
    const double high = lo + 1 < values.size() ? *std::min_element(at + 1, values.end()) : low;
    return low + (h - static_cast<double>(lo)) * (high - low);
}

MonteCarloResult simulateFailures(const ReliabilityInputs& in, double interval_s, int trials,
                                  std::uint64_t seed, const std::atomic<bool>* cancelled)
{
    MonteCarloResult result;
    const int wanted = std::clamp(trials, 1, kMonteCarloMaxTrials);
    const double tau = simulatedInterval(in, interval_s);
    result.interval_s = tau;

    ReliabilityInputs analyticIn = in;
    analyticIn.interval_s = tau;
    const ReliabilityOutputs analytic = reliabilityCost(analyticIn);

    Plan plan;
    const double solve = positive(in.solve_s) ? std::min(in.solve_s, kReliabilityTimeCap_s) : 0;
    const double delta = positive(in.checkpointWrite_s) ? in.checkpointWrite_s : 0;
    // +inf MTBF = never fails (the cap); broken ones fail at once and end as "hopeless" below.
    plan.mtbf = (in.mtbf_s > 0 && !std::isnan(in.mtbf_s))
                    ? std::min(in.mtbf_s, kReliabilityTimeCap_s)
                    : 1e-300;
    plan.recovery = positive(in.recovery_s) ? in.recovery_s : 0;
    plan.fullSegments = std::floor(solve / tau);
    plan.segment = tau + delta;
    const double rest = solve - plan.fullSegments * tau;
    plan.last = rest > 1e-9 * tau ? rest + delta : 0;

    // Far more failures expected than the cap allows: every trial would truncate; skip them.
    const bool hopeless = analytic.expected_failures > 0.5 * kMonteCarloMaxEventsPerTrial;

    Rng rng(seed);
    result.samples_s.reserve(static_cast<std::size_t>(wanted));
    for (int i = 0; i < wanted; ++i) {
        // volatile: the flag is set by another thread; re-read it every trial.
        if (stopRequested(cancelled))
            break;
        double sample = analytic.expected_s;
        bool complete = false;
        if (solve > 0 && !hopeless) {
            Trial t;
            t.toFailure = rng.exponential(plan.mtbf);
            complete = runSegments(t, rng, plan, plan.fullSegments, plan.segment)
                       && (plan.last <= 0 || runSegments(t, rng, plan, 1, plan.last));
            sample = complete ? t.time : std::max(t.time, analytic.expected_s);
        } else if (solve <= 0) {
            sample = 0;
            complete = true;
        }
        result.truncated = result.truncated || !complete;
        result.samples_s.push_back(std::min(sample, kReliabilityTimeCap_s));
    }

    result.trials = static_cast<int>(result.samples_s.size());
    if (result.samples_s.empty())
        return result;
    std::sort(result.samples_s.begin(), result.samples_s.end());
    double sum = 0;
    for (double s : result.samples_s)
        sum += s;
    result.mean_s = sum / result.trials;
    result.p10_s = sortedQuantile(result.samples_s, 0.10);
    result.p50_s = sortedQuantile(result.samples_s, 0.50);
    result.p90_s = sortedQuantile(result.samples_s, 0.90);
    return result;
}

}  // namespace syncwall::core
