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
#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/jct_band.h"

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
    nlohmann::ordered_json json = estimateToJson(*loaded.scenario, estimate);
    // Another GPU in a catalog system: a what-if whose links and prices stay the system's. The
    // catalog knows it, not the core's estimate, so it joins the warnings here.
    const core::HardwareSpec& hw = loaded.scenario->hardware;
    std::string gpuNote;
    if (const core::GpuEntry* own = core::systemGpuIfOther(hw, catalog)) {
        gpuNote = hw.gpu.id + " is not the GPU of " + hw.preset + " (" + own->spec.id
                  + "): its NVLink, NICs, price and failure data stay " + hw.preset + "'s";
        json["warnings"].push_back({{"code", "gpu_not_the_systems"}, {"message", gpuNote}});
    }
    // P10-P90 of the expected JCT: held-out model error x failure Monte Carlo (core/jct_band.h).
    const core::JctBand band = core::jctBand(*loaded.scenario, estimate);
    json["run"]["jct_p10_s"] = band.p10_s;
    json["run"]["jct_p50_s"] = band.p50_s;
    json["run"]["jct_p90_s"] = band.p90_s;
    if (args.json)
        return printJson(json, std::cout);
    printEstimate(std::cout, *loaded.scenario, estimate);
    std::cout << "JCT P10-P90 band: " << fmtRunTime(band.p10_s) << " to " << fmtRunTime(band.p90_s)
              << (band.outsideValidation ? " (outside the validated range: wider in truth)" : "")
              << '\n';
    if (!gpuNote.empty())
        std::cout << "Note: " << gpuNote << ".\n";
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addEstimateCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<EstimateArgs>();
    CLI::App* command =
        app.add_subcommand("estimate", "Estimate step time, throughput, memory and JCT");
    addScenarioArgs(*command, args->scenario);
    command->add_flag("--json", args->json, "Print one JSON object (SI units)");
    command->callback([args, &exitCode] { exitCode = runEstimate(*args); });
}

}  // namespace syncwall::cli
