// Cost of the estimation core, the budget behind "recompute on every change with no visible lag"
// (docs/design.md "Quality bar"): one estimate, a sweep of 1..131,072 GPUs, and a layout search.
// Scenarios are built here from tests/support/test_scenarios.h (no catalog).
// Run a Release build: build-est/tests/bench/syncwall_bench; figures in docs/performance.md.
#include <benchmark/benchmark.h>

#include "core/estimator.h"
#include "core/layout_search.h"
#include "core/sweep.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// GPT-3 175B on 1536 A100 (Narayanan 2021 Table 2 PTD-P row: TP 8, PP 12, DP 16, batch 1536);
// everything else left at the Scenario defaults.
Scenario gpt3()
{
    Scenario s;
    s.model = gpt3_175b();
    s.hardware = dgxA100();
    s.hardware.gpu.id = "bench-a100-80";
    s.gpus = 1536;
    s.parallel.tp = 8;
    s.parallel.pp = 12;
    s.training.globalBatch = 1536;
    s.training.tokens = 300e9;
    return s;
}

// The same job for a power-of-two sweep: TP 8 x PP 8 (96 layers / 8 stages), so that every
// count from 64 up to 64 x 1536 has a KeepTpPp layout.
Scenario gpt3PowerOfTwo()
{
    Scenario s = gpt3();
    s.parallel.pp = 8;
    s.gpus = 1024;
    return s;
}

// Llama 3 405B-like on 16,384 H100, 2048 x 8192-token sequences per step (Dubey et al. 2024).
Scenario llama405()
{
    Scenario s;
    s.model = llama3_405bLike();
    s.hardware = dgxH100();
    s.hardware.gpu.id = "bench-h100-sxm";
    s.gpus = 16384;
    s.parallel.tp = 8;
    s.parallel.pp = 16;
    s.training.globalBatch = 2048;
    s.training.tokens = 15.6e12;
    return s;
}

// Mixtral 8x7B on 512 H100 (the shipped example's job: TP 2, PP 4, EP 8, batch 1024): the Best
// sweep of an MoE model searches EP and expert TP too, the window's slowest sweep.
Scenario mixtral()
{
    Scenario s;
    s.model = mixtral8x7b();
    s.hardware = dgxH100();
    s.hardware.gpu.id = "bench-h100-sxm";
    s.gpus = 512;
    s.parallel.tp = 2;
    s.parallel.pp = 4;
    s.parallel.ep = 8;
    s.training.globalBatch = 1024;
    s.training.tokens = 1e12;
    return s;
}

void BM_EstimateGpt3On1536A100(benchmark::State& state)
{
    const Scenario s = gpt3();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimate(s));
}
BENCHMARK(BM_EstimateGpt3On1536A100);

void BM_EstimateLlama405On16kH100(benchmark::State& state)
{
    const Scenario s = llama405();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimate(s));
}
BENCHMARK(BM_EstimateLlama405On16kH100);

void sweepBench(benchmark::State& state, SweepLayoutPolicy policy)
{
    const Scenario s = gpt3PowerOfTwo();
    const std::vector<int> counts = powersOfTwo(1, 131072);
    std::int64_t valid = 0;
    for (auto _ : state) {
        const SweepResult r = sweepGpus(s, counts, policy);
        valid = 0;
        for (const SweepPoint& p : r.points)
            valid += p.valid;
        benchmark::DoNotOptimize(r.points.data());
    }
    state.counters["counts"] = double(counts.size());
    state.counters["valid"] = double(valid);
}

void BM_SweepKeepTpPp1To131072(benchmark::State& state)
{
    sweepBench(state, SweepLayoutPolicy::KeepTpPp);
}
BENCHMARK(BM_SweepKeepTpPp1To131072)->Unit(benchmark::kMicrosecond);

void BM_SweepBest1To131072(benchmark::State& state) { sweepBench(state, SweepLayoutPolicy::Best); }
BENCHMARK(BM_SweepBest1To131072)->Unit(benchmark::kMillisecond);

void BM_SweepBestMixtral1To131072(benchmark::State& state)
{
    const Scenario s = mixtral();
    const std::vector<int> counts = powersOfTwo(1, 131072);
    for (auto _ : state)
        benchmark::DoNotOptimize(sweepGpus(s, counts, SweepLayoutPolicy::Best).points.data());
    state.counters["counts"] = double(counts.size());
}
BENCHMARK(BM_SweepBestMixtral1To131072)->Unit(benchmark::kMillisecond);

void BM_SearchLlama405At16384(benchmark::State& state)
{
    const Scenario s = llama405();
    SearchOptions o;
    o.threads = int(state.range(0));
    std::int64_t evaluated = 0;
    for (auto _ : state) {
        const SearchResult r = searchLayouts(s, o);
        evaluated = r.evaluated;
        benchmark::DoNotOptimize(r.layouts.data());
    }
    state.counters["layouts"] = double(evaluated);
    state.SetItemsProcessed(state.iterations() * evaluated);
}
BENCHMARK(BM_SearchLlama405At16384)
    ->Arg(1)
    ->Arg(2)
    ->ArgName("threads")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
