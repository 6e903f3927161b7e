#pragma once
// Every double of an Estimate, named by its JSON key, for the checks that each one is finite and
// non-negative (the estimator tests and the fuzz targets). Header-only: the fuzz build links the
// core alone.

#include <utility>
#include <vector>

#include "core/estimate.h"

namespace syncwall::test {

inline std::vector<std::pair<const char*, double>> estimateNumbers(const core::Estimate& e)
{
    const core::StepBreakdown& st = e.step;
    const core::RunResult& r = e.run;
    const core::ReliabilityResult& rel = e.reliability;
    return {
        {"step.compute_s", st.compute_s},
        {"step.tp_comm_s", st.tp_comm_s},
        {"step.cp_comm_s", st.cp_comm_s},
        {"step.ep_comm_s", st.ep_comm_s},
        {"step.pp_comm_s", st.pp_comm_s},
        {"step.bubble_s", st.bubble_s},
        {"step.dp_comm_s", st.dp_comm_s},
        {"step.dp_comm_exposed_s", st.dp_comm_exposed_s},
        {"step.optimizer_s", st.optimizer_s},
        {"step.straggler_s", st.straggler_s},
        {"step.total_s", st.total_s},
        {"throughput.tokens_per_s", e.throughput.tokens_per_s},
        {"throughput.tflops_per_gpu", e.throughput.tflops_per_gpu},
        {"throughput.mfu", e.throughput.mfu},
        {"throughput.hfu", e.throughput.hfu},
        {"memory.weights_B", e.memory.weights_B},
        {"memory.gradients_B", e.memory.gradients_B},
        {"memory.optimizer_B", e.memory.optimizer_B},
        {"memory.activations_B", e.memory.activations_B},
        {"memory.total_B", e.memory.total_B},
        {"memory.capacity_B", e.memory.capacity_B},
        {"allreduce.bytes", e.allreduce.bytes},
        {"allreduce.time_s", e.allreduce.time_s},
        {"allreduce.algbw_Bps", e.allreduce.algbw_Bps},
        {"allreduce.busbw_Bps", e.allreduce.busbw_Bps},
        {"reliability.cluster_mtbf_s", rel.cluster_mtbf_s},
        {"reliability.checkpoint_bytes", rel.checkpoint_bytes},
        {"reliability.checkpoint_write_s", rel.checkpoint_write_s},
        {"reliability.checkpoint_interval_s", rel.checkpoint_interval_s},
        {"reliability.young_interval_s", rel.young_interval_s},
        {"reliability.daly_interval_s", rel.daly_interval_s},
        {"reliability.recovery_s", rel.recovery_s},
        {"reliability.expected_failures", rel.expected_failures},
        {"reliability.checkpoint_overhead_s", rel.checkpoint_overhead_s},
        {"reliability.failure_overhead_s", rel.failure_overhead_s},
        {"run.steps", r.steps},
        {"run.tokens", r.tokens},
        {"run.flops_per_step", r.flops_per_step},
        {"run.hardware_flops_per_step", r.hardware_flops_per_step},
        {"run.theoretical_min_s", r.theoretical_min_s},
        {"run.predicted_s", r.predicted_s},
        {"run.expected_s", r.expected_s},
        {"run.efficiency", r.efficiency},
        {"run.comm_share", r.comm_share},
        {"run.cost_usd", r.cost_usd},
        {"run.energy_kwh", r.energy_kwh},
        {"run.gpu_hours", r.gpu_hours},
        {"links.hide_tp_Bps", e.links.hide_tp_Bps},
        {"links.hide_dp_Bps", e.links.hide_dp_Bps},
    };
}

}  // namespace syncwall::test
