// Findings of the fuzzers (fuzz/, docs/robustness.md), kept so they stay fixed: every saved
// input in tests/data/fuzz/regressions/ replays through the fuzzers' own checks, and each core
// fix has a readable case of its own below.
#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/launch_import.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "scenario_test_support.h"
#ifdef SYNCWALL_HAVE_FUZZ_CHECKS
#include "fuzz/fuzz_checks.h"
#include "fuzz/log_checks.h"
#endif

namespace fs = std::filesystem;
using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

// The outputs a user sees, finite and not negative (the full list is fuzz_checks.cpp's).
void expectSaneEstimate(const Estimate& e)
{
    for (double v :
         {e.step.total_s, e.step.compute_s, e.step.optimizer_s, e.throughput.mfu,
          e.memory.weights_B, e.memory.gradients_B, e.memory.optimizer_B, e.memory.total_B,
          e.allreduce.bytes, e.reliability.cluster_mtbf_s, e.run.steps, e.run.predicted_s,
          e.run.expected_s, e.run.efficiency, e.run.cost_usd, e.links.hide_dp_Bps}) {
        EXPECT_TRUE(std::isfinite(v));
        EXPECT_GE(v, 0);
    }
}

std::vector<fs::path> regressionFiles(const std::string& prefix)
{
    std::vector<fs::path> files;
    const fs::path dir = dataPath("fuzz/regressions");
    if (fs::exists(dir))
        for (const auto& e : fs::directory_iterator(dir))
            if (e.path().filename().string().starts_with(prefix))
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

#ifdef SYNCWALL_HAVE_FUZZ_CHECKS

TEST(FuzzRegressions, ParserFindingsReplayClean)
{
    for (const fs::path& f : regressionFiles("fuzz_scenario_parser-")) {
        SCOPED_TRACE(f.filename().string());
        const std::string bytes = readText(f.string());
        const auto o = syncwall::fuzz::checkParserInput(
            reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        EXPECT_TRUE(o.violations.empty()) << o.violations.front();
        EXPECT_TRUE(o.valid || o.problems > 0);
    }
}

TEST(FuzzRegressions, EstimatorFindingsReplayClean)
{
    const std::vector<fs::path> files = regressionFiles("fuzz_estimator-");
    EXPECT_GE(files.size(), 5u);  // the findings of the first runs (docs/robustness.md)
    for (const fs::path& f : files) {
        SCOPED_TRACE(f.filename().string());
        const std::string bytes = readText(f.string());
        const auto o = syncwall::fuzz::checkEstimatorInput(
            reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        EXPECT_TRUE(o.violations.empty()) << o.violations.front() << "\n" << o.scenarioJson;
        EXPECT_TRUE(o.valid || o.problems > 0);
    }
}

TEST(FuzzRegressions, HfImportFindingsAndSeedsReplayClean)
{
    // fuzz_hf_import's findings, and its seeds: the real configs in tests/data/imports/hf.
    std::vector<fs::path> files = regressionFiles("fuzz_hf_import-");
    for (const auto& e : fs::directory_iterator(dataPath("imports/hf")))
        files.push_back(e.path());
    for (const fs::path& f : files) {
        SCOPED_TRACE(f.filename().string());
        const std::string bytes = readText(f.string());
        const auto o = syncwall::fuzz::checkHfImportInput(
            reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        EXPECT_TRUE(o.violations.empty()) << o.violations.front() << "\n" << o.scenarioJson;
        EXPECT_TRUE(o.valid || o.problems > 0);
    }
}

TEST(FuzzRegressions, LogAndNcclTestsFindingsAndSeedsReplayClean)
{
    // fuzz_training_log's and fuzz_nccl_tests' findings, and their seeds: the real files in
    // tests/data/imports/logs and nccl (each must give a measurement, or a fit, of its own).
    for (const auto& [prefix, seeds] : {std::pair {"fuzz_training_log-", "imports/logs"},
                                        std::pair {"fuzz_nccl_tests-", "imports/nccl"}}) {
        std::vector<fs::path> files = regressionFiles(prefix);
        const std::size_t findings = files.size();
        for (const auto& e : fs::directory_iterator(dataPath(seeds)))
            files.push_back(e.path());
        for (std::size_t i = 0; i < files.size(); ++i) {
            SCOPED_TRACE(files[i].filename().string());
            const std::string bytes = readText(files[i].string());
            const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
            const auto o = std::string(prefix) == "fuzz_training_log-"
                               ? syncwall::fuzz::checkTrainingLogInput(data, bytes.size())
                               : syncwall::fuzz::checkNcclTestsInput(data, bytes.size());
            EXPECT_TRUE(o.violations.empty()) << o.violations.front();
            if (i >= findings) {  // a real file is read: records or rows, never nothing
                EXPECT_TRUE(o.valid || o.problems > 0);
            }
        }
    }
}

TEST(FuzzRegressions, LaunchImportFindingsAndSeedsReplayClean)
{
    // The launch fuzzers' findings, and their seeds (the real files in tests/data/imports/launch)
    // read as each of the three kinds.
    const struct {
        const char* prefix;
        int kind;
    } targets[] = {{"fuzz_launch_megatron-", int(ImportKind::MegatronArgs)},
                   {"fuzz_launch_nemo-", int(ImportKind::NemoYaml)},
                   {"fuzz_launch_torchtitan-", int(ImportKind::TorchtitanToml)}};
    for (const auto& t : targets) {
        std::vector<fs::path> files = regressionFiles(t.prefix);
        for (const auto& e : fs::directory_iterator(dataPath("imports/launch")))
            files.push_back(e.path());
        for (const fs::path& f : files) {
            SCOPED_TRACE(f.filename().string() + " as kind " + std::to_string(t.kind));
            const std::string bytes = readText(f.string());
            const auto o = syncwall::fuzz::checkLaunchImportInput(
                reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), t.kind);
            EXPECT_TRUE(o.violations.empty()) << o.violations.front() << "\n" << o.scenarioJson;
            EXPECT_TRUE(o.valid || o.problems > 0);
        }
    }
}

TEST(FuzzRegressions, SeedCorporaReplayClean)
{
    // The seeds are what every fuzz run starts from; they must pass the checks themselves.
    for (const char* kind : {"parser", "estimator"}) {
        for (const auto& e : fs::directory_iterator(dataPath(std::string("fuzz/") + kind))) {
            SCOPED_TRACE(e.path().string());
            const std::string bytes = readText(e.path().string());
            const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
            const auto o = std::string(kind) == "parser"
                               ? syncwall::fuzz::checkParserInput(data, bytes.size())
                               : syncwall::fuzz::checkEstimatorInput(data, bytes.size());
            EXPECT_TRUE(o.violations.empty()) << o.violations.front();
        }
    }
}

#else

TEST(FuzzRegressions, NeedFuzzedDataProvider)
{
    GTEST_SKIP()
        << "fuzzer/FuzzedDataProvider.h not found (install clang): saved findings not replayed";
}

#endif

// fuzz_estimator-layout-int-overflow: tp x pp x cp of a scenario that does not validate
// overflowed int in resolveLayout (UBSan). estimate() promises a finite result, never UB.
TEST(FuzzRegressions, EstimateOfHugeInvalidLayoutIsFinite)
{
    Scenario s = defaultScenario(catalog());
    for (int big : {1 << 20, 1 << 30, INT_MAX}) {
        s.parallel.tp = s.parallel.pp = s.parallel.cp = big;
        s.parallel.dp = big;
        s.parallel.ep = big;
        s.parallel.microBatch = big;
        s.parallel.virtualStages = big;
        s.parallel.schedule = Schedule::Interleaved;
        EXPECT_FALSE(validate(s).empty());
        const Estimate e = estimate(s);
        EXPECT_TRUE(std::isfinite(e.step.total_s));
        EXPECT_TRUE(std::isfinite(e.run.expected_s));
        EXPECT_LE(1LL * e.layout.tp * e.layout.pp * e.layout.cp * e.layout.dp, 1LL << 30);
    }
}

// fuzz_estimator-nodes-int-overflow: (gpus + gpus_per_node - 1) overflowed for gpus = INT_MAX.
TEST(FuzzRegressions, EstimateOfIntMaxGpusIsFinite)
{
    Scenario s = defaultScenario(catalog());
    s.gpus = INT_MAX;
    s.hardware.gpusPerNode = 8;
    const Estimate e = estimate(s);
    EXPECT_TRUE(std::isfinite(e.reliability.cluster_mtbf_s));
    EXPECT_GT(e.reliability.cluster_mtbf_s, 0);
}

// fuzz_estimator-denormal-tokens-efficiency: "tokens": 5e-324 gave 0 steps and a predicted
// time of 0, and the efficiency (theoretical / predicted) came out 0. Since 2026-11-28 fewer
// tokens than one step's are refused (validator); the estimator, called on such a scenario
// anyway, still keeps the efficiency.
TEST(FuzzRegressions, DenormalTokenCountKeepsTheEfficiency)
{
    const std::string text =
        readText(sourcePath("resources/scenarios/gpt3-175b-1536-a100.syncwall.json"));
    const ParsedScenario p =
        parseScenarioWithOverrides(text, {"training.tokens=5e-324"}, catalog());
    ASSERT_FALSE(p.ok());
    ASSERT_EQ(p.problems.size(), 1u) << describe(p.problems);
    EXPECT_EQ(p.problems.front().key, "training.tokens");
    EXPECT_EQ(p.problems.front().code, ProblemCode::OutOfRange);
    Scenario s = parseScenario(text, catalog()).scenario;
    s.training.tokens = 5e-324;
    const Estimate tiny = estimate(s);
    const Estimate normal = estimate(defaultScenario(catalog()));
    expectSaneEstimate(tiny);
    EXPECT_GT(tiny.run.efficiency, 0);
    EXPECT_DOUBLE_EQ(tiny.run.efficiency, normal.run.efficiency);
}

// fuzz_estimator-tiny-interruption-rate: a measured rate of 5e-324 per GPU-second made the
// cluster MTBF infinite; it is capped like every other "never fails" MTBF. (A measured rate is
// now expressed as the presets do: a per-GPU MTTF of 1 / rate, the other parts negligible.)
TEST(FuzzRegressions, DenormalInterruptionRateGivesAFiniteMtbf)
{
    Scenario s = defaultScenario(catalog());
    s.reliability.gpuMttf_s = 1 / 5e-324;
    s.reliability.nicMttf_s = s.reliability.psuMttf_s = s.reliability.hostMttf_s = 1e300;
    const Estimate e = estimate(s);
    expectSaneEstimate(e);
}

// fuzz_estimator-params-below-expert-weights: an explicit model.params below the experts' own
// weights (Mixtral's 8 x 32 x 3 x 4096 x 14336 = 45 B) made the dense part negative, and with
// it the weights, gradients, optimizer state and DP all-reduce bytes.
TEST(FuzzRegressions, ParamsBelowExpertWeightsGiveNoNegativeMemory)
{
    const std::string text =
        readText(sourcePath("resources/scenarios/mixtral-8x7b-512-h100.syncwall.json"));
    const ParsedScenario p = parseScenarioWithOverrides(text, {"model.params=1e9"}, catalog());
    ASSERT_TRUE(p.ok()) << describe(p.problems);
    const Estimate e = estimate(p.scenario);
    expectSaneEstimate(e);
    EXPECT_GT(e.memory.weights_B, 0);
}

// Found by the estimator fuzzer's round trip: an enum value outside its names (what a raw int
// from a control could make) validated, could not be written, and indexed past the GPU's
// peak table. validate() now reports it on the key; estimate() stays finite.
TEST(FuzzRegressions, EnumOutOfRangeIsAProblemOnItsKey)
{
    Scenario s = defaultScenario(catalog());
    s.parallel.schedule = static_cast<Schedule>(7);
    s.parallel.recompute = static_cast<Recompute>(-1);
    s.training.precision = static_cast<Precision>(kPrecisionCount);  // one past fp4
    s.training.optimizer = static_cast<Optimizer>(2);
    s.comm.algorithm = static_cast<Algorithm>(99);
    const Problems problems = validate(s);
    for (const char* key : {"parallelism.schedule", "parallelism.recompute", "training.precision",
                            "training.optimizer", "communication.algorithm"})
        EXPECT_TRUE(hasProblem(problems, ProblemCode::UnknownChoice, key))
            << key << ": " << describe(problems);
    const Estimate e = estimate(s);
    EXPECT_TRUE(std::isfinite(e.step.total_s) && std::isfinite(e.run.expected_s));
}

// Found by hostile_input_test: "peak_tflops": 4.9e-324 for the training precision is in range
// (> 0) and made the compute time infinite and the MFU NaN. Times use at least 1 FLOP/s.
TEST(FuzzRegressions, DenormalPeakGivesAFiniteEstimate)
{
    const std::string text =
        readText(sourcePath("resources/scenarios/gpt3-175b-1536-a100.syncwall.json"));
    const ParsedScenario p =
        parseScenarioWithOverrides(text, {"hardware.gpu.peak_tflops.bf16=4.9e-324"}, catalog());
    ASSERT_TRUE(p.ok()) << describe(p.problems);
    const Estimate e = estimate(p.scenario);
    expectSaneEstimate(e);
    EXPECT_GT(e.step.compute_s, 1e6);  // absurdly slow, as asked, but a number
}
