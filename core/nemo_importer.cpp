// NeMo-Framework-Launcher (and Megatron-Bridge) recipe YAML -> scenario keys. Key names and
// defaults are those of NeMo's megatron_gpt_config.yaml (model.*, trainer.*) and
// Megatron-Bridge's ConfigContainer (model.*, train.*, optimizer.*).
#include "hydra_interpolation.h"
#include "launch_builder.h"
#include "scenario_key_names.h"

namespace syncwall::core::launch {

namespace {

constexpr ShapeNames kShape {"model.num_layers",
                             "model.hidden_size",
                             "model.num_attention_heads",
                             "model.ffn_hidden_size",
                             "model.kv_channels",
                             "model.vocab_size",
                             "model.num_moe_experts",
                             "model.moe_router_topk",
                             "model.moe_ffn_hidden_size",
                             "model.moe_layer_freq",
                             "model.mtp_num_layers",
                             {"model.num_query_groups", ""},
                             "",
                             "model.gated_linear_unit",
                             "",
                             "model.share_embeddings_and_output_weights",
                             "model.activation_func_clamp_value",
                             {"model.bias", "model.add_bias_linear"},
                             ""};

// "bf16", "bf16-mixed", 16, "16-mixed", 32, "bf16_mixed" (Bridge) -> the scenario precision.
std::optional<Precision> precisionOf(const std::string& w)
{
    if (w.rfind("bf16", 0) == 0)
        return Precision::Bf16;
    if (w == "16" || w.rfind("16-", 0) == 0 || w.rfind("fp16", 0) == 0)
        return Precision::Fp16;
    if (w == "32" || w.rfind("32-", 0) == 0 || w == "fp32")
        return Precision::Fp32;
    return std::nullopt;
}

void precision(LaunchBuilder& b)
{
    const ConfigEntry* trainer = b.first({"trainer.precision", "mixed_precision"});
    const ConfigEntry* model = b.find("model.precision");
    std::optional<Precision> p;
    const ConfigEntry* from = nullptr;
    for (const ConfigEntry* e : {trainer, model}) {
        const std::optional<std::string> w = b.word(e);
        if (!w)
            continue;
        const std::optional<Precision> q = precisionOf(*w);
        if (!q) {
            b.problem(ProblemCode::UnknownChoice, *e, "bf16, bf16-mixed, 16, 16-mixed, 32");
            return;
        }
        if (p && *q != *p) {
            b.inconsistent(*e, *from);
            return;
        }
        p = q, from = from ? from : e;
    }
    // fp8: a boolean (NeMo) or a recipe name (Bridge: "hybrid", "e4m3"); null or false = off.
    const ConfigEntry* fp8 = b.find("model.fp8");
    bool on = false;
    if (fp8 && LaunchBuilder::stated(fp8)) {
        const std::string v = fp8->value;
        if (v == "false" || v == "False" || v == "FALSE")
            on = false;
        else if (v == "true" || v == "True" || v == "TRUE" || fp8->quoted || !v.empty())
            on = true;
    }
    if (on) {
        b.set("training.precision", double(int(Precision::Fp8)), ImportOrigin::Config,
              of({fp8, from}));
    } else if (p) {
        b.set("training.precision", double(int(*p)), ImportOrigin::Config, of({from, fp8}));
    } else if (const std::optional<bool> bf16 = b.boolean(b.find("model.bf16"))) {
        b.set("training.precision", double(int(*bf16 ? Precision::Bf16 : Precision::Fp32)),
              ImportOrigin::Config, of(*b.find("model.bf16")));
    } else {
        // PyTorch Lightning's default precision: 32.
        b.set("training.precision", double(int(Precision::Fp32)), ImportOrigin::ClassDefault,
              b.absent("trainer.precision"));
    }
}

void recompute(LaunchBuilder& b)
{
    const ConfigEntry* g =
        b.first({"model.activations_checkpoint_granularity", "model.recompute_granularity"}, true);
    if (!g) {
        b.set("parallelism.recompute", double(int(Recompute::None)), ImportOrigin::ClassDefault,
              b.absent("model.activations_checkpoint_granularity"));
        return;
    }
    if (g->kind == ConfigEntry::Kind::Null) {
        b.set("parallelism.recompute", double(int(Recompute::None)), ImportOrigin::Config, of(*g),
              "null");
        return;
    }
    const std::optional<std::string> w = b.word(g);
    if (!w)
        return;
    if (*w == "full" || *w == "selective")
        b.set("parallelism.recompute",
              double(int(*w == "full" ? Recompute::Full : Recompute::Selective)),
              ImportOrigin::Config, of(*g));
    else
        b.problem(ProblemCode::UnknownChoice, *g, "full, selective, null");
    if (*w == "selective")  // the modules mean something only to selective recompute
        importRecomputeModules(b, b.first({"model.recompute_modules"}));
}

// ZeRO: NeMo's distributed optimizers shard the optimizer state (ZeRO-1); torch FSDP shards
// what fsdp_sharding_strategy says ('full' and 'hybrid': everything; 'grad': gradients and
// optimizer state).
void sharding(LaunchBuilder& b)
{
    const ConfigEntry* fsdp = b.find("model.fsdp");
    const ConfigEntry* optim = b.find("model.optim.name");
    const ConfigEntry* bridge =
        b.first({"optimizer.use_distributed_optimizer", "ddp.use_distributed_optimizer"});
    if (fsdp && b.boolean(fsdp).value_or(false)) {
        const ConfigEntry* strategy = b.find("model.fsdp_sharding_strategy");
        const std::string w = b.word(strategy).value_or("full");
        b.set("parallelism.zero", w == "grad" ? 2 : 3, ImportOrigin::Derived, of({fsdp, strategy}),
              "zero");
        return;
    }
    if (const std::optional<std::string> name = b.word(optim)) {
        const bool distributed = name->find("distributed") != std::string::npos;
        b.set("parallelism.zero", distributed ? 1 : 0, ImportOrigin::Derived, of(*optim), "zero");
    } else if (const std::optional<bool> d = b.boolean(bridge)) {
        b.set("parallelism.zero", *d ? 1 : 0, ImportOrigin::Derived, of(*bridge), "zero");
    } else {
        b.set("parallelism.zero", 0, ImportOrigin::ClassDefault, b.absent("model.optim.name"));
    }
}

void integerOr(LaunchBuilder& b, std::initializer_list<std::string_view> names,
               std::string_view key, double fallback)
{
    if (const ConfigEntry* e = b.first(names))
        b.mapInteger(e, key);
    else
        b.set(key, fallback, ImportOrigin::ClassDefault, b.absent(*names.begin()));
}

// The sequence length: NeMo gives it twice (model.encoder_seq_length, model.data.seq_length).
void sequence(LaunchBuilder& b)
{
    const ConfigEntry* first = nullptr;
    std::optional<double> length;
    for (std::string_view name : {"model.encoder_seq_length", "model.seq_length",
                                  "model.data.seq_length", "dataset.sequence_length"}) {
        const ConfigEntry* e = b.find(name);
        const std::optional<double> v = b.integer(e);
        if (!v)
            continue;
        if (length && *v != *length) {
            b.inconsistent(*e, *first);
            return;
        }
        if (!length)
            length = v, first = e;
    }
    if (first)
        b.mapInteger(first, "model.seq_len");
}

}  // namespace

void importNemo(const ConfigDocument& raw, LaunchBuilder& b)
{
    (void)raw;
    if (importShape(b, kShape, false))
        b.modelFromFile();
    // NeMo's activation names: swiglu and its fused variants are gated.
    if (const ConfigEntry* act = b.find("model.activation")) {
        if (const std::optional<std::string> w = b.word(act))
            b.set("model.gated_mlp", w->find("glu") != std::string::npos ? 1 : 0,
                  ImportOrigin::Derived, of(*act));
    }
    sequence(b);

    integerOr(b, {"model.tensor_model_parallel_size"}, "parallelism.tp", 1);
    integerOr(b, {"model.pipeline_model_parallel_size"}, "parallelism.pp", 1);
    integerOr(b, {"model.context_parallel_size"}, "parallelism.cp", 1);
    integerOr(b, {"model.expert_model_parallel_size"}, "parallelism.ep", 1);
    integerOr(b, {"model.expert_tensor_parallel_size"}, "parallelism.expert_tp", 0);
    integerOr(b, {"model.micro_batch_size", "train.micro_batch_size"}, "parallelism.micro_batch",
              1);
    importSchedule(b, b.find("model.virtual_pipeline_model_parallel_size", true),
                   "model.virtual_pipeline_model_parallel_size",
                   b.find("model.pipeline_model_parallel_size"));
    if (const ConfigEntry* sp = b.find("model.sequence_parallel")) {
        if (const std::optional<bool> v = b.boolean(sp))
            b.set("parallelism.sequence_parallel", *v ? 1 : 0, ImportOrigin::Config, of(*sp));
    } else {
        b.set("parallelism.sequence_parallel", 0, ImportOrigin::ClassDefault,
              b.absent("model.sequence_parallel"));
    }
    recompute(b);
    sharding(b);
    precision(b);
    importCudaGraphs(b, b.find("model.cuda_graph_impl"), b.find("model.cuda_graph_scope"),
                     b.find("model.enable_cuda_graph"));
    // Megatron-Bridge's CommOverlapConfig decides the overlap and hands it to the model's
    // TransformerConfig (comm_overlap.py, _get_model_comm_overlap_cfgs): its own field wins when
    // the file has a comm_overlap section (null there: off), the model's field otherwise.
    const ConfigEntry* overlap = b.find("comm_overlap.overlap_moe_expert_parallel_comm", true);
    if (!overlap && !b.find("comm_overlap", true))
        overlap = b.find("model.overlap_moe_expert_parallel_comm");
    const std::optional<bool> on = overlap && overlap->kind != ConfigEntry::Kind::Null
                                       ? b.boolean(overlap)
                                       : std::optional<bool> {};
    if (on)
        b.set(key_names::kExpertOverlap, *on ? 1 : 0, ImportOrigin::Config, of(*overlap));
    else
        b.set(key_names::kExpertOverlap, 0, ImportOrigin::ClassDefault,
              b.absent("comm_overlap.overlap_moe_expert_parallel_comm"));

    b.mapInteger(b.first({"model.global_batch_size", "train.global_batch_size"}),
                 "training.global_batch");
    if (b.mapInteger(b.first({"trainer.max_steps", "train.train_iters"}), "training.steps"))
        b.scenario().training.tokens = 0;

    importGpuCount(b, b.find("trainer.devices"), b.find("trainer.num_nodes"));
    // NeMo 1 (mcore_gpt) and Megatron-Bridge both run Megatron-Core.
    const ConfigEntry* mcore = b.find("model.mcore_gpt");
    b.set("software.stack", double(int(SoftwareStack::MegatronCore)),
          mcore ? ImportOrigin::Config : ImportOrigin::Derived,
          mcore ? of(*mcore) : b.absent("model.mcore_gpt"));
}

}  // namespace syncwall::core::launch
