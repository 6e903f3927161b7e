#pragma once
// Seeded Monte Carlo of a run under exponential failures: checkpoints every tau, lost work back
// to the last checkpoint, recovery per failure. Gives the JCT distribution, not only its mean.

#include <atomic>
#include <cstdint>
#include <vector>

#include "estimate.h"
#include "reliability_model.h"

namespace syncwall::core {

struct MonteCarloResult {
    double p10_s = 0;
    double p50_s = 0;
    double p90_s = 0;
    double mean_s = 0;
    int trials = 0;                 // completed (fewer than asked when cancelled)
    double interval_s = 0;          // the interval simulated (rounded to whole steps)
    bool truncated = false;         // some trial hit the event cap; its sample is Daly's mean
    std::vector<double> samples_s;  // sorted
};

// The q-quantile of sorted values, linear between closest ranks (Hyndman & Fan 1996,
// definition 7); 0 for none.
double sortedQuantile(const std::vector<double>& sorted, double q);
// The same quantile of unsorted values, found by selection (O(n)) instead of a sort: `values`
// is reordered.
double selectQuantile(std::vector<double>& values, double q);

// Upper bounds that keep a hostile input (MTBF of seconds, billions of trials) from hanging.
inline constexpr long long kMonteCarloMaxEventsPerTrial = 100000;
inline constexpr int kMonteCarloMaxTrials = 1000000;

// trials >= 1 (clamped to [1, kMonteCarloMaxTrials]); the same seed gives the same result.
// interval_s > 0 overrides in.interval_s; both 0 = Daly's optimum. `cancelled` may be null;
// when it turns true the run stops early and returns what it has.
MonteCarloResult simulateFailures(const ReliabilityInputs& in, double interval_s, int trials,
                                  std::uint64_t seed, const std::atomic<bool>* cancelled = nullptr);

// The terms the estimator resolved for a run (failure-free time, step, cluster MTBF, checkpoint
// write, recovery, interval): what its expected JCT used, for the Monte Carlo to use too.
ReliabilityInputs reliabilityInputsOf(const Estimate& estimate);

// The run's failure Monte Carlo as the window shows it (cards, checkpoint chart): the
// estimate's own terms and checkpoint interval, a fixed number of trials and seed.
inline constexpr int kRunMonteCarloTrials = 2000;
inline constexpr std::uint64_t kRunMonteCarloSeed = 0x5eed;
MonteCarloResult simulateRun(const Estimate& estimate,
                             const std::atomic<bool>* cancelled = nullptr);

}  // namespace syncwall::core
