// Calibration from one measured run (core/calibration.h, docs/calibration.md): the fit inverts the
// estimator, refuses what the hardware cannot do, is stored in the scenario, and calibrating on
// one run of a published scaling series improves the predictions of the rest of that series.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/calibration.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "tests/support/published_runs.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// Llama 2 7B on DGX A100 nodes, pure DP (ZeRO-1): compute-bound on one node, communication-bound
// across many nodes on a slow fabric.
Scenario llama7b(int gpus, double scaleOut_bps = 200e9)
{
    return llama7bDataParallel(gpus, scaleOut_bps);
}

Measurement stepOf(double s) { return {MeasurementKind::StepTime, s}; }

// --- The published series (tests/data/validation) ---------------------------------------------

struct SeriesRun {
    std::string id;
    Scenario scenario;
    Measurement measured;
};

std::vector<SeriesRun> series(const std::string& prefix, double gemmEfficiency = 0)
{
    std::vector<SeriesRun> runs;
    for (const PublishedRun& run : publishedRuns()) {
        if (run.id.rfind(prefix, 0) != 0)
            continue;
        EXPECT_TRUE(run.parsed.ok()) << run.id;
        SeriesRun r {run.id, run.parsed.scenario, {}};
        if (gemmEfficiency > 0) {
            // A software stack other than the one the catalog was fitted on, as slow in its
            // attention as in its GEMMs (a measured attention scale is its own key).
            GpuSpec& gpu = r.scenario.hardware.gpu;
            if (gpu.attentionScale > 0)
                gpu.attentionScale *= gemmEfficiency / gpu.gemmEfficiency;
            gpu.gemmEfficiency = gemmEfficiency;
        }
        r.measured.kind = run.stepTimeTarget ? MeasurementKind::StepTime : MeasurementKind::Mfu;
        r.measured.value = run.measured;
        runs.push_back(r);
    }
    return runs;
}

// Step-time error, predicted / measured - 1 (an MFU target as the step it implies).
double stepError(const SeriesRun& r, const CalibrationSpec& calibration)
{
    Scenario s = r.scenario;
    s.calibration = calibration;
    const Estimate e = estimate(s);
    return r.measured.kind == MeasurementKind::StepTime ? e.step.total_s / r.measured.value - 1
                                                        : r.measured.value / e.throughput.mfu - 1;
}

struct SeriesMedians {
    double before = 0;  // median |error| of the other runs, uncalibrated
    double after = 0;   // the same, with the calibration fitted on `on`
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

SeriesMedians calibrateOn(const std::vector<SeriesRun>& runs, const std::string& on)
{
    const auto it =
        std::find_if(runs.begin(), runs.end(), [&](const SeriesRun& r) { return r.id == on; });
    EXPECT_NE(it, runs.end()) << on;
    if (it == runs.end())
        return {};
    const CalibrationResult fit = calibrate(it->scenario, it->measured);
    EXPECT_TRUE(fit.fitted()) << on;
    EXPECT_NEAR(stepError(*it, fit.calibration), 0.0, 1e-6) << "the calibrated run itself";
    std::vector<double> before, after;
    for (const SeriesRun& r : runs) {
        if (r.id == on)
            continue;
        before.push_back(std::fabs(stepError(r, r.scenario.calibration)));
        after.push_back(std::fabs(stepError(r, fit.calibration)));
    }
    return {median(before), median(after)};
}

}  // namespace

TEST(Calibration, OwnPredictionGivesScaleOne)
{
    for (const Scenario& s :
         {llama7b(8), llama7b(512, 25e9), gpt3On1536A100(), llama405bOn16384H100()}) {
        const Estimate e = estimate(s);
        const Measurement ms[] = {stepOf(e.step.total_s),
                                  {MeasurementKind::Mfu, e.throughput.mfu},
                                  {MeasurementKind::TokensPerSecond, e.throughput.tokens_per_s}};
        for (const Measurement& m : ms) {
            const CalibrationResult r = calibrate(s, m);
            ASSERT_TRUE(r.fitted()) << int(m.kind);
            EXPECT_NEAR(r.computeScale, 1.0, 1e-6) << int(m.kind);
            EXPECT_DOUBLE_EQ(r.linkScale, 1.0);
            EXPECT_NEAR(r.change_pct, 0.0, 1e-4);
        }
    }
}

TEST(Calibration, SlowerMeasurementLowersComputeScaleAndReproducesIt)
{
    const Scenario s = llama7b(8);
    const double predicted = estimate(s).step.total_s;
    const CalibrationResult r = calibrate(s, stepOf(1.2 * predicted));
    ASSERT_TRUE(r.fitted());
    EXPECT_LT(r.computeScale, 1.0);
    EXPECT_DOUBLE_EQ(r.before_s, predicted);
    EXPECT_NEAR(r.after_s / (1.2 * predicted), 1.0, 1e-6);
    EXPECT_NEAR(r.change_pct, 20.0, 1e-3);
    EXPECT_NEAR(r.gemmEfficiency, s.hardware.gpu.gemmEfficiency * r.computeScale, 1e-12);
    EXPECT_TRUE(r.splitIdentified);  // one node, pure DP: the all-reduce hides behind backward
    const Scenario calibrated = applyCalibration(s, r);
    EXPECT_NEAR(estimate(calibrated).step.total_s / (1.2 * predicted), 1.0, 1e-6);
    EXPECT_TRUE(validate(calibrated).empty());
}

TEST(Calibration, RefusesWhatTheHardwareCannotDo)
{
    const Scenario s = llama7b(8);
    const CalibrationResult base = calibrate(s, stepOf(estimate(s).step.total_s));
    ASSERT_GT(base.minStep_s, 0);
    // Faster than the model FLOPs at 100 % of peak: MFU > 1.
    EXPECT_EQ(calibrate(s, stepOf(0.9 * base.minStep_s)).status, CalibrationStatus::FasterThanPeak);
    EXPECT_EQ(calibrate(s, {MeasurementKind::Mfu, 1.2}).status, CalibrationStatus::FasterThanPeak);
    // Possible at peak, but not with the fixed per-GEMM cost and the memory-bound work: needs
    // GEMM efficiency x compute scale > 1.
    Scenario eff1 = s;
    eff1.calibration.computeScale = 1.0 / s.hardware.gpu.gemmEfficiency;
    const double fastest = estimate(eff1).step.total_s;
    ASSERT_GT(fastest, base.minStep_s);
    const CalibrationResult r = calibrate(s, stepOf(0.5 * (fastest + base.minStep_s)));
    EXPECT_EQ(r.status, CalibrationStatus::EfficiencyAboveOne);
    EXPECT_FALSE(r.fitted());
    EXPECT_DOUBLE_EQ(r.computeScale, 1.0);  // a refused result keeps the scenario's values
    EXPECT_EQ(applyCalibration(s, r).calibration.measuredStep_s, std::nullopt);
    // Exactly at efficiency 1 is still possible.
    EXPECT_TRUE(calibrate(s, stepOf(fastest)).fitted());
    // Nonsense in, a code out.
    for (double bad : {0.0, -1.0, std::nan(""), HUGE_VAL, 2e7})
        EXPECT_EQ(calibrate(s, stepOf(bad)).status, CalibrationStatus::InvalidMeasurement) << bad;
    EXPECT_EQ(calibrate(s, stepOf(5000 * estimate(s).step.total_s)).status,
              CalibrationStatus::SlowerThanRange);
}

TEST(Calibration, CommunicationHeavyRunSaysTheSplitIsNotIdentified)
{
    // 512 GPUs on a 25 Gb/s fabric, no overlap: the gradient all-reduce dominates the step.
    Scenario s = llama7b(512, 25e9);
    s.comm.dpOverlap = 0;
    ASSERT_GT(estimate(s).run.comm_share, kCommunicationHeavyShare);
    const double predicted = estimate(s).step.total_s;
    const CalibrationResult compute = calibrate(s, stepOf(1.1 * predicted));
    ASSERT_TRUE(compute.fitted());
    EXPECT_FALSE(compute.splitIdentified);
    EXPECT_EQ(compute.knob, CalibrationKnob::Compute);
    // Asked to spend the measurement on the links instead: linkScale moves, computeScale stays.
    const CalibrationResult link = calibrate(s, stepOf(1.1 * predicted), {CalibrationKnob::Link});
    ASSERT_TRUE(link.fitted());
    EXPECT_EQ(link.knob, CalibrationKnob::Link);
    EXPECT_LT(link.linkScale, 1.0);
    EXPECT_DOUBLE_EQ(link.computeScale, 1.0);
    EXPECT_NEAR(link.after_s / (1.1 * predicted), 1.0, 1e-6);
    // Links at line rate cannot explain a much faster step.
    EXPECT_EQ(calibrate(s, stepOf(0.5 * predicted), {CalibrationKnob::Link}).status,
              CalibrationStatus::EfficiencyAboveOne);
    // One GPU has no communication for the links to explain.
    EXPECT_EQ(
        calibrate(llama7b(1), stepOf(estimate(llama7b(1)).step.total_s), {CalibrationKnob::Link})
            .status,
        CalibrationStatus::LinkNotInvolved);
}

TEST(Calibration, StoredInTheScenarioAndUsedByEveryWhatIf)
{
    const Catalog catalog = Catalog::builtIn();
    const Scenario s = defaultScenario(catalog);
    const double predicted = estimate(s).step.total_s;
    const Scenario calibrated = applyCalibration(s, calibrate(s, stepOf(1.25 * predicted)));
    ASSERT_TRUE(calibrated.calibration.measuredStep_s.has_value());
    EXPECT_DOUBLE_EQ(*calibrated.calibration.measuredStep_s, 1.25 * predicted);
    EXPECT_FALSE(calibrated.calibration.measuredMfu.has_value());

    const ParsedScenario back = parseScenario(scenarioToJson(calibrated), catalog);
    ASSERT_TRUE(back.ok());
    EXPECT_DOUBLE_EQ(back.scenario.calibration.computeScale, calibrated.calibration.computeScale);
    EXPECT_DOUBLE_EQ(*back.scenario.calibration.measuredStep_s, 1.25 * predicted);
    EXPECT_NEAR(estimate(back.scenario).step.total_s / (1.25 * predicted), 1.0, 1e-9);

    // Other GPU counts, another batch: the calibrated cluster stays slower than the catalog's.
    for (const auto& [gpus, batch] :
         {std::pair {768, 1536}, std::pair {3072, 1536}, std::pair {1536, 3072}}) {
        Scenario a = s, b = calibrated;
        a.gpus = b.gpus = gpus;
        a.training.globalBatch = b.training.globalBatch = batch;
        ASSERT_TRUE(validate(b).empty()) << gpus;
        EXPECT_GT(estimate(b).step.compute_s, 1.2 * estimate(a).step.compute_s) << gpus;
        EXPECT_GT(estimate(b).run.expected_s, estimate(a).run.expected_s) << gpus;
    }
    // An MFU measurement is stored as an MFU.
    const Measurement mfu {MeasurementKind::Mfu, 0.8 * estimate(s).throughput.mfu};
    const Scenario byMfu = applyCalibration(s, calibrate(s, mfu));
    EXPECT_DOUBLE_EQ(byMfu.calibration.measuredMfu.value_or(0), mfu.value);
    EXPECT_FALSE(byMfu.calibration.measuredStep_s.has_value());
}

// The numbers in the comments are what this build printed; the assertions keep the direction.
TEST(CalibrationSeries, MegatronCoreH100CalibratedOnItsSmallestRun)
{
    // Calibrate on the 1.7B run (48 GPUs), predict the other 8 (7.1B-462B, 96-6,144 GPUs).
    // The model already fits this stack (its host overhead was fitted on 1.7B, 70B and 314B):
    // median |step error| 1.75 %; one run's own 2.6 % miss, folded into the compute scale,
    // moves the rest to 4.46 %. Calibration is for a stack the model does not know (below).
    const SeriesMedians m =
        calibrateOn(series("megatron_core_r080_h100_"), "megatron_core_r080_h100_1.7B");
    EXPECT_LT(m.before, 0.025);
    EXPECT_GT(m.after, m.before);
    EXPECT_LT(m.after, 0.05);
}

TEST(CalibrationSeries, AnotherStackIsCorrectedByOneRun)
{
    // What calibration is for: the user's stack differs from the reference runs'. With a GEMM
    // efficiency of 0.50 instead of the H100's measured 0.688, the H100 series is predicted
    // 29 % slow; one measured run (1.7B) brings the other 8 to a median of 4.46 %.
    const SeriesMedians h100 =
        calibrateOn(series("megatron_core_r080_h100_", 0.50), "megatron_core_r080_h100_1.7B");
    EXPECT_GT(h100.before, 0.25);
    EXPECT_LT(h100.after, 0.05);
    // The other way round: Korthikanti's A100 runs with an efficiency of 0.90 instead of the
    // fitted 0.645, calibrated on the 175B run (64 GPUs, TP 8 x PP 8): 14.72 % -> 5.03 %.
    const SeriesMedians a100 =
        calibrateOn(series("korthikanti22_", 0.90), "korthikanti22_175B_selective_sp");
    EXPECT_GT(a100.before, 0.12);
    EXPECT_LT(a100.after, 0.4 * a100.before);
}

TEST(CalibrationSeries, KorthikantiCalibratedOnItsSmallestPipelinedRun)
{
    // Calibrate on 175B selective (64 GPUs, TP 8 x PP 8), predict the other 8 (22B-1T):
    // median |step error| 5.27 % -> 3.74 %.
    const std::vector<SeriesRun> runs = series("korthikanti22_");
    const SeriesMedians pipelined = calibrateOn(runs, "korthikanti22_175B_selective_sp");
    EXPECT_LT(pipelined.after, pipelined.before);
    // The limit (docs/calibration.md): the smallest run of all (22B, one node, TP only) is
    // predicted 1.8 % fast while the pipelined runs are predicted slow; calibrating on it makes
    // the rest worse, 5.27 % -> 7.45 %. One run speaks for runs of its own kind.
    const SeriesMedians singleNode = calibrateOn(runs, "korthikanti22_22B_selective_sp");
    EXPECT_GT(singleNode.after, singleNode.before);
}
