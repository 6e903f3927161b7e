// The model against the published runs (docs/validation.md): the fitted rows stay fitted and the
// held-out rows stay within the accuracy the docs promise. Fixtures: tests/data/validation.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"

using namespace syncwall::core;

namespace {

const std::string kDir = std::string(SYNCWALL_TEST_DATA_DIR) + "/validation";

std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

struct Row {
    std::string id;
    double error = 0;   // signed relative error of the predicted step time
};

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// Same set as app/cli/validation_command.cpp kCalibrationSet.
bool calibrationRow(const std::string& id)
{
    return startsWith(id, "narayanan21_t1_") || id == "megatron_core_r080_h100_1.7B" ||
           id == "megatron_core_r080_h100_70B" || id == "megatron_core_r080_h100_314B";
}

// DeepSpeed ZeRO-3 (Narayanan 2021 Table 2): outside the model, reported but not promised.
bool zero3Row(const std::string& id) { return id.find("_zero3_") != std::string::npos; }

std::vector<Row> evaluate()
{
    const Catalog catalog = Catalog::builtIn();
    const nlohmann::json targets = nlohmann::json::parse(readFile(kDir + "/targets.json"));
    std::vector<Row> rows;
    for (const auto& [id, target] : targets.items()) {
        const ParsedScenario parsed = parseScenario(readFile(kDir + "/scenarios/" + id + ".syncwall.json"), catalog);
        EXPECT_TRUE(parsed.ok()) << id;
        if (!parsed.ok())
            continue;
        const Estimate e = estimate(parsed.scenario);
        const double measured = target.at("value").get<double>();
        Row r;
        r.id = id;
        // An MFU target is compared as the step time it implies (time ~ 1 / MFU).
        r.error = target.at("key") == "step.total_s" ? e.step.total_s / measured - 1.0
                                                     : measured / e.throughput.mfu - 1.0;
        rows.push_back(r);
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

TEST(ValidationAccuracy, CoversThePublishedRuns)
{
    EXPECT_EQ(evaluate().size(), 34u);
}

TEST(ValidationAccuracy, CalibrationRowsStayFitted)
{
    std::vector<double> errors;
    for (const Row& r : evaluate())
        if (calibrationRow(r.id)) {
            errors.push_back(r.error);
            EXPECT_LT(std::fabs(r.error), 0.10) << r.id;
        }
    EXPECT_EQ(errors.size(), 13u);
    EXPECT_LT(medianAbs(errors), 0.05);
}

TEST(ValidationAccuracy, HeldOutRowsWithinPromise)
{
    // docs/validation.md: median |error| <= 10 %, no row worse than 25 %, on A100 and H100 alike.
    std::vector<double> a100, h100;
    for (const Row& r : evaluate()) {
        if (calibrationRow(r.id) || zero3Row(r.id))
            continue;
        EXPECT_LT(std::fabs(r.error), 0.25) << r.id;
        (startsWith(r.id, "megatron_core_r080_h100") ? h100 : a100).push_back(r.error);
    }
    EXPECT_EQ(a100.size() + h100.size(), 15u);
    EXPECT_LE(medianAbs(a100), 0.10);
    EXPECT_LE(medianAbs(h100), 0.10);
}

TEST(ValidationAccuracy, ZeroThreeIsUnderpredictedAndSaysSo)
{
    // The model does not reproduce DeepSpeed ZeRO-3's 2021 scaling; the estimate must flag it.
    const Catalog catalog = Catalog::builtIn();
    const ParsedScenario parsed = parseScenario(
        readFile(kDir + "/scenarios/narayanan21_t2_zero3_174B_1536gpu.syncwall.json"), catalog);
    ASSERT_TRUE(parsed.ok());
    const Estimate e = estimate(parsed.scenario);
    EXPECT_NE(std::find(e.warnings.begin(), e.warnings.end(), WarningCode::OutsideValidation),
              e.warnings.end());
}
