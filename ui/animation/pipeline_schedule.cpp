#include "pipeline_schedule.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "pipeline_stages.h"

namespace syncwall::ui {
namespace {

struct Op {
    int chunk = 0;
    int microBatch = 0;
    bool backward = false;
};
using Key = std::tuple<int, int, int, bool>;  // stage, chunk, micro-batch, backward

// Forward order of (chunk, micro-batch) on every stage: Megatron runs the micro-batches in
// groups of P through chunk 0, then the same group through chunk 1, and so on.
std::vector<Op> forwardOrder(int p, int m, int v)
{
    std::vector<Op> ops;
    for (int first = 0; first < m; first += p)
        for (int c = 0; c < v; ++c)
            for (int j = first; j < std::min(first + p, m); ++j)
                ops.push_back({c, j, false});
    return ops;
}

std::vector<Op> stageOrder(int stage, int p, int m, int v, core::Schedule schedule)
{
    std::vector<Op> fwd = forwardOrder(p, m, v);
    std::vector<Op> bwd = fwd;
    for (Op& op : bwd) {
        op.backward = true;
        op.chunk = v - 1 - op.chunk;
    }
    const int total = static_cast<int>(fwd.size());
    if (schedule == core::Schedule::GPipe)  // GPipe runs the backwards last micro-batch first
        std::reverse(bwd.begin(), bwd.end());
    int warmup = total;  // GPipe: every forward first
    if (schedule != core::Schedule::GPipe)
        warmup = std::min(total, v > 1 ? (p - stage - 1) * 2 + (v - 1) * p : p - stage - 1);
    std::vector<Op> order(fwd.begin(), fwd.begin() + warmup);
    for (int i = 0; i < total - warmup; ++i) {
        order.push_back(fwd[static_cast<std::size_t>(warmup + i)]);
        order.push_back(bwd[static_cast<std::size_t>(i)]);
    }
    for (int i = total - warmup; i < total; ++i)
        order.push_back(bwd[static_cast<std::size_t>(i)]);
    return order;
}

// The op this one waits for on another stage (or the same stage's forward for the loss).
Key dependency(int s, const Op& op, int p, int v)
{
    if (!op.backward) {
        if (s > 0)
            return {s - 1, op.chunk, op.microBatch, false};
        return {p - 1, op.chunk - 1, op.microBatch, false};  // chunk -1: none
    }
    if (s < p - 1)
        return {s + 1, op.chunk, op.microBatch, true};
    if (op.chunk < v - 1)
        return {0, op.chunk + 1, op.microBatch, true};
    return {s, op.chunk, op.microBatch, false};
}

}  // namespace

PipelineSchedule PipelineSchedule::build(int stages, int microBatches, core::Schedule schedule,
                                         int virtualStages, double backwardRatio,
                                         const std::vector<double>& stageWork)
{
    PipelineSchedule out;
    if (stages < 1 || microBatches < 1 || stages > 64 || microBatches > 1024
        || !(backwardRatio > 0))
        return out;
    if (!stageWork.empty()
        && (static_cast<int>(stageWork.size()) != stages
            || std::any_of(stageWork.begin(), stageWork.end(),
                           [](double w) { return !(w > 0) || w > 1e6; })))
        return out;
    out.m_work =
        stageWork.empty() ? std::vector<double>(static_cast<std::size_t>(stages), 1.0) : stageWork;
    const int p = stages, m = microBatches;
    const int v = schedule == core::Schedule::Interleaved ? std::clamp(virtualStages, 1, 16) : 1;
    out.m_stages = p;
    out.m_microBatches = m;
    out.m_virtualStages = v;
    out.m_backwardRatio = backwardRatio;
    out.m_schedule = schedule;

    std::vector<std::vector<Op>> orders;
    for (int s = 0; s < p; ++s)
        orders.push_back(stageOrder(s, p, m, v, schedule));
    std::vector<std::size_t> next(static_cast<std::size_t>(p), 0);
    std::vector<double> free(static_cast<std::size_t>(p), 0.0);
    std::map<Key, double> done;
    for (bool progress = true; progress;) {
        progress = false;
        for (int s = 0; s < p; ++s) {
            const auto su = static_cast<std::size_t>(s);
            while (next[su] < orders[su].size()) {
                const Op& op = orders[su][next[su]];
                const Key dep = dependency(s, op, p, v);
                double ready = 0;
                if (std::get<1>(dep) >= 0) {
                    const auto it = done.find(dep);
                    if (it == done.end())
                        break;
                    ready = it->second;
                }
                const double start = std::max(ready, free[su]);
                const double end = start + (op.backward ? backwardRatio : 1.0) * out.m_work[su] / v;
                out.m_blocks.push_back({s, op.microBatch, op.chunk, op.backward, start, end});
                done[{s, op.chunk, op.microBatch, op.backward}] = end;
                free[su] = end;
                out.m_makespan = std::max(out.m_makespan, end);
                ++next[su];
                progress = true;
            }
        }
    }
    for (int s = 0; s < p; ++s)
        if (next[static_cast<std::size_t>(s)] < orders[static_cast<std::size_t>(s)].size())
            return PipelineSchedule {};  // an order that deadlocks: never for the three schedules
    return out;
}

PipelineSchedule PipelineSchedule::forEstimate(const core::Scenario& scenario,
                                               const core::Estimate& e)
{
    const int p = std::clamp(e.layout.pp, 1, 8);
    // At least twice as many micro-batches as stages where the step has them, so that 1F1B shows
    // its steady state; at most 16, so that block numbers stay legible.
    int m = std::clamp(e.layout.microBatches, 1, std::max(8, 2 * p));
    const core::Schedule schedule = e.layout.schedule;
    int v = std::clamp(e.layout.virtualStages, 1, 4);
    if (schedule == core::Schedule::Interleaved && m >= p)
        m = std::max(p, m / p * p);
    const PipelineStages drawn = PipelineStages::build(scenario, e);
    return build(p, m, schedule, v, 2.0,
                 static_cast<int>(drawn.rows().size()) == p ? drawn.work()
                                                            : std::vector<double> {});
}

double PipelineSchedule::busyPerStage() const { return m_microBatches * (1.0 + m_backwardRatio); }

double PipelineSchedule::busy(int stage) const
{
    double total = 0;
    for (const PipeBlock& b : m_blocks)
        if (b.stage == stage)
            total += b.end - b.start;
    return total;
}

double PipelineSchedule::work(int stage) const
{
    return stage >= 0 && stage < static_cast<int>(m_work.size())
               ? m_work[static_cast<std::size_t>(stage)]
               : 1.0;
}

double PipelineSchedule::idle(int stage) const { return m_makespan - busy(stage); }

double PipelineSchedule::idleTotal() const
{
    double total = 0;
    for (int s = 0; s < m_stages; ++s)
        total += idle(s);
    return total;
}

double PipelineSchedule::bubbleOfIdeal() const
{
    return m_stages > 0 ? idleTotal() / (m_stages * busyPerStage()) : 0.0;
}

double PipelineSchedule::bubbleOfStep() const
{
    return m_stages > 0 && m_makespan > 0 ? idleTotal() / (m_stages * m_makespan) : 0.0;
}

std::vector<std::pair<double, double>> PipelineSchedule::idleIntervals(int stage) const
{
    std::vector<std::pair<double, double>> busy;
    for (const PipeBlock& b : m_blocks)
        if (b.stage == stage)
            busy.emplace_back(b.start, b.end);
    std::sort(busy.begin(), busy.end());
    std::vector<std::pair<double, double>> gaps;
    double at = 0;
    for (const auto& [start, end] : busy) {
        if (start > at + 1e-9)
            gaps.emplace_back(at, start);
        at = std::max(at, end);
    }
    if (m_makespan > at + 1e-9)
        gaps.emplace_back(at, m_makespan);
    return gaps;
}

std::vector<double> PipelineSchedule::boundaries() const
{
    std::vector<double> times {0.0, m_makespan};
    for (const PipeBlock& b : m_blocks)
        times.push_back(b.start);
    std::sort(times.begin(), times.end());
    times.erase(
        std::unique(times.begin(), times.end(), [](double a, double b) { return b - a <= 1e-9; }),
        times.end());
    return times;
}

}  // namespace syncwall::ui
