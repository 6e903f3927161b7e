#pragma once
// The measurement a training log gives a scenario (issue 17): the steady-state step time, else
// tokens/s, else TFLOP/s per GPU (training_log.h), as a core::Measurement for calibrate(). The
// run's settings the log prints (GPUs, TP, PP, CP, global batch, sequence length) are compared
// with the scenario's; a difference is reported and the measurement refused, never used.

#include <vector>

#include "calibration.h"
#include "scenario.h"
#include "scenario_keys.h"
#include "training_log.h"

namespace syncwall::core {

struct LogMismatch {
    const ScenarioKey* key = nullptr;  // the scenario key the log contradicts
    double logValue = 0;
    double scenarioValue = 0;  // in the key's file unit
    int line = 0;              // where the log prints it
};

enum class LogMeasurementStatus {
    Measured,
    NoSteadyState,  // the log has no usable iteration (TrainingLog::notes say why)
    Mismatch,       // the log's run is not the scenario's (mismatches)
    NoPeak,         // only TFLOP/s and the scenario's GPU has no peak at its precision
};

struct LogMeasurement {
    LogMeasurementStatus status = LogMeasurementStatus::NoSteadyState;
    LogMetric metric = LogMetric::StepTime;
    double logValue = 0;  // the steady-state median as the log prints it (s, tokens/s/GPU, TFLOP/s)
    Measurement measurement;  // for calibrate(): a step time, whole-job tokens/s or an MFU
    std::vector<LogMismatch> mismatches;
    bool measured() const { return status == LogMeasurementStatus::Measured; }
};

LogMeasurement measurementFromLog(const Scenario& scenario, const TrainingLog& log);

}  // namespace syncwall::core
