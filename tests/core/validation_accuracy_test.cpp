// The model against the published runs (docs/validation.md): the fitted rows stay fitted and the
// held-out rows stay within the accuracy the docs promise. Fixtures: tests/data/validation.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "core/validation_set.h"
#include "scenario_test_support.h"
#include "tests/support/published_runs.h"

using namespace syncwall::core;
using namespace syncwall::test;
using namespace syncwall::core::test;

namespace {

struct Row {
    std::string id;
    double error = 0;  // signed relative error of the predicted step time
};

std::vector<Row> evaluate(const std::string& set = "validation")
{
    std::vector<Row> rows;
    for (const PublishedRun& run : publishedRuns(set)) {
        EXPECT_TRUE(run.parsed.ok()) << run.id;
        if (run.parsed.ok())
            rows.push_back({run.id, run.stepError(estimate(run.parsed.scenario))});
    }
    return rows;
}

double medianAbs(std::vector<double> v)
{
    for (double& x : v)
        x = std::fabs(x);
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

TEST(ValidationAccuracy, CoversThePublishedRuns) { EXPECT_EQ(evaluate().size(), 34u); }

TEST(ValidationAccuracy, CalibrationRowsStayFitted)
{
    std::vector<double> errors;
    for (const Row& r : evaluate())
        if (isCalibrationRun(r.id)) {
            errors.push_back(r.error);
            EXPECT_LT(std::fabs(r.error), 0.10) << r.id;
        }
    EXPECT_EQ(errors.size(), 16u);
    EXPECT_LT(medianAbs(errors), 0.05);
}

TEST(ValidationAccuracy, HeldOutRowsWithinPromise)
{
    // docs/validation.md: median |error| <= 10 %, no row worse than 25 %, on A100 and H100 alike.
    std::vector<double> a100, h100;
    for (const Row& r : evaluate()) {
        if (isCalibrationRun(r.id) || isZero3Run(r.id))
            continue;
        EXPECT_LT(std::fabs(r.error), 0.25) << r.id;
        (r.id.rfind("megatron_core_r080_h100", 0) == 0 ? h100 : a100).push_back(r.error);
    }
    EXPECT_EQ(a100.size() + h100.size(), 15u);
    EXPECT_LE(medianAbs(a100), 0.10);
    EXPECT_LE(medianAbs(h100), 0.10);
}

TEST(ValidationAccuracy, ZeroThreeOf2021SaysItIsOutsideTheValidatedRange)
{
    // Megatron-DeepSpeed's ZeRO-3 of 2021 rests on one constant fitted on three of its own rows
    // (software_stack.cpp, the list collectives' copy): the estimate must say it is outside the
    // validated range.
    const ParsedScenario parsed =
        parseScenario(syncwall::core::test::readText(syncwall::core::test::dataPath(
                          "validation/scenarios/narayanan21_t2_zero3_174B_1536gpu.syncwall.json")),
                      Catalog::builtIn());
    ASSERT_TRUE(parsed.ok());
    const Estimate e = estimate(parsed.scenario);
    EXPECT_NE(std::find(e.warnings.begin(), e.warnings.end(), WarningCode::OutsideValidation),
              e.warnings.end());
}

TEST(ValidationAccuracy, ZeroThreeOf2021WithinTheIssuesBound)
{
    // Narayanan et al. 2021 Table 2: the copy constant is fitted on the three 175B rows; the
    // three 529B rows (640-2,240 GPUs) are held out of that fit. No row worse than 25 % (issue
    // 14's bound), the held-out ones included.
    int rows = 0;
    for (const Row& r : evaluate()) {
        if (!isZero3Run(r.id))
            continue;
        ++rows;
        EXPECT_LT(std::fabs(r.error), 0.25) << r.id;
    }
    EXPECT_EQ(rows, 6);
}

TEST(ValidationAccuracy, WholeOldSetWithinTheGoal)
{
    // Issue 14's goal for the old public set, ZeRO-3 rows included: median |error| <= 5 %.
    std::vector<double> errors;
    for (const Row& r : evaluate())
        errors.push_back(r.error);
    EXPECT_LE(medianAbs(errors), 0.05);
}

TEST(ValidationAccuracy, ModernSetWithinWhatTheDocsPromise)
{
    // The 15 runs of 2024-26 stacks, none fitted on: median |error| under 8 % (the issue's goal;
    // docs/validation.md, "Where the model stands", has the figure), and every Transformer
    // Engine FP8 run ("fp8" in the id; torchtitan's Float8 rows say "float8") within 25 %.
    std::vector<double> errors;
    for (const Row& r : evaluate("validation-modern")) {
        errors.push_back(r.error);
        if (r.id.find("fp8") != std::string::npos) {
            EXPECT_LT(std::fabs(r.error), 0.25) << r.id;
        }
    }
    EXPECT_EQ(errors.size(), 15u);
    EXPECT_LE(medianAbs(errors), 0.08);
}

TEST(ValidationAccuracy, Llama3_405bExampleMatchesTable4AsShipped)
{
    // Dubey et al. 2024 Table 4: 16,384 H100s, TP 8, CP 1, PP 16, DP 128, 16M tokens per batch,
    // 400 TFLOP/s per GPU = 40.4 % of 989 (the paper rounds to 41 %). Sec. 3.3.2: FSDP shards
    // the optimizer and the gradients and keeps the weights whole for the step (ZeRO-2's memory),
    // and 8k sequences train without activation checkpointing. The shipped example says so
    // (pytorch-fsdp, ZeRO-2, recompute auto) and the memory model must then choose no recompute:
    // 6.44 GB of weights + 68.2 GB of activations (the fullest stage's 8 layers x 16
    // micro-batches x 31.75 s b h / t for Llama's GQA and SwiGLU) fit in 95 % of the H100's
    // 85.52 GB.
    const Scenario s =
        parseScenario(
            readText(sourcePath("resources/scenarios/llama3-405b-16384-h100.syncwall.json")),
            catalog())
            .scenario;
    const Estimate e = estimate(s);
    EXPECT_EQ(e.layout.recompute, Recompute::None);
    EXPECT_TRUE(e.memory.fits);
    const double published = 400.0 / 989.0;
    EXPECT_NEAR(e.throughput.mfu / published, 1.0, 0.10);
}

// Memory against what torchtitan measured (docs/validation-history.md, "Memory at its peak"):
// every run of the modern set with a measured `memory_GiB` (torchtitan @ 9dec370, eager fp32
// loss). What it reports is the caching allocator's peak reservation, never less than what was
// allocated, so the model's peak stays under it; where the model knows what the run keeps (bf16
// under the op policy) it reaches 85 % of it. The float8 runs (op policy, the 256k-token CP 8
// run, the 70B TP 8 run) read 59-82 % (not explained: docs).
TEST(ValidationAccuracy, MemoryStaysUnderTorchtitansReservations)
{
    const nlohmann::json runs =
        nlohmann::json::parse(readText(dataPath("validation-modern/runs.json")));
    int checked = 0;
    for (const nlohmann::json& run : runs) {
        const nlohmann::json& measured = run.at("measured");
        if (!measured.contains("memory_GiB"))
            continue;
        const std::string id = run.at("id");
        const ParsedScenario p = parseScenario(
            readText(dataPath("validation-modern/scenarios/" + id + ".syncwall.json")), catalog());
        ASSERT_TRUE(p.ok()) << id;
        const double model = estimate(p.scenario).memory.total_B;
        const double reserved = measured.at("memory_GiB").get<double>() * 1073741824.0;
        EXPECT_LE(model, reserved) << id;
        if (run.at("config").at("precision") == "bf16") {
            EXPECT_GE(model, 0.85 * reserved) << id;
        }
        ++checked;
    }
    EXPECT_EQ(checked, 4);
}

TEST(ValidationAccuracy, HeldOutLongContextSeriesIsScored)
{
    // tests/data/heldout-long-context: NeMo 25.04 on DGX B200 (6 rows, the fit subset of the
    // B200 die's sustained attention share, docs/model.md) and torchtitan's CP series on H100
    // (7 rows, fitted on nothing). Every row reads and predicts; the B200 rows stay within
    // 15 % (8k, the dense FP8 row, is +13 %); the torchtitan rows are reported, not promised:
    // PyTorch's 2024-12 context parallelism runs 12-35 % slower than the model says
    // (docs/validation.md).
    std::vector<double> b200;
    int titan = 0;
    for (const Row& r : evaluate("heldout-long-context")) {
        EXPECT_TRUE(std::isfinite(r.error)) << r.id;
        if (r.id.rfind("nemo2504_b200", 0) == 0) {
            EXPECT_LT(std::fabs(r.error), 0.15) << r.id;
            b200.push_back(r.error);
        } else {
            ++titan;
        }
    }
    EXPECT_EQ(b200.size(), 6u);
    EXPECT_EQ(titan, 7);
    EXPECT_LE(medianAbs(b200), 0.03);
}

TEST(ValidationAccuracy, HeldOutGptOssSeriesIsScored)
{
    // tests/data/heldout-gpt-oss: Megatron-Bridge's GPT-OSS-120B bf16 rows of 25.11 to 26.04.01
    // on GB300, GB200, B300, B200 and H100 (all but the modern set's 26.04.01 B200 row), fitted
    // on nothing. The model is too fast on every one, by 4-49 % (median 20 %;
    // docs/validation.md): reported, not promised. Every row reads and predicts too fast, and
    // none may drift past 60 %.
    int rows = 0;
    for (const Row& r : evaluate("heldout-gpt-oss")) {
        ++rows;
        EXPECT_TRUE(std::isfinite(r.error)) << r.id;
        EXPECT_LT(r.error, 0.0) << r.id;
        EXPECT_LT(std::fabs(r.error), 0.60) << r.id;
    }
    EXPECT_EQ(rows, 23);
}

TEST(ValidationAccuracy, HeldOutMegatronBridge2026SeriesIsScored)
{
    // tests/data/heldout-mbridge-2026: Megatron-Bridge 26.04.01, 26.06 and 26.06.01 pre-training
    // rows (Llama 3 70B and 3.1 405B, DeepSeek-V3, Qwen3, GPT-OSS-120B MXFP8) on GB300, GB200,
    // B300, B200 and H100, fitted on nothing; docs/validation.md says what each group misses.
    // The dense DGX H100 rows read within 10 %; every row reads and none drifts past 50 %;
    // the median is within 10 %. The 26.06 and 26.06.01 MoE rows state the all-to-all overlap
    // and the full-iteration CUDA graph their configs run (make_scenarios.py): they read within
    // 12 %, but for the two 26.06.01 GPT-OSS rows the archive flags as a regression.
    int rows = 0, h100Dense = 0, recipes = 0;
    std::vector<double> errors;
    for (const Row& r : evaluate("heldout-mbridge-2026")) {
        ++rows;
        errors.push_back(r.error);
        EXPECT_TRUE(std::isfinite(r.error)) << r.id;
        EXPECT_LT(std::fabs(r.error), 0.5) << r.id;
        if (r.id.find("_h100_llama3") != std::string::npos) {
            ++h100Dense;
            EXPECT_LT(std::fabs(r.error), 0.10) << r.id;
        }
        const bool newRecipe = r.id.rfind("mbridge2606", 0) == 0
                               && r.id.find("llama") == std::string::npos
                               && r.id.find("_b300_deepseekv3") == std::string::npos
                               && r.id.find("_b300_gpt-oss") == std::string::npos;
        const bool flagged =
            r.id.rfind("mbridge260601_", 0) == 0 && r.id.find("gpt-oss") != std::string::npos;
        if (newRecipe && !flagged) {
            ++recipes;
            EXPECT_LT(std::fabs(r.error), 0.12) << r.id;
        }
    }
    EXPECT_EQ(rows, 55);
    EXPECT_EQ(h100Dense, 3);
    EXPECT_EQ(recipes, 16);
    EXPECT_LE(medianAbs(errors), 0.10);
}

TEST(ValidationAccuracy, HeldOutNemo2407FP8SeriesIsScored)
{
    // tests/data/heldout-nemo2407-h100-fp8: NeMo 24.07's twelve FP8 pre-training rows on DGX
    // H100 (GPT-3, Llama 2 and 3, Nemotron; 8-512 GPUs), fitted on nothing: median |error|
    // within 10 % (docs/validation.md has the figure) and every row within 25 %.
    std::vector<double> errors;
    for (const Row& r : evaluate("heldout-nemo2407-h100-fp8")) {
        errors.push_back(r.error);
        EXPECT_LT(std::fabs(r.error), 0.25) << r.id;
    }
    EXPECT_EQ(errors.size(), 12u);
    EXPECT_LE(medianAbs(errors), 0.10);
}

TEST(ValidationAccuracy, HeldOutTorchtitan2025SeriesIsScored)
{
    // tests/data/heldout-torchtitan-2025: torchtitan's June 2025 benchmark files. Float8 FSDP
    // on H200 at the rated 700 W reads within 10 % (docs/validation.md has the figures). Its
    // Llama 3 70B bf16 row (H100 at 500 W) is what the power law's one knob was fitted on
    // (PowerLawFitsItsRowAndScoresTheOther500WattRows); none may drift past 35 %.
    int rows = 0, h200 = 0;
    for (const Row& r : evaluate("heldout-torchtitan-2025")) {
        ++rows;
        EXPECT_LT(std::fabs(r.error), 0.35) << r.id;
        if (r.id.rfind("trainy_h200", 0) == 0) {
            ++h200;
            EXPECT_LT(std::fabs(r.error), 0.10) << r.id;
        }
    }
    EXPECT_EQ(rows, 6);
    EXPECT_EQ(h200, 2);
}

TEST(ValidationAccuracy, PowerLawFitsItsRowAndScoresTheOther500WattRows)
{
    // core/power_clock.h's voltage-floor clock is fitted on the Llama 3 70B bf16 row of
    // tests/data/heldout-torchtitan-2025 (Grand Teton H100s at 500 W, FSDP 32 x TP 8; in no
    // other set): within 0.5 % (in-sample). The other 500 W H100 rows of the held-out series
    // were not fitted on: the 70B Float8 row of the same day, torchtitan's 8B TP 8 pair and its
    // seven long-context rows. Under the cube root of the power they read a median 21.3 %, every
    // one too fast. Under the law: a median within 10 %; the rows without context parallelism
    // within 7 % each (5 % until the attention-output projection's re-run under compiled full
    // recompute moved the fitted floor from 0.834 to 0.817, 2026-11-28: the 8B rows read 5-6 %
    // fast since); the CP 2-8 rows, which keep a miss of their own (docs/validation.md), within
    // 25 %.
    int fitted = 0;
    std::vector<double> others;
    for (const char* set : {"heldout-torchtitan-2025", "heldout-long-context"}) {
        for (const Row& r : evaluate(set)) {
            if (r.id.find("h100") == std::string::npos || r.id.rfind("torchtitan", 0) != 0)
                continue;
            if (r.id.find("70b_256gpu_fsdp32_tp8_bf16") != std::string::npos) {
                EXPECT_LT(std::fabs(r.error), 0.005) << r.id;
                ++fitted;
                continue;
            }
            others.push_back(r.error);
            bool cp = false;
            for (const char* degree : {"cp2_", "cp4_", "cp8_"})
                cp = cp || r.id.find(degree) != std::string::npos;
            EXPECT_LT(std::fabs(r.error), cp ? 0.25 : 0.07) << r.id;
        }
    }
    EXPECT_EQ(fitted, 1);
    EXPECT_EQ(others.size(), 10u);
    EXPECT_LE(medianAbs(others), 0.10);
}
