// The P10-P90 band on JCT (core/jct_band.h): the held-out error constant matches the model and
// the fixtures; the band is ordered, holds the point estimate, widens with failures, and is
// reproducible from its seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/jct_band.h"
#include "core/scenario_io.h"
#include "core/validation_set.h"
#include "tests/support/published_runs.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

Scenario llama7b(int gpus) { return llama7bDataParallel(gpus); }

}  // namespace

TEST(JctBand, HeldOutErrorsMatchTheModelOnThePublishedRuns)
{
    // The held-out rows as validation_accuracy_test defines them: not calibration, not ZeRO-3.
    std::vector<double> errors;
    for (const PublishedRun& run : publishedRuns()) {
        if (isCalibrationRun(run.id) || isZero3Run(run.id))
            continue;
        ASSERT_TRUE(run.parsed.ok()) << run.id;
        errors.push_back(run.stepError(estimate(run.parsed.scenario)));
    }
    std::vector<double> constant(kHeldOutStepErrors.begin(), kHeldOutStepErrors.end());
    std::sort(errors.begin(), errors.end());
    std::sort(constant.begin(), constant.end());
    ASSERT_EQ(errors.size(), constant.size());
    for (std::size_t i = 0; i < errors.size(); ++i)  // the constant has four decimals
        EXPECT_NEAR(constant[i], errors[i], 6e-5)
            << "model changed: update kHeldOutStepErrors and docs";
}

TEST(JctBand, OrderedAndHoldsThePointEstimate)
{
    const Catalog catalog = Catalog::builtIn();
    Scenario noFailures = llama7b(64);
    noFailures.reliability.clusterMtbf_s = 1e15;
    for (const Scenario& s : {defaultScenario(catalog), gpt3On1536A100(), llama405bOn16384H100(),
                              llama7b(8), noFailures}) {
        const Estimate e = estimate(s);
        const JctBand b = jctBand(s, e, 1000, 42);
        EXPECT_EQ(b.trials, 1000);
        EXPECT_DOUBLE_EQ(b.point_s, e.run.expected_s);
        EXPECT_LE(b.p10_s, b.p50_s);
        EXPECT_LE(b.p50_s, b.p90_s);
        EXPECT_LT(b.p10_s, b.p90_s);
        EXPECT_LE(b.p10_s, b.point_s) << s.name;
        EXPECT_GE(b.p90_s, b.point_s) << s.name;
        EXPECT_LE(b.failureP10_s, b.failureP90_s);
        EXPECT_LT(b.modelFactorP10,
                  1.0);  // the model over-predicts some runs and under-predicts others
        EXPECT_GT(b.modelFactorP90, 1.0);
    }
}

TEST(JctBand, WithoutFailuresItIsTheModelErrorAlone)
{
    Scenario s = llama7b(64);
    s.reliability.clusterMtbf_s = 1e15;
    const Estimate e = estimate(s);
    const JctBand b = jctBand(s, e, 200, 1);
    EXPECT_DOUBLE_EQ(b.failureP10_s, b.failureP90_s);
    // Every sample is the same run, so the band is that run times the model-error quantiles
    // (up to the interpolation: over 15 factors P10 falls between the 2nd and 3rd, over 15 x 200
    // repeated samples on the 2nd; neighbouring factors are about 1 % apart).
    EXPECT_NEAR(b.p10_s / (b.failureP10_s * b.modelFactorP10), 1.0, 0.02);
    EXPECT_NEAR(b.p90_s / (b.failureP90_s * b.modelFactorP90), 1.0, 0.02);
}

TEST(JctBand, FailuresWidenItAndTheSeedFixesIt)
{
    Scenario calm = llama7b(512);
    calm.reliability.clusterMtbf_s = 1e15;
    Scenario failing = llama7b(512);
    failing.reliability.clusterMtbf_s = 4 * 3600.0;
    const JctBand c = jctBand(calm, estimate(calm), 1000, 7);
    const JctBand f = jctBand(failing, estimate(failing), 1000, 7);
    EXPECT_GT((f.p90_s - f.p10_s) / f.point_s, (c.p90_s - c.p10_s) / c.point_s);
    EXPECT_GT(f.failureP90_s, f.failureP10_s);

    const JctBand again = jctBand(failing, estimate(failing), 1000, 7);
    EXPECT_DOUBLE_EQ(again.p10_s, f.p10_s);
    EXPECT_DOUBLE_EQ(again.p90_s, f.p90_s);
    const JctBand other = jctBand(failing, estimate(failing), 1000, 8);
    EXPECT_NEAR(other.p90_s / f.p90_s, 1.0, 0.02);  // another seed, the same band within noise
}

TEST(JctBand, ZeroThreeIsFlaggedOutsideTheValidatedRange)
{
    Scenario s = gpt3On1536A100();
    s.parallel.zero = 3;
    const Estimate e = estimate(s);
    EXPECT_TRUE(jctBand(s, e, 100, 1).outsideValidation);
    EXPECT_FALSE(jctBand(llama7b(8), estimate(llama7b(8)), 100, 1).outsideValidation);
}
