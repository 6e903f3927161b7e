#pragma once
// Seeded Monte Carlo of a run under exponential failures: checkpoints every tau, lost work back
// to the last checkpoint, recovery per failure. Gives the JCT distribution, not only its mean.

#include <cstdint>
#include <vector>

#include "reliability_model.h"

namespace syncwall::core {

struct MonteCarloResult {
    double p10_s = 0;
    double p50_s = 0;
    double p90_s = 0;
    double mean_s = 0;
    int trials = 0;
    std::vector<double> samples_s;   // sorted
};

// trials >= 1; the same seed gives the same result. `cancelled` may be null; when it turns
// true the run stops early and returns what it has.
MonteCarloResult simulateFailures(const ReliabilityInputs& in, double interval_s, int trials,
                                  std::uint64_t seed, const bool* cancelled = nullptr);

}  // namespace syncwall::core
