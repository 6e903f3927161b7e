// Stragglers: expected maximum of n standard normals and the barrier delay.
// Exact E[max] values: Harter 1961 ("Expected values of normal order statistics", Biometrika
// 48), re-derived here by Simpson quadrature of n x phi(x) Phi(x)^(n-1) x over [-10, 10].
#include <gtest/gtest.h>

#include <climits>
#include <cmath>

#include "core/straggler_model.h"

using namespace syncwall::core;

TEST(Stragglers, ExactSmallCases)
{
    EXPECT_EQ(expectedMaxStandardNormal(1), 0.0);  // one rank: its own mean
    EXPECT_EQ(expectedMaxStandardNormal(0), 0.0);  // no ranks: no wait
    EXPECT_EQ(expectedMaxStandardNormal(-5), 0.0);
    // E[max(Z1, Z2)] = E|Z1 - Z2| / 2 = (2/sqrt(pi)) / 2 = 1/sqrt(pi) = 0.564190
    EXPECT_NEAR(expectedMaxStandardNormal(2), 0.5641895835, 1e-10);
    // n = 3: 3/(2 sqrt(pi)) = 0.846284 (Harter's 0.8463)
    EXPECT_NEAR(expectedMaxStandardNormal(3), 0.8462843753, 1e-10);
}

TEST(Stragglers, BlomValuesFromAnIndependentInverseNormal)
{
    // Blom: Phi^-1((n - 0.375)/(n + 0.25)). Reference quantiles from Python's
    // statistics.NormalDist.inv_cdf (Wichura's AS241, a different algorithm from ours):
    //   n = 4:    p = 3.625/4.25        = 0.852941 -> 1.049131
    //   n = 10:   p = 9.625/10.25       = 0.939024 -> 1.546635
    //   n = 100:  p = 99.625/100.25     = 0.993766 -> 2.498591
    //   n = 1000: p = 999.625/1000.25   = 0.999375 -> 3.227290
    //   n = 1e6:  p = 1 - 0.625/1000000.25        -> 4.847543
    //   n = 2^31 - 1: upper tail 2.91e-10         -> 6.195209
    EXPECT_NEAR(expectedMaxStandardNormal(4), 1.049131, 2e-6);
    EXPECT_NEAR(expectedMaxStandardNormal(10), 1.546635, 2e-6);
    EXPECT_NEAR(expectedMaxStandardNormal(100), 2.498591, 2e-6);
    EXPECT_NEAR(expectedMaxStandardNormal(1000), 3.227290, 2e-6);
    EXPECT_NEAR(expectedMaxStandardNormal(1000000), 4.847543, 2e-6);
    EXPECT_NEAR(expectedMaxStandardNormal(INT_MAX), 6.195209, 2e-6);
}

TEST(Stragglers, BlomIsWithinHalfAPercentOfExactFromTenRanks)
{
    // Exact (Harter 1961; our quadrature agrees to 5 digits): 1.5388, 2.5076, 3.2414.
    // Blom's error there: +0.51%, -0.36%, -0.44%: bounded by 0.6%.
    EXPECT_NEAR(expectedMaxStandardNormal(10) / 1.53875, 1.0, 0.006);
    EXPECT_NEAR(expectedMaxStandardNormal(100) / 2.50759, 1.0, 0.006);
    EXPECT_NEAR(expectedMaxStandardNormal(1000) / 3.24144, 1.0, 0.006);
    EXPECT_NEAR(expectedMaxStandardNormal(4) / 1.02938, 1.0, 0.02);  // +1.9% at n = 4
}

TEST(Stragglers, GrowsWithRanksAndApproachesSqrtTwoLogNFromBelow)
{
    double previous = -1;
    for (int n = 1; n <= 100000; n += (n < 100 ? 1 : n / 10)) {
        const double e = expectedMaxStandardNormal(n);
        EXPECT_GT(e, previous) << n;
        previous = e;
    }
    // sqrt(2 ln n) is the leading term only: 3.717 at n = 1000 vs 3.227; the ratio climbs to 1.
    double ratio = 0;
    for (int n : {1000, 1000000, INT_MAX}) {
        const double r = expectedMaxStandardNormal(n) / std::sqrt(2 * std::log(n));
        EXPECT_LT(r, 1.0);
        EXPECT_GT(r, ratio);
        ratio = r;
    }
    EXPECT_GT(ratio, 0.94);  // 6.1952 / 6.5555 = 0.945 at n = 2^31 - 1
}

TEST(Stragglers, SlowGpuAndJitterCompeteAtTheBarrier)
{
    // Seed 000: one GPU 15% slower delays the whole synchronous step by 15%.
    EXPECT_NEAR(stragglerDelay_s(2.0, 1024, 0.15, 0), 0.30, 1e-12);
    // 1000 ranks, cv 2%: jitter wait = 0.02 x 3.22729 = 6.45% < 15%: the slow GPU decides.
    EXPECT_NEAR(stragglerDelay_s(1.0, 1000, 0.15, 0.02), 0.15, 1e-12);
    // cv 10%: 0.1 x 3.22729 = 0.322729 s > 0.15 s: the jitter maximum decides.
    EXPECT_NEAR(stragglerDelay_s(1.0, 1000, 0.15, 0.10), 0.322729, 1e-6);
    // One rank has nothing to wait for but its own slowness.
    EXPECT_NEAR(stragglerDelay_s(1.0, 1, 0.0, 0.5), 0.0, 1e-15);
    EXPECT_NEAR(stragglerDelay_s(1.0, 1, 0.1, 0.5), 0.1, 1e-15);
}

TEST(Stragglers, BadInputGivesNoDelayNeverNaN)
{
    EXPECT_EQ(stragglerDelay_s(std::nan(""), 8, 0.1, 0.1), 0.0);
    EXPECT_EQ(stragglerDelay_s(-1, 8, 0.1, 0.1), 0.0);
    EXPECT_EQ(stragglerDelay_s(1, 8, -0.1, std::nan("")), 0.0);
    EXPECT_EQ(stragglerDelay_s(1, 0, 0.1, 0.1), 0.0);
    EXPECT_TRUE(std::isfinite(stragglerDelay_s(1e300, INT_MAX, 0, 10)));
}
