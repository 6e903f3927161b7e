// Megatron-LM / Megatron-Core command-line arguments -> scenario keys. Flag names and defaults
// are those of megatron/training/arguments.py; the GPU count is torchrun's --nproc_per_node x
// --nnodes.
#include <algorithm>

#include "launch_builder.h"
#include "scenario_key_names.h"

namespace syncwall::core::launch {

namespace {

constexpr ShapeNames kShape {"--num-layers",
                             "--hidden-size",
                             "--num-attention-heads",
                             "--ffn-hidden-size",
                             "--kv-channels",
                             "--vocab-size",
                             "--num-experts",
                             "--moe-router-topk",
                             "--moe-ffn-hidden-size",
                             "--moe-layer-freq",
                             "--mtp-num-layers",
                             {"--num-query-groups", ""},
                             "--group-query-attention",
                             "--swiglu",
                             "--untie-embeddings-and-output-weights",
                             {},
                             "--activation-func-clamp-value",
                             {},
                             "--disable-bias-linear"};

void precision(LaunchBuilder& b)
{
    const ConfigEntry* bf16 = b.find("--bf16");
    const ConfigEntry* fp16 = b.find("--fp16");
    const ConfigEntry* fp8 = b.find("--fp8-format");
    // NVFP4 (Megatron-Core: --fp4-format e2m1 --fp4-recipe nvfp4), exclusive of FP8.
    const ConfigEntry* fp4 = b.find("--fp4-format");
    if (bf16 && fp16) {
        b.inconsistent(*fp16, *bf16);
        return;
    }
    if (fp4 && fp8) {
        b.inconsistent(*fp4, *fp8);
        return;
    }
    if (fp4) {  // FP4 GEMMs (Transformer Engine NVFP4) over a BF16 model
        b.set("training.precision", double(int(Precision::Fp4)), ImportOrigin::Config,
              of({fp4, bf16 ? bf16 : fp16}));
    } else if (fp8) {  // FP8 GEMMs (Transformer Engine) over a BF16 or FP16 model
        b.set("training.precision", double(int(Precision::Fp8)), ImportOrigin::Config,
              of({fp8, bf16 ? bf16 : fp16}));
    } else if (bf16 || fp16) {
        b.set("training.precision", double(int(bf16 ? Precision::Bf16 : Precision::Fp16)),
              ImportOrigin::Config, of(bf16 ? *bf16 : *fp16));
    } else {
        b.set("training.precision", double(int(Precision::Fp32)), ImportOrigin::ClassDefault,
              b.absent("--bf16"));
    }
}

// Virtual stages (megatron/training/arguments.py): --virtual-pipeline-model-parallel-size, or
// since 2025 --num-virtual-stages-per-pipeline-rank, or the layers per virtual stage, from which
// Megatron derives them: (layers [+ 1 with the embedding, + 1 with the loss, when they count in
// the pipeline split]) / PP / N.
void virtualStages(LaunchBuilder& b)
{
    const ConfigEntry* pp = b.find("--pipeline-model-parallel-size");
    for (const char* name :
         {"--virtual-pipeline-model-parallel-size", "--num-virtual-stages-per-pipeline-rank"})
        if (const ConfigEntry* v = b.find(name, true)) {
            importSchedule(b, v, name, pp);
            return;
        }
    const ConfigEntry* per = b.find("--num-layers-per-virtual-pipeline-stage");
    const std::optional<double> n = LaunchBuilder::stated(per) ? b.integer(per) : std::nullopt;
    if (n) {
        if (*n < 1) {
            b.problem(ProblemCode::OutOfRange, *per, std::string(key_names::kVirtualStages), 1,
                      1e4);
            return;
        }
        // Megatron asserts uneven first and last stages go with
        // --num-virtual-stages-per-pipeline-rank.
        if (const ConfigEntry* uneven = b.first(
                {"--decoder-first-pipeline-num-layers", "--decoder-last-pipeline-num-layers"})) {
            b.inconsistent(*per, *uneven);
            return;
        }
        const Scenario& s = b.scenario();
        const int layers = s.model.layers + int(b.has("--account-for-embedding-in-pipeline-split"))
                           + int(b.has("--account-for-loss-in-pipeline-split"));
        const int stages = std::max(1, s.parallel.pp);
        if (layers % stages != 0 || (layers / stages) % int(*n) != 0) {
            // Megatron asserts the layers of a stage divide into virtual stages of N.
            if (const ConfigEntry* numLayers = b.find("--num-layers"))
                b.inconsistent(*per, *numLayers);
            else
                b.problem(ProblemCode::Inconsistent, *per, "model.layers");
            return;
        }
        if (const int v = layers / stages / int(*n); v > 1) {
            if (refusedWithoutPipeline(b, *per, pp))
                return;
            const From from = of({per, b.find("--num-layers"), pp});
            b.set(key_names::kVirtualStages, v, ImportOrigin::Derived, from);
            b.set("parallelism.schedule", double(int(Schedule::Interleaved)), ImportOrigin::Derived,
                  from, "interleaved");
            return;
        }
    }
    importSchedule(b, nullptr, "--virtual-pipeline-model-parallel-size", pp);
}

void recompute(LaunchBuilder& b)
{
    const ConfigEntry* granularity = b.find("--recompute-granularity");
    const ConfigEntry* legacy = b.find("--recompute-activations");  // = selective
    if (granularity) {
        const std::optional<std::string> w = b.word(granularity);
        if (!w)
            return;
        if (*w == "full" || *w == "selective")
            b.set("parallelism.recompute",
                  double(int(*w == "full" ? Recompute::Full : Recompute::Selective)),
                  ImportOrigin::Config, of(*granularity));
        else
            b.problem(ProblemCode::UnknownChoice, *granularity, "full, selective");
    } else if (legacy) {
        b.set("parallelism.recompute", double(int(Recompute::Selective)), ImportOrigin::Config,
              of(*legacy));
    } else {
        b.set("parallelism.recompute", double(int(Recompute::None)), ImportOrigin::ClassDefault,
              b.absent("--recompute-granularity"));
    }
    // The modules mean something only to selective recompute (transformer_config.py).
    if (b.scenario().parallel.recompute == Recompute::Selective)
        importRecomputeModules(b, b.find("--recompute-modules"));
}

// ZeRO: the distributed optimizer shards optimizer state (ZeRO-1); Megatron FSDP / torch FSDP2
// shard what --data-parallel-sharding-strategy says (optim_grads_params by default: ZeRO-3).
void sharding(LaunchBuilder& b)
{
    const ConfigEntry* fsdp = b.first({"--use-torch-fsdp2", "--use-megatron-fsdp"});
    const ConfigEntry* distributed = b.find("--use-distributed-optimizer");
    if (fsdp) {
        double stage = 3;
        const ConfigEntry* strategy = b.find("--data-parallel-sharding-strategy");
        if (const std::optional<std::string> w = b.word(strategy)) {
            if (*w == "no_shard")
                stage = 0;
            else if (*w == "optim")
                stage = 1;
            else if (*w == "optim_grads")
                stage = 2;
            else if (*w != "optim_grads_params")
                b.problem(ProblemCode::UnknownChoice, *strategy,
                          "no_shard, optim, optim_grads, optim_grads_params");
        }
        b.set("parallelism.zero", stage, ImportOrigin::Derived, of({fsdp, strategy}), "zero");
    } else if (distributed) {
        b.set("parallelism.zero", 1, ImportOrigin::Derived, of(*distributed), "zero");
    } else {
        b.set("parallelism.zero", 0, ImportOrigin::ClassDefault,
              b.absent("--use-distributed-optimizer"));
    }
}

// A store_true flag: 1 when given, Megatron's default 0 otherwise.
void storeTrueOr(LaunchBuilder& b, std::string_view flag, std::string_view key)
{
    if (const ConfigEntry* e = b.find(flag))
        b.set(key, 1, ImportOrigin::Config, of(*e));
    else
        b.set(key, 0, ImportOrigin::ClassDefault, b.absent(flag));
}

void integerOr(LaunchBuilder& b, std::string_view flag, std::string_view key, double fallback)
{
    if (const ConfigEntry* e = b.find(flag))
        b.mapInteger(e, key);
    else
        b.set(key, fallback, ImportOrigin::ClassDefault, b.absent(flag));
}

}  // namespace

void importMegatron(const ConfigDocument& doc, LaunchBuilder& b)
{
    (void)doc;
    if (importShape(b, kShape, true))
        b.modelFromFile();
    b.mapInteger(b.find("--seq-length"), "model.seq_len");

    integerOr(b, "--tensor-model-parallel-size", "parallelism.tp", 1);
    integerOr(b, "--pipeline-model-parallel-size", "parallelism.pp", 1);
    integerOr(b, "--context-parallel-size", "parallelism.cp", 1);
    integerOr(b, "--expert-model-parallel-size", "parallelism.ep", 1);
    integerOr(b, "--expert-tensor-parallel-size", "parallelism.expert_tp", 0);  // 0: = TP
    integerOr(b, "--micro-batch-size", "parallelism.micro_batch", 1);
    b.mapInteger(b.find("--decoder-first-pipeline-num-layers"), "parallelism.first_stage_layers");
    b.mapInteger(b.find("--decoder-last-pipeline-num-layers"), "parallelism.last_stage_layers");
    virtualStages(b);

    storeTrueOr(b, "--sequence-parallel", "parallelism.sequence_parallel");
    recompute(b);
    sharding(b);
    precision(b);
    importCudaGraphs(b, b.find("--cuda-graph-impl"), b.find("--cuda-graph-scope"),
                     b.find("--enable-cuda-graph"));
    storeTrueOr(b, "--overlap-moe-expert-parallel-comm", key_names::kExpertOverlap);

    b.mapInteger(b.find("--global-batch-size"), "training.global_batch");
    if (b.mapInteger(b.find("--train-iters"), "training.steps"))
        b.scenario().training.tokens = 0;
    else if (const ConfigEntry* samples = b.find("--train-samples");
             samples && LaunchBuilder::stated(samples)) {
        // Sequences x the sequence length.
        if (const std::optional<double> n = b.integer(samples)) {
            From f = of({samples, b.find("--seq-length")});
            if (b.set("training.tokens", *n * b.scenario().model.seqLen, ImportOrigin::Derived,
                      std::move(f)))
                b.scenario().training.steps = 0;
        }
    }

    importGpuCount(b, b.first({"--nproc_per_node", "--nproc-per-node"}), b.find("--nnodes"));

    if (const ConfigEntry* legacy = b.find("--use-legacy-models"))
        b.set("software.stack", double(int(SoftwareStack::Megatron2021)), ImportOrigin::Config,
              of(*legacy));
    else if (const ConfigEntry* mcore = b.find("--use-mcore-models"))
        b.set("software.stack", double(int(SoftwareStack::MegatronCore)), ImportOrigin::Config,
              of(*mcore));
    else
        b.set("software.stack", double(int(SoftwareStack::MegatronCore)),
              ImportOrigin::ClassDefault, b.absent("--use-legacy-models"));
}

}  // namespace syncwall::core::launch
