// syncwall-cli wall FILE [--json]: sweep powers of two up to 131,072 GPUs with the best layout
// at each, then report the sync wall and the 85 % / 70 % efficiency crossings.

#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/sweep_table.h"
#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/sweep.h"

namespace syncwall::cli {

namespace {

struct WallArgs {
    ScenarioArgs scenario;
    bool json = false;
};

template <typename T>
nlohmann::ordered_json optionalJson(const std::optional<T>& value)
{
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

std::string crossingText(const std::optional<int>& gpus)
{
    return gpus ? "from " + fmtCount(*gpus) + " GPUs"
                : "not crossed up to " + fmtCount(core::kSweepLastGpus) + " GPUs";
}

int runWall(const WallArgs& args)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);

    // The product's one sweep (core::standardGpuCounts); its scaling baseline and wall already
    // skip the counts where no layout fits in memory.
    const core::SweepResult sweep = core::sweepGpus(
        *loaded.scenario, core::standardGpuCounts(*loaded.scenario), core::SweepLayoutPolicy::Best);
    const auto fitting =
        std::find_if(sweep.points.begin(), sweep.points.end(),
                     [](const core::SweepPoint& p) { return p.valid && p.estimate.memory.fits; });
    std::optional<int> firstFitting;
    if (fitting != sweep.points.end() && fitting != sweep.points.begin())
        firstFitting = fitting->gpus;
    const core::SyncWall wall = core::findSyncWall(sweep);

    const nlohmann::ordered_json json {{"wall_gpus", optionalJson(wall.wall_gpus)},
                                       {"wall_jct_s", optionalJson(wall.wall_jct_s)},
                                       {"efficiency_85_gpus", optionalJson(wall.efficiency85_gpus)},
                                       {"efficiency_70_gpus", optionalJson(wall.efficiency70_gpus)},
                                       {"first_fitting_gpus", optionalJson(firstFitting)},
                                       {"last_valid_gpus", optionalJson(wall.last_valid_gpus)},
                                       {"points", sweepToJson(sweep)}};
    if (args.json)
        return printJson(json, std::cout);

    if (firstFitting)
        std::cout << "No layout fits in memory below " << fmtCount(*firstFitting)
                  << " GPUs; scaling and the wall are judged from there.\n";
    printSweepTable(std::cout, sweep);
    std::cout << '\n';
    if (wall.wall_gpus)
        std::cout << "Sync wall:            " << fmtCount(*wall.wall_gpus) << " GPUs, expected JCT "
                  << (wall.wall_jct_s ? fmtRunTime(*wall.wall_jct_s) : std::string("n/a")) << '\n';
    else if (wall.last_valid_gpus)
        std::cout << "Sync wall:            not within " << fmtCount(*wall.last_valid_gpus)
                  << " GPUs: no valid layout beyond " << fmtCount(*wall.last_valid_gpus)
                  << " GPUs at this global batch\n";
    else
        std::cout << "Sync wall:            not reached up to " << fmtCount(core::kSweepLastGpus)
                  << " GPUs (expected JCT keeps falling)\n";
    std::cout << "Efficiency below 85%: " << crossingText(wall.efficiency85_gpus) << '\n'
              << "Efficiency below 70%: " << crossingText(wall.efficiency70_gpus) << '\n';
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addWallCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<WallArgs>();
    CLI::App* command = app.add_subcommand(
        "wall",
        "Find the sync wall: the GPU count past which more GPUs make the expected JCT longer");
    addScenarioArgs(*command, args->scenario);
    command->add_flag("--json", args->json,
                      "JSON with wall_gpus, wall_jct_s, efficiency_85_gpus, efficiency_70_gpus "
                      "(null = not crossed)");
    command->callback([args, &exitCode] { exitCode = runWall(*args); });
}

}  // namespace syncwall::cli
