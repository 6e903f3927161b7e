#include "cli/calibrate_command.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "cli/atomic_write.h"
#include "cli/calibrate_log.h"
#include "cli/calibrate_nccl.h"
#include "cli/calibrate_series.h"
#include "cli/json_output.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "core/calibration.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"

namespace syncwall::cli {

namespace {

using core::CalibrationStatus;
using Json = nlohmann::ordered_json;

struct CalibrateArgs {
    ScenarioArgs scenario;
    std::vector<std::string> moreFiles;  // a series: one measured run per file
    std::vector<double> step_s;          // one per file, comma-separated
    std::vector<double> mfu;
    std::optional<double> tokensPerS;
    std::string fromLog;
    NcclTestsArgs nccl;
    std::string fit = "compute";
    bool fitGiven = false;  // --fit on the command line (a series then fits that one alone)
    std::string out;
    bool json = false;
};

core::Measurement measurementOf(const CalibrateArgs& a)
{
    if (!a.mfu.empty())
        return {core::MeasurementKind::Mfu, a.mfu.front()};
    if (a.tokensPerS)
        return {core::MeasurementKind::TokensPerSecond, *a.tokensPerS};
    return {core::MeasurementKind::StepTime, a.step_s.empty() ? 0.0 : a.step_s.front()};
}

std::string statusName(CalibrationStatus s)
{
    switch (s) {
    case CalibrationStatus::Fitted:
        return "fitted";
    case CalibrationStatus::InvalidMeasurement:
        return "invalid_measurement";
    case CalibrationStatus::FasterThanPeak:
        return "faster_than_peak";
    case CalibrationStatus::EfficiencyAboveOne:
        return "efficiency_above_one";
    case CalibrationStatus::SlowerThanRange:
        return "slower_than_range";
    case CalibrationStatus::LinkNotInvolved:
        return "link_not_involved";
    case CalibrationStatus::NoConvergence:
        return "no_convergence";
    }
    return "unknown";
}

// The reason for a refused calibration, in words, from its code.
std::string refusalText(const core::CalibrationResult& r, const core::Measurement& m,
                        const core::Scenario& s)
{
    const std::string step = fmtDuration(r.measuredStep_s);
    const bool link = r.knob == core::CalibrationKnob::Link;
    switch (r.status) {
    case CalibrationStatus::Fitted:
        return {};
    case CalibrationStatus::InvalidMeasurement:
        return "the measurement must be a positive, finite number (as a step time, at most "
               "10,000,000 s)";
    case CalibrationStatus::FasterThanPeak: {
        std::string text = "a step of " + step + " is faster than " + fmtCount(s.gpus)
                           + " GPUs can run this model even at 100 % of peak (at least "
                           + fmtDuration(r.minStep_s) + " per step)";
        if (m.kind == core::MeasurementKind::Mfu && m.value > 1 && m.value <= 100)
            text += "; --measured-mfu is a fraction: " + fmtNumber(m.value, 1) + " % is "
                    + fmtNumber(m.value / 100, 3);
        return text;
    }
    case CalibrationStatus::EfficiencyAboveOne:
        return link ? "a step of " + step
                          + " is faster than the model gives with every link at its full line "
                            "rate: the links cannot explain it (fit compute instead, or check the "
                            "layout)"
                    : "a step of " + step
                          + " would need matmuls above 100 % of peak: even at full GEMM "
                            "efficiency the model's per-kernel costs, attention core, memory-bound "
                            "work and "
                            "communication take longer (check the scenario's GPU, layout and batch "
                            "against the measured run)";
    case CalibrationStatus::SlowerThanRange:
        return "a step of " + step + " is slower than the model gives at 1/1000 of the catalog's "
               + std::string(link ? "link" : "GEMM")
               + " efficiency: check the measurement's unit and the scenario's batch and GPU count";
    case CalibrationStatus::LinkNotInvolved:
        return "this run has no communication whose bandwidth could explain the step (fit compute "
               "instead)";
    case CalibrationStatus::NoConvergence:
        return "the fit did not reproduce the measured step within 1e-6 (please report this "
               "scenario)";
    }
    return "calibration refused";
}

Json resultJson(const core::CalibrationResult& r, double jctBefore_s, double jctAfter_s,
                const std::string& written)
{
    return Json {{"status", statusName(r.status)},
                 {"fit", r.knob == core::CalibrationKnob::Link ? "link" : "compute"},
                 {"measured_step_s", r.measuredStep_s},
                 {"min_step_s", r.minStep_s},
                 {"before_step_s", r.before_s},
                 {"after_step_s", r.after_s},
                 {"change_pct", r.change_pct},
                 {"compute_scale", r.computeScale},
                 {"link_scale", r.linkScale},
                 {"gemm_efficiency", r.gemmEfficiency},
                 {"comm_share", r.commShare},
                 {"split_identified", r.splitIdentified},
                 {"before_expected_s", jctBefore_s},
                 {"after_expected_s", jctAfter_s},
                 {"written", written.empty() ? Json(nullptr) : Json(written)}};
}

void printSummary(const core::CalibrationResult& r, const core::Scenario& s, double jctBefore_s,
                  double jctAfter_s, const std::string& written)
{
    const double catalogEff = s.hardware.gpu.gemmEfficiency;
    std::cout << "Calibrated to a measured step of " << fmtDuration(r.measuredStep_s) << '\n'
              << "  compute scale    " << fmtNumber(s.calibration.computeScale, 4) << " -> "
              << fmtNumber(r.computeScale, 4) << "  (GEMM efficiency "
              << fmtPercent(catalogEff * s.calibration.computeScale) << " -> "
              << fmtPercent(r.gemmEfficiency) << ")\n"
              << "  link scale       " << fmtNumber(s.calibration.linkScale, 4) << " -> "
              << fmtNumber(r.linkScale, 4) << '\n'
              << "  predicted step   " << fmtDuration(r.before_s) << " -> "
              << fmtDuration(r.after_s) << "  (" << (r.change_pct >= 0 ? "+" : "")
              << fmtNumber(r.change_pct, 1) << " %)\n"
              << "  expected JCT     " << fmtRunTime(jctBefore_s) << " -> "
              << fmtRunTime(jctAfter_s) << '\n';
    if (!r.splitIdentified)
        std::cout << "Note: exposed communication is " << fmtPercent(r.commShare)
                  << " of the step; one measured step cannot tell compute efficiency from link "
                     "efficiency. The "
                  << (r.knob == core::CalibrationKnob::Link
                          ? "link scale absorbed all of it (--fit compute spends "
                            "it on the GEMMs instead).\n"
                          : "compute scale absorbed all of it (--fit link spends "
                            "it on the links instead).\n");
    if (!written.empty())
        std::cout << "Wrote the calibrated scenario to " << written << '\n';
}

int runCalibrate(const CalibrateArgs& args)
{
    if (!args.moreFiles.empty()) {
        SeriesArgs series;
        series.files.push_back(args.scenario.file);
        series.files.insert(series.files.end(), args.moreFiles.begin(), args.moreFiles.end());
        series.overrides = args.scenario.overrides;
        series.kind =
            args.mfu.empty() ? core::MeasurementKind::StepTime : core::MeasurementKind::Mfu;
        series.values = args.mfu.empty() ? args.step_s : args.mfu;
        series.out = args.out;
        series.json = args.json;
        if (args.fitGiven)
            series.fit = args.fit == "link" ? core::SeriesFit::Link : core::SeriesFit::Compute;
        if (series.values.empty() || args.tokensPerS || !args.fromLog.empty()
            || !args.nccl.path.empty()) {
            std::cerr << "syncwall-cli: calibrate: several FILEs take --measured-step-s X,Y,... or "
                         "--measured-mfu X,Y,... (one per FILE)\n";
            return 2;
        }
        return calibrateSeriesCommand(series);
    }
    if (args.step_s.size() > 1 || args.mfu.size() > 1) {
        std::cerr << "syncwall-cli: calibrate: " << std::max(args.step_s.size(), args.mfu.size())
                  << " measurements for one FILE: give one FILE per measurement\n";
        return 2;
    }
    const core::Catalog catalog = core::Catalog::builtIn();
    const LoadResult loaded = loadScenario(args.scenario.file, args.scenario.overrides, catalog);
    if (!loaded.scenario)
        return reportProblems(loaded);
    const core::Scenario& s = *loaded.scenario;
    const std::string target = !args.out.empty()           ? args.out
                               : args.scenario.file != "-" ? args.scenario.file
                                                           : "";
    if (!args.nccl.path.empty())
        return calibrateFromNcclTests(args.nccl, s, target, args.json);
    core::Measurement m = measurementOf(args);
    LogSource log;
    if (!args.fromLog.empty()) {
        log = readLogMeasurement(args.fromLog, s, args.json);
        if (!log.measurement)
            return 2;
        m = *log.measurement;
    }
    core::CalibrationOptions options;
    options.knob =
        args.fit == "link" ? core::CalibrationKnob::Link : core::CalibrationKnob::Compute;
    const core::CalibrationResult r = core::calibrate(s, m, options);
    const double jctBefore_s = core::estimate(s).run.expected_s;
    if (!r.fitted()) {
        if (args.json)
            printJson(resultJson(r, jctBefore_s, jctBefore_s, {}), std::cout);
        std::cerr << "syncwall-cli: calibration refused: " << refusalText(r, m, s) << '\n';
        return 2;
    }
    const core::Scenario calibrated = core::applyCalibration(s, r);
    const double jctAfter_s = core::estimate(calibrated).run.expected_s;

    std::string error;
    if (!target.empty() && !writeAtomically(target, core::scenarioToJson(calibrated), error)) {
        std::cerr << "syncwall-cli: " << error << '\n';
        return 2;
    }
    Json json = resultJson(r, jctBefore_s, jctAfter_s, target);
    if (!log.json.is_null())
        json["log"] = log.json;
    if (args.json)
        return printJson(json, std::cout);
    printSummary(r, s, jctBefore_s, jctAfter_s, target);
    if (target.empty())
        std::cout << "Read from standard input: not written (use --out FILE).\n";
    return reportNonFinite(nonFinitePaths(json));
}

}  // namespace

void addCalibrateCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<CalibrateArgs>();
    CLI::App* command = app.add_subcommand(
        "calibrate", "Fit the model to one measured run of the scenario (or a series of runs of "
                     "one cluster) and store the calibration in it");
    addScenarioArgs(*command, args->scenario);
    CLI::Option_group* measured =
        command->add_option_group("measurement", "The measured run (exactly one)");
    command->add_option("MORE", args->moreFiles,
                        "More scenario files of the same cluster at other scales: a series, one "
                        "measurement per FILE, fits compute and links apart");
    measured
        ->add_option("--measured-step-s", args->step_s,
                     "Measured seconds per optimizer step (X,Y,... with several FILEs)")
        ->delimiter(',');
    measured
        ->add_option("--measured-mfu", args->mfu,
                     "Measured model FLOPs utilisation, a fraction (0.41; X,Y,... with several "
                     "FILEs)")
        ->delimiter(',');
    measured->add_option("--measured-tokens-per-s", args->tokensPerS,
                         "Measured tokens per second, whole job");
    measured->add_option("--from-log", args->fromLog,
                         "A training log (Megatron-LM, NeMo 2, torchtitan): its steady-state step "
                         "time, tokens/s or TFLOP/s per GPU");
    measured->add_option("--from-nccl-tests", args->nccl.path,
                         "An nccl-tests output: fits the link efficiency and latency of the tier "
                         "it ran on");
    measured->require_option(1);
    CLI::Option* fit =
        command
            ->add_option("--fit", args->fit,
                         "What the measurement calibrates: compute (default) or link; with a "
                         "series, that one alone, the other held")
            ->check(CLI::IsMember({"compute", "link"}));
    command
        ->add_option("--collective", args->nccl.collective,
                     "With --from-nccl-tests: the collective the table must be")
        ->check(
            CLI::IsMember({"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv"}));
    command
        ->add_option("--ranks", args->nccl.ranks,
                     "With --from-nccl-tests: GPUs in the test, "
                     "when the file does not say")
        ->check(CLI::Range(2, 1 << 24));
    command
        ->add_option("--nodes", args->nccl.nodes,
                     "With --from-nccl-tests: nodes in the test, "
                     "when the file does not say")
        ->check(CLI::Range(1, 1 << 24));
    command->add_option("--out", args->out,
                        "Write the calibrated scenario here (default: back to FILE)");
    command->add_flag("--json", args->json, "Print the fit as one JSON object");
    command->callback([args, fit, &exitCode] {
        args->fitGiven = fit->count() > 0;
        exitCode = runCalibrate(*args);
    });
}

}  // namespace syncwall::cli
