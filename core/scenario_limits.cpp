#include "scenario_limits.h"

#include <array>

namespace syncwall::core {

const Limit* findLimit(std::string_view key)
{
    constexpr double kMaxGpus = 1048576;      // 2^20
    constexpr double kMaxBandwidth = 1e6;     // GB/s or Gb/s: 1e15 bytes/s or bits/s
    constexpr double kMaxHours = 1e10;
    constexpr double kMaxSeconds = 1e9;
    // Zero where allowed means "derived" (kv_heads = heads, ffn_hidden = 4 x hidden, params
    // from the shape, dp = auto, scale_up_domain = gpus_per_node, tokens/steps from the other).
    static constexpr std::array kLimits{
        Limit{"model.layers", 1, 1000},
        Limit{"model.hidden", 64, 1e6},
        Limit{"model.heads", 1, 65536},
        Limit{"model.kv_heads", 0, 65536},
        Limit{"model.ffn_hidden", 0, 1e7},
        Limit{"model.vocab", 1, 1e7},
        Limit{"model.seq_len", 1, 1e7},
        Limit{"model.params", 0, 1e15},
        Limit{"model.moe.experts", 1, 4096},
        Limit{"model.moe.top_k", 1, 4096},
        Limit{"hardware.gpu.peak_tflops.fp32", 0, 1e6},
        Limit{"hardware.gpu.peak_tflops.tf32", 0, 1e6},
        Limit{"hardware.gpu.peak_tflops.bf16", 0, 1e6},
        Limit{"hardware.gpu.peak_tflops.fp16", 0, 1e6},
        Limit{"hardware.gpu.peak_tflops.fp8", 0, 1e6},
        Limit{"hardware.gpu.memory_GB", 0, 1e5, true},
        Limit{"hardware.gpu.memory_GBps", 0, kMaxBandwidth, true},
        Limit{"hardware.gpu.gemm_efficiency", 0, 1, true},
        Limit{"hardware.gpu.watts", 0, 1e5},
        Limit{"hardware.gpus_per_node", 1, 1024},
        Limit{"hardware.scale_up_domain", 0, kMaxGpus},
        Limit{"hardware.scale_up_GBps", 0, kMaxBandwidth, true},
        Limit{"hardware.scale_out_Gbps", 0, kMaxBandwidth, true},
        Limit{"hardware.nics_per_node", 1, 1024},
        Limit{"hardware.scale_up_latency_us", 0, 10000},
        Limit{"hardware.scale_out_latency_us", 0, 10000},
        Limit{"hardware.scale_up_efficiency", 0, 1, true},
        Limit{"hardware.scale_out_efficiency", 0, 1, true},
        Limit{"hardware.oversubscription", 1, 64},
        Limit{"hardware.storage_write_GBps", 0, kMaxBandwidth, true},
        Limit{"hardware.storage_read_GBps", 0, kMaxBandwidth, true},
        Limit{"cluster.gpus", 1, kMaxGpus},
        Limit{"parallelism.tp", 1, 1024},
        Limit{"parallelism.pp", 1, 1000},
        Limit{"parallelism.cp", 1, kMaxGpus},
        Limit{"parallelism.ep", 1, 4096},
        Limit{"parallelism.dp", 0, kMaxGpus},
        Limit{"parallelism.micro_batch", 1, 65536},
        Limit{"parallelism.virtual_stages", 1, 1000},
        Limit{"parallelism.zero", 0, 3},
        Limit{"training.global_batch", 1, 1e9},
        Limit{"training.tokens", 0, 1e16},
        Limit{"training.steps", 0, 1e12},
        Limit{"communication.dp_overlap", 0, 1},
        Limit{"communication.compression", 0, 1, true},
        Limit{"reliability.gpu_mttf_h", 0, kMaxHours, true},
        Limit{"reliability.nic_mttf_h", 0, kMaxHours, true},
        Limit{"reliability.psu_mttf_h", 0, kMaxHours, true},
        Limit{"reliability.host_mttf_h", 0, kMaxHours, true},
        Limit{"reliability.cluster_mtbf_h", 0, kMaxHours, true},
        Limit{"reliability.checkpoint_interval_s", 0, kMaxSeconds, true},
        Limit{"reliability.restart_s", 0, 1e7},
        Limit{"reliability.hot_spares", 0, kMaxGpus},
        Limit{"reliability.spare_swap_s", 0, 1e7},
        Limit{"reliability.provision_s", 0, 1e7},
        Limit{"stragglers.slow_gpu_pct", 0, 1000},
        Limit{"stragglers.jitter_cv", 0, 10},
        Limit{"cost.usd_per_gpu_hour", 0, 1e4},
        Limit{"cost.watts_per_gpu", 0, 1e5},
        Limit{"cost.pue", 1, 3},
        Limit{"calibration.compute_scale", 0, 100, true},
        Limit{"calibration.link_scale", 0, 100, true},
        Limit{"calibration.measured_step_s", 0, 1e7, true},
        Limit{"calibration.measured_mfu", 0, 1, true},
    };
    for (const Limit& limit : kLimits)
        if (limit.key == key)
            return &limit;
    return nullptr;
}

}  // namespace syncwall::core
