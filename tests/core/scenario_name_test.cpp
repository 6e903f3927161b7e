// A scenario's automatic name comes from its content: the model's catalog name, the GPU count
// and the GPU's short name; a name in the file is the user's and survives a round trip.
#include <gtest/gtest.h>

#include "core/scenario_io.h"
#include "core/scenario_name.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

TEST(ScenarioName, TheDefaultScenarioIsNamedFromItsContent)
{
    const Scenario s = defaultScenario(catalog());
    EXPECT_FALSE(isNamedByUser(s));
    const ScenarioNameParts parts = automaticNameParts(s, catalog());
    EXPECT_EQ(parts.model, "GPT-3 175B");
    EXPECT_EQ(parts.gpus, 1536);
    EXPECT_EQ(parts.gpu, "A100 80GB");
}

TEST(ScenarioName, PartsFollowTheContent)
{
    Scenario s = defaultScenario(catalog());
    s.model = catalog().model("llama3-70b")->spec;
    s.hardware = catalog().system("dgx-h100")->hardware;
    s.gpus = 1024;
    const ScenarioNameParts parts = automaticNameParts(s, catalog());
    EXPECT_EQ(parts.model, "Llama 3 70B");
    EXPECT_EQ(parts.gpus, 1024);
    EXPECT_EQ(parts.gpu, "H100");
}

TEST(ScenarioName, ACountOutOfRangeIsNoCount)
{
    // cluster.gpus takes 1 to 2^20: a count outside names nothing (0 = no count).
    Scenario s = defaultScenario(catalog());
    for (const int gpus : {0, -8, (1 << 20) + 1}) {
        s.gpus = gpus;
        EXPECT_EQ(automaticNameParts(s, catalog()).gpus, 0) << gpus;
    }
    for (const int gpus : {1, 1 << 20}) {
        s.gpus = gpus;
        EXPECT_EQ(automaticNameParts(s, catalog()).gpus, gpus) << gpus;
    }
}

TEST(ScenarioName, ACustomModelAndGpuHaveNoCatalogName)
{
    Scenario s = defaultScenario(catalog());
    s.model.preset.clear();
    s.model.params = 12e9;
    s.hardware.gpu.id = "my-gpu";
    const ScenarioNameParts parts = automaticNameParts(s, catalog());
    EXPECT_TRUE(parts.model.empty());
    EXPECT_DOUBLE_EQ(parts.modelParams, 12e9);  // model.params replaces the derived total
    EXPECT_EQ(parts.gpu, "my-gpu");
}

TEST(ScenarioName, AUserNameIsWrittenAndReadBackAnAutomaticOneIsNot)
{
    Scenario s = defaultScenario(catalog());
    EXPECT_EQ(scenarioToJson(s).find("\"name\""), std::string::npos);
    EXPECT_FALSE(isNamedByUser(parseScenario(scenarioToJson(s), catalog()).scenario));
    s.name = "Budget plan B";
    const ParsedScenario back = parseScenario(scenarioToJson(s), catalog());
    ASSERT_TRUE(back.ok());
    EXPECT_TRUE(isNamedByUser(back.scenario));
    EXPECT_EQ(back.scenario.name, "Budget plan B");
}
