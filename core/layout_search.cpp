#include "layout_search.h"

#include <algorithm>
#include <iterator>
#include <thread>
#include <utility>

#include "estimator.h"
#include "layout_rules.h"
#include "model_shape.h"
#include "scenario_keys.h"
#include "step_model.h"
#include "validator.h"

namespace syncwall::core {
namespace {

std::vector<int> divisors(int n, int cap)
{
    std::vector<int> out;
    for (long long d = 1; d <= std::min(n, cap); ++d)
        if (n % d == 0)
            out.push_back(int(d));
    return out;
}

struct Axes {
    std::vector<int> tp, pp, cp, mb, zero, ep;
    std::vector<Recompute> recompute;
    std::vector<int> v;
};

Axes axesFor(const Scenario& s, int gpus, const SearchOptions& o)
{
    Axes a;
    const ModelSpec& m = s.model;
    const int kv = kvHeadsOf(m);
    for (int t : divisors(std::max(1, m.heads), 64))  // Megatron: query groups divisible by TP
        if (kv % t == 0 && t <= gpus)
            a.tp.push_back(t);
    // PP need not divide the layers (uneven stages, stage_plan.h): the layer count's divisors
    // and the powers of two up to it, as people choose them.
    a.pp = divisors(std::max(1, m.layers), gpus);
    for (int p = 2; p <= std::min(m.layers, gpus); p *= 2)
        if (std::find(a.pp.begin(), a.pp.end(), p) == a.pp.end())
            a.pp.push_back(p);
    std::sort(a.pp.begin(), a.pp.end());
    a.cp = {std::max(1, s.parallel.cp)};
    if (o.varyCp) {
        a.cp.clear();
        for (int c : {1, 2, 4, 8})
            if (m.seqLen % c == 0)
                a.cp.push_back(c);
    }
    a.ep = {std::max(1, s.parallel.ep)};
    if (o.varyExperts && m.experts > 1)
        a.ep = divisors(m.experts, std::min(m.experts, 4096));  // parallelism.ep's range
    a.mb = o.varyMicroBatch ? std::vector<int> {1, 2, 4, 8}
                            : std::vector<int> {std::max(1, s.parallel.microBatch)};
    a.zero = o.varyZero ? std::vector<int> {1, 3} : std::vector<int> {s.parallel.zero};
    a.recompute = o.varyRecompute ? std::vector<Recompute> {Recompute::None, Recompute::Selective,
                                                            Recompute::Full}
                                  : std::vector<Recompute> {s.parallel.recompute};
    a.v = o.varyVirtualStages ? std::vector<int> {1, 2, 4}
                              : std::vector<int> {std::max(1, s.parallel.virtualStages)};
    return a;
}

bool better(const RankedLayout& a, const RankedLayout& b)
{
    if (a.fits != b.fits)
        return a.fits;
    return a.step_s < b.step_s;
}

RankedLayout ranked(const Estimate& e)
{
    RankedLayout r;
    r.layout = e.layout;
    r.step_s = e.step.total_s;
    r.mfu = e.throughput.mfu;
    r.memory_B = e.memory.total_B;
    r.fits = e.memory.fits;
    return r;
}

RankedLayout rank(const Scenario& base, const Layout& l)
{
    return ranked(stepEstimate(withLayout(base, l)));
}

// The best of every `step`-th layout from `begin` (the first of the smallest under `better`),
// at the index it had. A layout that does not fit cannot beat one that does, so once one fits,
// the rest are timed only when they fit too: their memory is a fraction of the estimate's cost.
std::pair<std::size_t, RankedLayout> bestOfShare(const Scenario& s,
                                                 const std::vector<Layout>& layouts,
                                                 std::size_t begin, std::size_t step)
{
    std::pair<std::size_t, RankedLayout> best {layouts.size(), {}};
    for (std::size_t i = begin; i < layouts.size(); i += step) {
        const Scenario at = withLayout(s, layouts[i]);
        Estimate e = memoryEstimate(at);
        const bool haveFit = best.first < layouts.size() && best.second.fits;
        if (haveFit && !e.memory.fits)
            continue;
        // Its compute alone already as slow as the best so far (fitting as well as it): it
        // cannot come first, as ties go to the earlier layout.
        PacingStage pace;
        const double bound = stepLowerBound_s(at, e.layout, pace);
        if (best.first < layouts.size() && best.second.fits == e.memory.fits
            && bound >= best.second.step_s)
            continue;
        completeStep(at, e, &pace);
        const RankedLayout r = ranked(e);
        if (best.first == layouts.size() || better(r, best.second))
            best = {i, r};
    }
    return best;
}

// fn(0) .. fn(n - 1), each on a thread of its own (n = 1: on the calling thread).
template <class F>
void onThreads(int n, const F& fn)
{
    if (n <= 1) {
        fn(0);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 0; t < n; ++t)
        pool.emplace_back(fn, t);
    for (auto& th : pool)
        th.join();
}

}  // namespace

std::vector<Layout> enumerateLayouts(const Scenario& s, int gpus, const SearchOptions& o)
{
    std::vector<Layout> out;
    if (gpus < 1 || s.training.globalBatch < 1)
        return out;
    const Axes a = axesFor(s, gpus, o);
    const int gb = s.training.globalBatch;
    const bool moe = s.model.experts > 1;
    for (int tp : a.tp)
        for (int pp : a.pp)
            for (int cp : a.cp) {
                const long long model = 1LL * tp * pp * cp;
                if (gpus % model != 0)
                    continue;
                const int dp = int(gpus / model);
                // Experts fold over TP x CP x DP (EP x expert TP divides it): the scenario's EP
                // and expert TP, or (varyExperts) every EP and expert TP 1 or TP that folds.
                const long long fold = 1LL * tp * cp * dp;
                std::vector<std::pair<int, int>> experts;  // (ep, expert tp)
                const int ownEtp = s.parallel.expertTp > 0 ? s.parallel.expertTp : tp;
                for (int ep : moe ? a.ep : std::vector<int> {1}) {
                    std::vector<int> etps {ownEtp};
                    if (o.varyExperts && moe && ownEtp != 1)
                        etps.push_back(1);
                    for (int etp : etps)
                        if (fold % (1LL * ep * etp) == 0)
                            experts.emplace_back(ep, etp);
                }
                if (experts.empty())
                    experts.emplace_back(1, ownEtp);
                for (int mb : a.mb) {
                    if (gb % (1LL * dp * mb) != 0)
                        continue;
                    for (int v : a.v) {
                        if (v > 1 && (pp < 2 || pp * v > s.model.layers))
                            continue;
                        for (int zero : a.zero)
                            for (Recompute r : a.recompute)
                                for (const auto& [ep, etp] : experts) {
                                    Layout l;
                                    l.tp = tp, l.pp = pp, l.cp = cp, l.ep = ep, l.dp = dp;
                                    l.microBatch = mb;
                                    l.virtualStages = v;
                                    const Schedule own = s.parallel.schedule;
                                    l.schedule =
                                        v > 1 ? Schedule::Interleaved
                                        : own == Schedule::GPipe || own == Schedule::DualPipe
                                            ? own
                                            : Schedule::OneFOneB;
                                    l.zero = zero;
                                    l.recompute = r;
                                    l.sequenceParallel = s.parallel.sequenceParallel && tp > 1;
                                    l.microBatches = gb / (dp * mb);
                                    l.expertTp = etp;
                                    l.selective = s.parallel.selective;
                                    if (pp == s.parallel.pp) {  // an explicit split is for its PP
                                        l.firstStageLayers = s.parallel.firstStageLayers;
                                        l.lastStageLayers = s.parallel.lastStageLayers;
                                    }
                                    // The candidates above are cheap filters; legality is one rule.
                                    const ParallelSpec spec = parallelOf(l);
                                    if (isLegalLayout(
                                            {s.model, spec, gpus, gb, s.comm.expertOverlap}))
                                        out.push_back(l);
                                }
                    }
                }
            }
    return out;
}

SearchResult searchLayouts(const Scenario& s, const SearchOptions& o)
{
    SearchResult result;
    result.gpus = s.gpus;
    const std::vector<Layout> layouts = enumerateLayouts(s, s.gpus, o);
    result.evaluated = std::int64_t(layouts.size());
    const int threads = std::clamp(o.threads, 1, 64);
    const bool parallel = threads > 1 && layouts.size() >= 256;
    if (o.top == 1) {
        // The best alone (each sweep point asks for it): no ranking of the rest, and no step
        // time for a layout that cannot win (bestOfShare).
        const int n = parallel ? threads : 1;
        std::vector<std::pair<std::size_t, RankedLayout>> bests(static_cast<std::size_t>(n));
        onThreads(n, [&](int t) {
            bests[std::size_t(t)] = bestOfShare(s, layouts, std::size_t(t), std::size_t(n));
        });
        // Across shares: the first of the smallest, as the stable sort would put first.
        std::pair<std::size_t, RankedLayout> best {layouts.size(), {}};
        for (const auto& b : bests)
            if (b.first < layouts.size()
                && (best.first == layouts.size() || better(b.second, best.second)
                    || (!better(best.second, b.second) && b.first < best.first)))
                best = b;
        if (best.first < layouts.size())
            result.layouts.push_back(best.second);
        return result;
    }
    result.layouts.resize(layouts.size());
    const int n = parallel ? threads : 1;
    onThreads(n, [&](int t) {
        for (std::size_t i = std::size_t(t); i < layouts.size(); i += std::size_t(n))
            result.layouts[i] = rank(s, layouts[i]);
    });
    std::stable_sort(result.layouts.begin(), result.layouts.end(), better);
    if (o.top > 0 && result.layouts.size() > std::size_t(o.top))
        result.layouts.resize(std::size_t(o.top));
    return result;
}

LayoutChoice bestLayout(const Scenario& s, int gpus)
{
    // The one search space, with recompute left to Auto (the least that fits) instead of
    // trying none, selective and full: recompute only adds time and only saves memory, so Auto
    // is the fastest of the three that fits, and the best layout is the same whenever one fits
    // (tested against searchLayouts), at a third of the cost.
    Scenario base = s;
    base.gpus = gpus;
    base.parallel.recompute = Recompute::Auto;
    SearchOptions options;
    options.varyRecompute = false;
    options.top = 1;
    const SearchResult search = searchLayouts(base, options);
    LayoutChoice best;
    if (!search.layouts.empty()) {  // in full (run, reliability, warnings) for the one chosen
        best.found = true;
        best.estimate = estimate(withLayout(base, search.layouts.front().layout));
        best.layout = best.estimate.layout;
    }
    return best;
}

std::optional<Scenario> withLegalLayout(const Scenario& s)
{
    if (isLegalLayout(layoutQuestion(s)))
        return std::nullopt;
    // The new layout must add no problem; those it cannot fix stay (a token count under one
    // step had made every layout refused, so the GPU count moved and the layout did not).
    const Problems before = validate(s);
    const auto clean = [&](const Scenario& x) { return addsNoProblem(validate(x), before); };
    // First the scenario's own layout with DP derived and the largest micro-batch not above its
    // own that the batch allows: what a user who changed only the GPU count expects (a tester's
    // DP-only ZeRO-3 run went from 384 to 768 GPUs and came back as TP 16 x PP 48).
    Scenario same = s;
    same.parallel.dp = 0;
    for (int mb = s.parallel.microBatch; mb >= 1; --mb) {
        same.parallel.microBatch = mb;
        if (isLegalLayout(layoutQuestion(same))) {
            // As the search prefers: one that fits in memory (fewer GPUs may not hold it).
            if (clean(same) && memoryEstimate(same).memory.fits)
                return same;
            break;
        }
    }
    const LayoutChoice best = bestLayout(s, s.gpus);
    if (!best.found)
        return std::nullopt;
    Scenario out = withLayout(s, best.layout);
    if (!clean(out))
        return std::nullopt;
    return out;
}

NearbyGpuCounts nearestLegalGpuCounts(const Scenario& scenario, int gpus)
{
    const ScenarioKey* key = findScenarioKey("cluster.gpus");
    return nearestLegalGpuCounts(scenario, gpus,
                                 key && key->ranged ? int(key->limit.max) : (1 << 20));
}

NearbyGpuCounts nearestLegalGpuCounts(const Scenario& s, int gpus, int maxGpus)
{
    NearbyGpuCounts out;
    const int gb = s.training.globalBatch;
    if (gb < 1 || maxGpus < 1)
        return out;
    // Legality does not depend on ZeRO or recompute; micro-batch 1 and one virtual stage are
    // the most permissive values and are in the search space.
    SearchOptions options;
    options.varyZero = options.varyRecompute = false;
    const Axes a = axesFor(s, maxGpus, options);
    std::vector<int> dps;  // the divisors of the global batch, in O(sqrt(batch))
    for (long long d = 1; d * d <= gb; ++d)
        if (gb % d == 0) {
            dps.push_back(int(d));
            if (d * d != gb)
                dps.push_back(int(gb / d));
        }
    std::vector<long long> counts;
    for (int tp : a.tp)
        for (int pp : a.pp)
            for (int cp : a.cp)
                for (int dp : dps) {
                    const long long n = 1LL * tp * pp * cp * dp;
                    if (n <= maxGpus && n != gpus)
                        counts.push_back(n);
                }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    // A count works where a legal layout of the space the edit that takes the offer searches
    // (withLegalLayout, bestLayout: recompute varied, the scenario's ZeRO stage) fits in
    // memory; failing that within the checks, the nearest legal count is offered. 1 GPU is
    // legal for GPT-3 175B, and had been offered for it; 36, where only ZeRO-3 fits, had been
    // offered for its ZeRO-1 run, and taking it gave a layout of 317 GB a GPU.
    SearchOptions fitting;
    fitting.varyRecompute = true;
    enum class Works { No, Legal, Fits };
    const Problems before = validate(s);
    const auto works = [&](long long n) {
        // One enumeration: legality does not depend on recompute (above), so the varied space
        // is empty exactly where the narrower one is.
        const std::vector<Layout> layouts = enumerateLayouts(s, int(n), fitting);
        if (layouts.empty())
            return Works::No;
        Scenario at = s;
        at.gpus = int(n);
        // Where the scenario's own layout is legal at n, the edit keeps it (withLegalLayout):
        // it works only if that one fits (review finding).
        // Problems the count cannot fix (tokens under one step) do not count against it: a
        // tester had been offered 512 where 768 worked, until the tokens were fixed.
        if (isLegalLayout(layoutQuestion(at)))
            return addsNoProblem(validate(at), before) && memoryEstimate(at).memory.fits
                       ? Works::Fits
                       : Works::Legal;
        for (const Layout& l : layouts)
            if (memoryEstimate(withLayout(at, l)).memory.fits)
                return Works::Fits;
        return Works::Legal;
    };
    // Bounded work (it runs while the user types): the nearest kMaxChecks candidates each way.
    constexpr int kMaxChecks = 48;
    const auto split = std::lower_bound(counts.begin(), counts.end(), (long long)gpus);
    const auto nearest = [&](auto first, auto last) {
        int legal = 0, checks = 0;
        for (auto it = first; it != last && checks++ < kMaxChecks; ++it) {
            const Works w = works(*it);
            if (w == Works::Fits)
                return int(*it);
            if (w == Works::Legal && legal == 0)
                legal = int(*it);
        }
        return legal;
    };
    out.below = nearest(std::make_reverse_iterator(split), counts.rend());
    out.above = nearest(split, counts.end());
    return out;
}

}  // namespace syncwall::core
