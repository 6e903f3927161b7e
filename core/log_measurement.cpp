#include "log_measurement.h"

#include <cmath>
#include <string_view>

#include "compute_model.h"

namespace syncwall::core {

namespace {

void compare(const Scenario& s, std::string_view key, const LogSetting& logged, LogMeasurement& m)
{
    if (!logged.given())
        return;
    const ScenarioKey* k = findScenarioKey(key);
    const std::optional<double> value = fileValue(s, key);
    if (k == nullptr || !value)
        return;
    if (std::fabs(*value - logged.value) > 1e-9 * std::max(1.0, std::fabs(logged.value)))
        m.mismatches.push_back({k, logged.value, *value, logged.line});
}

}  // namespace

LogMeasurement measurementFromLog(const Scenario& s, const TrainingLog& log)
{
    LogMeasurement m;
    if (!log.ok())
        return m;
    const SteadyState& st = log.steady;
    // The batch the iterations print beats the set-up line (a batch ramp changes it).
    LogSetting batch = log.run.globalBatch;
    if (st.globalBatch && !st.used.empty()) {
        batch.value = *st.globalBatch;
        batch.line = log.records[st.used.front()].line;
    }
    compare(s, "cluster.gpus", log.run.gpus, m);
    compare(s, "parallelism.tp", log.run.tp, m);
    compare(s, "parallelism.pp", log.run.pp, m);
    compare(s, "parallelism.cp", log.run.cp, m);
    compare(s, "training.global_batch", batch, m);
    compare(s, "model.seq_len", log.run.seqLen, m);
    m.metric = st.metric;
    switch (st.metric) {
    case LogMetric::StepTime:
        m.logValue = st.step_s.value_or(0);
        m.measurement = {MeasurementKind::StepTime, m.logValue};
        break;
    case LogMetric::TokensPerSecondPerGpu:
        // torchtitan's tps is per GPU: tokens of the local batch / (time x non-data-parallel
        // ranks) (torchtitan/train.py, log metrics), so the job's rate is tps x GPUs.
        m.logValue = st.tokensPerSPerGpu.value_or(0);
        m.measurement = {MeasurementKind::TokensPerSecond, m.logValue * std::max(1, s.gpus)};
        break;
    case LogMetric::TflopsPerGpu: {
        // MFU = achieved model FLOP/s per GPU / peak (docs/model.md Sec. 6), with the log's
        // own FLOP count: Megatron-LM, NeMo and torchtitan count model FLOPs (no recompute).
        m.logValue = st.tflopsPerGpu.value_or(0);
        const double peak = peakFlops(s.hardware.gpu, s.training.precision);
        if (!(peak > 0)) {
            m.status = LogMeasurementStatus::NoPeak;
            return m;
        }
        m.measurement = {MeasurementKind::Mfu, m.logValue * 1e12 / peak};
        break;
    }
    }
    m.status =
        m.mismatches.empty() ? LogMeasurementStatus::Measured : LogMeasurementStatus::Mismatch;
    return m;
}

}  // namespace syncwall::core
