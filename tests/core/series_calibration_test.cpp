// Calibration from a series of runs of one cluster (core/series_calibration.h).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "core/estimator.h"
#include "core/series_calibration.h"
#include "core/validator.h"
#include "tests/support/published_runs.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// GPT-3 175B on DGX A100 at TP 8, PP 12 and DP 4, 16, 64 (384, 1,536, 6,144 GPUs): the batch of
// 1,536 gives 384, 96 and 24 micro-batches per replica, so the data-parallel all-reduce and the
// bubble weigh differently on each run, and the two multipliers act differently.
std::vector<SeriesRun> gpt3Series(double computeScale, double linkScale, double scaleOut_bps,
                                  double scaleUp_Bps = 300e9)
{
    std::vector<SeriesRun> runs;
    for (int gpus : {384, 1536, 6144}) {
        Scenario truth = gpt3On1536A100();
        truth.gpus = gpus;
        truth.hardware.scaleOut_bps = scaleOut_bps;
        truth.hardware.scaleUp_Bps = scaleUp_Bps;
        truth.calibration.computeScale = computeScale;
        truth.calibration.linkScale = linkScale;
        const double measured = estimate(truth).step.total_s;
        Scenario plain = truth;
        plain.calibration = CalibrationSpec {};
        runs.push_back({plain, {MeasurementKind::StepTime, measured}});
    }
    return runs;
}

}  // namespace

TEST(SeriesCalibration, RecoversTheMultipliersThatMadeTheSeries)
{
    // Round trip: the "measurements" are the model's own steps at compute 0.85 and link 0.5 on a
    // 25 Gb/s NIC (communication is a large and changing share of the step across the series).
    // Three equations, two unknowns, no noise: the fit must return them, and determine both.
    const SeriesCalibrationResult r = calibrateSeries(gpt3Series(0.85, 0.5, 25e9));
    ASSERT_TRUE(r.fitted());
    EXPECT_NEAR(r.computeScale, 0.85, 0.85 * 1e-3);
    EXPECT_NEAR(r.linkScale, 0.5, 0.5 * 1e-3);
    EXPECT_LT(r.rmsErrorAfter, 1e-4);
    EXPECT_GT(r.rmsErrorBefore, 0.05);
    EXPECT_TRUE(r.computeDetermined);
    EXPECT_TRUE(r.linkDetermined);
    ASSERT_EQ(r.after_s.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_NEAR(r.after_s[i] / r.measured_s[i], 1.0, 1e-4);
    EXPECT_DOUBLE_EQ(r.calibration.computeScale, r.computeScale);
    EXPECT_DOUBLE_EQ(*r.calibration.measuredStep_s, r.measured_s.front());
}

TEST(SeriesCalibration, SaysWhenTheRunsMoveBothAlike)
{
    // Only the NICs fast: what is left is TP traffic on NVLink, the same share of every run at
    // TP 8, so the series reproduces its steps with many (compute, link) pairs. The fit still
    // reproduces the steps, and says neither multiplier is determined (correlation near -1).
    const SeriesCalibrationResult r = calibrateSeries(gpt3Series(0.8, 1.0, 1e14));
    ASSERT_TRUE(r.fitted());
    EXPECT_LT(r.rmsErrorAfter, 1e-3);
    EXPECT_FALSE(r.computeDetermined);
    EXPECT_FALSE(r.linkDetermined);
    EXPECT_LT(r.correlation, -0.99);
}

TEST(SeriesCalibration, RefusesWhatIsNoSeriesOfOneCluster)
{
    std::vector<SeriesRun> runs = gpt3Series(1, 1, 200e9);
    EXPECT_EQ(calibrateSeries({runs.front()}).status, SeriesStatus::TooFewRuns);
    std::vector<SeriesRun> other = runs;
    other[2].scenario.hardware = dgxH100WithPreset();
    const SeriesCalibrationResult mixed = calibrateSeries(other);
    EXPECT_EQ(mixed.status, SeriesStatus::OtherCluster);
    EXPECT_EQ(mixed.index, 2);
    std::vector<SeriesRun> bad = runs;
    bad[1].measurement.value = -3;
    const SeriesCalibrationResult invalid = calibrateSeries(bad);
    EXPECT_EQ(invalid.status, SeriesStatus::InvalidMeasurement);
    EXPECT_EQ(invalid.index, 1);
}

TEST(SeriesCalibration, StoresWhatTheRunsSupportAndHoldsTheRest)
{
    // The series above that moves both alike: compute alone (links held at the scenario's x1,
    // which is where the truth had them) reproduces it as well as both do, so the second
    // multiplier lowers the error by less than a 2 % error per run could (3.84 x 0.02^2), and
    // what can be stored is compute alone: the 0.8 that made the series, determined.
    const std::vector<SeriesRun> alike = gpt3Series(0.8, 1.0, 1e14);
    const StorableSeries alikeFit = calibrateStorableSeries(alike);
    ASSERT_TRUE(alikeFit.both.has_value());
    EXPECT_EQ(alikeFit.both->fit, SeriesFit::Both);
    const SeriesCalibrationResult& compute = alikeFit.stored;
    ASSERT_TRUE(compute.fitted());
    EXPECT_EQ(compute.fit, SeriesFit::Compute);
    EXPECT_NEAR(compute.computeScale, 0.8, 0.8 * 1e-3);
    EXPECT_DOUBLE_EQ(compute.linkScale, 1.0);
    EXPECT_DOUBLE_EQ(compute.calibration.linkScale, 1.0);
    EXPECT_TRUE(compute.computeDetermined);
    EXPECT_FALSE(compute.linkDetermined);  // held, not fitted
    EXPECT_EQ(compute.linkUncertainty, 0.0);
    EXPECT_GT(compute.computeUncertainty, 0.0);
    EXPECT_LT(compute.rmsErrorAfter, 1e-4);

    // Made with links at 0.5 on slow NICs, neither alone reproduces the series, both do: both
    // are stored. Fitting links alone leaves compute where the first run had it.
    const std::vector<SeriesRun> apart = gpt3Series(0.85, 0.5, 25e9);
    const StorableSeries apartFit = calibrateStorableSeries(apart);
    EXPECT_FALSE(apartFit.both.has_value());
    EXPECT_EQ(apartFit.stored.fit, SeriesFit::Both);
    EXPECT_NEAR(apartFit.stored.linkScale, 0.5, 0.5 * 1e-3);
    const SeriesCalibrationResult link = calibrateSeries(apart, SeriesFit::Link);
    ASSERT_TRUE(link.fitted());
    EXPECT_DOUBLE_EQ(link.computeScale, 1.0);
    EXPECT_DOUBLE_EQ(link.calibration.computeScale, 1.0);
    EXPECT_LT(link.linkScale, 1.0);  // slower links are all that can explain the slower runs
    EXPECT_FALSE(link.computeDetermined);
    EXPECT_GT(link.rmsErrorAfter, 0.02);  // and they do not explain it all
}

namespace {

// Narayanan et al. 2021 Table 2's three 175B ZeRO-3 runs (384, 768, 1,536 A100) with the
// given measured steps.
std::vector<SeriesRun> table2Series(const std::array<double, 3>& steps_s)
{
    std::vector<Scenario> scenarios;
    for (const PublishedRun& p : publishedRuns())
        if (p.id.rfind("narayanan21_t2_zero3_174B_", 0) == 0 && p.parsed.readable)
            scenarios.push_back(p.parsed.scenario);
    std::sort(scenarios.begin(), scenarios.end(),
              [](const Scenario& a, const Scenario& b) { return a.gpus < b.gpus; });
    EXPECT_EQ(scenarios.size(), steps_s.size());
    std::vector<SeriesRun> runs;
    for (std::size_t i = 0; i < std::min(scenarios.size(), steps_s.size()); ++i)
        runs.push_back({scenarios[i], {MeasurementKind::StepTime, steps_s[i]}});
    return runs;
}

}  // namespace

TEST(SeriesCalibration, StoresTheSameWhenAppliedAgain)
{
    // Fitting a series, storing what it gives in every run and fitting again must store the
    // same: the choice of the one multiplier is judged from x1 (a tester saw compute, link,
    // compute, link... as the CLI was run on its own output).
    std::vector<SeriesRun> runs = table2Series({81.58, 66.75, 66.75});
    const StorableSeries first = calibrateStorableSeries(runs);
    ASSERT_TRUE(first.stored.fitted());
    ASSERT_TRUE(first.both.has_value());  // the 175B series does not support both
    for (int again = 0; again < 3; ++again) {
        for (SeriesRun& run : runs)
            run.scenario.calibration = first.stored.calibration;
        const StorableSeries next = calibrateStorableSeries(runs);
        ASSERT_TRUE(next.stored.fitted());
        EXPECT_EQ(next.stored.fit, first.stored.fit);
        EXPECT_NEAR(next.stored.computeScale, first.stored.computeScale,
                    1e-6 * first.stored.computeScale);
        EXPECT_NEAR(next.stored.linkScale, first.stored.linkScale, 1e-6 * first.stored.linkScale);
    }
}

TEST(SeriesCalibration, WhatItStoresIsAValidScenario)
{
    // Runs no multiplier pair explains (a 768-GPU step ten times faster than the others) drive
    // the fit to the edge of its box; what it stores must still be a scenario the file format
    // takes: the links never past line rate (upperCalibrationScale) nor an ulp past 100.
    for (const std::array<double, 3>& steps :
         {std::array<double, 3> {81.58, 6.75, 66.75}, std::array<double, 3> {1e-3, 1e-3, 1e-3},
          std::array<double, 3> {81.58, 66.75, 200}}) {
        const std::vector<SeriesRun> runs = table2Series(steps);
        const StorableSeries fit = calibrateStorableSeries(runs);
        ASSERT_TRUE(fit.stored.fitted());
        Scenario stored = runs.front().scenario;
        stored.calibration = fit.stored.calibration;
        EXPECT_TRUE(validate(stored).empty()) << steps[1];
        EXPECT_LE(fit.stored.linkScale,
                  upperCalibrationScale(runs.front().scenario, CalibrationKnob::Link));
        EXPECT_LE(fit.stored.computeScale,
                  upperCalibrationScale(runs.front().scenario, CalibrationKnob::Compute));
        // A multiplier the runs hardly tell apart (one standard error of 50 % or more) is not
        // stored with the other.
        if (fit.stored.fit == SeriesFit::Both) {
            EXPECT_LT(fit.stored.computeUncertainty, kSeriesUsableShare);
            EXPECT_LT(fit.stored.linkUncertainty, kSeriesUsableShare);
        }
    }
    // A measurement past the file's bound (10,000,000 s) is refused, not stored.
    const SeriesCalibrationResult huge = calibrateSeries(table2Series({2e7, 66.75, 66.75}));
    EXPECT_EQ(huge.status, SeriesStatus::InvalidMeasurement);
    EXPECT_EQ(huge.index, 0);
}
