// syncwall-cli sweep FILE --gpus LIST [--csv | --json] [--keep-layout]: the same job (global
// batch and tokens fixed) at each GPU count.

#include <iostream>
#include <memory>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/gpu_list.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/sweep_table.h"
#include "core/catalog.h"
#include "core/sweep.h"

namespace syncwall::cli {

namespace {

struct SweepArgs {
    ScenarioArgs scenario;
    std::string gpus;
    bool csv = false;
    bool json = false;
    bool keepLayout = false;
};

int runSweep(const SweepArgs& args)
{
    std::vector<int> counts;
    std::string error;
    if (!parseGpuList(args.gpus, counts, error)) {
        std::cerr << "--gpus: " << error << '\n';
        return 2;
    }
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);

    const auto policy =
        args.keepLayout ? core::SweepLayoutPolicy::KeepTpPp : core::SweepLayoutPolicy::Best;
    const core::SweepResult sweep = core::sweepGpus(*loaded.scenario, counts, policy);
    const nlohmann::ordered_json json {{"points", sweepToJson(sweep)}};
    if (args.json)
        return printJson(json, std::cout);
    if (args.csv)
        printSweepCsv(std::cout, sweep);
    else
        printSweepTable(std::cout, sweep);
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addSweepCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<SweepArgs>();
    CLI::App* command = app.add_subcommand("sweep", "The same job at several GPU counts");
    addScenarioArgs(*command, args->scenario);
    command
        ->add_option("--gpus", args->gpus,
                     "Comma list of counts, or A:B = powers of two from A to B")
        ->type_name("LIST")
        ->required();
    auto* csv =
        command->add_flag("--csv", args->csv,
                          "CSV: gpus,tp,pp,dp,step_s,jct_s,expected_jct_s,efficiency,mfu,fits,...");
    command->add_flag("--json", args->json, "JSON {\"points\": [...]}")->excludes(csv);
    command->add_flag(
        "--keep-layout", args->keepLayout,
        "Keep the scenario's TP, PP and CP (DP absorbs the count) instead of the best layout");
    command->callback([args, &exitCode] { exitCode = runSweep(*args); });
}

}  // namespace syncwall::cli
