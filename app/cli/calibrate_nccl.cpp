#include "cli/calibrate_nccl.h"

#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/atomic_write.h"
#include "cli/json_output.h"
#include "cli/text_file.h"
#include "cli/text_format.h"
#include "core/file_units.h"
#include "core/nccl_calibration.h"
#include "core/scenario_io.h"

namespace syncwall::cli {

namespace {

using Json = nlohmann::ordered_json;
using core::NcclCalibrationStatus;

const char* tierName(core::LinkTier t)
{
    return t == core::LinkTier::ScaleUp ? "scale-up" : "scale-out";
}

const char* sourceName(core::NcclCountSource s)
{
    switch (s) {
    case core::NcclCountSource::DeviceLines:
        return "the device lines";
    case core::NcclCountSource::LastDeviceLine:
        return "the last device line";
    case core::NcclCountSource::Launcher:
        return "the launcher's arguments";
    case core::NcclCountSource::SingleProcess:
        return "one process, no launcher";
    case core::NcclCountSource::None:
        break;
    }
    return "--ranks/--nodes";
}

std::string statusText(const core::NcclCalibration& r, const core::NcclTestsTable& t,
                       const NcclTestsArgs& a)
{
    switch (r.status) {
    case NcclCalibrationStatus::Fitted:
        return {};
    case NcclCalibrationStatus::NoTable:
        for (const core::NcclTestsNote& n : t.notes)
            if (n.issue == core::NcclTestsIssue::TooLarge)
                return "the file is larger than 16 MiB: that is not one nccl-tests output";
        return "no nccl-tests table (rows of size, count, type, ..., time, algbw, busbw) in the "
               "file";
    case NcclCalibrationStatus::UnknownCollective:
        return t.test.empty() ? "the file does not say which test ran (no *_perf command line); "
                                "name it with --collective, e.g. --collective all_reduce"
                              : t.test
                                    + " measures no collective the model has (use "
                                      "all_reduce_perf, all_gather_perf, reduce_scatter_perf, "
                                      "alltoall_perf or sendrecv_perf)";
    case NcclCalibrationStatus::OtherCollective:
        return "the table is " + t.test + ", not the " + a.collective
               + "_perf that --collective asks for";
    case NcclCalibrationStatus::MissingRanks:
        return "the file does not say how many GPUs ran the test (no device lines, no -np/-g): "
               "give --ranks N";
    case NcclCalibrationStatus::MissingNodes:
        return "the file does not say on how many nodes the " + std::to_string(r.ranks)
               + " ranks ran (the device lines are incomplete): give --nodes N";
    case NcclCalibrationStatus::BadCounts:
        return std::to_string(r.ranks) + " ranks on " + std::to_string(r.nodes)
               + " nodes: the ranks must be at least 2 and a multiple of the nodes";
    case NcclCalibrationStatus::MoreGpusPerNode:
        return "the test ran " + std::to_string(r.ranks / r.nodes)
               + " GPUs per node; the scenario's hardware.gpus_per_node is fewer";
    case NcclCalibrationStatus::TooFewSizes:
        return "the table has fewer than two sizes with a time: a line needs two";
    case NcclCalibrationStatus::TimeNotIncreasing:
        return "the time does not grow with the size in this table, so it holds no bandwidth";
    case NcclCalibrationStatus::EfficiencyAboveOne:
        return "the fitted bus bandwidth " + fmtBandwidth(r.fittedBusbw_Bps)
               + " is above what the model gives this group even at the " + tierName(r.tier)
               + " line rate (" + fmtBandwidth(r.referenceBusbw_Bps)
               + "): the scenario's hardware is slower than the tested machine (check its link "
                 "rates, NICs per node and the other tier's efficiency)";
    case NcclCalibrationStatus::TierNotLimiting:
        return std::string("the ") + tierName(r.tier)
               + " efficiency does not change this collective in the model: nothing to fit";
    }
    return "calibration refused";
}

std::string latencyNote(const core::NcclCalibration& r)
{
    switch (r.latency) {
    case core::LatencyOutcome::Fitted:
        return {};
    case core::LatencyOutcome::NotDetermined:
        return "not determined: the table has " + std::to_string(r.fit.latencyBoundPoints)
               + " size(s) below the half-performance length (latency at least half the time); "
                 "it needs 2 with the intercept known to 50 % (kept)";
    case core::LatencyOutcome::BelowOtherTier:
        return "the fitted " + fmtDuration(r.fit.latency_s)
               + " is below what the other tier's latency alone gives (kept)";
    case core::LatencyOutcome::AboveRange:
        return "the fitted " + fmtDuration(r.fit.latency_s) + " is beyond the key's range (kept)";
    }
    return {};
}

Json fitJson(const core::NcclCalibration& r, const core::NcclTestsTable& t,
             const std::string& written)
{
    const core::LatencyBandwidthFit& f = r.fit;
    auto finiteOrNull = [](double v) { return std::isfinite(v) ? Json(v) : Json(nullptr); };
    Json keys = Json::object();
    if (r.efficiencyKey) {
        keys[std::string(r.efficiencyKey->key)] = {{"before", r.efficiencyBefore},
                                                   {"after", r.efficiency}};
        keys[std::string(r.latencyKey->key)] = {
            {"before", core::toFile(r.latencyBefore_s, r.latencyKey->unit)},
            {"after", core::toFile(r.latency_s, r.latencyKey->unit)}};
    }
    return Json {{"status", r.fitted() ? "fitted" : "refused"},
                 {"test", t.test},
                 {"test_from_file_name", t.testFromFileName},
                 {"ranks", r.ranks},
                 {"nodes", r.nodes},
                 {"tier", tierName(r.tier)},
                 {"ranks_per_domain", r.ranksPerDomain},
                 {"sizes", f.points},
                 {"columns", r.inPlace ? "in-place" : "out-of-place"},
                 {"latency_s", f.latency_s},
                 {"seconds_per_byte", f.secondsPerByte},
                 {"rms_rel_residual", f.rmsRelResidual},
                 {"latency_rel_error", finiteOrNull(f.latencyRelError)},
                 {"bandwidth_rel_error", finiteOrNull(f.bandwidthRelError)},
                 {"latency_determined", f.latencyDetermined},
                 {"fitted_busbw_Bps", r.fittedBusbw_Bps},
                 {"peak_busbw_Bps", r.peakBusbw_Bps},
                 {"peak_line", r.peakLine},
                 {"reference_busbw_Bps", r.referenceBusbw_Bps},
                 {"efficiency", r.efficiency},
                 {"keys", keys},
                 {"written", written.empty() ? Json(nullptr) : Json(written)}};
}

void printFit(const core::NcclCalibration& r, const core::NcclTestsTable& t,
              const std::string& written)
{
    const core::LatencyBandwidthFit& f = r.fit;
    std::cout << "Read " << t.test << (t.testFromFileName ? " (from the file name)" : "") << ": "
              << r.ranks << " ranks (" << sourceName(t.ranksFrom) << ") on " << r.nodes
              << " node(s) (" << sourceName(t.nodesFrom) << "), " << f.points << " sizes, lines "
              << t.rows.front().line << "-" << t.rows.back().line << ", "
              << (r.inPlace ? "in-place" : "out-of-place") << " columns\n"
              << "  tier: " << tierName(r.tier) << " (" << r.domains << " scale-up domain(s) of "
              << r.ranksPerDomain << " ranks)\n"
              << "  fit: time = " << fmtDuration(f.latency_s) << " + size / "
              << fmtBandwidth(1 / f.secondsPerByte) << "  (least squares weighted 1/time; rms "
              << "residual " << fmtPercent(f.rmsRelResidual) << ", bandwidth +/- "
              << fmtPercent(f.bandwidthRelError) << ")\n"
              << "  bus bandwidth: " << fmtBandwidth(r.fittedBusbw_Bps) << " fitted; "
              << fmtBandwidth(r.peakBusbw_Bps) << " the table's peak (line " << r.peakLine
              << "); the model gives " << fmtBandwidth(r.referenceBusbw_Bps) << " at line rate\n";
    std::cout << "  " << r.efficiencyKey->key << "   " << fmtNumber(r.efficiencyBefore, 3) << " -> "
              << fmtNumber(r.efficiency, 3) << '\n';
    std::cout << "  " << r.latencyKey->key << "   ";
    if (r.latency == core::LatencyOutcome::Fitted)
        std::cout << fmtNumber(core::toFile(r.latencyBefore_s, r.latencyKey->unit), 2) << " -> "
                  << fmtNumber(core::toFile(r.latency_s, r.latencyKey->unit), 2) << "  (intercept "
                  << fmtDuration(f.latency_s) << " +/- " << fmtPercent(f.latencyRelError) << ")\n";
    else
        std::cout << latencyNote(r) << '\n';
    if (f.rmsRelResidual > 0.10)
        std::cout << "Note: one line fits this table loosely (NCCL changes protocol and algorithm "
                     "with the size); the bandwidth follows the large sizes.\n";
    if (!written.empty())
        std::cout << "Wrote the calibrated scenario to " << written << '\n';
    else
        std::cout << "Read from standard input: not written (use --out FILE).\n";
}

std::optional<core::CollectiveKind> askedCollective(const std::string& name)
{
    if (name.empty())
        return std::nullopt;
    return core::collectiveOfTest(name + "_perf");
}

}  // namespace

int calibrateFromNcclTests(const NcclTestsArgs& a, const core::Scenario& s,
                           const std::string& target, bool json)
{
    std::string error;
    const auto text = readTextFile(a.path, core::kMaxNcclTestsBytes, "an nccl-tests output", error);
    if (!text) {
        std::cerr << "syncwall-cli: " << error << '\n';
        return 2;
    }
    core::NcclTestsTable table =
        core::parseNcclTests(*text, std::filesystem::path(a.path).filename().string());
    core::NcclCalibrationOptions options;
    options.expected = askedCollective(a.collective);
    options.ranks = a.ranks;
    options.nodes = a.nodes;
    if (options.expected && table.test.empty()) {  // the file does not say: take --collective
        table.test = a.collective + "_perf";
        table.collective = options.expected;
    }
    const core::NcclCalibration r = core::calibrateFromNcclTests(s, table, options);
    if (!r.fitted()) {
        if (json)
            printJson(fitJson(r, table, {}), std::cout);
        std::cerr << "syncwall-cli: " << a.path
                  << ": calibration refused: " << statusText(r, table, a) << '\n';
        return 2;
    }
    if (!target.empty() && !writeAtomically(target, core::scenarioToJson(r.scenario), error)) {
        std::cerr << "syncwall-cli: " << error << '\n';
        return 2;
    }
    const Json out = fitJson(r, table, target);
    if (json)
        return printJson(out, std::cout);
    printFit(r, table, target);
    return reportNonFinite(nonFinitePaths(out));
}

}  // namespace syncwall::cli
