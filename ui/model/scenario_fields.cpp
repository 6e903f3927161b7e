#include "scenario_fields.h"

#include <functional>
#include <map>
#include <optional>

namespace syncwall::ui {
namespace {

using core::Scenario;

struct Accessor {
    std::function<QVariant(const Scenario&)> get;
    std::function<void(Scenario&, const QVariant&)> set;
};

template <typename T>
Accessor number(T Scenario::*spec, auto member)
{
    using V = std::remove_reference_t<decltype(std::declval<T&>().*member)>;
    return {[=](const Scenario& s) { return QVariant::fromValue((s.*spec).*member); },
            [=](Scenario& s, const QVariant& v) { (s.*spec).*member = v.value<V>(); }};
}

template <typename T, typename E>
Accessor choice(T Scenario::*spec, E T::*member)
{
    return {[=](const Scenario& s) { return QVariant(static_cast<int>((s.*spec).*member)); },
            [=](Scenario& s, const QVariant& v) { (s.*spec).*member = static_cast<E>(v.toInt()); }};
}

template <typename T>
Accessor optional(T Scenario::*spec, std::optional<double> T::*member)
{
    return {[=](const Scenario& s) {
                const auto& o = (s.*spec).*member;
                return o ? QVariant(*o) : QVariant();
            },
            [=](Scenario& s, const QVariant& v) {
                (s.*spec).*member = v.isValid() ? std::optional<double>(v.toDouble()) : std::nullopt;
            }};
}

Accessor gpuMember(double core::GpuSpec::*member)
{
    return {[=](const Scenario& s) { return QVariant(s.hardware.gpu.*member); },
            [=](Scenario& s, const QVariant& v) { s.hardware.gpu.*member = v.toDouble(); }};
}

Accessor peak(core::Precision precision)
{
    const auto i = static_cast<size_t>(precision);
    return {[=](const Scenario& s) { return QVariant(s.hardware.gpu.peak_flops[i]); },
            [=](Scenario& s, const QVariant& v) { s.hardware.gpu.peak_flops[i] = v.toDouble(); }};
}

const std::map<QString, Accessor>& table()
{
    using namespace core;
    static const std::map<QString, Accessor> fields = {
        {QStringLiteral("model.layers"), number(&Scenario::model, &ModelSpec::layers)},
        {QStringLiteral("model.hidden"), number(&Scenario::model, &ModelSpec::hidden)},
        {QStringLiteral("model.heads"), number(&Scenario::model, &ModelSpec::heads)},
        {QStringLiteral("model.kv_heads"), number(&Scenario::model, &ModelSpec::kvHeads)},
        {QStringLiteral("model.ffn_hidden"), number(&Scenario::model, &ModelSpec::ffnHidden)},
        {QStringLiteral("model.gated_mlp"), number(&Scenario::model, &ModelSpec::gatedMlp)},
        {QStringLiteral("model.vocab"), number(&Scenario::model, &ModelSpec::vocab)},
        {QStringLiteral("model.seq_len"), number(&Scenario::model, &ModelSpec::seqLen)},
        {QStringLiteral("model.params"), number(&Scenario::model, &ModelSpec::params)},
        {QStringLiteral("model.moe.experts"), number(&Scenario::model, &ModelSpec::experts)},
        {QStringLiteral("model.moe.top_k"), number(&Scenario::model, &ModelSpec::topK)},
        {QStringLiteral("hardware.gpu.memory_GB"), gpuMember(&GpuSpec::memory_B)},
        {QStringLiteral("hardware.gpu.memory_GBps"), gpuMember(&GpuSpec::memory_Bps)},
        {QStringLiteral("hardware.gpu.gemm_efficiency"), gpuMember(&GpuSpec::gemmEfficiency)},
        {QStringLiteral("hardware.gpu.watts"), gpuMember(&GpuSpec::watts)},
        {QStringLiteral("hardware.gpu.peak_tflops.fp32"), peak(Precision::Fp32)},
        {QStringLiteral("hardware.gpu.peak_tflops.tf32"), peak(Precision::Tf32)},
        {QStringLiteral("hardware.gpu.peak_tflops.bf16"), peak(Precision::Bf16)},
        {QStringLiteral("hardware.gpu.peak_tflops.fp16"), peak(Precision::Fp16)},
        {QStringLiteral("hardware.gpu.peak_tflops.fp8"), peak(Precision::Fp8)},
        {QStringLiteral("hardware.gpus_per_node"), number(&Scenario::hardware, &HardwareSpec::gpusPerNode)},
        {QStringLiteral("hardware.scale_up_domain"), number(&Scenario::hardware, &HardwareSpec::scaleUpDomain)},
        {QStringLiteral("hardware.scale_up_GBps"), number(&Scenario::hardware, &HardwareSpec::scaleUp_Bps)},
        {QStringLiteral("hardware.scale_out_Gbps"), number(&Scenario::hardware, &HardwareSpec::scaleOut_bps)},
        {QStringLiteral("hardware.nics_per_node"), number(&Scenario::hardware, &HardwareSpec::nicsPerNode)},
        {QStringLiteral("hardware.scale_up_latency_us"), number(&Scenario::hardware, &HardwareSpec::scaleUpLatency_s)},
        {QStringLiteral("hardware.scale_out_latency_us"), number(&Scenario::hardware, &HardwareSpec::scaleOutLatency_s)},
        {QStringLiteral("hardware.scale_up_efficiency"), number(&Scenario::hardware, &HardwareSpec::scaleUpEfficiency)},
        {QStringLiteral("hardware.scale_out_efficiency"), number(&Scenario::hardware, &HardwareSpec::scaleOutEfficiency)},
        {QStringLiteral("hardware.oversubscription"), number(&Scenario::hardware, &HardwareSpec::oversubscription)},
        {QStringLiteral("hardware.in_switch_reduction"), number(&Scenario::hardware, &HardwareSpec::inSwitchReduction)},
        {QStringLiteral("hardware.storage_write_GBps"), number(&Scenario::hardware, &HardwareSpec::storageWrite_Bps)},
        {QStringLiteral("hardware.storage_read_GBps"), number(&Scenario::hardware, &HardwareSpec::storageRead_Bps)},
        {QStringLiteral("cluster.gpus"), {[](const Scenario& s) { return QVariant(s.gpus); },
                                          [](Scenario& s, const QVariant& v) { s.gpus = v.toInt(); }}},
        {QStringLiteral("parallelism.tp"), number(&Scenario::parallel, &ParallelSpec::tp)},
        {QStringLiteral("parallelism.pp"), number(&Scenario::parallel, &ParallelSpec::pp)},
        {QStringLiteral("parallelism.cp"), number(&Scenario::parallel, &ParallelSpec::cp)},
        {QStringLiteral("parallelism.ep"), number(&Scenario::parallel, &ParallelSpec::ep)},
        {QStringLiteral("parallelism.dp"), number(&Scenario::parallel, &ParallelSpec::dp)},
        {QStringLiteral("parallelism.micro_batch"), number(&Scenario::parallel, &ParallelSpec::microBatch)},
        {QStringLiteral("parallelism.virtual_stages"), number(&Scenario::parallel, &ParallelSpec::virtualStages)},
        {QStringLiteral("parallelism.schedule"), choice(&Scenario::parallel, &ParallelSpec::schedule)},
        {QStringLiteral("parallelism.zero"), number(&Scenario::parallel, &ParallelSpec::zero)},
        {QStringLiteral("parallelism.recompute"), choice(&Scenario::parallel, &ParallelSpec::recompute)},
        {QStringLiteral("parallelism.sequence_parallel"), number(&Scenario::parallel, &ParallelSpec::sequenceParallel)},
        {QStringLiteral("training.global_batch"), number(&Scenario::training, &TrainingSpec::globalBatch)},
        {QStringLiteral("training.tokens"), number(&Scenario::training, &TrainingSpec::tokens)},
        {QStringLiteral("training.steps"), number(&Scenario::training, &TrainingSpec::steps)},
        {QStringLiteral("training.precision"), choice(&Scenario::training, &TrainingSpec::precision)},
        {QStringLiteral("training.optimizer"), choice(&Scenario::training, &TrainingSpec::optimizer)},
        {QStringLiteral("communication.algorithm"), choice(&Scenario::comm, &CommSpec::algorithm)},
        {QStringLiteral("communication.dp_overlap"), number(&Scenario::comm, &CommSpec::dpOverlap)},
        {QStringLiteral("communication.compression"), number(&Scenario::comm, &CommSpec::compression)},
        {QStringLiteral("reliability.gpu_mttf_h"), number(&Scenario::reliability, &ReliabilitySpec::gpuMttf_s)},
        {QStringLiteral("reliability.nic_mttf_h"), number(&Scenario::reliability, &ReliabilitySpec::nicMttf_s)},
        {QStringLiteral("reliability.psu_mttf_h"), number(&Scenario::reliability, &ReliabilitySpec::psuMttf_s)},
        {QStringLiteral("reliability.host_mttf_h"), number(&Scenario::reliability, &ReliabilitySpec::hostMttf_s)},
        {QStringLiteral("reliability.cluster_mtbf_h"), optional(&Scenario::reliability, &ReliabilitySpec::clusterMtbf_s)},
        {QStringLiteral("reliability.checkpoint_interval_s"),
         optional(&Scenario::reliability, &ReliabilitySpec::checkpointInterval_s)},
        {QStringLiteral("reliability.async_checkpoint"), number(&Scenario::reliability, &ReliabilitySpec::asyncCheckpoint)},
        {QStringLiteral("reliability.restart_s"), number(&Scenario::reliability, &ReliabilitySpec::restart_s)},
        {QStringLiteral("reliability.hot_spares"), number(&Scenario::reliability, &ReliabilitySpec::hotSpares)},
        {QStringLiteral("reliability.spare_swap_s"), number(&Scenario::reliability, &ReliabilitySpec::spareSwap_s)},
        {QStringLiteral("reliability.provision_s"), number(&Scenario::reliability, &ReliabilitySpec::provision_s)},
        {QStringLiteral("stragglers.slow_gpu_pct"), number(&Scenario::stragglers, &StragglerSpec::slowGpuFraction)},
        {QStringLiteral("stragglers.jitter_cv"), number(&Scenario::stragglers, &StragglerSpec::jitterCv)},
        {QStringLiteral("cost.usd_per_gpu_hour"), number(&Scenario::cost, &CostSpec::usdPerGpuHour)},
        {QStringLiteral("cost.watts_per_gpu"), number(&Scenario::cost, &CostSpec::wattsPerGpu)},
        {QStringLiteral("cost.pue"), number(&Scenario::cost, &CostSpec::pue)},
        {QStringLiteral("calibration.compute_scale"), number(&Scenario::calibration, &CalibrationSpec::computeScale)},
        {QStringLiteral("calibration.link_scale"), number(&Scenario::calibration, &CalibrationSpec::linkScale)},
        {QStringLiteral("calibration.measured_step_s"), optional(&Scenario::calibration, &CalibrationSpec::measuredStep_s)},
        {QStringLiteral("calibration.measured_mfu"), optional(&Scenario::calibration, &CalibrationSpec::measuredMfu)},
    };
    return fields;
}

}  // namespace

bool ScenarioFields::has(const QString& key)
{
    return table().count(key) > 0;
}

QVariant ScenarioFields::get(const Scenario& scenario, const QString& key)
{
    const auto it = table().find(key);
    return it == table().end() ? QVariant() : it->second.get(scenario);
}

bool ScenarioFields::set(Scenario& scenario, const QString& key, const QVariant& value)
{
    const auto it = table().find(key);
    if (it == table().end())
        return false;
    it->second.set(scenario, value);
    return true;
}

QStringList ScenarioFields::keys()
{
    QStringList out;
    for (const auto& [key, accessor] : table())
        out << key;
    return out;
}

}  // namespace syncwall::ui
