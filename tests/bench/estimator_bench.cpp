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

// `model` on `gpus` GPUs of `hardware` (its GPU named `gpuId`) with TP x PP, the global batch and
// the training tokens given; everything else left at the Scenario defaults.
Scenario job(const ModelSpec& model, const HardwareSpec& hardware, const char* gpuId, int gpus,
             int tp, int pp, int globalBatch, double tokens)
{
    Scenario s;
    s.model = model;
    s.hardware = hardware;
    s.hardware.gpu.id = gpuId;
    s.gpus = gpus;
    s.parallel.tp = tp;
    s.parallel.pp = pp;
    s.training.globalBatch = globalBatch;
    s.training.tokens = tokens;
    return s;
}

// GPT-3 175B on 1536 A100 (Narayanan 2021 Table 2 PTD-P row: TP 8, PP 12, DP 16, batch 1536).
Scenario gpt3() { return job(gpt3_175b(), dgxA100(), "bench-a100-80", 1536, 8, 12, 1536, 300e9); }

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
    return job(llama3_405bLike(), dgxH100(), "bench-h100-sxm", 16384, 8, 16, 2048, 15.6e12);
}

// Mixtral 8x7B on 512 H100 (the shipped example's job: TP 2, PP 4, EP 8, batch 1024): the Best
// sweep of an MoE model searches EP and expert TP too, the window's slowest sweep.
Scenario mixtral()
{
    Scenario s = job(mixtral8x7b(), dgxH100(), "bench-h100-sxm", 512, 2, 4, 1024, 1e12);
    s.parallel.ep = 8;
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
