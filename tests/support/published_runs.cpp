#include "published_runs.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/catalog.h"

namespace syncwall::test {

double PublishedRun::stepError(const core::Estimate& e) const
{
    return stepTimeTarget ? e.step.total_s / measured - 1.0 : measured / e.throughput.mfu - 1.0;
}

namespace {

// A text file of tests/data, whole ("" when missing).
std::string readTestData(const std::string& relativePath)
{
    std::ifstream in(std::string(SYNCWALL_TEST_DATA_DIR) + "/" + relativePath);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

std::vector<PublishedRun> publishedRuns(const std::string& set)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const nlohmann::json targets = nlohmann::json::parse(readTestData(set + "/targets.json"));
    std::vector<PublishedRun> runs;
    for (const auto& [id, target] : targets.items()) {
        PublishedRun r;
        r.id = id;
        r.parsed =
            core::parseScenario(readTestData(set + "/scenarios/" + id + ".syncwall.json"), catalog);
        r.stepTimeTarget = target.at("key") == "step.total_s";
        r.measured = target.at("value").get<double>();
        runs.push_back(std::move(r));
    }
    return runs;
}

bool isZero3Run(const std::string& id) { return id.find("_zero3_") != std::string::npos; }

}  // namespace syncwall::test
