// The P10-P90 band on JCT (core/jct_band.h): the held-out error constant matches the model and
// the fixtures; the band is ordered, holds the point estimate, widens with failures, and is
// reproducible from its seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/jct_band.h"
#include "core/run_family.h"
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

TEST(JctBand, ModernErrorsMatchTheModelOnTheModernRuns)
{
    // Every modern run, in runs.json's order (none is fitted on).
    std::vector<double> errors;
    for (const PublishedRun& run : publishedRuns("validation-modern")) {
        ASSERT_TRUE(run.parsed.ok()) << run.id;
        errors.push_back(run.stepError(estimate(run.parsed.scenario)));
    }
    ASSERT_EQ(errors.size(), kModernStepErrors.size());
    for (std::size_t i = 0; i < errors.size(); ++i)
        EXPECT_NEAR(kModernStepErrors[i], errors[i], 6e-5)
            << i << ": " << errors[i] << "; model changed: update kModernStepErrors and docs";
}

TEST(JctBand, ModernHeldOutErrorsMatchTheModelOnTheHeldOutSeries)
{
    // Every row of every held-out series (tests/data/heldout-*/) that no constant was fitted on
    // and whose scenario the modern runs' range covers, ascending. On drift the message prints
    // the list to paste into kModernHeldOutStepErrors (and the figures of docs/calibration.md).
    std::vector<std::string> series;
    for (const auto& entry : std::filesystem::directory_iterator(SYNCWALL_TEST_DATA_DIR))
        if (entry.is_directory() && entry.path().filename().string().rfind("heldout-", 0) == 0)
            series.push_back(entry.path().filename().string());
    std::sort(series.begin(), series.end());
    ASSERT_FALSE(series.empty());
    std::vector<double> errors;
    for (const std::string& set : series) {
        for (const PublishedRun& run : publishedRuns(set)) {
            ASSERT_TRUE(run.parsed.ok()) << set << ": " << run.id;
            const Scenario& s = run.parsed.scenario;
            const Estimate e = estimate(s);
            if (isCalibrationRun(run.id)
                || validatedRange(s, e.layout.zero) != ValidatedRange::Modern)
                continue;
            errors.push_back(run.stepError(e));
        }
    }
    std::sort(errors.begin(), errors.end());
    std::ostringstream list;
    list << std::fixed << std::setprecision(4) << std::showpos;
    for (std::size_t i = 0; i < errors.size(); ++i)
        list << errors[i] << (i + 1 < errors.size() ? ", " : "");
    ASSERT_EQ(errors.size(), kModernHeldOutStepErrors.size()) << list.str();
    for (std::size_t i = 0; i < errors.size(); ++i)
        EXPECT_NEAR(kModernHeldOutStepErrors[i], errors[i], 6e-5)
            << i << "; model changed: update kModernHeldOutStepErrors to " << list.str();
}

TEST(JctBand, EachScenarioTakesTheErrorsOfItsValidatedRange)
{
    // A dense bf16 H100 run takes the Megatron rows' errors; the same run in FP8 the modern
    // runs'; on an MI300X neither covers it and there is no band. The factors are the errors'
    // 1 / (1 + e), read at P10 and P90 as jct_band.cpp does (type 7 over the sorted values).
    const auto factorsAt = [](const auto& errors, double q) {
        std::vector<double> f;
        for (double e : errors)
            f.push_back(1.0 / (1.0 + e));
        std::sort(f.begin(), f.end());
        const double h = (f.size() - 1) * q;
        const auto lo = static_cast<std::size_t>(h);
        return f[lo] + (h - lo) * (f[lo + 1] - f[lo]);
    };
    Scenario bf16 = llama405bOn16384H100();
    bf16.gpus = 8192;
    bf16.training.globalBatch = 1024;
    const JctBand megatron = jctBand(bf16, estimate(bf16), 100, 3);
    EXPECT_EQ(megatron.basis, ValidatedRange::Megatron);
    EXPECT_FALSE(megatron.outsideValidation);
    EXPECT_NEAR(megatron.modelFactorP10, factorsAt(kHeldOutStepErrors, 0.1), 1e-12);
    EXPECT_NEAR(megatron.modelFactorP90, factorsAt(kHeldOutStepErrors, 0.9), 1e-12);

    Scenario fp8 = bf16;
    fp8.training.precision = Precision::Fp8;
    const JctBand modern = jctBand(fp8, estimate(fp8), 100, 3);
    EXPECT_EQ(modern.basis, ValidatedRange::Modern);
    EXPECT_FALSE(modern.outsideValidation);
    // The modern set's runs and the held-out series' rows together.
    std::vector<double> modernErrors(kModernStepErrors.begin(), kModernStepErrors.end());
    modernErrors.insert(modernErrors.end(), kModernHeldOutStepErrors.begin(),
                        kModernHeldOutStepErrors.end());
    EXPECT_NEAR(modern.modelFactorP10, factorsAt(modernErrors, 0.1), 1e-12);
    EXPECT_NEAR(modern.modelFactorP90, factorsAt(modernErrors, 0.9), 1e-12);
    // The modern runs scatter more, both ways: their band is the wider by a tenth of the estimate.
    EXPECT_GT(modern.modelFactorP90 - modern.modelFactorP10,
              megatron.modelFactorP90 - megatron.modelFactorP10 + 0.1);

    Scenario other = bf16;
    other.hardware.gpu = Catalog::builtIn().gpu("mi300x")->spec;
    const JctBand none = jctBand(other, estimate(other), 100, 3);
    EXPECT_EQ(none.basis, ValidatedRange::None);
    EXPECT_TRUE(none.outsideValidation);
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

// A newer request cancels a band in flight: it stops between trials and carries no quantiles,
// so no half-made band is ever mistaken for a result.
TEST(JctBand, CancelledStopsWithoutQuantiles)
{
    Scenario failing = llama7b(512);
    failing.reliability.clusterMtbf_s = 4 * 3600.0;
    const std::atomic<bool> cancelled {true};
    const JctBand b = jctBand(failing, estimate(failing), 1000, 7, &cancelled);
    EXPECT_EQ(b.trials, 0);
    EXPECT_EQ(b.p10_s, 0.0);
    EXPECT_EQ(b.p90_s, 0.0);
    const std::atomic<bool> running {false};
    EXPECT_EQ(jctBand(failing, estimate(failing), 1000, 7, &running).trials, 1000);
}

// The band as the window shows it is the band of the run's own Monte Carlo: the window runs
// simulateRun once and takes the band from its samples, the CLI and exports call jctBand(s, e).
TEST(JctBand, FromTheRunsOwnMonteCarlo)
{
    Scenario failing = llama7b(512);
    failing.reliability.clusterMtbf_s = 4 * 3600.0;
    const Estimate e = estimate(failing);
    const JctBand shown = jctBand(failing, e, simulateRun(e));
    const JctBand cli = jctBand(failing, e);
    EXPECT_EQ(shown.trials, kRunMonteCarloTrials);
    EXPECT_EQ(cli.p10_s, shown.p10_s);
    EXPECT_EQ(cli.p50_s, shown.p50_s);
    EXPECT_EQ(cli.p90_s, shown.p90_s);
    EXPECT_LT(shown.p10_s, shown.p90_s);
}

TEST(JctBand, ZeroThreeIsFlaggedOutsideTheValidatedRange)
{
    Scenario s = gpt3On1536A100();
    s.parallel.zero = 3;
    const Estimate e = estimate(s);
    EXPECT_TRUE(jctBand(s, e, 100, 1).outsideValidation);
    EXPECT_FALSE(jctBand(llama7b(8), estimate(llama7b(8)), 100, 1).outsideValidation);
}
