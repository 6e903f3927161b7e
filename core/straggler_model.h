#pragma once
// Synchronous steps wait for the slowest rank.

namespace syncwall::core {

// Expected maximum of n i.i.d. standard normals (Blom approximation, exact for n = 1, 2).
double expectedMaxStandardNormal(int n);

// Extra time per step over `step_s` of pure compute: a persistently slow GPU (fraction slower)
// and Gaussian jitter with coefficient of variation cv across `ranks` ranks.
double stragglerDelay_s(double computeStep_s, int ranks, double slowFraction, double jitterCv);

}  // namespace syncwall::core
