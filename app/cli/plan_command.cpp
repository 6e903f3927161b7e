// syncwall-cli plan FILE (--deadline-days D | --budget-usd B) [--gpus-types all|ID,...] [--json]
// (the scenario's plan.deadline_days when neither is given):
// for each system of the catalog, the fewest GPUs that meet a deadline (or the fastest run within
// a budget), with the layout, the expected JCT and its P10-P90 band, and the cost (core/plan.h).

#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/core_names.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/catalog.h"
#include "core/plan.h"

namespace syncwall::cli {
namespace {

using Json = nlohmann::ordered_json;

struct PlanArgs {
    ScenarioArgs scenario;
    std::optional<double> deadlineDays;
    std::optional<double> budgetUsd;
    std::string systems = "all";
    bool json = false;
};

std::vector<std::string> systemIds(const std::string& list, const core::Catalog& catalog)
{
    std::vector<std::string> ids;
    if (list == "all") {
        for (const core::SystemEntry& e : catalog.systems())
            ids.push_back(e.id);
        return ids;
    }
    std::stringstream in(list);
    std::string id;
    while (std::getline(in, id, ','))
        if (!id.empty())
            ids.push_back(id);
    return ids;
}

Json planJson(const core::SystemPlan& p)
{
    const core::Layout& l = p.estimate.layout;
    Json j {{"system", p.system}, {"gpu", p.gpu}, {"found", p.found}, {"meets", p.meets}};
    if (!p.found) {
        j["reason"] = p.precisionSupported ? "no layout fits in memory up to 131,072 GPUs"
                                           : "the GPU has no peak at the scenario's precision";
        return j;
    }
    j["gpus"] = p.gpus;
    j["tp"] = l.tp;
    j["pp"] = l.pp;
    j["cp"] = l.cp;
    j["ep"] = l.ep;
    j["dp"] = l.dp;
    j["expected_s"] = p.estimate.run.expected_s;
    j["p10_s"] = p.band.outsideValidation ? Json(nullptr) : Json(p.band.p10_s);
    j["p90_s"] = p.band.outsideValidation ? Json(nullptr) : Json(p.band.p90_s);
    j["cost_usd"] = p.estimate.run.cost_usd;
    return j;
}

void printPlans(const std::vector<core::SystemPlan>& plans, const PlanArgs& args)
{
    if (args.deadlineDays)
        std::cout << "Fewest GPUs to finish within " << fmtNumber(*args.deadlineDays, 1)
                  << " days (expected JCT, failures included)\n";
    else
        std::cout << "Fastest run within " << fmtNumber(*args.budgetUsd, 0) << " USD\n";
    TextTable table;
    for (const char* header : {"system", "GPU"})
        table.addColumn(header, TextTable::Align::Left);
    for (const char* header :
         {"GPUs", "TP", "PP", "CP", "EP", "DP", "expected", "P10", "P90", "cost"})
        table.addColumn(header);
    table.addColumn("meets", TextTable::Align::Left);
    for (const core::SystemPlan& p : plans) {
        if (!p.found) {
            table.addRow({p.system, p.gpu, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-",
                          p.precisionSupported ? "no layout fits" : "precision unsupported"});
            continue;
        }
        const core::Layout& l = p.estimate.layout;
        const bool band = !p.band.outsideValidation;
        table.addRow(
            {p.system, p.gpu, fmtCount(p.gpus), std::to_string(l.tp), std::to_string(l.pp),
             std::to_string(l.cp), std::to_string(l.ep), fmtCount(l.dp),
             fmtDuration(p.estimate.run.expected_s), band ? fmtDuration(p.band.p10_s) : "-",
             band ? fmtDuration(p.band.p90_s) : "-", fmtNumber(p.estimate.run.cost_usd, 0) + " USD",
             p.meets ? "yes" : (args.deadlineDays ? "no (fastest shown)" : "no (cheapest shown)")});
    }
    table.print(std::cout);
    std::cout
        << "Price per GPU-hour and failure rates: each system's defaults, unless the scenario "
           "set its own; '-' under P10/P90: outside the validated range, no band.\n";
}

int runPlan(const PlanArgs& given)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(given.scenario.file, given.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);
    // Without a goal on the command line, the deadline the scenario carries (plan.deadline_days,
    // what the window's Plan view saves) is the goal.
    PlanArgs args = given;
    if (!args.deadlineDays && !args.budgetUsd && loaded.scenario->plan.deadline_s)
        args.deadlineDays = *loaded.scenario->plan.deadline_s / 86400.0;
    if (args.deadlineDays.has_value() == args.budgetUsd.has_value()) {
        std::cerr << "syncwall-cli plan: give --deadline-days or --budget-usd (one of them), or "
                     "a scenario with plan.deadline_days\n";
        return 2;
    }
    const std::vector<std::string> ids = systemIds(args.systems, catalog);
    for (const std::string& id : ids)
        if (!catalog.system(id)) {
            std::cerr << "--gpus-types: \"" << id << "\" is not a system in the catalog\n";
            return 2;
        }
    core::PlanGoal goal;
    if (args.deadlineDays)
        goal.deadline_s = *args.deadlineDays * 86400.0;
    else
        goal.budget_usd = args.budgetUsd;
    const std::vector<core::SystemPlan> plans =
        core::planRuns(*loaded.scenario, catalog, goal, ids);
    Json json {{"plans", Json::array()}};
    for (const core::SystemPlan& p : plans)
        json["plans"].push_back(planJson(p));
    if (args.json)
        return printJson(json, std::cout);
    printPlans(plans, args);
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addPlanCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<PlanArgs>();
    CLI::App* command = app.add_subcommand(
        "plan",
        "For each system: the fewest GPUs to meet a deadline, or the fastest run within a budget");
    addScenarioArgs(*command, args->scenario);
    auto* deadline = command
                         ->add_option("--deadline-days", args->deadlineDays,
                                      "Finish within this many days (expected JCT)")
                         ->check(CLI::Range(1e-3, 1e5));
    command->add_option("--budget-usd", args->budgetUsd, "Spend at most this much")
        ->check(CLI::Range(1.0, 1e12))
        ->excludes(deadline);
    command->add_option("--gpus-types", args->systems, "all, or system ids separated by commas")
        ->capture_default_str();
    command->add_flag("--json", args->json, R"(JSON {"plans": [...]})");
    command->callback([args, &exitCode] { exitCode = runPlan(*args); });
}

}  // namespace syncwall::cli
