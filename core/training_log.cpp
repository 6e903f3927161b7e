#include "training_log.h"
#include "text_trim.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <utility>

#include "log_text.h"

namespace syncwall::core {

namespace {

using Field = std::pair<std::string_view, std::string_view>;

// ANSI colour codes ("\x1b[32m") as torchtitan prints them without --metrics.disable_color_printing.
std::string_view withoutColour(std::string_view line, std::string& store)
{
    if (line.find('\x1b') == std::string_view::npos)
        return line;
    store.clear();
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size()
                   && !((line[i] >= 'A' && line[i] <= 'Z') || (line[i] >= 'a' && line[i] <= 'z')))
                ++i;
            continue;
        }
        store.push_back(line[i]);
    }
    return store;
}

std::optional<double> firstNumber(std::string_view value)
{
    const std::vector<std::string_view> t = splitTokens(value);
    if (t.empty())
        return std::nullopt;
    std::string_view v = t[0];
    if (v.ends_with('%'))
        v.remove_suffix(1);
    return parseLogNumber(v);
}

// "N/M" or "N/ M" after `label`.
bool readIteration(std::string_view segment, std::string_view label, IterationRecord& r)
{
    const auto rest = afterLabel(segment, label);
    if (!rest)
        return false;
    std::string compact;
    for (char c : *rest)
        if (c != ' ' && c != '\t')
            compact.push_back(c);
    const std::size_t slash = compact.find('/');
    const auto n = parseLogCount(std::string_view(compact).substr(0, slash));
    if (!n)
        return false;
    r.iteration = *n;
    if (slash != std::string::npos)
        r.iterations = parseLogCount(std::string_view(compact).substr(slash + 1)).value_or(0);
    return true;
}

// "key: value" segments between '|' (Megatron-LM, NeMo 2), after the first.
std::vector<Field> barFields(std::string_view line)
{
    std::vector<Field> fields;
    std::size_t start = line.find('|');
    while (start != std::string_view::npos) {
        const std::size_t end = line.find('|', start + 1);
        const std::string_view seg =
            line.substr(start + 1, (end == std::string_view::npos ? line.size() : end) - start - 1);
        const std::size_t colon = seg.rfind(':');
        if (colon != std::string_view::npos)
            fields.emplace_back(trimBlanks(seg.substr(0, colon)),
                                trimBlanks(seg.substr(colon + 1)));
        start = end;
    }
    return fields;
}

// "key: value" token pairs (torchtitan: "step:  1  loss: 12.55  tps: 968  mfu: 3.63%").
std::vector<Field> tokenFields(std::string_view line)
{
    std::vector<Field> fields;
    const std::vector<std::string_view> t = splitTokens(line);
    for (std::size_t i = 0; i + 1 < t.size(); ++i)
        if (t[i].size() > 1 && t[i].back() == ':')
            fields.emplace_back(t[i].substr(0, t[i].size() - 1), t[i + 1]);
    return fields;
}

std::optional<double> fieldNumber(const std::vector<Field>& fields, std::string_view key)
{
    for (const auto& [k, v] : fields)
        if (k == key)
            return firstNumber(v);
    return std::nullopt;
}

struct Parsed {
    IterationRecord record;
    LogFormat format = LogFormat::Unknown;
    std::size_t fields = 0;
};

std::optional<Parsed> readIterationLine(std::string_view line)
{
    Parsed p;
    const std::size_t bar = line.find('|');
    const std::string_view head = line.substr(0, bar);
    if (bar != std::string_view::npos && head.find("Training epoch") != std::string_view::npos
        && readIteration(head, "iteration", p.record)) {
        const std::vector<Field> f = barFields(line);
        p.format = LogFormat::NeMo2;
        p.fields = f.size();
        p.record.step_s = fieldNumber(f, "train_step_timing in s");
        p.record.tflopsPerGpu = fieldNumber(f, "TFLOPS_per_GPU");
        p.record.globalBatch = fieldNumber(f, "global_batch_size");
        return p;
    }
    if (bar != std::string_view::npos
        && line.find("elapsed time per iteration (ms)") != std::string_view::npos
        && readIteration(head, " iteration ", p.record)) {
        const std::vector<Field> f = barFields(line);
        p.fields = f.size();
        if (auto ms = fieldNumber(f, "elapsed time per iteration (ms)"))
            p.record.step_s = *ms / 1000.0;
        p.record.tflopsPerGpu = fieldNumber(f, "throughput per GPU (TFLOP/s/GPU)");
        p.record.globalBatch = fieldNumber(f, "global batch size");
        p.format = p.record.tflopsPerGpu ? LogFormat::Megatron : LogFormat::MegatronLegacy;
        return p;
    }
    const std::size_t step = line.find("step:");
    if (step != std::string_view::npos && (step == 0 || line[step - 1] == ' ')) {
        const std::vector<Field> f = tokenFields(line.substr(step));
        const auto n = fieldNumber(f, "step");
        auto tps = fieldNumber(f, "tps");
        if (!tps)
            tps = fieldNumber(f, "wps");  // torchtitan before 2025 called it words per second
        if (!n || *n < 0 || !(tps || fieldNumber(f, "tflops")))
            return std::nullopt;
        p.format = LogFormat::Torchtitan;
        p.fields = f.size();
        p.record.iteration = std::floor(*n);
        p.record.tokensPerSPerGpu = tps;
        p.record.tflopsPerGpu = fieldNumber(f, "tflops");
        if (auto mfu = fieldNumber(f, "mfu"))
            p.record.mfu = *mfu / 100.0;
        return p;
    }
    return std::nullopt;
}

void set(LogSetting& s, std::optional<double> v, int line)
{
    if (v && !s.given() && *v >= 0) {
        s.value = *v;
        s.line = line;
    }
}

// Megatron-LM's argument dump: "  tensor_model_parallel_size ........ 4".
void readArgument(const std::vector<std::string_view>& t, int line, LogRun& run)
{
    if (t.size() != 3 || t[1].find_first_not_of('.') != std::string_view::npos)
        return;
    const std::optional<double> v = parseLogNumber(t[2]);
    const std::string_view k = t[0];
    if (k == "world_size")
        set(run.gpus, v, line);
    else if (k == "tensor_model_parallel_size")
        set(run.tp, v, line);
    else if (k == "pipeline_model_parallel_size")
        set(run.pp, v, line);
    else if (k == "context_parallel_size")
        set(run.cp, v, line);
    else if (k == "data_parallel_size")
        set(run.dp, v, line);
    else if (k == "micro_batch_size")
        set(run.microBatch, v, line);
    else if (k == "global_batch_size")
        set(run.globalBatch, v, line);
    else if (k == "seq_length")
        set(run.seqLen, v, line);
}

std::optional<double> afterNumber(std::string_view line, std::string_view label)
{
    const auto rest = afterLabel(line, label);
    if (!rest)
        return std::nullopt;
    std::string_view v = *rest;
    v = v.substr(0, std::min(v.find(','), v.size()));
    return firstNumber(v);
}

// torchtitan's set-up lines.
void readTorchtitanSetup(std::string_view line, int number, LogRun& run)
{
    if (auto mesh = afterLabel(line, "Building device mesh with parallelism:")) {
        double product = 1;
        bool any = false;
        double dp = 1;
        std::string_view rest = *mesh;
        while (!rest.empty()) {
            const std::size_t comma = std::min(rest.find(','), rest.size());
            const std::string_view item = trimBlanks(rest.substr(0, comma));
            rest = comma < rest.size() ? rest.substr(comma + 1) : std::string_view();
            const std::size_t eq = item.find('=');
            if (eq == std::string_view::npos)
                continue;
            const std::string_view key = item.substr(0, eq);
            const auto v = parseLogCount(item.substr(eq + 1));
            if (!v)
                continue;
            if (key == "tp")
                set(run.tp, v, number);
            else if (key == "pp")
                set(run.pp, v, number);
            else if (key == "cp")
                set(run.cp, v, number);
            if (key == "dp_replicate" || key == "dp_shard")
                dp *= *v;
            if (key != "ep") {  // experts fold over the other dimensions
                product *= *v;
                any = true;
            }
        }
        if (any) {
            set(run.gpus, product, number);
            set(run.dp, dp, number);
        }
    }
    if (line.find("Trainer is initialized with") != std::string_view::npos) {
        set(run.globalBatch, afterNumber(line, "global batch size"), number);
        set(run.seqLen, afterNumber(line, "sequence length"), number);
    }
    set(run.peakFlops, afterNumber(line, "Peak FLOPS used for computing MFU:"), number);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    // The midpoint as low + half the gap: (a + b) / 2 overflows for steps near the largest double.
    return n % 2 ? v[n / 2] : v[n / 2 - 1] + 0.5 * (v[n / 2] - v[n / 2 - 1]);
}

std::optional<double> metricOf(const IterationRecord& r, LogMetric m)
{
    switch (m) {
    case LogMetric::StepTime:
        return r.step_s;
    case LogMetric::TokensPerSecondPerGpu:
        return r.tokensPerSPerGpu;
    case LogMetric::TflopsPerGpu:
        return r.tflopsPerGpu;
    }
    return std::nullopt;
}

std::optional<double> medianOver(const std::vector<IterationRecord>& records,
                                 const std::vector<std::size_t>& used,
                                 std::optional<double> IterationRecord::*field)
{
    std::vector<double> v;
    for (std::size_t i : used)
        if (auto x = records[i].*field; x && std::isfinite(*x) && *x > 0)
            v.push_back(*x);  // a rate, time or batch of 0 or below is a log's placeholder
    return v.empty() ? std::nullopt : std::optional(median(v));
}

}  // namespace

SteadyState steadyState(const std::vector<IterationRecord>& records)
{
    SteadyState s;
    for (LogMetric m :
         {LogMetric::StepTime, LogMetric::TokensPerSecondPerGpu, LogMetric::TflopsPerGpu})
        if (std::any_of(records.begin(), records.end(),
                        [m](const IterationRecord& r) { return metricOf(r, m).has_value(); })) {
            s.metric = m;
            break;
        }
    std::vector<std::size_t> candidates;
    std::vector<double> values;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto v = metricOf(records[i], s.metric);
        if (!v || !std::isfinite(*v) || *v <= 0)
            continue;
        if (records[i].iteration <= 1) {
            s.warmup.push_back(i);
            continue;
        }
        candidates.push_back(i);
        values.push_back(*v);
    }
    if (candidates.empty())
        return s;
    const double mid = median(values);
    std::vector<double> deviations;
    for (double v : values)
        deviations.push_back(std::fabs(v - mid));
    const double limit =
        std::max(kOutlierMads * kMadToSigma * median(deviations), kOutlierShare * mid);
    for (std::size_t k = 0; k < candidates.size(); ++k)
        (deviations[k] > limit ? s.outliers : s.used).push_back(candidates[k]);
    s.step_s = medianOver(records, s.used, &IterationRecord::step_s);
    s.tflopsPerGpu = medianOver(records, s.used, &IterationRecord::tflopsPerGpu);
    s.tokensPerSPerGpu = medianOver(records, s.used, &IterationRecord::tokensPerSPerGpu);
    s.mfu = medianOver(records, s.used, &IterationRecord::mfu);
    s.globalBatch = medianOver(records, s.used, &IterationRecord::globalBatch);
    return s;
}

TrainingLog parseTrainingLog(std::string_view text)
{
    TrainingLog log;
    if (text.size() > kMaxTrainingLogBytes) {
        log.notes.push_back({TrainingLogIssue::TooLarge, 0, double(text.size())});
        return log;
    }
    const std::vector<LogLine> lines = splitLogLines(text);
    std::set<double> seen;
    std::size_t lastFields = 0;
    std::string store;
    for (const LogLine& line : lines) {
        const std::string_view s = withoutColour(line.text, store);
        std::optional<Parsed> p = readIterationLine(s);
        if (!p) {
            const std::vector<std::string_view> t = splitTokens(s);
            if (t.size() == 3)
                readArgument(t, line.number, log.run);
            else if (s.find("[titan]") != std::string_view::npos
                     || s.find(" - INFO - ") != std::string_view::npos)
                readTorchtitanSetup(s, line.number, log.run);
            continue;
        }
        if (!line.complete && p->fields < lastFields) {
            log.notes.push_back(
                {TrainingLogIssue::IncompleteLine, line.number, p->record.iteration});
            continue;
        }
        if (!seen.insert(p->record.iteration).second) {
            log.notes.push_back({TrainingLogIssue::Repeated, line.number, p->record.iteration});
            continue;
        }
        lastFields = p->fields;
        if (log.format == LogFormat::Unknown || log.format == LogFormat::MegatronLegacy)
            log.format = p->format;
        p->record.line = line.number;
        log.records.push_back(p->record);
    }
    if (log.records.empty()) {
        log.notes.push_back({TrainingLogIssue::NoIterations, 0, 0});
        return log;
    }
    log.steady = steadyState(log.records);
    if (log.steady.empty())
        log.notes.push_back({TrainingLogIssue::OnlyWarmup, 0, double(log.records.size())});
    return log;
}

}  // namespace syncwall::core
