#pragma once
// A training log read into its per-iteration records (issue 17): Megatron-LM (with and without
// "throughput per GPU"), NeMo 2 / Megatron-Bridge ("Training epoch 0, iteration N/M | ...") and
// torchtitan ("step: N  loss: ...  tps: 10,139  tflops: ...") as they print them, with srun
// "0: " and torchrun "[rank0]:" prefixes and colour codes. The run's own settings (GPUs,
// layout, batch, sequence) are read where the log prints them, so that a scenario can be
// compared with the run. Then the steady state: the iterations to calibrate on and their
// median (steadyState). Values in, values out; never throws.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace syncwall::core {

// Logs over this size are refused: a 64 MiB log holds ~200,000 Megatron iteration lines; give
// the part with the iterations to calibrate on.
inline constexpr std::size_t kMaxTrainingLogBytes = 64u << 20;

enum class LogFormat { Unknown, Megatron, MegatronLegacy, NeMo2, Torchtitan };

struct IterationRecord {
    int line = 0;
    double iteration = 0;
    double iterations = 0;  // the run's planned total, 0 = not printed
    std::optional<double> step_s;
    std::optional<double> tflopsPerGpu;      // the log's own model-FLOP count, per GPU
    std::optional<double> tokensPerSPerGpu;  // torchtitan's tps
    std::optional<double> mfu;               // a fraction
    std::optional<double> globalBatch;
};

struct LogSetting {
    double value = 0;
    int line = 0;  // 0: the log does not print it
    bool given() const { return line > 0; }
};

// What the log says about the run that wrote it.
struct LogRun {
    LogSetting gpus, tp, pp, cp, dp, microBatch, globalBatch, seqLen;
    LogSetting peakFlops;  // per GPU, FLOP/s, as the log used for its MFU
};

enum class LogMetric { StepTime, TokensPerSecondPerGpu, TflopsPerGpu };

// The iterations the measurement is taken from. Rule (state it where it is shown):
//  1. warm-up: iterations numbered 0 and 1 are dropped. The first step does one-time work
//     (CUDA and NCCL set-up, allocator growth, torch.compile): the bigscience log's iteration 1
//     took 144.9 s against a median of 126.6 s after it, torchtitan's step 1 ran 968 tokens/s
//     against ~10,280 (tests/data/imports/SOURCES.md Sec. 3).
//  2. outliers: an iteration further from the median than kOutlierMads scaled median absolute
//     deviations (Hampel's identifier; Leys et al., "Detecting outliers", J. Exp. Soc. Psychol.
//     49(4), 2013) and than kOutlierShare of the median (the MAD of a few similar steps is
//     tiny) is dropped: checkpoint saves, evaluations, stragglers.
//  3. the median of what is left, per metric.
inline constexpr double kOutlierMads = 3.0;
inline constexpr double kOutlierShare = 0.05;
inline constexpr double kMadToSigma = 1.4826;  // MAD of a normal sample -> its sigma

struct SteadyState {
    LogMetric metric = LogMetric::StepTime;  // the first the log prints, in this order
    std::vector<std::size_t> used;           // indices into TrainingLog::records
    std::vector<std::size_t> warmup;
    std::vector<std::size_t> outliers;
    std::optional<double> step_s;  // medians over `used` (where the records print them)
    std::optional<double> tflopsPerGpu;
    std::optional<double> tokensPerSPerGpu;
    std::optional<double> mfu;
    std::optional<double> globalBatch;
    bool empty() const { return used.empty(); }
};

enum class TrainingLogIssue {
    TooLarge,        // over kMaxTrainingLogBytes; nothing read
    NoIterations,    // no iteration line of a known format
    OnlyWarmup,      // every iteration line is a warm-up one (iteration 0 or 1)
    IncompleteLine,  // `line` is an iteration line cut short (a truncated file); skipped
    Repeated,        // `line` repeats an earlier iteration (another rank's copy); skipped
};

struct TrainingLogNote {
    TrainingLogIssue issue = TrainingLogIssue::NoIterations;
    int line = 0;
    double value = 0;
};

struct TrainingLog {
    LogFormat format = LogFormat::Unknown;
    std::vector<IterationRecord> records;  // in log order, one per iteration
    LogRun run;
    SteadyState steady;
    std::vector<TrainingLogNote> notes;
    bool ok() const { return !steady.empty(); }
};

TrainingLog parseTrainingLog(std::string_view text);

// The steady state of `records` (exposed for tests; parseTrainingLog fills TrainingLog::steady).
SteadyState steadyState(const std::vector<IterationRecord>& records);

}  // namespace syncwall::core
