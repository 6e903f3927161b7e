#include "field_specs.h"

#include <cmath>

#include "core/scenario_key_names.h"
#include "core/scenario_keys.h"
#include "field_spec_builders.h"

namespace syncwall::ui {

using namespace fields;

const QList<FieldSpec>& FieldSpecs::all()
{
    // Built again when the language changes (the labels are translated): a process that installs
    // a translator after a first window (the UI tests) gets the new language's labels.
    static QList<FieldSpec> specs;
    static QString builtFor;
    const QString language = tr("Global &batch");
    if (specs.isEmpty() || language != builtFor) {
        specs = build();
        builtFor = language;
    }
    return specs;
}

QList<FieldSpec> FieldSpecs::build()
{
    using G = FieldGroup;
    using K = FieldKind;
    QList<FieldSpec> l;
    const auto add = [&l](FieldSpec s, const QString& tip, bool simple = false) -> FieldSpec& {
        return addTo(l, std::move(s), tip, simple);
    };
    const QString pct = tr(" %");
    const QString gbps = tr(" GB/s");

    addModelFields(l);

    // Cluster and fabric
    range(
        add(spec("cluster.gpus", G::Cluster, K::Integer, tr("&GPUs")), tr("GPUs in the job"), true),
        1, 1048576, {}, 1, 0, true)
        .ladder = ladder(1, 1048576);
    range(add(spec("hardware.gpus_per_node", G::Cluster, K::Integer, tr("GPUs per node")),
              tr("GPUs in one server")),
          1, 72);
    range(add(spec("hardware.scale_up_domain", G::Cluster, K::Integer, tr("NVLink domain")),
              tr("GPUs sharing the scale-up fabric (0 = one node)")),
          0, 576)
        .autoText = tr("one node");
    range(add(spec("hardware.scale_up_GBps", G::Cluster, K::Number, tr("Scale-up bandwidth")),
              tr("NVLink bandwidth per GPU per direction")),
          1, 10000, gbps, 1e9, 0, true);
    range(add(spec("hardware.scale_out_Gbps", G::Cluster, K::Number, tr("Scale-out bandwidth")),
              tr("NIC line rate per GPU per direction")),
          1, 3200, tr(" Gb/s"), 1e9, 0, true);
    range(add(spec("hardware.nics_per_node", G::Cluster, K::Integer, tr("NICs per node")),
              tr("Scale-out NICs in one server")),
          1, 72);
    range(add(spec("hardware.scale_up_latency_us", G::Cluster, K::Number, tr("Scale-up latency")),
              tr("Per-message latency on NVLink (alpha)")),
          0, 1000, tr(" µs"), 1e-6, 1);
    range(add(spec("hardware.scale_out_latency_us", G::Cluster, K::Number, tr("Scale-out latency")),
              tr("Per-message latency across nodes (alpha)")),
          0, 1000, tr(" µs"), 1e-6, 1);
    range(
        add(spec("hardware.scale_up_efficiency", G::Cluster, K::Number, tr("Scale-up efficiency")),
            tr("Achieved bus bandwidth / line rate (nccl-tests)")),
        1, 100, pct, 0.01, 0);
    range(add(spec("hardware.scale_out_efficiency", G::Cluster, K::Number,
                   tr("Scale-out efficiency")),
              tr("Achieved bus bandwidth / line rate (nccl-tests)")),
          1, 100, pct, 0.01, 0);
    range(add(spec("hardware.oversubscription", G::Cluster, K::Number, tr("Oversubscription")),
              tr("Divides cross-switch bandwidth (1 = non-blocking)")),
          1, 16, tr(" : 1"), 1, 1);
    add(spec("hardware.in_switch_reduction", G::Cluster, K::Toggle, tr("In-switch reduction")),
        tr("NVLink SHARP (NVLS): the NVLink switches of a domain reduce"));
    add(spec("hardware.in_network_reduction", G::Cluster, K::Toggle, tr("In-network reduction")),
        tr("SHARP in the scale-out switches (InfiniBand with SHARP): reduces across domains"));
    range(add(spec("hardware.storage_write_GBps", G::Cluster, K::Number, tr("Storage write")),
              tr("Checkpoint write bandwidth of the file system")),
          0.1, 10000, gbps, 1e9, 1, true);
    range(add(spec("hardware.storage_read_GBps", G::Cluster, K::Number, tr("Storage read")),
              tr("Checkpoint read bandwidth of the file system")),
          0.1, 10000, gbps, 1e9, 1, true);
    addGpuFields(l);

    // Parallel layout
    add(spec("parallelism.tp", G::Layout, K::Degree, tr("&Tensor parallel (TP)")),
        tr("Offered values divide the attention heads"), true);
    add(spec("parallelism.pp", G::Layout, K::Degree, tr("&Pipeline parallel (PP)")),
        tr("Offered values divide the layers"), true);
    add(spec("parallelism.cp", G::Layout, K::Degree, tr("Context parallel (CP)")),
        tr("Offered values divide the sequence"));
    add(spec("parallelism.ep", G::Layout, K::Degree, tr("Expert parallel (EP)")),
        tr("Experts split across data-parallel ranks"));
    range(add(spec("parallelism.dp", G::Layout, K::Integer, tr("Data parallel (DP)")),
              tr("0 = derived: GPUs / (TP x PP x CP)")),
          0, 1048576, {}, 1, 0, true)
        .autoText = tr("auto");
    range(add(spec("parallelism.micro_batch", G::Layout, K::Integer, tr("Micro-batch")),
              tr("Sequences per micro-batch")),
          1, 256);
    range(add(spec(core::key_names::kVirtualStages, G::Layout, K::Integer, tr("Virtual stages")),
              tr("Model chunks per pipeline stage (interleaved schedule)")),
          1, 64);
    add(spec("parallelism.schedule", G::Layout, K::Choice, tr("Schedule")), tr("Pipeline schedule"))
        .choices = declaredChoices("parallelism.schedule", {{"gpipe", tr("GPipe")},
                                                            {"1f1b", tr("1F1B")},
                                                            {"interleaved", tr("Interleaved 1F1B")},
                                                            {"dualpipe", tr("DualPipe")}});
    add(spec("parallelism.zero", G::Layout, K::Choice, tr("ZeRO stage")),
        tr("What data-parallel ranks shard"))
        .choices = {{tr("0: none"), 0},
                    {tr("1: optimizer state"), 1},
                    {tr("2: + gradients"), 2},
                    {tr("3: + weights (FSDP)"), 3}};
    add(spec("parallelism.recompute", G::Layout, K::Choice, tr("Recompute")),
        tr("Activation recomputation"))
        .choices =
        declaredChoices("parallelism.recompute", {{"none", tr("None")},
                                                  {"selective", tr("Selective")},
                                                  {"full", tr("Full")},
                                                  {"auto", tr("Auto (least that fits)")}});
    add(spec(core::key_names::kRecomputeCoreAttn, G::Layout, K::Toggle,
             tr("Selective: attention core")),
        tr("Selective recompute re-runs the attention core (Megatron's core_attn, its default)"));
    add(spec(core::key_names::kRecomputeLayernorm, G::Layout, K::Toggle, tr("Selective: norms")),
        tr("Selective recompute re-runs the norms instead of keeping their outputs (layernorm)"));
    add(spec(core::key_names::kRecomputeMoeAct, G::Layout, K::Toggle,
             tr("Selective: expert activation")),
        tr("Selective recompute re-runs the experts' activation function (moe_act)"));
    add(spec(core::key_names::kRecomputeMlaUpProj, G::Layout, K::Toggle,
             tr("Selective: MLA up-projections")),
        tr("Selective recompute re-runs MLA's up-projections instead of keeping Q, K, V "
           "(mla_up_proj)"));
    add(spec("parallelism.sequence_parallel", G::Layout, K::Toggle, tr("Sequence parallel")),
        tr("Shard activations across the TP group"));
    range(add(spec("parallelism.expert_tp", G::Layout, K::Integer, tr("Expert TP")),
              tr("Tensor parallelism inside the experts; EP x expert TP divides TP x CP x DP")),
          0, 64)
        .autoText = tr("= TP");
    range(
        add(spec("parallelism.first_stage_layers", G::Layout, K::Integer, tr("First-stage layers")),
            tr("Layers on the first pipeline stage (auto: the embedding counts as one)")),
        0, 1000)
        .autoText = tr("auto");
    range(
        add(spec("parallelism.last_stage_layers", G::Layout, K::Integer, tr("Last-stage layers")),
            tr("Layers on the last pipeline stage (auto: the output layer and loss count as one)")),
        0, 1000)
        .autoText = tr("auto");

    // Training
    range(add(spec("training.global_batch", G::Training, K::Integer, tr("Global &batch")),
              tr("Sequences per optimizer step"), true),
          1, 1048576, tr(" seq"), 1, 0, true)
        .ladder = ladder(1, 1048576);
    range(add(spec("training.tokens", G::Training, K::Number, tr("Toke&ns")),
              tr("Training tokens of the whole run"), true),
          0, 1000000, tr(" B"), 1e9, 9, true)  // any whole number of tokens
        .autoText = tr("20 per parameter");
    range(add(spec("training.steps", G::Training, K::Number, tr("Steps")),
              tr("Optimizer steps (0 = derived from the tokens)")),
          0, 1e9, {}, 1, 0, true)
        .autoText = tr("from tokens");
    add(spec("training.precision", G::Training, K::Choice, tr("Precision")),
        tr("Picks the GPU's peak"))
        .choices = declaredChoices("training.precision", {{"fp32", tr("FP32")},
                                                          {"tf32", tr("TF32")},
                                                          {"bf16", tr("BF16")},
                                                          {"fp16", tr("FP16")},
                                                          {"fp8", tr("FP8")},
                                                          {"fp4", tr("FP4")}});
    add(spec("training.optimizer", G::Training, K::Choice, tr("Optimizer")),
        tr("Optimizer state per parameter"))
        .choices =
        declaredChoices("training.optimizer", {{"adam", tr("Adam")}, {"sgd", tr("SGD")}});
    add(spec("software.stack", G::Training, K::Choice, tr("Software stack")),
        tr("What the training stack fuses, which attention kernel it runs, how it overlaps"))
        .choices = declaredChoices("software.stack", {{"megatron-core", tr("Megatron-Core")},
                                                      {"megatron-2021", tr("Megatron-LM 2021")},
                                                      {"pytorch-fsdp", tr("PyTorch FSDP")},
                                                      {"deepspeed", tr("DeepSpeed")}});
    add(spec(core::key_names::kCudaGraphs, G::Training, K::Choice, tr("CUDA graphs")),
        tr("Full iteration: the forward and backward replay as one CUDA graph (Megatron-Core; "
           "the optimizer step runs outside it), so the host launches nothing per layer and "
           "waits on no synchronisation"))
        .choices =
        declaredChoices(core::key_names::kCudaGraphs,
                        {{"none", tr("None")}, {"full_iteration", tr("Full iteration")}});
    add(spec("communication.algorithm", G::Training, K::Choice, tr("All-reduce algorithm")),
        tr("Collective algorithm for the DP gradients"))
        .choices = declaredChoices("communication.algorithm", {{"auto", tr("Auto")},
                                                               {"ring", tr("Ring")},
                                                               {"tree", tr("Tree")},
                                                               {"hierarchical", tr("Hierarchical")},
                                                               {"nvls", tr("NVLS / SHARP")}});
    range(add(spec("communication.dp_overlap", G::Training, K::Number, tr("DP overlap")),
              tr("Share of DP communication hidden behind backward")),
          0, 100, pct, 0.01, 0);
    range(add(spec("communication.compression", G::Training, K::Number, tr("Gradient bytes")),
              tr("DP bytes multiplier (100 % = no compression)")),
          1, 100, pct, 0.01, 0);
    add(spec(core::key_names::kExpertOverlap, G::Training, K::Toggle, tr("EP overlap")),
        tr("Hide the MoE all-to-alls behind another micro-batch's compute (Megatron-Core "
           "--overlap-moe-expert-parallel-comm). Needs a MoE model with EP of 2 or more, the "
           "interleaved schedule or DualPipe when PP is 2 or more, no full recompute, at most one "
           "MTP module, 16-bit or lower precision and the Megatron-Core stack"));

    // Reliability and checkpoints
    const QString hours = tr(" h");
    range(add(spec("reliability.gpu_mttf_h", G::Reliability, K::Number, tr("GPU MTTF")),
              tr("Mean time to failure of one GPU")),
          100, 10000000, hours, 3600, 0, true);
    range(add(spec("reliability.nic_mttf_h", G::Reliability, K::Number, tr("NIC MTTF")),
              tr("Mean time to failure of one NIC")),
          100, 10000000, hours, 3600, 0, true);
    range(add(spec("reliability.psu_mttf_h", G::Reliability, K::Number, tr("PSU MTTF")),
              tr("Mean time to failure of one power supply")),
          100, 10000000, hours, 3600, 0, true);
    range(add(spec("reliability.host_mttf_h", G::Reliability, K::Number, tr("Host MTTF")),
              tr("Mean time to failure of one host")),
          100, 10000000, hours, 3600, 0, true);
    auto& mtbf = range(
        add(spec("reliability.cluster_mtbf_h", G::Reliability, K::Optional, tr("Cluster MTBF")),
            tr("Measured; overrides the component model")),
        0.01, 100000, hours, 3600, 2, true);
    mtbf.autoText = tr("From components");
    auto& interval = range(add(spec(core::key_names::kCheckpointInterval, G::Reliability,
                                    K::Optional, tr("Checkpoint interval")),
                               tr("Time between checkpoints")),
                           0.1, 100000, tr(" min"), 60, 1, true);
    interval.autoText = tr("Optimal (Daly)");
    add(spec("reliability.async_checkpoint", G::Reliability, K::Toggle,
             tr("Asynchronous checkpoints")),
        tr("Stall only for the copy out of HBM"));
    range(add(spec("reliability.restart_s", G::Reliability, K::Number, tr("Restart time")),
              tr("Drain, reload and re-initialise after a failure")),
          0, 1440, tr(" min"), 60, 1);
    range(add(spec("reliability.hot_spares", G::Reliability, K::Integer, tr("Hot spares")),
              tr("Spare nodes ready to swap in")),
          0, 1024);
    range(add(spec("reliability.spare_swap_s", G::Reliability, K::Number, tr("Spare swap time")),
              tr("Time to swap in a hot spare")),
          0, 1440, tr(" min"), 60, 1);
    range(add(spec("reliability.provision_s", G::Reliability, K::Number, tr("Provision time")),
              tr("Time to provision a node without a spare")),
          0, 10080, tr(" min"), 60, 0);

    // Stragglers
    range(add(spec("stragglers.slow_gpu_pct", G::Stragglers, K::Number, tr("Slow GPU")),
              tr("One persistently slow GPU: how much slower")),
          0, 100, pct, 0.01, 0);
    range(add(spec("stragglers.jitter_cv", G::Stragglers, K::Number, tr("Step jitter (CV)")),
              tr("Per-rank step-time coefficient of variation")),
          0, 100, pct, 0.01, 1);

    // Cost
    range(add(spec("cost.usd_per_gpu_hour", G::Cost, K::Number, tr("Price")),
              tr("Price of one GPU-hour")),
          0, 100, tr(" $/GPU-h"), 1, 2);
    range(add(spec("cost.watts_per_gpu", G::Cost, K::Number, tr("Power per GPU")),
              tr("Average draw per GPU, host share included")),
          0, 5000, tr(" W"), 1, 0);
    range(add(spec("cost.pue", G::Cost, K::Number, tr("PUE")),
              tr("Power usage effectiveness of the data centre")),
          1, 3, {}, 1, 2);

    // Calibration (fitted from one measured run; 1 = uncalibrated)
    range(add(spec("calibration.compute_scale", G::Calibration, K::Number, tr("Compute scale")),
              tr("Multiplies the modelled compute time")),
          0.1, 10, tr(" x"), 1, 3, true);
    range(add(spec("calibration.link_scale", G::Calibration, K::Number, tr("Link scale")),
              tr("Multiplies the modelled communication time")),
          0.1, 10, tr(" x"), 1, 3, true);
    range(add(spec("calibration.measured_step_s", G::Calibration, K::Optional, tr("Measured step")),
              tr("A step time measured on your cluster")),
          0.001, 10000, tr(" s"), 1, 3, true)
        .autoText = tr("Not measured");
    range(add(spec("calibration.measured_mfu", G::Calibration, K::Optional, tr("Measured MFU")),
              tr("An MFU measured on your cluster")),
          1, 100, pct, 0.01, 1)
        .autoText = tr("Not measured");
    return l;
}

const FieldSpec* FieldSpecs::find(const QString& key)
{
    for (const auto& s : all())
        if (s.key == key)
            return &s;
    return nullptr;
}

QString FieldSpecs::plainLabel(const QString& key)
{
    if (const auto* s = find(key))
        return plainText(s->label);
    return key;
}

QString FieldSpecs::plainText(QString label)
{
    return label.remove(QLatin1Char('&')).remove(QChar(0x00AD));
}

double FieldSpecs::fileUnit(const QString& key)
{
    const core::ScenarioKey* k = core::findScenarioKey(key.toStdString());
    return k ? core::toSi(1, k->unit) : 1;
}

QString FieldSpecs::groupTitle(FieldGroup group)
{
    switch (group) {
    case FieldGroup::Model:
        return tr("Model");
    case FieldGroup::Cluster:
        return tr("Cluster and fabric");
    case FieldGroup::Layout:
        return tr("Parallel layout");
    case FieldGroup::Training:
        return tr("Training");
    case FieldGroup::Reliability:
        return tr("Reliability and checkpoints");
    case FieldGroup::Stragglers:
        return tr("Stragglers");
    case FieldGroup::Cost:
        return tr("Cost and energy");
    case FieldGroup::Calibration:
        return tr("Calibration");
    }
    return {};
}

}  // namespace syncwall::ui
