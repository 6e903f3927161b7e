#pragma once
// Random scenarios for the round-trip test.

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "core/file_units.h"
#include "core/scenario_io.h"

namespace syncwall::core::test {

// A scenario with every field random: SI values made from random file values (what a file or
// a control in file units produces), enums and flags random. Not necessarily valid.
inline Scenario randomScenario(std::mt19937_64& rng, const Catalog& catalog)
{
    auto real = [&](double lo, double hi) { return std::uniform_real_distribution(lo, hi)(rng); };
    auto integer = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    auto flag = [&] { return integer(0, 1) == 1; };
    auto pick = [&](const std::vector<std::string>& ids) {
        return ids[integer(0, int(ids.size()) - 1)];
    };
    Scenario s = defaultScenario(catalog);
    s.name = "random " + std::to_string(integer(0, 1 << 30)) + " \xc3\xa9\"\\";
    s.model.preset = flag() ? pick({"gpt3-175b", "llama3-8b", "mixtral-8x7b"}) : "";
    s.model.layers = integer(1, 200);
    s.model.hidden = integer(64, 50000);
    s.model.heads = integer(1, 256);
    s.model.kvHeads = integer(0, 64);
    s.model.ffnHidden = integer(0, 100000);
    s.model.gatedMlp = flag();
    s.model.vocab = integer(1, 300000);
    s.model.seqLen = integer(1, 1 << 20);
    s.model.params = real(0, 2e12);
    s.model.experts = integer(1, 64);
    s.model.topK = integer(1, 8);
    s.hardware.preset = flag() ? pick({"dgx-h100", "gb200-nvl72", "mi300x-8"}) : "";
    s.hardware.gpu.id = flag() ? pick({"h100-sxm", "b200", "mi300x"}) : "";
    for (double& peak : s.hardware.gpu.peak_flops)
        peak = toSi(real(0, 5000), kUnitTera);
    s.hardware.gpu.memory_B = toSi(real(1, 300), kUnitGiga);
    s.hardware.gpu.memory_Bps = toSi(real(100, 10000), kUnitGiga);
    s.hardware.gpu.gemmEfficiency = real(0.01, 1);
    s.hardware.gpu.fp8GemmEfficiency = real(0, 1);
    s.hardware.gpu.fp4GemmEfficiency = real(0, 1);
    s.hardware.gpu.watts = real(100, 2000);
    s.hardware.gpusPerNode = integer(1, 16);
    s.hardware.scaleUpDomain = integer(0, 144);
    s.hardware.scaleUp_Bps = toSi(real(1, 2000), kUnitGiga);
    s.hardware.scaleOut_bps = toSi(real(1, 1600), kUnitGiga);
    s.hardware.nicsPerNode = integer(1, 16);
    s.hardware.scaleUpLatency_s = toSi(real(0, 50), kUnitMicro);
    s.hardware.scaleOutLatency_s = toSi(real(0, 50), kUnitMicro);
    s.hardware.scaleUpEfficiency = real(0.01, 1);
    s.hardware.scaleOutEfficiency = real(0.01, 1);
    s.hardware.oversubscription = real(1, 8);
    s.hardware.inSwitchReduction = flag();
    s.hardware.inNetworkReduction = flag();
    s.hardware.storageWrite_Bps = toSi(real(1, 1000), kUnitGiga);
    s.hardware.storageRead_Bps = toSi(real(1, 1000), kUnitGiga);
    s.gpus = integer(1, 1 << 20);
    // One draw per field, in declaration order (the sequence the seeds were recorded with).
    s.parallel.tp = integer(1, 16);
    s.parallel.pp = integer(1, 64);
    s.parallel.cp = integer(1, 8);
    s.parallel.ep = integer(1, 8);
    s.parallel.dp = integer(0, 512);
    s.parallel.microBatch = integer(1, 8);
    s.parallel.virtualStages = integer(1, 4);
    s.parallel.schedule = Schedule(integer(0, 2));
    s.parallel.zero = integer(0, 3);
    s.parallel.recompute = Recompute(integer(0, 3));
    s.parallel.sequenceParallel = flag();
    s.parallel.selective = {flag(), flag(), flag(), flag()};
    s.training.globalBatch = integer(1, 100000);
    const bool bySteps = flag();
    s.training.tokens = bySteps ? 0 : std::floor(real(1e6, 1e13));
    s.training.steps = bySteps ? integer(1, 1000000) : 0;
    s.training.precision = Precision(integer(0, kPrecisionCount - 1));
    s.training.optimizer = Optimizer(integer(0, 1));
    s.comm = {Algorithm(integer(0, 4)), real(0, 1), real(0.01, 1)};
    s.reliability.gpuMttf_s = toSi(real(1, 1e6), kUnitHours);
    s.reliability.nicMttf_s = toSi(real(1, 1e6), kUnitHours);
    s.reliability.psuMttf_s = toSi(real(1, 1e6), kUnitHours);
    s.reliability.hostMttf_s = toSi(real(1, 1e6), kUnitHours);
    s.reliability.clusterMtbf_s.reset();
    if (flag())
        s.reliability.clusterMtbf_s = toSi(real(0.1, 100), kUnitHours);
    s.reliability.checkpointInterval_s.reset();
    if (flag())
        s.reliability.checkpointInterval_s = real(1, 1e5);
    s.reliability.asyncCheckpoint = flag();
    s.reliability.restart_s = real(0, 3600);
    s.reliability.hotSpares = integer(0, 64);
    s.reliability.spareSwap_s = real(0, 1000);
    s.reliability.provision_s = real(0, 10000);
    s.stragglers.slowGpuFraction = toSi(real(0, 50), kUnitPercent);
    s.stragglers.jitterCv = real(0, 0.5);
    s.cost = {real(0, 10), real(0, 2000), real(1, 3)};
    s.calibration.computeScale = real(0.5, 2);
    s.calibration.linkScale = real(0.5, 2);
    s.calibration.measuredStep_s.reset();
    s.calibration.measuredMfu.reset();
    if (flag())
        s.calibration.measuredStep_s = real(0.1, 100);
    if (flag())
        s.calibration.measuredMfu = real(0.01, 1);
    return s;
}

}  // namespace syncwall::core::test
