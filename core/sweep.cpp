#include "sweep.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "cancel_flag.h"
#include "estimator.h"
#include "layout_search.h"

namespace syncwall::core {

std::vector<int> powersOfTwo(int lo, int hi)
{
    std::vector<int> out;
    lo = std::max(1, lo);
    for (long long g = 1; g <= hi; g *= 2)
        if (g >= lo)
            out.push_back(int(g));
    return out;
}

std::vector<int> standardGpuCounts(const Scenario& s)
{
    int first = kSweepFirstGpus;
    while (first > 1 && first > s.gpus)
        first /= 2;
    return powersOfTwo(first, kSweepLastGpus);
}

namespace {

SweepPoint keepLayoutPoint(const Scenario& s, int gpus)
{
    SweepPoint p;
    p.gpus = gpus;
    const ParallelSpec& par = s.parallel;
    const long long model = 1LL * std::max(1, par.tp) * std::max(1, par.pp) * std::max(1, par.cp);
    if (gpus % model != 0)
        return p;
    const long long dp = gpus / model;
    Scenario at = s;
    at.gpus = gpus;
    at.parallel.dp = 0;
    if (s.training.globalBatch % (dp * std::max(1, par.microBatch)) != 0) {
        if (s.training.globalBatch % dp != 0)
            return p;
        at.parallel.microBatch = 1;
    }
    p.valid = true;
    p.estimate = estimate(at);
    return p;
}

}  // namespace

SweepResult sweepGpus(const Scenario& s, const std::vector<int>& gpuCounts,
                      SweepLayoutPolicy policy, int threads, const std::atomic<bool>* cancel)
{
    SweepResult r;
    r.points.resize(gpuCounts.size());
    const auto compute = [&](std::size_t i) {
        const int g = gpuCounts[i];
        if (policy == SweepLayoutPolicy::KeepTpPp) {
            r.points[i] = keepLayoutPoint(s, g);
            return;
        }
        SweepPoint& p = r.points[i];
        p.gpus = g;
        const LayoutChoice c = bestLayout(s, g);
        p.valid = c.found;
        if (c.found)
            p.estimate = c.estimate;
    };
    // Each thread takes the next count not yet taken: counts differ in cost (the middle ones have
    // the most layouts), so a fixed split would leave one thread waiting for the other.
    const std::size_t n = std::size_t(std::clamp(threads, 1, 64));
    const auto cancelled = [cancel] { return stopRequested(cancel); };
    std::atomic<std::size_t> next {0};
    const auto share = [&] {
        for (std::size_t i = next++; i < gpuCounts.size() && !cancelled(); i = next++)
            compute(i);
    };
    if (n == 1 || gpuCounts.size() < 2) {
        share();
    } else {
        std::vector<std::thread> pool;
        for (std::size_t t = 1; t < n; ++t)
            pool.emplace_back(share);
        share();
        for (std::thread& t : pool)
            t.join();
    }
    if (cancelled()) {  // some counts were never estimated: nothing here is to be drawn
        r.complete = false;
        return r;
    }
    // Scaling efficiency against linear scaling from the first point that runs (valid and fits
    // in memory; ERRATA: not the seeds' step-time fraction).
    const SweepPoint* base = nullptr;
    for (SweepPoint& p : r.points) {
        if (!p.valid)
            continue;
        if (!base && p.estimate.memory.fits)
            base = &p;
        if (!base)
            continue;
        const double work = p.estimate.run.predicted_s * p.gpus;
        p.scaling_efficiency = work > 0 ? base->estimate.run.predicted_s * base->gpus / work : 0;
    }
    return r;
}

std::optional<int> firstFittingGpus(const SweepResult& sweep)
{
    std::optional<int> first;
    for (const SweepPoint& p : sweep.points)
        if (p.valid && p.estimate.memory.fits && (!first || p.gpus < *first))
            first = p.gpus;
    return first;
}

bool isJudged(const SweepPoint& point, bool anyFits)
{
    return point.valid && (point.estimate.memory.fits || !anyFits);
}

SyncWall findSyncWall(const SweepResult& sweep)
{
    // Only counts whose best layout fits in memory can run; when none fits, judge them all.
    const bool anyFits = firstFittingGpus(sweep).has_value();
    SyncWall w;
    const SweepPoint* best = nullptr;
    const SweepPoint* lastValid = nullptr;
    for (const SweepPoint& p : sweep.points) {
        if (!isJudged(p, anyFits))
            continue;
        lastValid = &p;
        if (!best || p.estimate.run.expected_s < best->estimate.run.expected_s)
            best = &p;
        if (!w.efficiency85_gpus && p.estimate.run.efficiency < kComputeBoundEfficiency)
            w.efficiency85_gpus = p.gpus;
        if (!w.efficiency70_gpus && p.estimate.run.efficiency < kCommunicationWallEfficiency)
            w.efficiency70_gpus = p.gpus;
    }
    w.judged = lastValid != nullptr;
    if (lastValid && lastValid != &sweep.points.back())
        w.last_valid_gpus = lastValid->gpus;
    // The wall exists only when some larger count is slower than the fastest one.
    if (best && best != lastValid) {
        w.wall_gpus = best->gpus;
        w.wall_jct_s = best->estimate.run.expected_s;
    }
    return w;
}

}  // namespace syncwall::core
