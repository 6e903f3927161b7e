#include "tests/support/test_scenarios.h"

namespace syncwall::test {

using namespace core;

GpuSpec a100Gpu()
{
    GpuSpec g;
    g.id = "a100-80";
    g.peak_flops = {19.5e12, 156e12, 312e12, 312e12, 0};
    g.memory_B = 80e9;
    g.memory_Bps = 2039e9;
    g.gemmEfficiency = 0.9;
    return g;
}

GpuSpec h100Gpu()
{
    GpuSpec g;
    g.id = "h100";
    g.peak_flops = {66.9e12, 494.7e12, 989.4e12, 989.4e12, 1978.9e12};
    g.memory_B = 80e9;
    g.memory_Bps = 3350e9;
    g.gemmEfficiency = 0.688;
    g.fp8GemmEfficiency = 0.638;
    return g;
}

HardwareSpec dgxA100()
{
    HardwareSpec hw;
    hw.gpu.id = "test-a100-80";
    hw.gpu.peak_flops = {19.5e12, 156e12, 312e12, 312e12, 0};
    hw.gpu.memory_B = 80e9;
    hw.gpu.memory_Bps = 2039e9;
    hw.gpu.gemmEfficiency = 0.8;
    hw.gpusPerNode = 8;
    hw.scaleUp_Bps = 300e9;
    hw.scaleOut_bps = 200e9;
    hw.nicsPerNode = 8;
    hw.scaleUpEfficiency = 0.77;
    hw.scaleOutEfficiency = 0.96;
    return hw;
}

HardwareSpec dgxA100WithPresetAt400W()
{
    HardwareSpec hw = dgxA100();
    hw.preset = "test-dgx-a100";
    hw.gpu.watts = 400;
    return hw;
}

HardwareSpec dgxA100LinksOnly()
{
    HardwareSpec hw;
    hw.gpusPerNode = 8;
    hw.nicsPerNode = 8;
    hw.scaleUp_Bps = 300e9;  // NVLink 3: 12 links x 25 GB/s per direction
    hw.scaleUpEfficiency = 0.77;
    hw.scaleOut_bps = 200e9;  // HDR 200 Gb/s per GPU
    hw.scaleOutEfficiency = 0.96;
    hw.scaleUpLatency_s = 2e-6;
    hw.scaleOutLatency_s = 5e-6;
    hw.oversubscription = 1.0;
    hw.inSwitchReduction = false;
    return hw;
}

HardwareSpec dgxH100()
{
    HardwareSpec hw;
    hw.gpu.id = "test-h100-sxm";
    hw.gpu.peak_flops = {66.9e12, 494.7e12, 989.4e12, 989.4e12, 1978.9e12};
    hw.gpu.memory_B = 80e9;
    hw.gpu.memory_Bps = 3350e9;
    hw.gpu.gemmEfficiency = 0.8;
    hw.gpu.watts = 700;
    hw.gpusPerNode = 8;
    hw.scaleUp_Bps = 450e9;
    hw.scaleOut_bps = 400e9;
    hw.nicsPerNode = 8;
    hw.scaleUpEfficiency = 0.82;
    hw.scaleOutEfficiency = 0.94;
    hw.inSwitchReduction = true;
    return hw;
}

HardwareSpec dgxH100WithPreset()
{
    HardwareSpec hw = dgxH100();
    hw.preset = "test-dgx-h100";
    return hw;
}

ModelSpec gpt3_175b()
{
    ModelSpec m;
    m.layers = 96;
    m.hidden = 12288;
    m.heads = 96;
    m.vocab = 51200;
    m.seqLen = 2048;
    return m;
}

ModelSpec gpt3_175bWithPreset()
{
    ModelSpec m = gpt3_175b();
    m.preset = "test-gpt3-175b";
    return m;
}

ModelSpec llama2_7b()
{
    ModelSpec m;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.ffnHidden = 11008;
    m.gatedMlp = true;
    m.vocab = 32000;
    m.seqLen = 4096;
    return m;
}

ModelSpec llama2_7bWithPreset()
{
    ModelSpec m = llama2_7b();
    m.preset = "test-llama2-7b";
    return m;
}

ModelSpec llama2_70b()
{
    ModelSpec m;
    m.layers = 80;
    m.hidden = 8192;
    m.heads = 64;
    m.kvHeads = 8;
    m.ffnHidden = 28672;
    m.gatedMlp = true;
    m.vocab = 32000;
    m.seqLen = 4096;
    return m;
}

ModelSpec mixtral8x7b()
{
    ModelSpec m;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.ffnHidden = 14336;
    m.gatedMlp = true;
    m.vocab = 32000;
    m.seqLen = 4096;
    m.experts = 8;
    m.topK = 2;
    return m;
}

ModelSpec gptOss120bLike()
{
    ModelSpec m = mixtral8x7b();
    m.layers = 36;
    m.hidden = 2880;
    m.heads = 64;
    m.headDim = 64;
    m.ffnHidden = 2880;
    m.experts = 128;
    m.topK = 4;
    m.vocab = 201088;
    return m;
}

ModelSpec llama3_8b()
{
    ModelSpec m = mixtral8x7b();
    m.experts = 1;
    m.topK = 1;
    m.vocab = 128256;
    m.seqLen = 8192;
    return m;
}

ModelSpec llama3_405bLike()
{
    ModelSpec m;
    m.layers = 128;
    m.hidden = 16384;
    m.heads = 128;
    m.kvHeads = 8;
    m.ffnHidden = 53248;
    m.gatedMlp = true;
    m.vocab = 128256;
    m.seqLen = 8192;
    return m;
}

ModelSpec llama3_405bLikeWithPreset()
{
    ModelSpec m = llama3_405bLike();
    m.preset = "test-llama3-405b-like";
    return m;
}

Scenario gpt3On1536A100()
{
    Scenario s;
    s.name = "gpt3-1536-a100";
    s.model = gpt3_175bWithPreset();
    s.hardware = dgxA100WithPresetAt400W();
    s.gpus = 1536;
    s.parallel.tp = 8;
    s.parallel.pp = 12;
    s.parallel.microBatch = 1;
    s.parallel.recompute = Recompute::Full;
    s.training.globalBatch = 1536;
    s.training.tokens = 300e9;
    s.cost.wattsPerGpu = 400;
    return s;
}

Scenario llama405bOn16384H100()
{
    Scenario s;
    s.name = "llama3-405b-16k-h100";
    s.model = llama3_405bLikeWithPreset();
    s.hardware = dgxH100WithPreset();
    s.gpus = 16384;
    s.parallel.tp = 8;
    s.parallel.pp = 16;
    s.parallel.schedule = Schedule::Interleaved;
    s.parallel.virtualStages = 2;
    s.parallel.recompute = Recompute::Auto;
    s.training.globalBatch = 2048;
    s.training.tokens = 15.6e12;
    return s;
}

Scenario llama7bDataParallel(int gpus, double scaleOut_bps)
{
    Scenario s;
    s.model = llama2_7b();
    s.hardware = dgxA100();
    s.hardware.scaleOut_bps = scaleOut_bps;
    s.gpus = gpus;
    s.training.globalBatch = gpus;
    s.training.tokens = 1e11;
    return s;
}

}  // namespace syncwall::test
