#include "cli/calibrate_series.h"

#include <iostream>
#include <optional>

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

std::string fitName(core::SeriesFit fit)
{
    switch (fit) {
    case core::SeriesFit::Both:
        return "both";
    case core::SeriesFit::Compute:
        return "compute";
    case core::SeriesFit::Link:
        return "link";
    }
    return "both";
}

std::string determination(bool fitted, bool determined, double uncertainty)
{
    if (!fitted)
        return "held, not fitted";
    if (uncertainty >= 1e8)
        return "not determined: no run depends on it apart from the other";
    return std::string(determined ? "determined" : "not determined") + ", +-"
           + fmtPercent(uncertainty, 1) + " for " + fmtPercent(core::kSeriesMeasurementError, 0)
           + " error per measurement";
}

// The multipliers of `r`, one line each, and its error.
void printScales(const core::SeriesCalibrationResult& r, const char* indent)
{
    std::cout << indent << "compute scale    " << fmtNumber(r.computeScale, 4) << "  ("
              << determination(r.fitsCompute(), r.computeDetermined, r.computeUncertainty) << ")\n"
              << indent << "link scale       " << fmtNumber(r.linkScale, 4) << "  ("
              << determination(r.fitsLink(), r.linkDetermined, r.linkUncertainty) << ")\n"
              << indent << "rms error        " << fmtPercent(r.rmsErrorBefore) << " -> "
              << fmtPercent(r.rmsErrorAfter) << " (of log step time)\n";
}

// `stored` is what the files now hold; `both` the fit of both multipliers it fell back from,
// when it did.
void printResult(const core::SeriesCalibrationResult& stored,
                 const std::optional<core::SeriesCalibrationResult>& both,
                 const std::vector<core::Scenario>& runs, const std::vector<std::string>& written)
{
    std::cout << "Calibrated to " << runs.size() << " measured runs of one cluster\n";
    for (std::size_t i = 0; i < runs.size(); ++i)
        std::cout << "  " << fmtCount(runs[i].gpus) << " GPUs: measured "
                  << fmtStepSeconds(stored.measured_s[i]) << ", predicted "
                  << fmtStepSeconds(stored.before_s[i]) << " -> "
                  << fmtStepSeconds(stored.after_s[i]) << '\n';
    if (both) {
        std::cout << "  both fitted together:\n";
        printScales(*both, "    ");
        std::cout << "  both are not worth storing: the second lowers the error no more than "
                  << fmtPercent(core::kSeriesMeasurementError, 0)
                  << " error per\n  measurement could, or the runs hardly tell the two apart "
                     "(correlation "
                  << fmtNumber(both->correlation, 2) << ");\n  so only the " << fitName(stored.fit)
                  << " scale is fitted and stored:\n";
    }
    printScales(stored, both ? "    " : "  ");
    if (both)
        std::cout << "The "
                  << fitName(stored.fit == core::SeriesFit::Link ? core::SeriesFit::Compute
                                                                 : core::SeriesFit::Link)
                  << " scale keeps the first file's value"
                  << (both->computeDetermined && both->linkDetermined
                          ? ".\n"
                          : "; a run at another scale may tell the two apart.\n");
    for (const std::string& w : written)
        std::cout << "Wrote the calibrated scenario to " << w << '\n';
}

Json scalesJson(const core::SeriesCalibrationResult& r)
{
    return Json {{"fit", fitName(r.fit)},
                 {"compute_scale", r.computeScale},
                 {"link_scale", r.linkScale},
                 {"compute_uncertainty", r.computeUncertainty},
                 {"link_uncertainty", r.linkUncertainty},
                 {"compute_determined", r.computeDetermined},
                 {"link_determined", r.linkDetermined},
                 {"correlation", r.correlation},
                 {"rms_error_before", r.rmsErrorBefore},
                 {"rms_error_after", r.rmsErrorAfter}};
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
    // Both multipliers unless --fit names one; where the runs do not support both, the one that
    // explains them best alone (core::calibrateStorableSeries).
    core::StorableSeries fit =
        args.fit ? core::StorableSeries {core::calibrateSeries(runs, *args.fit), std::nullopt}
                 : core::calibrateStorableSeries(runs);
    const core::SeriesCalibrationResult& r = fit.stored;
    const std::optional<core::SeriesCalibrationResult>& both = fit.both;
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
                  + ") is no step time of its scenario: it must be above 0 s and at most "
                  + fmtStepSeconds(core::kMaxMeasuredStep_s);
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
        Json json {{"status", statusName(r.status)}};
        json.update(scalesJson(r));
        if (both)
            json["both"] = scalesJson(*both);
        json["runs"] = runsJson;
        json["written"] = written;
        return printJson(json, std::cout);
    }
    printResult(r, both, scenarios, written);
    return 0;
}

}  // namespace syncwall::cli
