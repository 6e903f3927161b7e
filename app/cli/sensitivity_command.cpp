#include "cli/sensitivity_command.h"

#include <cmath>
#include <iostream>
#include <memory>

#include <CLI/CLI.hpp>

#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/catalog.h"
#include "core/sensitivity.h"

namespace syncwall::cli {

namespace {

using core::SensitivityInput;
using Json = nlohmann::ordered_json;

struct SensitivityArgs {
    ScenarioArgs scenario;
    bool json = false;
};

// The unit of each input's low and high values (core/sensitivity.h).
std::string unitOf(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::ClusterMtbf:
    case SensitivityInput::RecoveryTime:
        return "s";
    case SensitivityInput::CheckpointBandwidth:
        return "B/s";
    default:
        return "fraction";
    }
}

std::string valueText(SensitivityInput input, double value)
{
    const std::string unit = unitOf(input);
    if (unit == "s")
        return fmtDuration(value);
    if (unit == "B/s")
        return fmtBandwidth(value);
    return input == SensitivityInput::JitterCv ? fmtNumber(value, 3) : fmtPercent(value);
}

std::string signedRunTime(double delta_s)
{
    if (std::fabs(delta_s) < 0.5)
        return "0";
    return (delta_s >= 0 ? "+" : "-") + fmtDuration(std::fabs(delta_s));
}

int runSensitivity(const SensitivityArgs& args)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);
    const core::SensitivityResult result = core::sensitivity(*loaded.scenario);

    Json json = Json::array();
    for (const core::SensitivityEntry& e : result.entries)
        json.push_back(Json {{"name", std::string(core::sensitivityKey(e.input))},
                             {"low", e.low},
                             {"high", e.high},
                             {"jct_low_s", e.jct_low_s},
                             {"jct_high_s", e.jct_high_s},
                             {"unit", unitOf(e.input)}});
    if (args.json)
        return printJson(json, std::cout);

    std::cout << "Expected JCT " << fmtRunTime(result.base_jct_s)
              << ". One assumption at a time over its plausible range, the rest held:\n\n";
    TextTable table;
    table.addColumn("input", TextTable::Align::Left);
    table.addColumn("low");
    table.addColumn("high");
    table.addColumn("JCT at low");
    table.addColumn("JCT at high");
    table.addColumn("swing");
    for (const core::SensitivityEntry& e : result.entries)
        table.addRow({std::string(core::sensitivityKey(e.input)), valueText(e.input, e.low),
                      valueText(e.input, e.high), signedRunTime(e.jct_low_s - result.base_jct_s),
                      signedRunTime(e.jct_high_s - result.base_jct_s), fmtDuration(e.swing_s())});
    table.print(std::cout, "  ");
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addSensitivityCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<SensitivityArgs>();
    CLI::App* command = app.add_subcommand(
        "sensitivity", "How much each uncertain assumption moves the expected JCT, largest first");
    addScenarioArgs(*command, args->scenario);
    command->add_flag(
        "--json", args->json,
        "Print an array of {name, low, high, jct_low_s, jct_high_s, unit}, largest effect first");
    command->callback([args, &exitCode] { exitCode = runSensitivity(*args); });
}

}  // namespace syncwall::cli
