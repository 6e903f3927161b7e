#include "log_checks.h"

#include <cmath>
#include <exception>
#include <set>
#include <string>

#include "core/calibration.h"
#include "core/catalog.h"
#include "core/log_measurement.h"
#include "core/nccl_calibration.h"
#include "core/nccl_tests.h"
#include "core/scenario_io.h"
#include "core/training_log.h"
#include "core/validator.h"

namespace syncwall::fuzz {
namespace {

// Two DGX H100 nodes: a fixed scenario to calibrate what the bytes give.
const core::Scenario& scenario()
{
    static const core::Scenario s = [] {
        const char* json = R"({"format": "syncwall-scenario", "version": 1,
            "model": {"preset": "llama3-8b"}, "hardware": {"preset": "dgx-h100"},
            "cluster": {"gpus": 16}, "parallelism": {"tp": 1, "pp": 1},
            "training": {"global_batch": 64}})";
        return core::parseScenario(json, core::Catalog::builtIn()).scenario;
    }();
    return s;
}

bool finite(double x) { return std::isfinite(x); }
bool finite(const std::optional<double>& x) { return !x || std::isfinite(*x); }
bool positive(const std::optional<double>& x) { return !x || (std::isfinite(*x) && *x > 0); }

void checkLog(const core::TrainingLog& log, Outcome& o)
{
    for (const core::IterationRecord& r : log.records)
        if (!finite(r.iteration) || !finite(r.step_s) || !finite(r.tflopsPerGpu)
            || !finite(r.tokensPerSPerGpu) || !finite(r.mfu) || !finite(r.globalBatch))
            o.violations.push_back("a record with a non-finite number at line "
                                   + std::to_string(r.line));
    const core::SteadyState& st = log.steady;
    std::set<std::size_t> seen;
    for (const auto* list : {&st.used, &st.warmup, &st.outliers})
        for (std::size_t i : *list)
            if (i >= log.records.size() || !seen.insert(i).second)
                o.violations.push_back("a steady-state index out of range or in two lists");
    if (!positive(st.step_s) || !positive(st.tokensPerSPerGpu) || !positive(st.tflopsPerGpu))
        o.violations.push_back("a steady-state median that is not finite and positive");
    if (log.ok() != !st.used.empty())
        o.violations.push_back("ok() disagrees with the steady state");
}

}  // namespace

Outcome checkTrainingLogInput(const std::uint8_t* data, std::size_t size)
{
    Outcome o;
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const core::TrainingLog log = core::parseTrainingLog(text);
        checkLog(log, o);
        o.problems = log.notes.size();
        if (!log.ok())
            return o;
        const core::LogMeasurement m = core::measurementFromLog(scenario(), log);
        if (!finite(m.logValue) || !finite(m.measurement.value))
            o.violations.push_back("a non-finite measurement");
        for (const core::LogMismatch& x : m.mismatches)
            if (x.key == nullptr || !finite(x.logValue))
                o.violations.push_back("a mismatch without a key or with a non-finite value");
        if (!m.measured()) {
            o.problems += 1;  // refused with a reason (a mismatch, no peak)
            return o;
        }
        o.valid = true;
        const core::CalibrationResult r = core::calibrate(scenario(), m.measurement);
        if (!finite(r.measuredStep_s) || !finite(r.after_s) || !finite(r.computeScale))
            o.violations.push_back("calibration from the log gave a non-finite number");
    } catch (const std::exception& e) {
        o.violations.push_back(std::string("threw: ") + e.what());
    }
    return o;
}

Outcome checkNcclTestsInput(const std::uint8_t* data, std::size_t size)
{
    Outcome o;
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const core::NcclTestsTable t = core::parseNcclTests(text, "all_reduce_perf.txt");
        o.problems = t.notes.size();
        for (const core::NcclTestsRow& r : t.rows) {
            if (!(r.size_B > 0) || !finite(r.size_B))
                o.violations.push_back("a row with a size that is not positive");
            for (const core::NcclTiming* x : {&r.outOfPlace, &r.inPlace})
                if (x->present && (!(x->time_s > 0) || !finite(x->time_s) || !finite(x->busbw_Bps)))
                    o.violations.push_back("a row with a time or busbw not finite and positive");
        }
        if (t.ranks < 0 || t.nodes < 0)
            o.violations.push_back("negative counts");
        core::NcclCalibrationOptions options;
        options.ranks = t.ranks > 0 ? 0 : 16;
        options.nodes = t.nodes > 0 ? 0 : 2;
        const core::NcclCalibration r = core::calibrateFromNcclTests(scenario(), t, options);
        if (r.fit.usable()
            && (!finite(r.fit.latency_s) || !finite(r.fit.secondsPerByte)
                || !finite(r.fit.rmsRelResidual)))
            o.violations.push_back("a usable fit with a non-finite number");
        if (!r.fitted()) {
            o.problems += 1;  // refused with a status the front ends put in words
            return o;
        }
        o.valid = true;
        if (!(r.efficiency > 0 && r.efficiency <= 1))
            o.violations.push_back("a fitted efficiency outside (0, 1]");
        if (!(r.latency_s >= 0 && r.latency_s <= 0.01 + 1e-12))
            o.violations.push_back("a fitted latency outside the key's range");
        if (!core::validate(r.scenario).empty())
            o.violations.push_back("the calibrated scenario does not validate");
    } catch (const std::exception& e) {
        o.violations.push_back(std::string("threw: ") + e.what());
    }
    return o;
}

}  // namespace syncwall::fuzz
