#include "cli/calibrate_log.h"

#include <iostream>
#include <string>
#include <vector>

#include "cli/text_file.h"
#include "cli/text_format.h"
#include "core/log_measurement.h"
#include "core/training_log.h"

namespace syncwall::cli {

namespace {

using Json = nlohmann::ordered_json;

const char* formatName(core::LogFormat f)
{
    switch (f) {
    case core::LogFormat::Megatron:
        return "Megatron-LM";
    case core::LogFormat::MegatronLegacy:
        return "Megatron-LM (older format, no TFLOP/s)";
    case core::LogFormat::NeMo2:
        return "NeMo 2 / Megatron-Bridge";
    case core::LogFormat::Torchtitan:
        return "torchtitan";
    case core::LogFormat::Unknown:
        break;
    }
    return "unknown";
}

const char* metricName(core::LogMetric m)
{
    switch (m) {
    case core::LogMetric::StepTime:
        return "step_time_s";
    case core::LogMetric::TokensPerSecondPerGpu:
        return "tokens_per_s_per_gpu";
    case core::LogMetric::TflopsPerGpu:
        return "tflops_per_gpu";
    }
    return "";
}

std::vector<int> linesOf(const core::TrainingLog& log, const std::vector<std::size_t>& which)
{
    std::vector<int> lines;
    for (std::size_t i : which)
        lines.push_back(log.records[i].line);
    return lines;
}

// "853, 863, 865, ... 983 (61 lines)": all of them up to 12, else the first 8 and the last.
std::string lineList(const std::vector<int>& lines)
{
    if (lines.empty())
        return "none";
    std::string out;
    const std::size_t n = lines.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (n > 12 && i == 8) {
            out += ", ... " + std::to_string(lines.back());
            break;
        }
        out += (i ? ", " : "") + std::to_string(lines[i]);
    }
    return out + (n > 1 ? " (" + std::to_string(n) + " lines)" : "");
}

std::string figure(core::LogMetric m, double v)
{
    switch (m) {
    case core::LogMetric::StepTime:
        return "step time " + fmtDuration(v);
    case core::LogMetric::TokensPerSecondPerGpu:
        return fmtNumber(v, 0) + " tokens/s per GPU";
    case core::LogMetric::TflopsPerGpu:
        return fmtNumber(v, 1) + " TFLOP/s per GPU";
    }
    return {};
}

std::string noteText(const core::TrainingLogNote& n)
{
    switch (n.issue) {
    case core::TrainingLogIssue::TooLarge:
        return "the log is larger than 64 MiB";
    case core::TrainingLogIssue::NoIterations:
        return "no iteration line of Megatron-LM (\" iteration N/ M | ... elapsed time per "
               "iteration (ms): ...\"), NeMo 2 (\"Training epoch E, iteration N/M | ...\") or "
               "torchtitan (\"step: N ... tps: ...\")";
    case core::TrainingLogIssue::OnlyWarmup:
        return "every iteration line is a warm-up one (iteration 0 or 1); give later iterations";
    case core::TrainingLogIssue::IncompleteLine:
        return "line " + std::to_string(n.line)
               + " is cut short (a truncated file?) and was skipped";
    case core::TrainingLogIssue::Repeated:
        return "line " + std::to_string(n.line) + " repeats iteration " + fmtNumber(n.value, 0)
               + " and was skipped";
    }
    return {};
}

void printRead(const core::TrainingLog& log, const core::LogMeasurement& m)
{
    const core::SteadyState& st = log.steady;
    std::cout << "Read a " << formatName(log.format) << " log: " << log.records.size()
              << " iteration lines\n"
              << "  warm-up (iterations 0 and 1, dropped): " << lineList(linesOf(log, st.warmup))
              << "\n  outliers (over 3 MADs and 5 % from the median, dropped): "
              << lineList(linesOf(log, st.outliers))
              << "\n  used: " << lineList(linesOf(log, st.used)) << "\n  median "
              << figure(m.metric, m.logValue);
    if (st.tflopsPerGpu && m.metric != core::LogMetric::TflopsPerGpu)
        std::cout << "; " << fmtNumber(*st.tflopsPerGpu, 1) << " TFLOP/s per GPU";
    if (st.mfu)
        std::cout << "; MFU " << fmtPercent(*st.mfu) << " (the log's)";
    std::cout << '\n';
    for (const core::TrainingLogNote& n : log.notes)
        std::cout << "  note: " << noteText(n) << '\n';
    if (m.metric == core::LogMetric::TokensPerSecondPerGpu)
        std::cout << "  as the whole job: " << fmtNumber(m.measurement.value, 0) << " tokens/s\n";
    if (m.metric == core::LogMetric::TflopsPerGpu)
        std::cout << "  as an MFU of this scenario's GPU: " << fmtPercent(m.measurement.value)
                  << '\n';
}

Json readJson(const core::TrainingLog& log, const core::LogMeasurement& m)
{
    const core::SteadyState& st = log.steady;
    Json j {{"format", formatName(log.format)},        {"iterations", log.records.size()},
            {"metric", metricName(m.metric)},          {"value", m.logValue},
            {"warmup_lines", linesOf(log, st.warmup)}, {"outlier_lines", linesOf(log, st.outliers)},
            {"used_lines", linesOf(log, st.used)}};
    auto opt = [](std::optional<double> v) { return v ? Json(*v) : Json(nullptr); };
    j["median_step_s"] = opt(st.step_s);
    j["median_tflops_per_gpu"] = opt(st.tflopsPerGpu);
    j["median_tokens_per_s_per_gpu"] = opt(st.tokensPerSPerGpu);
    Json mismatches = Json::array();
    for (const core::LogMismatch& x : m.mismatches)
        mismatches.push_back({{"key", std::string(x.key->key)},
                              {"log", x.logValue},
                              {"scenario", x.scenarioValue},
                              {"line", x.line}});
    j["mismatches"] = mismatches;
    return j;
}

}  // namespace

LogSource readLogMeasurement(const std::string& path, const core::Scenario& s, bool quiet)
{
    LogSource out;
    std::string error;
    const auto text = readTextFile(path, core::kMaxTrainingLogBytes, "a training log", error);
    if (!text) {
        std::cerr << "syncwall-cli: " << error << '\n';
        return out;
    }
    const core::TrainingLog log = core::parseTrainingLog(*text);
    if (!log.ok()) {
        std::cerr << "syncwall-cli: " << path << ": no measurement: "
                  << (log.notes.empty() ? std::string("no iteration lines")
                                        : noteText(log.notes.back()))
                  << '\n';
        return out;
    }
    const core::LogMeasurement m = core::measurementFromLog(s, log);
    out.json = readJson(log, m);
    if (!quiet)
        printRead(log, m);
    switch (m.status) {
    case core::LogMeasurementStatus::Measured:
        out.measurement = m.measurement;
        break;
    case core::LogMeasurementStatus::Mismatch:
        for (const core::LogMismatch& x : m.mismatches)
            std::cerr << "syncwall-cli: the log's run is not this scenario's: " << x.key->key
                      << " is " << fmtNumber(x.logValue, 0) << " in the log (line " << x.line
                      << ") but " << fmtNumber(x.scenarioValue, 0)
                      << " in the scenario (calibrate a scenario of the run that wrote the log, "
                         "e.g. --set "
                      << x.key->key << '=' << fmtPlain(x.logValue) << ")\n";
        break;
    case core::LogMeasurementStatus::NoPeak:
        std::cerr << "syncwall-cli: the log gives only TFLOP/s per GPU, and the scenario's GPU "
                     "has no peak at its precision (set hardware.gpu.peak_tflops)\n";
        break;
    case core::LogMeasurementStatus::NoSteadyState:
        std::cerr << "syncwall-cli: " << path << ": no steady-state iterations\n";
        break;
    }
    return out;
}

}  // namespace syncwall::cli
