// syncwall-cli estimate FILE [--set KEY=VALUE]... [--json]

#include <iostream>
#include <memory>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/estimate_json.h"
#include "cli/estimate_report.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "core/catalog.h"
#include "core/estimator.h"

namespace syncwall::cli {

namespace {

struct EstimateArgs {
    ScenarioArgs scenario;
    bool json = false;
};

int runEstimate(const EstimateArgs& args)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);

    const core::Estimate estimate = core::estimate(*loaded.scenario);
    const nlohmann::ordered_json json = estimateToJson(*loaded.scenario, estimate);
    if (args.json)
        return printJson(json, std::cout);
    printEstimate(std::cout, *loaded.scenario, estimate);
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addEstimateCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<EstimateArgs>();
    CLI::App* command = app.add_subcommand("estimate", "Estimate step time, throughput, memory and JCT");
    addScenarioArgs(*command, args->scenario);
    command->add_flag("--json", args->json, "Print one JSON object (SI units)");
    command->callback([args, &exitCode] { exitCode = runEstimate(*args); });
}

}  // namespace syncwall::cli
