#include "cli/calibrate_series.h"

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/atomic_write.h"
#include "cli/json_output.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/scenario_io.h"
#include "core/series_calibration.h"

namespace syncwall::cli {

namespace {

using Json = nlohmann::ordered_json;
using core::SeriesStatus;

std::string statusName(SeriesStatus s)
{
    switch (s) {
    case SeriesStatus::Fitted:
        return "fitted";
    case SeriesStatus::TooFewRuns:
        return "too_few_runs";
    case SeriesStatus::InvalidMeasurement:
        return "invalid_measurement";
    case SeriesStatus::OtherCluster:
        return "other_cluster";
    case SeriesStatus::NoConvergence:
        return "no_convergence";
    }
    return "unknown";
}

std::string determination(bool determined, double uncertainty)
{
    if (uncertainty >= 1e8)
        return "not determined: no run depends on it apart from the other";
    return std::string(determined ? "determined" : "not determined") + ", +-"
           + fmtPercent(uncertainty, 1) + " for 2 % error per measurement";
}

void printResult(const core::SeriesCalibrationResult& r, const std::vector<core::Scenario>& runs,
                 const std::vector<std::string>& written)
{
    std::cout << "Calibrated to " << runs.size() << " measured runs of one cluster\n";
    for (std::size_t i = 0; i < runs.size(); ++i)
        std::cout << "  " << fmtCount(runs[i].gpus) << " GPUs: measured "
                  << fmtStepSeconds(r.measured_s[i]) << ", predicted "
                  << fmtStepSeconds(r.before_s[i]) << " -> " << fmtStepSeconds(r.after_s[i])
                  << '\n';
    std::cout << "  compute scale    " << fmtNumber(r.computeScale, 4) << "  ("
              << determination(r.computeDetermined, r.computeUncertainty) << ")\n"
              << "  link scale       " << fmtNumber(r.linkScale, 4) << "  ("
              << determination(r.linkDetermined, r.linkUncertainty) << ")\n"
              << "  rms error        " << fmtPercent(r.rmsErrorBefore) << " -> "
              << fmtPercent(r.rmsErrorAfter) << " (of log step time)\n";
    if (!r.computeDetermined || !r.linkDetermined)
        std::cout << "Note: the runs' communication shares differ too little to tell compute from "
                     "links apart (correlation "
                  << fmtNumber(r.correlation, 2)
                  << "); add a run at another scale, or calibrate one knob with --fit.\n";
    for (const std::string& w : written)
        std::cout << "Wrote the calibrated scenario to " << w << '\n';
}

}  // namespace

int calibrateSeriesCommand(const SeriesArgs& args)
{
    if (args.values.size() != args.files.size()) {
        std::cerr << "syncwall-cli: calibrate: " << args.files.size()
                  << " scenario files need as many measurements, comma-separated, in order; got "
                  << args.values.size() << '\n';
        return 2;
    }
    if (!args.out.empty() && args.files.empty())
        return 2;
    const core::Catalog catalog = core::Catalog::builtIn();
    std::vector<core::SeriesRun> runs;
    std::vector<core::Scenario> scenarios;
    for (std::size_t i = 0; i < args.files.size(); ++i) {
        const LoadResult loaded = loadScenario(args.files[i], args.overrides, catalog);
        if (!loaded.scenario)
            return reportProblems(loaded);
        scenarios.push_back(*loaded.scenario);
        runs.push_back({*loaded.scenario, {args.kind, args.values[i]}});
    }
    const core::SeriesCalibrationResult r = core::calibrateSeries(runs);
    if (!r.fitted()) {
        std::string why;
        switch (r.status) {
        case SeriesStatus::OtherCluster:
            why = args.files[std::size_t(r.index)]
                  + " runs on other GPUs or links than the first file: a series is one cluster";
            break;
        case SeriesStatus::InvalidMeasurement:
            why = "measurement " + std::to_string(r.index + 1) + " ("
                  + args.files[std::size_t(r.index)]
                  + ") is no step time of its scenario: it must be positive and finite";
            break;
        default:
            why = "the fit did not converge (please report these scenarios)";
        }
        if (args.json)
            printJson(Json {{"status", statusName(r.status)}, {"index", r.index}}, std::cout);
        std::cerr << "syncwall-cli: calibration refused: " << why << '\n';
        return 2;
    }
    // Every file gets the cluster's calibration (the first file's measurement is stored with
    // it); with --out, only the first file's scenario, written there.
    std::vector<std::string> written;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const std::string target = !args.out.empty()      ? (i == 0 ? args.out : std::string())
                                   : args.files[i] != "-" ? args.files[i]
                                                          : std::string();
        if (target.empty())
            continue;
        core::Scenario s = scenarios[i];
        s.calibration = r.calibration;
        s.calibration.measuredStep_s = r.measured_s[i];
        std::string error;
        if (!writeAtomically(target, core::scenarioToJson(s), error)) {
            std::cerr << "syncwall-cli: " << error << '\n';
            return 2;
        }
        written.push_back(target);
    }
    if (args.json) {
        Json runsJson = Json::array();
        for (std::size_t i = 0; i < scenarios.size(); ++i)
            runsJson.push_back({{"file", args.files[i]},
                                {"gpus", scenarios[i].gpus},
                                {"measured_step_s", r.measured_s[i]},
                                {"before_step_s", r.before_s[i]},
                                {"after_step_s", r.after_s[i]}});
        return printJson(Json {{"status", statusName(r.status)},
                               {"compute_scale", r.computeScale},
                               {"link_scale", r.linkScale},
                               {"compute_uncertainty", r.computeUncertainty},
                               {"link_uncertainty", r.linkUncertainty},
                               {"compute_determined", r.computeDetermined},
                               {"link_determined", r.linkDetermined},
                               {"correlation", r.correlation},
                               {"rms_error_before", r.rmsErrorBefore},
                               {"rms_error_after", r.rmsErrorAfter},
                               {"runs", runsJson},
                               {"written", written}},
                         std::cout);
    }
    printResult(r, scenarios, written);
    return 0;
}

}  // namespace syncwall::cli
