// syncwall-cli search FILE [--json] [--top N]: the best layouts at the scenario's GPU count,
// fitting ones first, then by step time.

#include <algorithm>
#include <iostream>
#include <memory>
#include <thread>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/core_names.h"
#include "cli/estimate_json.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/catalog.h"
#include "core/layout_search.h"
#include "core/run_family.h"

namespace syncwall::cli {

namespace {

using Json = nlohmann::ordered_json;

struct SearchArgs {
    ScenarioArgs scenario;
    bool json = false;
    bool varyZero = false;
    bool varyCp = false;
    int top = 10;
};

Json searchToJson(const core::SearchResult& result)
{
    Json layouts = Json::array();
    for (const core::RankedLayout& r : result.layouts) {
        Json row = layoutToJson(r.layout);
        row["step_s"] = r.step_s;
        row["mfu"] = r.mfu;
        row["memory_B"] = r.memory_B;
        row["fits"] = r.fits;
        layouts.push_back(std::move(row));
    }
    return Json {{"gpus", result.gpus}, {"evaluated", result.evaluated}, {"layouts", layouts}};
}

void printSearchTable(const core::SearchResult& result, const core::Scenario& scenario)
{
    const core::SoftwareStack stack = scenario.software.stack;
    std::cout << "Best layouts for " << fmtCount(result.gpus) << " GPUs ("
              << fmtCount(result.evaluated) << " evaluated)\n";
    TextTable table;
    for (const char* header : {"#", "TP", "PP", "CP", "EP", "DP", "micro", "virtual", "ZeRO"})
        table.addColumn(header);
    table.addColumn("recompute", TextTable::Align::Left);
    for (const char* header : {"step", "MFU", "memory"})
        table.addColumn(header);
    table.addColumn("fits", TextTable::Align::Left);
    int rank = 0;
    for (const core::RankedLayout& r : result.layouts) {
        const core::Layout& l = r.layout;
        table.addRow({std::to_string(++rank), std::to_string(l.tp), std::to_string(l.pp),
                      std::to_string(l.cp), std::to_string(l.ep), fmtCount(l.dp),
                      std::to_string(l.microBatch), std::to_string(l.virtualStages),
                      std::to_string(l.zero), recomputeName(l.recompute), fmtDuration(r.step_s),
                      fmtPercent(r.mfu), fmtBytes(r.memory_B), r.fits ? "yes" : "no"});
    }
    if (table.empty()) {
        // Say why and where to go: the GPU count has no layout of the search space (DP must
        // divide the global batch and TP x PP x CP the rest), the nearest counts do.
        std::cout << "  no valid layout at " << fmtCount(result.gpus)
                  << " GPUs for this global batch";
        const core::NearbyGpuCounts near = core::nearestLegalGpuCounts(scenario, result.gpus);
        if (near.below > 0 || near.above > 0) {
            std::cout << "; the nearest GPU counts that have one: ";
            if (near.below > 0)
                std::cout << fmtCount(near.below) << (near.above > 0 ? " and " : "");
            if (near.above > 0)
                std::cout << fmtCount(near.above);
        }
        std::cout << '\n';
        return;
    }
    table.print(std::cout);
    // ZeRO-3 under a stack no measured run checks (core::zero3Validated): say so wherever such
    // a row is listed.
    if (!core::zero3Validated(stack)
        && std::any_of(result.layouts.begin(), result.layouts.end(),
                       [](const core::RankedLayout& r) { return r.layout.zero >= 3; }))
        std::cout << "ZeRO-3 rows are outside the validated range: measured runs check only "
                     "PyTorch FSDP's ZeRO-3 (docs/validation.md).\n";
}

int runSearch(const SearchArgs& args)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    const std::optional<core::Scenario> scenario = scenarioForLayoutSearch(loaded);
    if (!scenario)
        return reportProblems(loaded);

    core::SearchOptions options;
    options.top = args.top;
    options.varyZero = args.varyZero;
    options.varyCp = args.varyCp;
    options.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    core::SearchResult result = core::searchLayouts(*scenario, options);
    if (static_cast<int>(result.layouts.size()) > args.top)
        result.layouts.resize(static_cast<std::size_t>(args.top));

    const Json json = searchToJson(result);
    if (args.json)
        return printJson(json, std::cout);
    printSearchTable(result, *scenario);
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addSearchCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<SearchArgs>();
    CLI::App* command =
        app.add_subcommand("search", "Rank the valid parallel layouts at the scenario's GPU count");
    addScenarioArgs(*command, args->scenario);
    command->add_flag("--json", args->json, "JSON {gpus, evaluated, layouts: [...]}, best first");
    command->add_flag("--vary-cp", args->varyCp, "Also try context parallelism 1, 2, 4 and 8");
    command->add_flag("--vary-zero", args->varyZero,
                      "Also try ZeRO stages 1 and 3 (by default the scenario's stage is kept: "
                      "ZeRO-3 is outside validation)");
    command->add_option("--top", args->top, "How many layouts to print")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    command->callback([args, &exitCode] { exitCode = runSearch(*args); });
}

}  // namespace syncwall::cli
