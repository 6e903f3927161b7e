// syncwall-cli validation DIR [--markdown] [--calibration-set PREFIX,...]: predicts every
// published run in DIR (as written by tests/data/validation/make_scenarios.py: DIR/targets.json and
// DIR/scenarios/<id>.syncwall.json) and prints the error table.

#include <cmath>
#include <iostream>
#include <memory>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/estimate_json.h"
#include "cli/json_output.h"
#include "cli/scenario_loader.h"
#include "cli/validation_report.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/run_family.h"
#include "core/validation_set.h"

namespace syncwall::cli {

namespace {

// The rows the compute model was fitted on (core/validation_set.h); the rest are held out.
const std::vector<std::string> kCalibrationSet(core::kCalibrationRunPrefixes.begin(),
                                               core::kCalibrationRunPrefixes.end());

using Json = nlohmann::ordered_json;

struct ValidationArgs {
    std::string dir;
    bool markdown = false;
    std::vector<std::string> calibrationSet = kCalibrationSet;
    std::vector<std::string> overrides;
};

bool startsWithAny(const std::string& id, const std::vector<std::string>& prefixes)
{
    for (const std::string& prefix : prefixes)
        if (!prefix.empty() && id.compare(0, prefix.size(), prefix) == 0)
            return true;
    return false;
}

// The row's run for the leave-one-family-out fit: its scenario and the step time it measured
// (an MFU target implies the step: MFU is inversely proportional to it).
void addHoldoutRun(const ValidationRow& row, const core::Scenario& scenario, double predictedStep_s,
                   std::vector<core::HoldoutRun>& runs)
{
    if (!row.problem.empty() || !(row.predicted > 0) || !(predictedStep_s > 0))
        return;
    double measured = 0;
    if (row.key == "step.total_s")
        measured = row.measured;
    else if (row.key == "throughput.mfu")
        measured = predictedStep_s * row.predicted / row.measured;
    if (measured > 0 && std::isfinite(measured))
        runs.push_back({scenario, measured, row.families});
}

ValidationRow predictRow(const ValidationArgs& args, const std::string& id, const Json& target,
                         const core::Catalog& catalog, std::vector<std::string>& nonFinite,
                         std::vector<core::HoldoutRun>& holdoutRuns)
{
    ValidationRow row;
    row.id = id;
    row.calibration = startsWithAny(id, args.calibrationSet);
    if (!target.is_object() || !target.contains("key") || !target["key"].is_string()
        || !target.contains("value") || !target["value"].is_number()
        || target["value"].get<double>() == 0) {
        row.problem = "targets.json: " + id + ": needs \"key\" (string) and a non-zero \"value\"";
        return row;
    }
    row.key = target["key"].get<std::string>();
    row.measured = target["value"].get<double>();

    const LoadResult loaded =
        loadScenario(args.dir + "/scenarios/" + id + ".syncwall.json", args.overrides, catalog);
    if (!loaded.scenario) {
        row.problem = loaded.problems.empty() ? "invalid scenario" : loaded.problems.front();
        return row;
    }
    row.gpu = loaded.scenario->hardware.gpu.id;
    row.families = core::runFamilies(*loaded.scenario);
    const core::Estimate e = core::estimate(*loaded.scenario);
    const Json estimate = estimateToJson(*loaded.scenario, e);
    for (const std::string& path : nonFinitePaths(estimate))
        nonFinite.push_back(id + ": " + path);
    const Json* value = findDotted(estimate, row.key);
    if (!value || !value->is_number())
        row.problem = "the estimate has no number at " + row.key;
    else
        row.predicted = value->get<double>();
    addHoldoutRun(row, *loaded.scenario, e.step.total_s, holdoutRuns);
    return row;
}

int runValidation(const ValidationArgs& args)
{
    std::string text;
    std::string error;
    const std::string targetsPath = args.dir + "/targets.json";
    if (!readTextFile(targetsPath, text, error)) {
        std::cerr << targetsPath << ": cannot read: " << error << '\n';
        return 2;
    }
    const Json targets = Json::parse(text, nullptr, false);
    if (!targets.is_object()) {
        std::cerr << targetsPath << ": must be a JSON object {id: {key, value, source}}\n";
        return 2;
    }

    const core::Catalog catalog = core::Catalog::builtIn();
    std::vector<ValidationRow> rows;
    std::vector<std::string> nonFinite;
    std::vector<core::HoldoutRun> holdoutRuns;
    for (const auto& [id, target] : targets.items())
        rows.push_back(predictRow(args, id, target, catalog, nonFinite, holdoutRuns));
    const std::vector<core::FamilyHoldout> holdouts = core::leaveOneFamilyOut(holdoutRuns);

    if (args.markdown)
        printValidationMarkdown(std::cout, rows, holdouts);
    else
        printValidationText(std::cout, rows, holdouts);

    int exitCode = reportNonFinite(nonFinite);
    for (const ValidationRow& row : rows)
        if (!row.problem.empty()) {
            std::cerr << row.id << ": " << row.problem << '\n';
            exitCode = 2;
        }
    return exitCode;
}

}  // namespace

void addValidationCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<ValidationArgs>();
    CLI::App* command = app.add_subcommand(
        "validation",
        "Predict the published runs in DIR (from make_scenarios.py) and print the errors");
    command->add_option("DIR", args->dir, "Directory with targets.json and scenarios/")->required();
    command->add_flag("--markdown", args->markdown,
                      "Print Markdown tables (for docs/validation.md)");
    command
        ->add_option("--calibration-set", args->calibrationSet,
                     "Id prefixes of the calibration rows (comma-separated)")
        ->delimiter(',')
        ->type_name("PREFIX,...");
    command->add_option("--set", args->overrides, "Override a key in every scenario (repeatable)")
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
    command->callback([args, &exitCode] { exitCode = runValidation(*args); });
}

}  // namespace syncwall::cli
