// Training logs (core/training_log.h, core/log_measurement.h, issue 17) on the five real logs of
// tests/data/imports/logs/ (SOURCES.md Sec. 3): the records, the steady state and its median
// (computed by hand below from the printed values), the run's settings, the comparison with a
// scenario, and bad input.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/calibration.h"
#include "core/compute_model.h"
#include "core/estimator.h"
#include "core/log_measurement.h"
#include "core/log_text.h"
#include "core/scenario_io.h"
#include "core/training_log.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

TrainingLog readLog(const std::string& name)
{
    return parseTrainingLog(readText(dataPath("imports/logs/" + name)));
}

std::vector<int> lines(const TrainingLog& log, const std::vector<std::size_t>& which)
{
    std::vector<int> out;
    for (std::size_t i : which)
        out.push_back(log.records[i].line);
    return out;
}

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

Scenario scenarioFrom(const std::string& json)
{
    const ParsedScenario parsed = parseScenario(json, catalog());
    EXPECT_TRUE(parsed.ok());
    return parsed.scenario;
}

// torchtitan run 217 as a scenario: Qwen3 14B (config of Qwen/Qwen3-14B: 40 layers, hidden 5120,
// 40 heads, 8 KV heads, head 128, FFN 17408, vocab 151936, untied) on 8 B200, FSDP.
const char* kQwenOnB200 = R"({"format": "syncwall-scenario", "version": 1,
  "model": {"layers": 40, "hidden": 5120, "heads": 40, "kv_heads": 8, "head_dim": 128,
            "ffn_hidden": 17408, "vocab": 151936, "seq_len": 128, "tied_embeddings": false},
  "hardware": {"preset": "dgx-b200"}, "cluster": {"gpus": 8},
  "parallelism": {"tp": 1, "pp": 1, "zero": 3, "micro_batch": 160},
  "training": {"global_batch": 1280}, "software": {"stack": "pytorch-fsdp"}})";

}  // namespace

TEST(LogText, NumbersAsLogsPrintThem)
{
    EXPECT_EQ(parseLogNumber("10,139"), 10139.0);
    EXPECT_EQ(parseLogNumber("1,234,567.5"), 1234567.5);
    EXPECT_EQ(parseLogNumber("5.800000E-06"), 5.8e-6);
    EXPECT_EQ(parseLogNumber("-1"), -1.0);
    EXPECT_FALSE(parseLogNumber("1,23"));
    EXPECT_FALSE(parseLogNumber("12,3456"));
    EXPECT_FALSE(parseLogNumber("N/A"));
    EXPECT_FALSE(parseLogNumber("inf"));
    EXPECT_FALSE(parseLogNumber("nan"));
    EXPECT_FALSE(parseLogNumber("1e999"));
    EXPECT_EQ(stripLaunchPrefix(" 0: Training epoch 0"), "Training epoch 0");
    EXPECT_EQ(stripLaunchPrefix("[rank0]:[titan] x"), "[titan] x");
    EXPECT_EQ(stripLaunchPrefix("> mpirun"), "mpirun");
    EXPECT_EQ(stripLaunchPrefix("12:30 is a time"), "12:30 is a time");
}

TEST(TrainingLog, MegatronIssue756)
{
    const TrainingLog log = readLog("megatron-lm.mixtral8x7b-16xH100.issue756.excerpt.log");
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(log.format, LogFormat::Megatron);
    ASSERT_EQ(log.records.size(), 9u);
    EXPECT_EQ(log.records[0].iteration, 29);
    EXPECT_EQ(log.records[0].iterations, 100);
    EXPECT_EQ(log.records[8].iteration, 73);
    // Iterations 29-31, 43-45, 71-73 are all past warm-up and within 5 % of each other.
    EXPECT_TRUE(log.steady.warmup.empty());
    EXPECT_TRUE(log.steady.outliers.empty());
    EXPECT_EQ(lines(log, log.steady.used), (std::vector<int> {1, 2, 3, 4, 5, 6, 7, 8, 9}));
    EXPECT_EQ(log.steady.metric, LogMetric::StepTime);
    // The printed ms sorted: 5361.6 5444.9 5470.7 5533.8 [5571.1] 5718.6 5718.9 5829.9 5912.1.
    EXPECT_DOUBLE_EQ(*log.steady.step_s, 5.5711);
    // TFLOP/s sorted: 220.9 224.0 228.3 228.4 [234.4] 236.0 238.7 239.8 243.6.
    EXPECT_DOUBLE_EQ(*log.steady.tflopsPerGpu, 234.4);
    EXPECT_DOUBLE_EQ(*log.steady.globalBatch, 128);
    EXPECT_FALSE(log.run.gpus.given());  // the excerpt has no argument dump
}

TEST(TrainingLog, MegatronBigscienceOlderFormat)
{
    const std::string text =
        readText(dataPath("imports/logs/megatron.bigscience.meg_ds_3d_gpt2_perf_n16-ds-off.out"));
    const TrainingLog log = parseTrainingLog(text);
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(log.format, LogFormat::MegatronLegacy);
    ASSERT_EQ(log.records.size(), 62u);
    EXPECT_FALSE(log.records[0].tflopsPerGpu);
    // Iteration 1 (line 853, 144,915.6 ms) is the warm-up.
    EXPECT_EQ(lines(log, log.steady.warmup), std::vector<int> {853});
    EXPECT_TRUE(log.steady.outliers.empty());  // 120.4-130.3 s, all within 5 % of 126.6 s
    EXPECT_EQ(log.steady.used.size(), 61u);
    // The median of iterations 2-62, from the file's own numbers (the 31st of 61 sorted).
    std::vector<double> ms;
    std::size_t at = 0;
    while ((at = text.find("elapsed time per iteration (ms): ", at)) != std::string::npos) {
        at += 33;
        ms.push_back(std::stod(text.substr(at, 12)));
    }
    ASSERT_EQ(ms.size(), 62u);
    ms.erase(ms.begin());
    EXPECT_DOUBLE_EQ(medianOf(ms), 126640.6);
    EXPECT_DOUBLE_EQ(*log.steady.step_s, 126.6406);
    // The argument dump (SOURCES.md: world size 64, TP 4, PP 16, DP 1, micro 4, global 1024).
    EXPECT_EQ(log.run.gpus.value, 64);
    EXPECT_EQ(log.run.gpus.line, 202);
    EXPECT_EQ(log.run.tp.value, 4);
    EXPECT_EQ(log.run.pp.value, 16);
    EXPECT_EQ(log.run.dp.value, 1);
    EXPECT_EQ(log.run.microBatch.value, 4);
    EXPECT_EQ(log.run.globalBatch.value, 1024);
    EXPECT_EQ(log.run.seqLen.value, 1024);
}

TEST(TrainingLog, NeMo2WithSrunPrefixes)
{
    const TrainingLog log = readLog("nemo2.qwen3-30b-a3b.issue14850.excerpt.log");
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(log.format, LogFormat::NeMo2);
    ASSERT_EQ(log.records.size(), 4u);
    EXPECT_EQ(log.records[0].iteration, 8);
    EXPECT_EQ(log.records[0].iterations, 29);
    EXPECT_EQ(lines(log, log.steady.used), (std::vector<int> {1, 3, 5, 7}));
    // 27.01 27.88 26.63 26.93 s: the median of four is (26.93 + 27.01) / 2.
    EXPECT_DOUBLE_EQ(*log.steady.step_s, (26.93 + 27.01) / 2);
    // TFLOPS_per_GPU 48.58 85.8 85.8 85.8: the median is 85.8 (iteration 8's 48.58 does not move it).
    EXPECT_DOUBLE_EQ(*log.steady.tflopsPerGpu, 85.8);
    EXPECT_DOUBLE_EQ(*log.steady.globalBatch, 512);
}

TEST(TrainingLog, NeMo2FieldsInAnotherOrder)
{
    const TrainingLog log = readLog("nemo2.bionemo-recipes-pr740.excerpt.log");
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(log.format, LogFormat::NeMo2);
    ASSERT_EQ(log.records.size(), 6u);
    EXPECT_FALSE(log.records[0].tflopsPerGpu);
    // .03146 .03147 .03157 .03163 .0317 .03215 -> (0.03157 + 0.03163) / 2.
    EXPECT_DOUBLE_EQ(*log.steady.step_s, (0.03157 + 0.03163) / 2);
    EXPECT_DOUBLE_EQ(*log.steady.globalBatch, 1);
}

TEST(TrainingLog, TorchtitanWithThousandsSeparators)
{
    const TrainingLog log = readLog("torchtitan.qwen3-14b.8xB200.run217.log");
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(log.format, LogFormat::Torchtitan);
    ASSERT_EQ(log.records.size(), 10u);
    EXPECT_EQ(log.records[0].tokensPerSPerGpu, 968);
    EXPECT_EQ(log.records[3].tokensPerSPerGpu, 10139);                // "10,139"
    EXPECT_EQ(lines(log, log.steady.warmup), std::vector<int> {41});  // step 1, 968 tps
    EXPECT_EQ(log.steady.metric, LogMetric::TokensPerSecondPerGpu);
    EXPECT_EQ(log.steady.used.size(), 9u);
    // Steps 2-10 sorted: 9891 9893 10139 10231 [10280] 10318 10332 10368 10550.
    EXPECT_DOUBLE_EQ(*log.steady.tokensPerSPerGpu, 10280);
    EXPECT_DOUBLE_EQ(*log.steady.tflopsPerGpu, 866.19);  // step 5's line
    EXPECT_DOUBLE_EQ(*log.steady.mfu, 0.385);
    EXPECT_EQ(log.run.gpus.value, 8);  // pp 1 x dp_replicate 1 x dp_shard 8 x cp 1 x tp 1
    EXPECT_EQ(log.run.dp.value, 8);
    EXPECT_EQ(log.run.globalBatch.value, 1280);
    EXPECT_EQ(log.run.seqLen.value, 128);
    EXPECT_DOUBLE_EQ(log.run.peakFlops.value, 2.25e15);
}

TEST(LogMeasurement, TorchtitanTokensBecomeTheStepOfTheScenario)
{
    const Scenario s = scenarioFrom(kQwenOnB200);
    const TrainingLog log = readLog("torchtitan.qwen3-14b.8xB200.run217.log");
    const LogMeasurement m = measurementFromLog(s, log);
    ASSERT_TRUE(m.measured());
    EXPECT_EQ(m.measurement.kind, MeasurementKind::TokensPerSecond);
    EXPECT_DOUBLE_EQ(m.measurement.value, 10280.0 * 8);  // per GPU x 8 GPUs
    // 1280 sequences x 128 tokens / 82,240 tokens/s = 1.9922 s ("about 2.0 s" by the timestamps).
    const double step = measuredStepTime_s(s, estimate(s), m.measurement);
    EXPECT_NEAR(step, 1280.0 * 128 / 82240, 1e-12);
    EXPECT_NEAR(step, 1.9922, 1e-4);
}

TEST(LogMeasurement, ABatchOrLayoutMismatchIsReportedNotUsed)
{
    Scenario s = scenarioFrom(kQwenOnB200);
    s.training.globalBatch = 640;
    s.gpus = 16;
    const LogMeasurement m =
        measurementFromLog(s, readLog("torchtitan.qwen3-14b.8xB200.run217.log"));
    EXPECT_EQ(m.status, LogMeasurementStatus::Mismatch);
    ASSERT_EQ(m.mismatches.size(), 2u);
    EXPECT_EQ(m.mismatches[0].key->key, "cluster.gpus");
    EXPECT_EQ(m.mismatches[0].logValue, 8);
    EXPECT_EQ(m.mismatches[0].scenarioValue, 16);
    EXPECT_EQ(m.mismatches[0].line, 20);
    EXPECT_EQ(m.mismatches[1].key->key, "training.global_batch");
    EXPECT_EQ(m.mismatches[1].logValue, 1280);
}

TEST(LogMeasurement, TflopsOnlyBecomeAnMfuOfTheScenariosPeak)
{
    const Scenario s = scenarioFrom(kQwenOnB200);
    std::vector<IterationRecord> records(3);
    for (int i = 0; i < 3; ++i) {
        records[i].iteration = 10 + i;
        records[i].line = 1 + i;
        records[i].tflopsPerGpu = 450.0;
    }
    TrainingLog log;
    log.records = records;
    log.steady = steadyState(records);
    const LogMeasurement m = measurementFromLog(s, log);
    ASSERT_TRUE(m.measured());
    EXPECT_EQ(m.measurement.kind, MeasurementKind::Mfu);
    // MFU = achieved / peak: the catalog's B200 bf16 dense peak is 2,250 TFLOP/s -> 0.2.
    EXPECT_NEAR(m.measurement.value, 450e12 / peakFlops(s.hardware.gpu, s.training.precision),
                1e-12);
    EXPECT_NEAR(m.measurement.value, 0.2, 1e-9);
}

TEST(TrainingLog, AnOutlierIsDroppedAndSaid)
{
    std::string text;
    const double ms[] = {1500, 1000, 1010, 990, 1005, 3000, 995};  // 1 warm-up, 6 a checkpoint
    for (int i = 0; i < 7; ++i)
        text += " iteration " + std::to_string(i + 1) + "/ 100 | elapsed time per iteration (ms): "
                + std::to_string(ms[i]) + " | global batch size: 64 |\n";
    const TrainingLog log = parseTrainingLog(text);
    ASSERT_TRUE(log.ok());
    EXPECT_EQ(lines(log, log.steady.warmup), std::vector<int> {1});
    EXPECT_EQ(lines(log, log.steady.outliers), std::vector<int> {6});
    // 1000 1010 990 1005 995 -> median 1000 ms.
    EXPECT_DOUBLE_EQ(*log.steady.step_s, 1.0);
}

TEST(TrainingLog, BadInputIsSaidNotCrashed)
{
    EXPECT_EQ(parseTrainingLog("").notes.at(0).issue, TrainingLogIssue::NoIterations);
    EXPECT_EQ(parseTrainingLog("hello\nworld\n").notes.at(0).issue, TrainingLogIssue::NoIterations);
    // Only the first step: nothing steady to measure.
    const TrainingLog first = parseTrainingLog("step:  1  loss: 12.5  tps: 968  tflops: 81.56\n");
    EXPECT_FALSE(first.ok());
    EXPECT_EQ(first.notes.back().issue, TrainingLogIssue::OnlyWarmup);
    // A truncated file: the cut last line is skipped, the rest is used.
    std::string text =
        readText(dataPath("imports/logs/megatron-lm.mixtral8x7b-16xH100.issue756.excerpt.log"));
    text.resize(text.rfind("elapsed time per iteration (ms): ") + 36);
    const TrainingLog cut = parseTrainingLog(text);
    ASSERT_TRUE(cut.ok());
    EXPECT_EQ(cut.records.size(), 8u);
    ASSERT_FALSE(cut.notes.empty());
    EXPECT_EQ(cut.notes[0].issue, TrainingLogIssue::IncompleteLine);
    EXPECT_EQ(cut.notes[0].line, 9);
    // Over 64 MiB: refused before reading (a 100 MB log).
    const std::string huge(100'000'000, 'x');
    const TrainingLog big = parseTrainingLog(huge);
    EXPECT_FALSE(big.ok());
    EXPECT_EQ(big.notes.at(0).issue, TrainingLogIssue::TooLarge);
    // Non-finite and absurd values are not records.
    EXPECT_FALSE(
        parseTrainingLog(" iteration 5/ 10 | elapsed time per iteration (ms): nan |\n").ok());
    // The same iteration from two ranks: the copy is skipped.
    const TrainingLog twice = parseTrainingLog(
        "0: Training epoch 0, iteration 5/9 | train_step_timing in s: 2 | global_batch_size: 8\n"
        "1: Training epoch 0, iteration 5/9 | train_step_timing in s: 2 | global_batch_size: 8\n");
    EXPECT_EQ(twice.records.size(), 1u);
    EXPECT_EQ(twice.notes.at(0).issue, TrainingLogIssue::Repeated);
}

// Fuzzer finding (CI, stop 22): a steady state whose median was not finite and positive. The
// median of two steps near the largest double overflowed in (a + b) / 2, and a secondary metric
// printed as 0 (or below) became a median of 0 TFLOP/s.
TEST(TrainingLog, SteadyMediansAreFiniteAndPositive)
{
    std::vector<IterationRecord> records(4);
    for (int i = 0; i < 4; ++i) {
        records[i].iteration = 10 + i;
        records[i].line = 1 + i;
        records[i].step_s = 1.5e308;
        records[i].tflopsPerGpu = i < 3 ? 0.0 : -5.0;
    }
    const SteadyState st = steadyState(records);
    ASSERT_EQ(st.used.size(), 4u);
    ASSERT_TRUE(st.step_s);
    EXPECT_EQ(*st.step_s, 1.5e308);  // two middle values of 1.5e308 average to themselves
    EXPECT_FALSE(st.tflopsPerGpu);   // no positive TFLOP/s: none, never a median of 0
    // The same from text: a Megatron log printing 0 TFLOP/s per GPU.
    std::string text;
    for (int i = 2; i < 6; ++i)
        text += " iteration " + std::to_string(i) + "/ 100 | elapsed time per iteration (ms): 1000"
                + " | throughput per GPU (TFLOP/s/GPU): 0.0 |\n";
    const TrainingLog log = parseTrainingLog(text);
    ASSERT_TRUE(log.ok());
    EXPECT_DOUBLE_EQ(*log.steady.step_s, 1.0);
    EXPECT_FALSE(log.steady.tflopsPerGpu);
}
