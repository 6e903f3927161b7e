#pragma once
// Shared by the scenario I/O, validator and catalog tests: the built-in catalog, file reading
// and a field-by-field comparison of two Scenarios (Scenario has no operator==).

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "core/catalog.h"
#include "core/problem.h"
#include "core/scenario.h"

namespace syncwall::core::test {

inline const Catalog& catalog()
{
    static const Catalog c = Catalog::builtIn();
    return c;
}

inline std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

inline std::string sourcePath(const std::string& relative)
{
    return std::string(SYNCWALL_SOURCE_DIR) + "/" + relative;
}

inline std::string dataPath(const std::string& relative)
{
    return std::string(SYNCWALL_TEST_DATA_DIR) + "/" + relative;
}

// Problems as text for failure messages.
inline std::string describe(const Problems& problems)
{
    std::string text;
    for (const Problem& p : problems) {
        // Appended piece by piece: `"[" + string` trips g++ 12's -Wrestrict false positive.
        text += '[';
        text += std::to_string(int(p.code));
        text += ' ';
        text += p.key;
        text += ' ';
        text += p.detail;
        text += ' ';
        text += std::to_string(p.min);
        text += "..";
        text += std::to_string(p.max);
        text += "] ";
    }
    return text;
}

inline bool hasProblem(const Problems& problems, ProblemCode code, const std::string& key)
{
    for (const Problem& p : problems)
        if (p.code == code && p.key == key)
            return true;
    return false;
}

// Exact equality of every field (doubles compared with ==, optional by value).
inline void expectSameScenario(const Scenario& a, const Scenario& b)
{
#define SW_SAME(field) EXPECT_EQ(a.field, b.field) << #field
    SW_SAME(name);
    SW_SAME(model.preset);
    SW_SAME(model.layers);
    SW_SAME(model.hidden);
    SW_SAME(model.heads);
    SW_SAME(model.kvHeads);
    SW_SAME(model.ffnHidden);
    SW_SAME(model.gatedMlp);
    SW_SAME(model.vocab);
    SW_SAME(model.seqLen);
    SW_SAME(model.params);
    SW_SAME(model.experts);
    SW_SAME(model.topK);
    SW_SAME(hardware.preset);
    SW_SAME(hardware.gpu.id);
    for (int i = 0; i < kPrecisionCount; ++i)
        SW_SAME(hardware.gpu.peak_flops[i]);
    SW_SAME(hardware.gpu.memory_B);
    SW_SAME(hardware.gpu.memory_Bps);
    SW_SAME(hardware.gpu.gemmEfficiency);
    SW_SAME(hardware.gpu.fp8GemmEfficiency);
    SW_SAME(hardware.gpu.fp4GemmEfficiency);
    SW_SAME(hardware.gpu.watts);
    SW_SAME(hardware.gpusPerNode);
    SW_SAME(hardware.scaleUpDomain);
    SW_SAME(hardware.scaleUp_Bps);
    SW_SAME(hardware.scaleOut_bps);
    SW_SAME(hardware.nicsPerNode);
    SW_SAME(hardware.scaleUpLatency_s);
    SW_SAME(hardware.scaleOutLatency_s);
    SW_SAME(hardware.scaleUpEfficiency);
    SW_SAME(hardware.scaleOutEfficiency);
    SW_SAME(hardware.oversubscription);
    SW_SAME(hardware.inSwitchReduction);
    SW_SAME(hardware.inNetworkReduction);
    SW_SAME(hardware.storageWrite_Bps);
    SW_SAME(hardware.storageRead_Bps);
    SW_SAME(gpus);
    SW_SAME(parallel.tp);
    SW_SAME(parallel.pp);
    SW_SAME(parallel.cp);
    SW_SAME(parallel.ep);
    SW_SAME(parallel.dp);
    SW_SAME(parallel.microBatch);
    SW_SAME(parallel.virtualStages);
    SW_SAME(parallel.schedule);
    SW_SAME(parallel.zero);
    SW_SAME(parallel.recompute);
    SW_SAME(parallel.sequenceParallel);
    SW_SAME(parallel.selective.coreAttn);
    SW_SAME(parallel.selective.layernorm);
    SW_SAME(parallel.selective.moeAct);
    SW_SAME(parallel.selective.mlaUpProj);
    SW_SAME(training.globalBatch);
    SW_SAME(training.tokens);
    SW_SAME(training.steps);
    SW_SAME(training.precision);
    SW_SAME(training.optimizer);
    SW_SAME(comm.algorithm);
    SW_SAME(comm.dpOverlap);
    SW_SAME(comm.compression);
    SW_SAME(comm.expertOverlap);
    SW_SAME(software.stack);
    SW_SAME(software.cudaGraphs);
    SW_SAME(reliability.gpuMttf_s);
    SW_SAME(reliability.nicMttf_s);
    SW_SAME(reliability.psuMttf_s);
    SW_SAME(reliability.hostMttf_s);
    SW_SAME(reliability.clusterMtbf_s);
    SW_SAME(reliability.checkpointInterval_s);
    SW_SAME(reliability.asyncCheckpoint);
    SW_SAME(reliability.restart_s);
    SW_SAME(reliability.hotSpares);
    SW_SAME(reliability.spareSwap_s);
    SW_SAME(reliability.provision_s);
    SW_SAME(stragglers.slowGpuFraction);
    SW_SAME(stragglers.jitterCv);
    SW_SAME(cost.usdPerGpuHour);
    SW_SAME(cost.wattsPerGpu);
    SW_SAME(cost.pue);
    SW_SAME(calibration.computeScale);
    SW_SAME(calibration.linkScale);
    SW_SAME(calibration.measuredStep_s);
    SW_SAME(calibration.measuredMfu);
#undef SW_SAME
}

}  // namespace syncwall::core::test
