// torchtitan train config TOML -> scenario keys. Section and key names and their defaults are
// those of torchtitan/config/job_config.py ([parallelism], [training], [model],
// [activation_checkpoint]); the data-parallel shard degree -1 takes the GPUs the other
// degrees leave.
#include "launch_builder.h"
#include "scenario_key_names.h"
#include "scenario_keys.h"

namespace syncwall::core::launch {

namespace {

// torchtitan's model names and flavors that are catalog presets.
struct Flavor {
    std::string_view name, flavor, preset;
};
constexpr Flavor kFlavors[] = {
    {"llama3", "8B", "llama3-8b"},         {"llama3", "70B", "llama3-70b"},
    {"llama3", "405B", "llama3-405b"},     {"deepseek_v3", "671B", "deepseek-v3"},
    {"qwen3", "30B-A3B", "qwen3-30b-a3b"}, {"qwen3", "235B-A22B", "qwen3-235b-a22b"},
};

void model(LaunchBuilder& b, const Catalog& catalog)
{
    const ConfigEntry* name = b.find("model.name");
    const ConfigEntry* flavor = b.find("model.flavor");
    const std::optional<std::string> n = b.word(name);
    const std::optional<std::string> f = b.word(flavor);
    if (!n || !f || b.keepsBaseModel())
        return;
    for (const Flavor& k : kFlavors) {
        if (k.name != *n || k.flavor != *f)
            continue;
        const ModelEntry* entry = catalog.model(std::string(k.preset));
        if (!entry)
            return;
        Scenario preset = b.scenario();
        const int seqLen = preset.model.seqLen;
        preset.model = entry->spec;
        preset.model.seqLen = seqLen;
        // The keys the preset sets apart from the format's defaults.
        const Scenario plain;
        for (const ScenarioKey& key : scenarioKeys())
            if (key.key.rfind("model.", 0) == 0 && key.key != "model.seq_len")
                if (const std::optional<double> v = fileValue(preset, key.key);
                    v && *v != fileValue(plain, key.key).value_or(0))
                    b.set(key.key, *v, ImportOrigin::Derived, of({name, flavor}),
                          "preset:" + entry->spec.preset);
        // Unset keys (an MLA rank of 0 the writer leaves out) follow the preset too.
        b.scenario().model = preset.model;
        b.scenario().model.preset = entry->spec.preset;
        b.modelFromFile();
        return;
    }
    b.keep("model.layers", of({name, flavor}), "no_preset", *n + " " + *f);
}

void integerOr(LaunchBuilder& b, std::string_view name, std::string_view key, double fallback)
{
    if (const ConfigEntry* e = b.find(name))
        b.mapInteger(e, key);
    else
        b.set(key, fallback, ImportOrigin::ClassDefault, b.absent(name));
}

void precision(LaunchBuilder& b)
{
    const ConfigEntry* converters = b.find("model.converters");
    if (converters && converters->kind == ConfigEntry::Kind::List) {
        for (const std::string& c : converters->items)
            if (c.find("float8") != std::string::npos || c.find("mx") != std::string::npos) {
                b.set("training.precision", double(int(Precision::Fp8)), ImportOrigin::Config,
                      of(*converters));
                return;
            }
    }
    // FSDP mixed precision: bfloat16 parameters unless training.mixed_precision_param says.
    const ConfigEntry* param = b.find("training.mixed_precision_param");
    if (const std::optional<std::string> w = b.word(param)) {
        if (*w == "bfloat16" || *w == "float32")
            b.set("training.precision",
                  double(int(*w == "bfloat16" ? Precision::Bf16 : Precision::Fp32)),
                  ImportOrigin::Config, of(*param));
        else
            b.problem(ProblemCode::UnknownChoice, *param, "bfloat16, float32");
        return;
    }
    b.set("training.precision", double(int(Precision::Bf16)), ImportOrigin::ClassDefault,
          b.absent("model.converters"));
}

void recompute(LaunchBuilder& b)
{
    const ConfigEntry* mode = b.find("activation_checkpoint.mode");
    const std::optional<std::string> w = b.word(mode);
    if (!mode) {
        b.set("parallelism.recompute", double(int(Recompute::Selective)),
              ImportOrigin::ClassDefault, b.absent("activation_checkpoint.mode"));
        return;
    }
    if (!w)
        return;
    // memory_budget: the least recompute within a budget, as the scenario's "auto".
    const Recompute r = *w == "none"        ? Recompute::None
                        : *w == "full"      ? Recompute::Full
                        : *w == "selective" ? Recompute::Selective
                                            : Recompute::Auto;
    if (r == Recompute::Auto && *w != "memory_budget")
        b.problem(ProblemCode::UnknownChoice, *mode, "none, selective, full, memory_budget");
    else
        b.set("parallelism.recompute", double(int(r)), ImportOrigin::Config, of(*mode));
}

}  // namespace

void importTorchtitan(const ConfigDocument& doc, LaunchBuilder& b, const Catalog& catalog)
{
    (void)doc;
    model(b, catalog);
    b.mapInteger(b.find("training.seq_len"), "model.seq_len");

    integerOr(b, "parallelism.tensor_parallel_degree", "parallelism.tp", 1);
    integerOr(b, "parallelism.pipeline_parallel_degree", "parallelism.pp", 1);
    integerOr(b, "parallelism.context_parallel_degree", "parallelism.cp", 1);
    integerOr(b, "parallelism.expert_parallel_degree", "parallelism.ep", 1);
    integerOr(b, "parallelism.expert_tensor_parallel_degree", "parallelism.expert_tp", 0);
    Scenario& s = b.scenario();

    // The pipeline: torchtitan's multi-stage schedules (Interleaved1F1B, ...) put 2 stages on
    // each rank unless pipeline_parallel_layers_per_stage says otherwise.
    const ConfigEntry* pp = b.find("parallelism.pipeline_parallel_degree");
    const ConfigEntry* schedule = b.find("parallelism.pipeline_parallel_schedule");
    const std::optional<std::string> sched = b.word(schedule);
    if (s.parallel.pp > 1 && sched) {
        const bool interleaved = sched->find("Interleaved") != std::string::npos
                                 || sched->find("Looped") != std::string::npos;
        const Schedule k = interleaved             ? Schedule::Interleaved
                           : *sched == "GPipe"     ? Schedule::GPipe
                           : *sched == "DualPipeV" ? Schedule::DualPipe
                                                   : Schedule::OneFOneB;
        b.set("parallelism.schedule", double(int(k)), ImportOrigin::Config, of(*schedule));
        if (interleaved)
            b.set(key_names::kVirtualStages, 2, ImportOrigin::ClassDefault,
                  b.absent("parallelism.pipeline_parallel_layers_per_stage"));
        else
            b.set(key_names::kVirtualStages, 1, ImportOrigin::Derived, of(*schedule));
    } else if (pp) {
        // One stage: no virtual stages, and no schedule to speak of.
        b.set(key_names::kVirtualStages, 1, ImportOrigin::Derived, of({pp, schedule}),
              "no_pipeline");
        b.set("parallelism.schedule", double(int(Schedule::OneFOneB)), ImportOrigin::Derived,
              of({pp, schedule}), "no_pipeline");
    } else {
        b.set(key_names::kVirtualStages, 1, ImportOrigin::ClassDefault,
              b.absent("parallelism.pipeline_parallel_degree"));
        b.set("parallelism.schedule", double(int(Schedule::OneFOneB)), ImportOrigin::ClassDefault,
              b.absent("parallelism.pipeline_parallel_degree"));
    }

    // Data parallelism: replicate x shard (HSDP); shard -1 takes the rest of the GPUs.
    const ConfigEntry* shard = b.find("parallelism.data_parallel_shard_degree");
    const ConfigEntry* replicate = b.find("parallelism.data_parallel_replicate_degree");
    const double shardDegree = b.integer(shard).value_or(-1);
    const double replicateDegree = b.integer(replicate).value_or(1);
    const std::int64_t modelParallel = std::int64_t(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
    if (shardDegree > 0) {
        // Every degree given: the file states the GPU count.
        From f = of({shard, replicate, b.find("parallelism.tensor_parallel_degree"), pp,
                     b.find("parallelism.context_parallel_degree")});
        if (b.set("cluster.gpus", double(modelParallel) * shardDegree * replicateDegree,
                  ImportOrigin::Derived, f, "world_size"))
            b.gpusStated();
    } else if (shardDegree != -1) {
        b.problem(ProblemCode::OutOfRange, *shard, "parallelism.dp", -1, 1048576);
    } else {
        b.keep("cluster.gpus", {}, "not_stated");
    }
    b.set("parallelism.dp", 0, ImportOrigin::Derived, of({shard, replicate}), "data_parallel");
    const bool sharded = shardDegree == -1 || shardDegree > 1;
    const ConfigEntry* reshard = b.find("parallelism.fsdp_reshard_after_forward");
    const bool never = b.word(reshard).value_or("default") == "never";
    b.set("parallelism.zero", sharded ? (never ? 2 : 3) : 0, ImportOrigin::Derived,
          of({shard, sharded && never ? reshard : nullptr}), "zero");

    // The batch: local_batch_size sequences per data-parallel rank per step; with a pipeline
    // its micro-batches are pipeline_parallel_microbatch_size (default 1).
    const ConfigEntry* local = b.find("training.local_batch_size");
    const std::optional<double> localBatch = b.integer(local);
    if (s.parallel.pp > 1)
        integerOr(b, "parallelism.pipeline_parallel_microbatch_size", "parallelism.micro_batch", 1);
    else if (localBatch)
        b.set("parallelism.micro_batch", *localBatch, ImportOrigin::Config, of(*local));
    const ConfigEntry* global = b.find("training.global_batch_size");
    const std::optional<double> globalBatch = b.integer(global);
    if (globalBatch && *globalBatch > 0) {
        b.set("training.global_batch", *globalBatch, ImportOrigin::Config, of(*global));
    } else if (localBatch && modelParallel > 0 && s.gpus % modelParallel == 0) {
        b.set("training.global_batch", *localBatch * double(s.gpus / modelParallel),
              ImportOrigin::Derived, of({local, shard}), "data_parallel");
    }
    if (b.mapInteger(b.find("training.steps"), "training.steps"))
        s.training.tokens = 0;

    // torchtitan's tensor parallel plan shards the sequence between the TP regions.
    b.set("parallelism.sequence_parallel", 1, ImportOrigin::ClassDefault,
          b.absent("parallelism.tensor_parallel_degree"), "torchtitan_tp");
    recompute(b);
    precision(b);
    b.set("software.stack", double(int(SoftwareStack::PytorchFsdp)), ImportOrigin::Derived,
          b.absent("parallelism.data_parallel_shard_degree"), "torchtitan");
    // Neither Megatron-Core's EP overlap nor its full-iteration graph exists in torchtitan.
    b.set(key_names::kExpertOverlap, 0, ImportOrigin::ClassDefault, absent("torchtitan"),
          "torchtitan");
    b.set(key_names::kCudaGraphs, double(int(CudaGraphs::None)), ImportOrigin::ClassDefault,
          absent("torchtitan"), "torchtitan");
}

}  // namespace syncwall::core::launch
