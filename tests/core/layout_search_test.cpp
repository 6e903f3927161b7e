// Layout search: enumerateLayouts yields exactly the valid (TP, PP, CP, DP, micro-batch, v, ZeRO,
// recompute) combinations (checked against an independent brute force), searchLayouts ranks
// them fitting-first then by step time, honours `top`, and gives the same ranking on any
// number of threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

#include "core/estimator.h"
#include "core/layout_rules.h"
#include "core/layout_search.h"
#include "core/validator.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// Llama-2 70B-like (80 layers, 64 heads / 8 KV heads) on 256 H100, global batch 512.
Scenario llama70On256()
{
    Scenario s;
    s.model = llama2_70b();
    s.hardware = dgxH100();
    s.gpus = 256;
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    s.training.globalBatch = 512;
    s.training.tokens = 2e12;
    return s;
}

auto key(const Layout& l)
{
    return std::make_tuple(l.tp, l.pp, l.cp, l.ep, l.dp, l.microBatch, l.virtualStages, l.zero,
                           static_cast<int>(l.recompute), static_cast<int>(l.schedule),
                           l.sequenceParallel, l.microBatches);
}

bool same(const Layout& a, const Layout& b) { return key(a) == key(b); }

}  // namespace

TEST(LayoutSearch, EveryEnumeratedLayoutIsValid)
{
    // The search asks the one legality rule; what it yields must pass validate() whole.
    Scenario s = llama70On256();
    for (int gpus : {1, 8, 40, 64, 256, 640, 1024, 4096}) {
        s.gpus = gpus;
        const std::vector<Layout> layouts = enumerateLayouts(s, gpus, SearchOptions {});
        EXPECT_FALSE(layouts.empty()) << gpus;
        for (const Layout& l : layouts) {
            const Problems problems = validate(withLayout(s, l));
            EXPECT_TRUE(problems.empty())
                << gpus << " GPUs: TP " << l.tp << " PP " << l.pp << " DP " << l.dp << " mb "
                << l.microBatch << " v " << l.virtualStages;
            EXPECT_EQ(l.tp * l.pp * l.cp * l.dp, gpus);
            EXPECT_EQ(l.microBatches, 512 / (l.dp * l.microBatch));
            EXPECT_EQ(l.sequenceParallel, l.tp > 1);
            EXPECT_NE(l.recompute, Recompute::Auto);
        }
    }
}

TEST(LayoutSearch, SkipsWhatTheValidatorRefuses)
{
    // An FFN of 28,680 = 2^3 x 3,585 does not split over TP 16 (64 heads and 8 KV heads would
    // allow it), and with sequence parallelism TP must divide seq_len / CP (4,100 = 2^2 x 1,025:
    // not TP 8). Hand-derived: the only TPs left are those dividing gcd(64, 8, 28,680, 4,100) = 4.
    Scenario s = llama70On256();
    s.model.ffnHidden = 28680;
    s.model.seqLen = 4100;
    std::set<int> tps;
    for (const Layout& l : enumerateLayouts(s, 256, SearchOptions {}))
        tps.insert(l.tp);
    EXPECT_EQ(tps, (std::set<int> {1, 2, 4}));
    // And the validator names the rule for the one the search skipped.
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    const Problems problems = validate(s);
    EXPECT_TRUE(std::any_of(problems.begin(), problems.end(), [](const Problem& p) {
        return p.key == "parallelism.tp" && p.detail == "model.seq_len";
    }));
}

TEST(LayoutSearch, EnumerationMatchesABruteForce)
{
    // Independent brute force over the default axes: TP <= 64 dividing 64 heads and 8 KV heads,
    // PP dividing 80 layers or a power of two up to 80 (uneven stages: 32 and 64 too), CP fixed
    // at the scenario's 1, micro-batch {1,2,4,8}, v {1,2,4} (v > 1 only interleaved with
    // pp >= 2 and pp v <= 80), ZeRO the scenario's 1, recompute {none, selective, full}.
    const Scenario s = llama70On256();
    for (int gpus : {8, 96, 256, 1280}) {
        std::set<decltype(key(Layout {}))> expected;
        for (int tp = 1; tp <= 64; ++tp)
            for (int pp = 1; pp <= 80; ++pp) {
                const bool powerOfTwo = (pp & (pp - 1)) == 0;
                if (64 % tp || 8 % tp || (80 % pp && !powerOfTwo) || gpus % (tp * pp))
                    continue;
                const int dp = gpus / (tp * pp);
                for (int mb : {1, 2, 4, 8}) {
                    if (512 % (dp * mb))
                        continue;
                    for (int v : {1, 2, 4}) {
                        if (v > 1 && (pp < 2 || pp * v > 80))
                            continue;
                        for (int zero : {1})
                            for (Recompute r :
                                 {Recompute::None, Recompute::Selective, Recompute::Full}) {
                                Layout l;
                                l.tp = tp, l.pp = pp, l.cp = 1, l.ep = 1, l.dp = dp;
                                l.microBatch = mb;
                                l.virtualStages = v;
                                l.schedule = v > 1 ? Schedule::Interleaved : Schedule::OneFOneB;
                                l.zero = zero;
                                l.recompute = r;
                                l.sequenceParallel = tp > 1;
                                l.microBatches = 512 / (dp * mb);
                                expected.insert(key(l));
                            }
                    }
                }
            }
        std::set<decltype(key(Layout {}))> got;
        for (const Layout& l : enumerateLayouts(s, gpus, SearchOptions {}))
            EXPECT_TRUE(got.insert(key(l)).second) << "duplicate layout at " << gpus;
        EXPECT_EQ(got, expected) << gpus;
    }
}

TEST(LayoutSearch, NothingValidGivesNothing)
{
    Scenario s = llama70On256();
    // 7 GPUs: TP 1 x PP 1 x DP 7, but 512 is not divisible by 7; TP/PP cannot absorb a 7.
    // (Likewise 24: 512 = 2^9 forces DP to a power of two and neither 64 heads nor 80 layers
    // give TP or PP a factor 3.)
    EXPECT_TRUE(enumerateLayouts(s, 24, SearchOptions {}).empty());
    EXPECT_TRUE(enumerateLayouts(s, 7, SearchOptions {}).empty());
    EXPECT_TRUE(enumerateLayouts(s, 0, SearchOptions {}).empty());
    // More replicas than sequences: 1024 x 8 GPUs at TP 8 leaves DP >= 1024 > 512 for PP 1.
    for (const Layout& l : enumerateLayouts(s, 8192, SearchOptions {}))
        EXPECT_LE(l.dp, 512);
    s.training.globalBatch = 0;
    EXPECT_TRUE(enumerateLayouts(s, 8, SearchOptions {}).empty());
}

TEST(LayoutSearch, FixedAxesFollowTheScenario)
{
    Scenario s = llama70On256();
    s.parallel.zero = 2;
    s.parallel.microBatch = 2;
    s.parallel.recompute = Recompute::Selective;
    SearchOptions o;
    o.varyZero = o.varyMicroBatch = o.varyRecompute = o.varyVirtualStages = false;
    const std::vector<Layout> layouts = enumerateLayouts(s, 256, o);
    ASSERT_FALSE(layouts.empty());
    for (const Layout& l : layouts) {
        EXPECT_EQ(l.zero, 2);
        EXPECT_EQ(l.microBatch, 2);
        EXPECT_EQ(l.recompute, Recompute::Selective);
        EXPECT_EQ(l.virtualStages, 1);
    }
}

TEST(LayoutSearch, RankedFittingFirstThenByStepTime)
{
    Scenario s = llama70On256();
    const SearchResult r = searchLayouts(s, SearchOptions {});
    ASSERT_GT(r.layouts.size(), 100u);
    EXPECT_EQ(r.gpus, 256);
    EXPECT_EQ(r.evaluated, std::int64_t(enumerateLayouts(s, 256, SearchOptions {}).size()));
    EXPECT_EQ(r.evaluated, std::int64_t(r.layouts.size()));
    bool sawNonFitting = false;
    std::size_t fitting = 0;
    for (std::size_t i = 0; i < r.layouts.size(); ++i) {
        const RankedLayout& x = r.layouts[i];
        if (!x.fits)
            sawNonFitting = true;
        else
            ++fitting;
        EXPECT_FALSE(sawNonFitting && x.fits)
            << "a fitting layout after a non-fitting one at " << i;
        if (i > 0 && r.layouts[i - 1].fits == x.fits) {
            EXPECT_LE(r.layouts[i - 1].step_s, x.step_s) << i;
        }
    }
    // Both kinds exist for a 70B on 256 GPUs (TP 1 / PP 1 cannot hold 70B x 16 B / 256 plus
    // activations without recompute), so the ordering was actually exercised.
    EXPECT_GT(fitting, 0u);
    EXPECT_TRUE(sawNonFitting);
    // Each row is the estimator's own answer for that layout.
    for (std::size_t i = 0; i < r.layouts.size(); i += 37) {
        const RankedLayout& x = r.layouts[i];
        const Estimate e = estimate(withLayout(s, x.layout));
        EXPECT_DOUBLE_EQ(x.step_s, e.step.total_s);
        EXPECT_DOUBLE_EQ(x.mfu, e.throughput.mfu);
        EXPECT_DOUBLE_EQ(x.memory_B, e.memory.total_B);
        EXPECT_EQ(x.fits, e.memory.fits);
        EXPECT_EQ(x.layout.dp, 256 / (x.layout.tp * x.layout.pp * x.layout.cp));
    }
}

TEST(LayoutSearch, TopIsHonoured)
{
    const Scenario s = llama70On256();
    const SearchResult all = searchLayouts(s, SearchOptions {});
    for (int top : {1, 5, 50}) {
        SearchOptions o;
        o.top = top;
        const SearchResult r = searchLayouts(s, o);
        ASSERT_EQ(r.layouts.size(), std::size_t(top));
        EXPECT_EQ(r.evaluated, all.evaluated) << "top trims the answer, not the search";
        for (int i = 0; i < top; ++i)
            EXPECT_TRUE(same(r.layouts[std::size_t(i)].layout, all.layouts[std::size_t(i)].layout))
                << i;
    }
    SearchOptions huge;
    huge.top = 1000000;
    EXPECT_EQ(searchLayouts(s, huge).layouts.size(), all.layouts.size());
}

TEST(LayoutSearch, ThreadsGiveTheSameRanking)
{
    Scenario s = llama70On256();
    s.gpus = 1024;
    const SearchResult one = searchLayouts(s, SearchOptions {});
    ASSERT_GE(one.layouts.size(), 256u) << "too few layouts to take the threaded path";
    for (int threads : {2, 3, 8}) {
        SearchOptions o;
        o.threads = threads;
        const SearchResult many = searchLayouts(s, o);
        ASSERT_EQ(many.layouts.size(), one.layouts.size());
        for (std::size_t i = 0; i < one.layouts.size(); ++i) {
            ASSERT_TRUE(same(many.layouts[i].layout, one.layouts[i].layout))
                << threads << " threads, row " << i;
            ASSERT_EQ(many.layouts[i].step_s, one.layouts[i].step_s);
        }
    }
}

TEST(LayoutSearch, BestLayoutIsTheFastestFittingOne)
{
    // bestLayout searches the one search space (SearchOptions{}): its answer must fit, be the
    // search's first row, and be at least as fast as every other fitting layout of it.
    const Scenario s = llama70On256();
    for (int gpus : {64, 256, 1024}) {
        const LayoutChoice c = bestLayout(s, gpus);
        ASSERT_TRUE(c.found) << gpus;
        EXPECT_TRUE(c.estimate.memory.fits) << gpus;
        EXPECT_EQ(c.layout.tp * c.layout.pp * c.layout.cp * c.layout.dp, gpus);
        Scenario base = s;
        base.gpus = gpus;
        EXPECT_DOUBLE_EQ(c.estimate.step.total_s,
                         estimate(withLayout(base, c.layout)).step.total_s);
        const SearchResult search = searchLayouts(base, SearchOptions {});
        ASSERT_FALSE(search.layouts.empty());
        EXPECT_TRUE(same(search.layouts.front().layout, c.layout)) << gpus;
        for (const Layout& l : enumerateLayouts(base, gpus, SearchOptions {})) {
            const Estimate e = estimate(withLayout(base, l));
            if (e.memory.fits) {
                EXPECT_LE(c.estimate.step.total_s, e.step.total_s)
                    << "tp " << l.tp << " pp " << l.pp;
            }
        }
    }
}

// With communication.ep_overlap the search keeps to layouts Megatron-Core overlaps in (EP of 2
// or more, virtual stages with a pipeline, no full recompute): every one it yields validates,
// where without the key it also offers EP 1, 1F1B pipelines and full recompute.
TEST(LayoutSearch, TheExpertOverlapKeepsToLayoutsThatOverlap)
{
    Scenario s = llama70On256();
    s.model = mixtral8x7b();
    const auto refused = [](const Layout& l) {
        return l.ep < 2 || (l.pp > 1 && l.schedule == Schedule::OneFOneB)
               || l.recompute == Recompute::Full;
    };
    const std::vector<Layout> plain = enumerateLayouts(s, 256, SearchOptions {});
    EXPECT_TRUE(std::any_of(plain.begin(), plain.end(), refused));
    s.comm.expertOverlap = true;
    const std::vector<Layout> overlapping = enumerateLayouts(s, 256, SearchOptions {});
    ASSERT_FALSE(overlapping.empty());
    for (const Layout& l : overlapping) {
        EXPECT_FALSE(refused(l)) << "TP " << l.tp << " PP " << l.pp << " EP " << l.ep;
        EXPECT_TRUE(validate(withLayout(s, l)).empty());
    }
}

// The best alone (top 1, what each sweep point asks for) skips the step time of layouts that
// cannot win; it must still be the full ranking's first row, with one thread or two, where
// nothing fits (8 GPUs), where some do, and for an MoE model (EP and expert TP axes).
TEST(LayoutSearch, TopOneIsTheFullRankingsFirstRow)
{
    Scenario moe = llama70On256();
    moe.model = mixtral8x7b();
    for (const Scenario& base : {llama70On256(), moe})
        for (int gpus : {8, 64, 256, 4096})
            for (int threads : {1, 2}) {
                Scenario s = base;
                s.gpus = gpus;
                SearchOptions all;
                all.threads = threads;
                const SearchResult ranked = searchLayouts(s, all);
                SearchOptions one = all;
                one.top = 1;
                const SearchResult best = searchLayouts(s, one);
                ASSERT_FALSE(ranked.layouts.empty()) << gpus;
                ASSERT_EQ(best.layouts.size(), 1u) << gpus;
                EXPECT_EQ(best.evaluated, ranked.evaluated);
                EXPECT_TRUE(same(best.layouts.front().layout, ranked.layouts.front().layout))
                    << gpus << " GPUs, " << threads << " threads";
                EXPECT_EQ(best.layouts.front().step_s, ranked.layouts.front().step_s);
                EXPECT_EQ(best.layouts.front().fits, ranked.layouts.front().fits);
            }
}

// rank() and bestLayout() use stepEstimate, estimate()'s first half: on any scenario it must
// give exactly what estimate() gives for the layout, memory, step and throughput.
TEST(StepEstimate, AgreesWithEstimateOnEverythingItFills)
{
    std::vector<Scenario> scenarios {llama70On256()};
    Scenario gpt = llama70On256();
    gpt.gpus = 4096;
    gpt.parallel.zero = 3;
    scenarios.push_back(gpt);
    for (const Layout& l : enumerateLayouts(llama70On256(), 256, SearchOptions {}))
        if (scenarios.size() < 400)
            scenarios.push_back(withLayout(llama70On256(), l));
    for (const Scenario& s : scenarios) {
        const Estimate full = estimate(s);
        const Estimate part = stepEstimate(s);
        EXPECT_TRUE(key(part.layout) == key(full.layout));
        EXPECT_EQ(part.step.total_s, full.step.total_s);
        EXPECT_EQ(part.step.compute_s, full.step.compute_s);
        EXPECT_EQ(part.memory.total_B, full.memory.total_B);
        EXPECT_EQ(part.memory.fits, full.memory.fits);
        EXPECT_EQ(part.throughput.mfu, full.throughput.mfu);
        EXPECT_EQ(part.run.predicted_s, full.run.predicted_s);
        EXPECT_EQ(part.run.expected_s, 0.0);  // left for estimate()
        EXPECT_TRUE(part.warnings.empty());
    }
}

// bestLayout ranks with stepEstimate but returns the chosen layout's full estimate.
TEST(LayoutSearch, BestLayoutCarriesTheFullEstimateOfItsLayout)
{
    const Scenario s = llama70On256();
    const LayoutChoice best = bestLayout(s, 512);
    ASSERT_TRUE(best.found);
    Scenario at512 = s;
    at512.gpus = 512;
    const Estimate again = estimate(withLayout(at512, best.layout));
    EXPECT_GT(best.estimate.run.expected_s, best.estimate.run.predicted_s);
    EXPECT_DOUBLE_EQ(best.estimate.run.expected_s, again.run.expected_s);
    EXPECT_DOUBLE_EQ(best.estimate.step.total_s, again.step.total_s);
}

TEST(LayoutSearch, NearestLegalGpuCountsOfGpt3)
{
    // GPT-3 175B (96 layers, 96 heads, batch 1536 = 2^9 x 3, CP 1): TP and PP divide 96 = 2^5 x 3
    // (or PP is a power of two) and DP divides 1536, so every legal count is 2^a x 3^b with
    // b <= 3. 10,000 = 2^4 x 5^4 is none of them. Below: 9,216 = 2^10 x 3^2 (TP 8, PP 12,
    // DP 96); 2^a x 3^3 gives 6,912 and 13,824, 2^a x 3 gives 6,144 and 12,288, 2^13 = 8,192.
    // Above: 12,288 = 2^12 x 3 (TP 8, PP 16, DP 96), since 10,368 = 2^7 x 3^4 needs four 3s.
    const Scenario s = gpt3On1536A100();
    const NearbyGpuCounts near = nearestLegalGpuCounts(s, 10000, 1048576);
    EXPECT_EQ(near.below, 9216);
    EXPECT_EQ(near.above, 12288);
    EXPECT_TRUE(enumerateLayouts(s, 10000, SearchOptions {}).empty());
    // Nothing above the cap, nothing below one GPU.
    EXPECT_EQ(nearestLegalGpuCounts(s, 10000, 10000).above, 0);
    EXPECT_EQ(nearestLegalGpuCounts(s, 1, 1048576).below, 0);

    // 0 GPUs: 1 is legal (TP 1, PP 1, DP 1) but holds none of GPT-3 175B; the offer is the
    // nearest count where a layout of the space the edit searches (recompute varied, the
    // scenario's ZeRO stage) fits, every count the search passes on the way holds none, and
    // taking the offer gives a layout that fits. A tester took an offer of 36, where only
    // ZeRO-3 fits, and got ZeRO-1 at 317 GB a GPU.
    const auto fitsAt = [](const Scenario& base, int n) {
        Scenario at = base;
        at.gpus = n;
        SearchOptions edit;
        edit.varyRecompute = true;
        for (const Layout& l : enumerateLayouts(base, n, edit))
            if (memoryEstimate(withLayout(at, l)).memory.fits)
                return true;
        return false;
    };
    const auto takeOffer = [](Scenario base, int n) {
        base.gpus = n;
        const std::optional<Scenario> fixed = withLegalLayout(base);
        return fixed ? memoryEstimate(*fixed).memory.fits : memoryEstimate(base).memory.fits;
    };
    for (const int zero : {1, 3}) {
        Scenario z = s;
        z.parallel.zero = zero;
        EXPECT_FALSE(enumerateLayouts(z, 1, SearchOptions {}).empty());
        EXPECT_FALSE(fitsAt(z, 1));
        const int offered = nearestLegalGpuCounts(z, 0, 1048576).above;
        EXPECT_GT(offered, 1) << zero;
        EXPECT_TRUE(fitsAt(z, offered)) << zero;
        EXPECT_TRUE(takeOffer(z, offered)) << "ZeRO " << zero << " at " << offered;
        for (int n = 2; n < offered; ++n)
            EXPECT_FALSE(fitsAt(z, n)) << zero << ": " << n;
    }
    // A layout of its own that is legal at the offer is what the edit keeps: the offer is a
    // count where that one fits. GPT-3 175B as TP 8 x PP 12 with DP derived, from 0 GPUs.
    Scenario own = s;
    own.parallel.dp = 0;
    const int kept = nearestLegalGpuCounts(own, 0, 1048576).above;
    ASSERT_GT(kept, 0);
    EXPECT_TRUE(takeOffer(own, kept)) << kept;
}

TEST(LayoutSearch, AGpuCountChangeKeepsTheLayoutsShapeWhereTheBatchAllows)
{
    // GPT-3 175B, DP only with ZeRO-3, micro-batch 4, batch 1,536 on 384 GPUs (Narayanan 2021
    // Table 2): at 768 GPUs DP 768 x micro-batch 4 no longer divides the batch, and the edit
    // keeps TP 1 x PP 1 and ZeRO-3 with micro-batch 2 (1,536 / 768), as the paper itself did.
    // Only where the shape cannot hold (TP 8 x PP 12 on 1,024 GPUs) does the search choose.
    Scenario s = gpt3On1536A100();
    s.gpus = 384;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.dp = 0;
    s.parallel.virtualStages = 1;
    s.parallel.schedule = Schedule::OneFOneB;
    s.parallel.zero = 3;
    s.parallel.microBatch = 4;
    s.training.globalBatch = 1536;
    ASSERT_TRUE(validate(s).empty());
    s.gpus = 768;
    const std::optional<Scenario> kept = withLegalLayout(s);
    ASSERT_TRUE(kept.has_value());
    EXPECT_EQ(kept->parallel.tp, 1);
    EXPECT_EQ(kept->parallel.pp, 1);
    EXPECT_EQ(kept->parallel.zero, 3);
    EXPECT_EQ(kept->parallel.microBatch, 2);
    EXPECT_TRUE(validate(*kept).empty());

    Scenario g = gpt3On1536A100();  // TP 8 x PP 12
    g.gpus = 1024;                  // not a multiple of 96
    const std::optional<Scenario> moved = withLegalLayout(g);
    ASSERT_TRUE(moved.has_value());
    EXPECT_EQ(1024 % (moved->parallel.tp * moved->parallel.pp), 0);
    EXPECT_TRUE(validate(*moved).empty());
}

TEST(LayoutSearch, AProblemTheLayoutCannotFixDoesNotStopIt)
{
    // A token count under one step's tokens is a problem no layout fixes: it had made every
    // layout refused, so a new GPU count kept a layout that no longer divided it. The edit now
    // takes a legal layout and leaves the tokens' problem, and only it, for the user.
    Scenario g = gpt3On1536A100();  // TP 8 x PP 12
    g.training.tokens = 1000;       // under 1,536 x 2,048
    g.training.steps = 0;
    const Problems before = validate(g);
    ASSERT_EQ(before.size(), 1u);
    EXPECT_EQ(before.front().key, "training.tokens");
    g.gpus = 1024;  // not a multiple of 96
    const std::optional<Scenario> moved = withLegalLayout(g);
    ASSERT_TRUE(moved.has_value());
    EXPECT_EQ(1024 % (moved->parallel.tp * moved->parallel.pp), 0);
    const Problems after = validate(*moved);
    ASSERT_EQ(after.size(), 1u);
    EXPECT_TRUE(sameProblem(after.front(), before.front()));
    // The nearest counts that work are those of the same scenario with its tokens right: at
    // 1,000 GPUs (DP cannot divide the batch) a tester had been offered 512 instead of 768.
    Scenario right = g;
    right.training.tokens = 0;
    right.gpus = g.gpus = 1000;
    const NearbyGpuCounts withTokens = nearestLegalGpuCounts(right, 1000, 1 << 20);
    const NearbyGpuCounts withoutThem = nearestLegalGpuCounts(g, 1000, 1 << 20);
    EXPECT_EQ(withoutThem.below, withTokens.below);
    EXPECT_EQ(withoutThem.above, withTokens.above);
    EXPECT_EQ(withTokens.below, 768);
}

TEST(LayoutSearch, OnlyLayoutWrongMeansALayoutCanFixEveryProblem)
{
    // What the window's sweep and `syncwall-cli search` run on: problems that are all the
    // layout rules' and that some other layout can fix. A GPU count under 1 is refused by the
    // rules too, but no layout fixes it (search had ranked layouts "at 0 GPUs"); a batch out of
    // range is not the layout's at all.
    const Scenario good = gpt3On1536A100();
    EXPECT_FALSE(onlyLayoutWrong(good, validate(good)));
    Scenario tp = good;
    tp.parallel.tp = 7;  // divides neither the heads nor the GPUs
    EXPECT_TRUE(onlyLayoutWrong(tp, validate(tp)));
    Scenario batch = good;
    batch.gpus = 1000;  // TP 8 x PP 12 does not divide it
    EXPECT_TRUE(onlyLayoutWrong(batch, validate(batch)));
    Scenario none = good;
    none.gpus = 0;
    ASSERT_FALSE(validate(none).empty());
    EXPECT_FALSE(onlyLayoutWrong(none, validate(none)));
    Scenario negative = tp;
    negative.training.globalBatch = -5;
    EXPECT_FALSE(onlyLayoutWrong(negative, validate(negative)));
    // A degree out of range is bad input either way: under 1 (which the layout rules also
    // refuse) as over its maximum (which only validate() does); a tester saw TP 0 searched and
    // PP 100,000 refused.
    for (const int degree : {0, 100000}) {
        Scenario out = good;
        out.parallel.pp = degree;
        ASSERT_FALSE(validate(out).empty()) << degree;
        EXPECT_FALSE(onlyLayoutWrong(out, validate(out))) << degree;
    }
    // A combination out of range is the layout's: PP 16 x 8 virtual stages on 96 layers (a
    // reviewer saw the filter above drop it too). The model's own shape is not: KV heads that do
    // not divide the heads.
    Scenario stages = good;
    stages.parallel.pp = 16;
    stages.parallel.virtualStages = 8;
    stages.parallel.schedule = Schedule::Interleaved;
    stages.gpus = 8 * 16 * 12;
    ASSERT_FALSE(validate(stages).empty());
    EXPECT_TRUE(onlyLayoutWrong(stages, validate(stages)));
    Scenario kv = good;
    kv.model.kvHeads = 7;
    ASSERT_FALSE(validate(kv).empty());
    EXPECT_FALSE(onlyLayoutWrong(kv, validate(kv)));
}
