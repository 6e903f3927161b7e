// Launch-config import (core/launch_import.cpp): each real file in tests/data/imports/launch/
// (what it states is in tests/data/imports/SOURCES.md, section 2; the values below were read off
// the files by hand, line numbers included), the quirks of the shell, YAML and TOML readers,
// contradictions named with both lines, and hostile input refused with a problem, never a crash.
#include <gtest/gtest.h>

#include <string>

#include "core/config_document.h"
#include "core/launch_import.h"
#include "core/model_shape.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/shell_args.h"
#include "core/toml_subset.h"
#include "core/validator.h"
#include "core/yaml_subset.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

std::string launchText(const std::string& name)
{
    const std::string text = readText(dataPath("imports/launch/" + name));
    EXPECT_FALSE(text.empty()) << name;
    return text;
}

LaunchImport importText(const std::string& text, const std::string& name,
                        const Scenario& base = defaultScenario(catalog()))
{
    return importLaunchConfig(text, detectImportKind(text, name), base, catalog());
}

LaunchImport importFile(const std::string& name, const Scenario& base = defaultScenario(catalog()))
{
    LaunchImport r = importText(launchText(name), name, base);
    EXPECT_TRUE(r.ok()) << name << ": " << describe(r.problems);
    return r;
}

const ImportSource* sourceOf(const LaunchImport& r, const std::string& key)
{
    for (const ImportSource& s : r.sources)
        if (s.key == key)
            return &s;
    return nullptr;
}

// The key holds `value` (file units), came the way `origin` says, and its first line is `line`
// (0: no line).
void expectKey(const LaunchImport& r, const std::string& key, double value, ImportOrigin origin,
               int line = 0)
{
    const ImportSource* s = sourceOf(r, key);
    ASSERT_NE(s, nullptr) << key;
    EXPECT_EQ(fileValue(r.scenario, key).value_or(0), value) << key;
    EXPECT_EQ(s->value, value) << key;
    EXPECT_EQ(int(s->origin), int(origin)) << key;
    EXPECT_EQ(s->lines.empty() ? 0 : s->lines.front().number, line) << key;
}

int lineOfProblem(const Problems& problems, ProblemCode code)
{
    for (const Problem& p : problems)
        if (p.code == code)
            return p.line;
    return -1;
}

double choice(Precision p) { return double(int(p)); }
double choice(Recompute r) { return double(int(r)); }
double choice(CudaGraphs g) { return double(int(g)); }
double choice(Schedule s) { return double(int(s)); }
double choice(SoftwareStack s) { return double(int(s)); }

Scenario h100Base(int gpus)
{
    Scenario s = defaultScenario(catalog());
    s.hardware = catalog().system("dgx-h100")->hardware;
    s.hardware.preset = "dgx-h100";
    s.gpus = gpus;
    return s;
}

}  // namespace

TEST(LaunchImport, KindFromExtensionAndContent)
{
    EXPECT_EQ(detectImportKind("--num-layers 2", "x.sh"), ImportKind::MegatronArgs);
    EXPECT_EQ(detectImportKind("a: 1", "r.yaml"), ImportKind::NemoYaml);
    EXPECT_EQ(detectImportKind("a: 1", "r.YML"), ImportKind::NemoYaml);
    EXPECT_EQ(detectImportKind("a = 1", "t.toml"), ImportKind::TorchtitanToml);
    EXPECT_EQ(detectImportKind("{\"hidden_size\": 8}", "config.json"), ImportKind::HfConfig);
    EXPECT_EQ(detectImportKind("{\"format\": \"syncwall-scenario\"}", "a.json"),
              ImportKind::Scenario);
    // A pasted argument list, a recipe and a TOML file without a telling name.
    EXPECT_EQ(detectImportKind("--tensor-model-parallel-size 8 --num-layers 4", "pasted"),
              ImportKind::MegatronArgs);
    EXPECT_EQ(detectImportKind("trainer:\n  devices: 8\n", "recipe.txt"), ImportKind::NemoYaml);
    EXPECT_EQ(detectImportKind("[job]\nx = 1\n[parallelism]\n", "cfg"), ImportKind::TorchtitanToml);
    EXPECT_EQ(detectImportKind("step: 1 loss: 2.3\n", "train.log"), ImportKind::Unknown);
    EXPECT_EQ(detectImportKind(std::string("ab\0cd", 5), "x.sh"), ImportKind::Binary);
    EXPECT_EQ(detectImportKind("\xff\xfe bad", "x.yaml"), ImportKind::Binary);
}

TEST(LaunchImport, MegatronGpt3IsRefusedForItsEightGpus)
{
    // GPUS_PER_NODE=8 NUM_NODES=1 (lines 7, 11; used on lines 22-23) cannot hold TP 8 x PP 16
    // (lines 56-57): refused, naming the PP line and the GPU line.
    const LaunchImport r =
        importText(launchText("megatron-lm.train_gpt3_175b_distributed.sh"), "x.sh");
    ASSERT_EQ(r.problems.size(), 1u) << describe(r.problems);
    const Problem& p = r.problems.front();
    EXPECT_EQ(p.code, ProblemCode::NotDivisible);
    EXPECT_EQ(p.key, "--pipeline-model-parallel-size");
    EXPECT_EQ(p.line, 57);
    EXPECT_EQ(p.otherLine, 22);
    EXPECT_EQ(p.detail, "world_size:--nproc_per_node");
    EXPECT_EQ(p.min, 128);
    EXPECT_EQ(p.max, 8);
    EXPECT_EQ(r.lineTexts.at(57), "--pipeline-model-parallel-size 16");
    EXPECT_EQ(r.lineTexts.at(22), "--nproc_per_node $GPUS_PER_NODE");

    // The same arguments with the GPUs it needs import, with what SOURCES.md lists.
    std::string text = launchText("megatron-lm.train_gpt3_175b_distributed.sh");
    text.replace(text.find("NUM_NODES=1"), 11, "NUM_NODES=192");
    const LaunchImport ok = importText(text, "x.sh");
    ASSERT_TRUE(ok.ok()) << describe(ok.problems);
    expectKey(ok, "cluster.gpus", 1536, ImportOrigin::Derived, 22);
    expectKey(ok, "model.layers", 96, ImportOrigin::Config, 29);
    expectKey(ok, "model.hidden", 12288, ImportOrigin::Config, 30);
    expectKey(ok, "model.heads", 96, ImportOrigin::Config, 31);
    expectKey(ok, "model.ffn_hidden", 49152, ImportOrigin::ClassDefault, 30);  // 4 x hidden
    expectKey(ok, "model.seq_len", 2048, ImportOrigin::Config, 32);
    expectKey(ok, "model.gated_mlp", 0, ImportOrigin::ClassDefault);
    expectKey(ok, "model.tied_embeddings", 1, ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.tp", 8, ImportOrigin::Config, 56);
    expectKey(ok, "parallelism.pp", 16, ImportOrigin::Config, 57);
    expectKey(ok, "parallelism.cp", 1, ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.ep", 1, ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.virtual_stages", 1, ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.micro_batch", 1, ImportOrigin::Config, 38);
    expectKey(ok, "training.global_batch", 1536, ImportOrigin::Config, 39);
    expectKey(ok, "training.steps", 500000, ImportOrigin::Config, 41);
    expectKey(ok, "training.precision", choice(Precision::Fp16), ImportOrigin::Config, 47);
    expectKey(ok, "parallelism.recompute", choice(Recompute::None), ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.sequence_parallel", 0, ImportOrigin::ClassDefault);
    expectKey(ok, "parallelism.zero", 0, ImportOrigin::ClassDefault);
    expectKey(ok, "software.stack", choice(SoftwareStack::MegatronCore),
              ImportOrigin::ClassDefault);
    EXPECT_EQ(ok.scenario.training.tokens, 0);  // steps given: tokens derived
    EXPECT_TRUE(ok.scenarioProblems.empty()) << describe(ok.scenarioProblems);
    // The inline comment of line 34 is not an argument.
    EXPECT_EQ(sourceOf(ok, "model.vocab")->origin, ImportOrigin::Default);
}

TEST(LaunchImport, MegatronLlama3ThroughShellVariables)
{
    const LaunchImport r = importFile("megatron-lm.train_llama3_8b_h100_fp8.sh", h100Base(8));
    // TP_SIZE=1 (line 33) then --tensor-model-parallel-size $TP_SIZE (line 117).
    expectKey(r, "parallelism.tp", 1, ImportOrigin::Config, 117);
    const ImportSource* tp = sourceOf(r, "parallelism.tp");
    ASSERT_EQ(tp->lines.size(), 2u);
    EXPECT_EQ(tp->lines[1].number, 33);
    EXPECT_EQ(tp->lines[1].text, "TP_SIZE=1");
    expectKey(r, "parallelism.cp", 1, ImportOrigin::Config, 118);
    // The PP flag is commented out (line 119): Megatron's default 1.
    expectKey(r, "parallelism.pp", 1, ImportOrigin::ClassDefault);
    expectKey(r, "parallelism.sequence_parallel", 1, ImportOrigin::Config, 120);
    expectKey(r, "parallelism.micro_batch", 1, ImportOrigin::Config, 81);
    expectKey(r, "training.global_batch", 128, ImportOrigin::Config, 82);
    expectKey(r, "model.seq_len", 8192, ImportOrigin::Config, 64);
    expectKey(r, "model.layers", 32, ImportOrigin::Config, 57);
    expectKey(r, "model.hidden", 4096, ImportOrigin::Config, 58);
    expectKey(r, "model.ffn_hidden", 14336, ImportOrigin::Config, 59);
    expectKey(r, "model.heads", 32, ImportOrigin::Config, 60);
    expectKey(r, "model.kv_heads", 8, ImportOrigin::Config, 62);
    expectKey(r, "model.head_dim", 128, ImportOrigin::Config, 63);
    expectKey(r, "model.vocab", 128256, ImportOrigin::Config, 139);  // a quoted "--flag value"
    expectKey(r, "model.gated_mlp", 1, ImportOrigin::Config, 71);
    expectKey(r, "model.tied_embeddings", 0, ImportOrigin::Config, 76);
    // FP8 from the quoted "--fp8-format hybrid" of a conditional array, over --bf16.
    expectKey(r, "training.precision", choice(Precision::Fp8), ImportOrigin::Config, 108);
    expectKey(r, "parallelism.recompute", choice(Recompute::None), ImportOrigin::ClassDefault);
    expectKey(r, "parallelism.zero", 1, ImportOrigin::Derived, 126);
    expectKey(r, "cluster.gpus", 8, ImportOrigin::Derived, 48);
    // 1,953,125,000 samples x 8192 tokens.
    expectKey(r, "training.tokens", 1953125000.0 * 8192, ImportOrigin::Derived, 83);
    EXPECT_TRUE(r.gpusStated);
    EXPECT_TRUE(r.modelFromFile);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
    // Llama 3 8B: 8.03B parameters (Meta's model card).
    EXPECT_NEAR(parameterCounts(r.scenario.model).total, 8.03e9, 0.05e9);

    // On the default A100s the FP8 precision is a problem of the scenario, not of the file.
    const LaunchImport a100 = importFile("megatron-lm.train_llama3_8b_h100_fp8.sh");
    ASSERT_EQ(a100.scenarioProblems.size(), 1u) << describe(a100.scenarioProblems);
    EXPECT_TRUE(hasProblem(a100.scenarioProblems, ProblemCode::Inconsistent, "training.precision"));
}

TEST(LaunchImport, MegatronFp4FormatIsFp4AndExcludesFp8)
{
    const std::string shape = "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --bf16 ";
    const LaunchImport fp4 = importText(shape + "--fp4-format e2m1 --fp4-recipe nvfp4\n", "x.sh");
    EXPECT_EQ(fp4.scenario.training.precision, Precision::Fp4);
    EXPECT_EQ(sourceOf(fp4, "training.precision")->origin, ImportOrigin::Config);
    const LaunchImport both = importText(shape + "--fp4-format e2m1 --fp8-format hybrid\n", "x.sh");
    EXPECT_FALSE(both.problems.empty());
}

TEST(LaunchImport, GptOssClampAndExpertBiasesFromEitherKind)
{
    // gpt-oss's clamped GLU and expert biases (core/expert_glue.h) come from the launch file
    // too: Megatron-Core's activation_func_clamp_value, and add_bias_linear, true unless the
    // file turns it off (TransformerConfig's default; Megatron's --disable-bias-linear, NeMo's
    // `bias: false`, Megatron-Bridge's `add_bias_linear`).
    const std::string megatron = "--num-layers 36 --hidden-size 2880 --num-attention-heads 64 "
                                 "--num-experts 128 --moe-router-topk 4 --bf16 ";
    const LaunchImport clamped =
        importText(megatron + "--activation-func-clamp-value 7.0\n", "train.sh");
    expectKey(clamped, "model.glu_clamp", 7, ImportOrigin::Config, 1);
    expectKey(clamped, "model.moe.expert_bias", 1, ImportOrigin::ClassDefault);
    const LaunchImport plain = importText(megatron + "--disable-bias-linear\n", "train.sh");
    expectKey(plain, "model.moe.expert_bias", 0, ImportOrigin::Config, 1);
    EXPECT_EQ(plain.scenario.model.gluClamp, 0.0);
    // The dense model has no experts to bias.
    const LaunchImport dense =
        importText("--num-layers 4 --hidden-size 64 --num-attention-heads 4 --bf16\n", "train.sh");
    EXPECT_FALSE(dense.scenario.model.expertBias);

    const std::string bridge = "model:\n  num_layers: 36\n  hidden_size: 2880\n"
                               "  num_attention_heads: 64\n  num_moe_experts: 128\n"
                               "  moe_router_topk: 4\n  activation_func_clamp_value: 7.0\n"
                               "  add_bias_linear: true\n";
    const LaunchImport yaml = importText(bridge, "gpt_oss.yaml");
    expectKey(yaml, "model.glu_clamp", 7, ImportOrigin::Config, 7);
    expectKey(yaml, "model.moe.expert_bias", 1, ImportOrigin::Config, 8);
    // The real Mixtral files turn the biases off.
    expectKey(importFile("nemo-launcher.mixtral_8x7b.yaml"), "model.moe.expert_bias", 0,
              ImportOrigin::Config, 81);
    expectKey(importFile("megatron-lm.train_mixtral_8x7b_distributed.sh"), "model.moe.expert_bias",
              0, ImportOrigin::Config, 29);
}

TEST(LaunchImport, RecomputeModulesMapOntoTheirKeys)
{
    // Megatron-LM: --recompute-modules takes every value word up to the next flag (nargs="*"),
    // and the list replaces the default core_attn (GPT-OSS's recipe: layernorm, moe_act).
    const std::string shape = "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --bf16 ";
    const LaunchImport m = importText(
        shape
            + "--recompute-granularity selective \\\n  --recompute-modules layernorm moe_act "
              "--seq-length 128\n",
        "x.sh");
    EXPECT_TRUE(m.problems.empty()) << describe(m.problems);
    expectKey(m, "parallelism.recompute", choice(Recompute::Selective), ImportOrigin::Config, 1);
    expectKey(m, "parallelism.recompute_core_attn", 0, ImportOrigin::Config, 2);
    expectKey(m, "parallelism.recompute_layernorm", 1, ImportOrigin::Config, 2);
    expectKey(m, "parallelism.recompute_moe_act", 1, ImportOrigin::Config, 2);
    expectKey(m, "parallelism.recompute_mla_up_proj", 0, ImportOrigin::Config, 2);
    expectKey(m, "model.seq_len", 128, ImportOrigin::Config, 2);  // the list stopped at a flag
    // A module the model does not price is said so; a word Megatron does not know is a problem.
    const LaunchImport mlp = importText(
        shape + "--recompute-granularity selective --recompute-modules mla_up_proj mlp\n", "x.sh");
    EXPECT_TRUE(mlp.problems.empty()) << describe(mlp.problems);
    EXPECT_EQ(sourceOf(mlp, "parallelism.recompute_mla_up_proj")->value, 1);
    EXPECT_NE(sourceOf(mlp, "parallelism.recompute_mla_up_proj")->detail.find("mlp"),
              std::string::npos);
    const LaunchImport bad = importText(
        shape + "--recompute-granularity selective --recompute-modules attention\n", "x.sh");
    EXPECT_EQ(lineOfProblem(bad.problems, ProblemCode::UnknownChoice), 1);
    // NeMo: a YAML list.
    const LaunchImport n = importText("model:\n  num_layers: 4\n  hidden_size: 64\n"
                                      "  num_attention_heads: 4\n"
                                      "  recompute_granularity: selective\n"
                                      "  recompute_modules: [mla_up_proj]\n",
                                      "r.yaml");
    EXPECT_TRUE(n.problems.empty()) << describe(n.problems);
    expectKey(n, "parallelism.recompute_core_attn", 0, ImportOrigin::Config, 6);
    expectKey(n, "parallelism.recompute_mla_up_proj", 1, ImportOrigin::Config, 6);
    // Given bare (nargs="*" with no value) the list is empty: no module is re-run.
    const LaunchImport none = importText(
        shape + "--recompute-granularity selective --recompute-modules --seq-length 128\n", "x.sh");
    EXPECT_TRUE(none.problems.empty()) << describe(none.problems);
    EXPECT_TRUE(none.scenario.parallel.selective
                == (SelectiveModules {false, false, false, false}));
    // The list stops at what is not a module's name: a redirection, an unset variable, a quoted
    // flag (whose value is still read).
    const LaunchImport tail = importText(
        shape + "--recompute-granularity selective --recompute-modules layernorm $EXTRA 2>&1\n",
        "x.sh");
    EXPECT_TRUE(tail.problems.empty()) << describe(tail.problems);
    EXPECT_TRUE(tail.scenario.parallel.selective == (SelectiveModules {false, true, false, false}));
    const LaunchImport quoted =
        importText(shape
                       + "--recompute-granularity selective "
                         "--recompute-modules moe_act \"--seq-length\" 256\n",
                   "x.sh");
    EXPECT_TRUE(quoted.problems.empty()) << describe(quoted.problems);
    EXPECT_EQ(quoted.scenario.model.seqLen, 256);
    // Modules from the environment are the run's to decide: kept, not guessed.
    const LaunchImport env = importText(
        shape + "--recompute-granularity selective --recompute-modules $MODULES\n", "x.sh");
    EXPECT_TRUE(env.problems.empty()) << describe(env.problems);
    EXPECT_TRUE(env.scenario.parallel.selective == SelectiveModules {});
    // Under full recompute the modules mean nothing (Megatron reads them only for selective).
    const LaunchImport full =
        importText(shape + "--recompute-granularity full --recompute-modules moe_act\n", "x.sh");
    EXPECT_TRUE(full.problems.empty()) << describe(full.problems);
    EXPECT_TRUE(full.scenario.parallel.selective == SelectiveModules {});
    // Without the list the scenario keeps Megatron's default: the attention core alone.
    const LaunchImport plain = importText(shape + "--recompute-granularity selective\n", "x.sh");
    EXPECT_TRUE(plain.scenario.parallel.selective == SelectiveModules {});
}

TEST(LaunchImport, ExpertOverlapFromEitherKind)
{
    // Megatron-LM's store_true flag, and Megatron-Bridge's comm_overlap field (or the model's).
    const std::string shape = "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --bf16 "
                              "--num-experts 8 --expert-model-parallel-size 2 ";
    const LaunchImport m = importText(shape + "\\\n  --overlap-moe-expert-parallel-comm\n", "x.sh");
    EXPECT_TRUE(m.problems.empty()) << describe(m.problems);
    expectKey(m, "communication.ep_overlap", 1, ImportOrigin::Config, 2);
    EXPECT_TRUE(m.scenario.comm.expertOverlap);
    const LaunchImport n = importText("model:\n  num_layers: 4\n  hidden_size: 64\n"
                                      "  num_attention_heads: 4\n"
                                      "comm_overlap:\n  overlap_moe_expert_parallel_comm: true\n",
                                      "r.yaml");
    EXPECT_TRUE(n.problems.empty()) << describe(n.problems);
    expectKey(n, "communication.ep_overlap", 1, ImportOrigin::Config, 6);
    // Without the flag the import says Megatron's default, off, even onto a scenario with it on.
    Scenario on = defaultScenario(catalog());
    on.comm.expertOverlap = true;
    on.software.cudaGraphs = CudaGraphs::FullIteration;
    const LaunchImport plain = importText(shape + "\n", "x.sh", on);
    EXPECT_FALSE(plain.scenario.comm.expertOverlap);
    EXPECT_EQ(plain.scenario.software.cudaGraphs, CudaGraphs::None);
    // Megatron-Bridge: the comm_overlap section decides over the model's field.
    const LaunchImport bridge = importText("model:\n  num_layers: 4\n  hidden_size: 64\n"
                                           "  num_attention_heads: 4\n"
                                           "  overlap_moe_expert_parallel_comm: true\n"
                                           "comm_overlap:\n  overlap_moe_expert_parallel_comm: "
                                           "false\n",
                                           "r.yaml");
    EXPECT_TRUE(bridge.problems.empty()) << describe(bridge.problems);
    EXPECT_FALSE(bridge.scenario.comm.expertOverlap);
    // torchtitan has neither.
    EXPECT_FALSE(importFile("torchtitan.llama3_405b.toml", on).scenario.comm.expertOverlap);
}

TEST(LaunchImport, FullIterationCudaGraphsFromEitherKind)
{
    // Megatron-Core captures the whole step with the local implementation and scope
    // full_iteration; graphs of parts of a layer leave the key at none, said so.
    const std::string shape = "--num-layers 4 --hidden-size 64 --num-attention-heads 4 --bf16 ";
    const LaunchImport m = importText(
        shape + "\\\n  --cuda-graph-impl local --cuda-graph-scope full_iteration\n", "x.sh");
    EXPECT_TRUE(m.problems.empty()) << describe(m.problems);
    expectKey(m, "software.cuda_graphs", choice(CudaGraphs::FullIteration), ImportOrigin::Config,
              2);
    const LaunchImport te =
        importText(shape
                       + "--cuda-graph-impl transformer_engine --cuda-graph-scope attn moe_router "
                         "--seq-length 128\n",
                   "x.sh");
    EXPECT_TRUE(te.problems.empty()) << describe(te.problems);
    EXPECT_EQ(te.scenario.model.seqLen, 128);  // the list stopped at the next flag
    EXPECT_EQ(te.scenario.software.cudaGraphs, CudaGraphs::None);
    EXPECT_NE(sourceOf(te, "software.cuda_graphs")->detail.find("not modelled"), std::string::npos);
    const LaunchImport n = importText("model:\n  num_layers: 4\n  hidden_size: 64\n"
                                      "  num_attention_heads: 4\n  cuda_graph_impl: local\n"
                                      "  cuda_graph_scope: [full_iteration]\n",
                                      "r.yaml");
    EXPECT_TRUE(n.problems.empty()) << describe(n.problems);
    EXPECT_EQ(n.scenario.software.cudaGraphs, CudaGraphs::FullIteration);
    EXPECT_EQ(importText(shape + "\n", "x.sh").scenario.software.cudaGraphs, CudaGraphs::None);
    // The deprecated switch stands for the local implementation; a comma-separated scope too.
    EXPECT_EQ(importText(shape + "--enable-cuda-graph --cuda-graph-scope full_iteration\n", "x.sh")
                  .scenario.software.cudaGraphs,
              CudaGraphs::FullIteration);
    EXPECT_EQ(importText("model:\n  num_layers: 4\n  hidden_size: 64\n"
                         "  num_attention_heads: 4\n  cuda_graph_impl: local\n"
                         "  cuda_graph_scope: \"attn, full_iteration\"\n",
                         "r.yaml")
                  .scenario.software.cudaGraphs,
              CudaGraphs::FullIteration);
}

TEST(LaunchImport, MegatronMixtralNodesFromTheEnvironment)
{
    const LaunchImport r =
        importFile("megatron-lm.train_mixtral_8x7b_distributed.sh", h100Base(64));
    // NNODES=${SLURM_NNODES:-"1"}: the count is the environment's; the base's 64 stay.
    const ImportSource* gpus = sourceOf(r, "cluster.gpus");
    EXPECT_EQ(gpus->origin, ImportOrigin::Default);
    EXPECT_EQ(gpus->detail, "environment");
    EXPECT_EQ(gpus->configText, "SLURM_NNODES=1");
    EXPECT_EQ(r.scenario.gpus, 64);
    EXPECT_FALSE(r.gpusStated);
    expectKey(r, "parallelism.tp", 1, ImportOrigin::Config, 83);
    expectKey(r, "parallelism.pp", 4, ImportOrigin::Config, 84);
    expectKey(r, "parallelism.ep", 8, ImportOrigin::Config, 85);
    expectKey(r, "parallelism.cp", 1, ImportOrigin::ClassDefault);
    expectKey(r, "parallelism.zero", 1, ImportOrigin::Derived, 86);
    expectKey(r, "parallelism.sequence_parallel", 1, ImportOrigin::Config, 87);
    expectKey(r, "parallelism.micro_batch", 1, ImportOrigin::Config, 69);
    expectKey(r, "training.global_batch", 256, ImportOrigin::Config, 70);
    expectKey(r, "model.seq_len", 4096, ImportOrigin::Config, 30);
    expectKey(r, "model.layers", 32, ImportOrigin::Config, 32);
    expectKey(r, "model.ffn_hidden", 14336, ImportOrigin::Config, 34);
    expectKey(r, "model.kv_heads", 8, ImportOrigin::Config, 44);
    expectKey(r, "model.moe.experts", 8, ImportOrigin::Config, 51);
    expectKey(r, "model.moe.top_k", 2, ImportOrigin::Config, 52);
    expectKey(r, "training.precision", choice(Precision::Bf16), ImportOrigin::Config, 79);
    expectKey(r, "parallelism.recompute", choice(Recompute::None), ImportOrigin::ClassDefault);
    // The stray backslashes of lines 91-99 still give the logging flags, not a layout flag.
    EXPECT_EQ(r.scenario.parallel.dp, 0);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
    // Mixtral 8x7B: 46.7B total, 12.9B active (Mistral AI); the vocabulary here is the
    // default 51,200, not Mixtral's 32,000, which adds about 0.17B.
    EXPECT_NEAR(parameterCounts(r.scenario.model).total, 46.86e9, 0.01e9);
}

TEST(LaunchImport, NemoLlama31405b)
{
    const LaunchImport r = importFile("nemo-launcher.llama3_1_405b.yaml", h100Base(8));
    expectKey(r, "cluster.gpus", 4608, ImportOrigin::Derived, 16);  // 576 x 8
    EXPECT_TRUE(r.gpusStated);
    expectKey(r, "parallelism.tp", 8, ImportOrigin::Config, 60);
    expectKey(r, "parallelism.pp", 9, ImportOrigin::Config, 61);
    expectKey(r, "parallelism.virtual_stages", 7, ImportOrigin::Config, 62);
    expectKey(r, "parallelism.schedule", choice(Schedule::Interleaved), ImportOrigin::Derived, 62);
    expectKey(r, "parallelism.cp", 2, ImportOrigin::Config, 63);
    expectKey(r, "parallelism.ep", 1, ImportOrigin::ClassDefault);
    expectKey(r, "parallelism.micro_batch", 1, ImportOrigin::Config, 57);
    expectKey(r, "training.global_batch", 2016, ImportOrigin::Config, 58);
    expectKey(r, "model.seq_len", 8192, ImportOrigin::Config, 64);
    expectKey(r, "model.layers", 126, ImportOrigin::Config, 66);
    expectKey(r, "model.hidden", 16384, ImportOrigin::Config, 67);
    expectKey(r, "model.ffn_hidden", 53248, ImportOrigin::Config, 68);
    expectKey(r, "model.heads", 128, ImportOrigin::Config, 69);
    expectKey(r, "model.kv_heads", 16, ImportOrigin::Config, 70);
    expectKey(r, "model.gated_mlp", 1, ImportOrigin::Derived, 86);  // fast-swiglu
    expectKey(r, "model.tied_embeddings", 0, ImportOrigin::Config, 95);
    expectKey(r, "training.precision", choice(Precision::Bf16), ImportOrigin::Config, 18);
    expectKey(r, "parallelism.recompute", choice(Recompute::None), ImportOrigin::Config, 121);
    expectKey(r, "parallelism.sequence_parallel", 1, ImportOrigin::Config, 126);
    expectKey(r, "parallelism.zero", 1, ImportOrigin::Derived, 153);
    expectKey(r, "training.steps", 300000, ImportOrigin::Config, 23);
    expectKey(r, "software.stack", choice(SoftwareStack::MegatronCore), ImportOrigin::Config, 56);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
}

TEST(LaunchImport, NemoMixtral8x7b)
{
    const LaunchImport r = importFile("nemo-launcher.mixtral_8x7b.yaml");
    expectKey(r, "cluster.gpus", 64, ImportOrigin::Derived, 8);  // 8 x 8
    expectKey(r, "parallelism.tp", 1, ImportOrigin::Config, 57);
    expectKey(r, "parallelism.pp", 4, ImportOrigin::Config, 58);
    expectKey(r, "parallelism.ep", 8, ImportOrigin::Config, 59);
    expectKey(r, "parallelism.virtual_stages", 8, ImportOrigin::Config, 60);
    expectKey(r, "parallelism.cp", 1, ImportOrigin::ClassDefault);  // no CP key
    expectKey(r, "parallelism.micro_batch", 1, ImportOrigin::Config, 54);
    expectKey(r, "training.global_batch", 256, ImportOrigin::Config, 55);
    expectKey(r, "model.seq_len", 4096, ImportOrigin::Config, 61);
    expectKey(r, "model.moe.experts", 8, ImportOrigin::Config, 92);
    expectKey(r, "model.moe.top_k", 2, ImportOrigin::Config, 91);
    // fp8: false (line 130) wins over fp8_hybrid: true, which has no effect.
    expectKey(r, "training.precision", choice(Precision::Bf16), ImportOrigin::Config, 10);
    expectKey(r, "parallelism.recompute", choice(Recompute::None), ImportOrigin::Config, 123);
    expectKey(r, "parallelism.sequence_parallel", 1, ImportOrigin::Config, 128);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
}

TEST(LaunchImport, NemoGpt3WithHydraInterpolation)
{
    const LaunchImport r = importFile("nemo-launcher.gpt3_175b.yaml");
    expectKey(r, "cluster.gpus", 1024, ImportOrigin::Derived, 17);  // 128 x 8
    expectKey(r, "parallelism.tp", 4, ImportOrigin::Config, 62);
    expectKey(r, "parallelism.pp", 8, ImportOrigin::Config, 63);
    expectKey(r, "parallelism.virtual_stages", 6, ImportOrigin::Config, 64);
    expectKey(r, "parallelism.cp", 1, ImportOrigin::Config, 61);
    expectKey(r, "parallelism.micro_batch", 1, ImportOrigin::Config, 58);
    expectKey(r, "training.global_batch", 2048, ImportOrigin::Config, 59);
    expectKey(r, "model.seq_len", 2048, ImportOrigin::Config, 67);
    // ffn_hidden_size: ${multiply:4, ${.hidden_size}} = 4 x 12288, from lines 71 and 70.
    expectKey(r, "model.ffn_hidden", 49152, ImportOrigin::Config, 71);
    const ImportSource* ffn = sourceOf(r, "model.ffn_hidden");
    ASSERT_EQ(ffn->lines.size(), 2u);
    EXPECT_EQ(ffn->lines[1].number, 70);
    // num_query_groups: null (line 110): as many groups as heads.
    expectKey(r, "model.kv_heads", 96, ImportOrigin::ClassDefault, 110);
    expectKey(r, "training.precision", choice(Precision::Bf16), ImportOrigin::Config, 19);
    expectKey(r, "parallelism.recompute", choice(Recompute::None), ImportOrigin::Config, 99);
    expectKey(r, "parallelism.sequence_parallel", 1, ImportOrigin::Config, 106);
    expectKey(r, "parallelism.zero", 1, ImportOrigin::Derived, 169);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
    // GPT-3 175B (Brown et al. 2020, Table 2.1).
    EXPECT_NEAR(parameterCounts(r.scenario.model).total, 175e9, 1e9);
}

TEST(LaunchImport, TorchtitanLlama3On128Gpus)
{
    // The header says 128 H100s; the file itself states no GPU count, so it is the base's.
    const LaunchImport r = importFile("torchtitan.llama3_405b.toml", h100Base(128));
    EXPECT_FALSE(r.gpusStated);
    EXPECT_EQ(sourceOf(r, "cluster.gpus")->detail, "not_stated");
    expectKey(r, "cluster.gpus", 128, ImportOrigin::Default);
    expectKey(r, "parallelism.tp", 8, ImportOrigin::Config, 41);
    expectKey(r, "parallelism.pp", 1, ImportOrigin::Config, 43);
    expectKey(r, "parallelism.cp", 1, ImportOrigin::Config, 44);
    expectKey(r, "parallelism.ep", 1, ImportOrigin::ClassDefault);
    // data_parallel_shard_degree = -1: FSDP over the 16 ranks TP leaves.
    EXPECT_EQ(r.scenario.parallel.dp, 0);
    expectKey(r, "parallelism.zero", 3, ImportOrigin::Derived, 40);
    expectKey(r, "parallelism.micro_batch", 2, ImportOrigin::Config, 32);
    expectKey(r, "training.global_batch", 32, ImportOrigin::Derived, 32);  // 2 x 16
    expectKey(r, "model.seq_len", 8192, ImportOrigin::Config, 33);
    expectKey(r, "training.precision", choice(Precision::Fp8), ImportOrigin::Config, 21);
    expectKey(r, "parallelism.recompute", choice(Recompute::Full), ImportOrigin::Config, 55);
    expectKey(r, "training.steps", 3000, ImportOrigin::Config, 35);
    expectKey(r, "software.stack", choice(SoftwareStack::PytorchFsdp), ImportOrigin::Derived);
    // name = "llama3", flavor = "405B": the catalog's Llama 3 405B.
    EXPECT_EQ(r.scenario.model.preset, "llama3-405b");
    expectKey(r, "model.layers", 126, ImportOrigin::Derived, 18);
    EXPECT_EQ(r.scenario.model.hidden, 16384);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
}

TEST(LaunchImport, TorchtitanDeepSeekV3KeepsTheBaseGpuCount)
{
    const LaunchImport r = importFile("torchtitan.deepseek_v3_671b.toml", h100Base(1024));
    expectKey(r, "cluster.gpus", 1024, ImportOrigin::Default);
    expectKey(r, "parallelism.tp", 1, ImportOrigin::Config, 48);
    expectKey(r, "parallelism.pp", 1, ImportOrigin::Config, 50);
    expectKey(r, "parallelism.ep", 1, ImportOrigin::Config, 52);
    expectKey(r, "parallelism.expert_tp", 1, ImportOrigin::Config, 53);
    // Interleaved1F1B is listed, but with one stage there is no schedule.
    expectKey(r, "parallelism.schedule", choice(Schedule::OneFOneB), ImportOrigin::Derived, 50);
    expectKey(r, "parallelism.virtual_stages", 1, ImportOrigin::Derived, 50);
    expectKey(r, "parallelism.zero", 3, ImportOrigin::Derived, 46);
    expectKey(r, "parallelism.micro_batch", 4, ImportOrigin::Config, 38);
    expectKey(r, "training.global_batch", 4096, ImportOrigin::Derived, 38);  // 4 x 1024
    expectKey(r, "model.seq_len", 4096, ImportOrigin::Config, 39);
    // The float8 converter is commented out (line 24): bf16 despite [quantize.grouped_mm.float8].
    expectKey(r, "training.precision", choice(Precision::Bf16), ImportOrigin::ClassDefault);
    expectKey(r, "parallelism.recompute", choice(Recompute::Selective), ImportOrigin::Config, 64);
    expectKey(r, "training.steps", 10000, ImportOrigin::Config, 41);  // 10_000
    EXPECT_EQ(r.scenario.model.preset, "deepseek-v3");
    EXPECT_EQ(r.scenario.model.experts, 256);
    EXPECT_TRUE(r.scenarioProblems.empty()) << describe(r.scenarioProblems);
}

TEST(LaunchImport, EveryLaunchKeyHasOneSource)
{
    int launchKeys = 0;
    for (const ScenarioKey& k : scenarioKeys())
        launchKeys += isLaunchKey(k.key);
    for (const char* name : {"megatron-lm.train_llama3_8b_h100_fp8.sh",
                             "nemo-launcher.gpt3_175b.yaml", "torchtitan.deepseek_v3_671b.toml"}) {
        const LaunchImport r = importFile(name);
        EXPECT_EQ(int(r.sources.size()), launchKeys) << name;
        for (const ImportSource& s : r.sources)
            for (const SourceLine& l : s.lines)
                EXPECT_EQ(r.lineTexts.count(l.number), 1u) << name << " " << s.key;
    }
}

TEST(LaunchImport, ShellReaderQuirks)
{
    const ConfigDocument d =
        readShellArgs("TP=4 # tensor\n"
                      "export PP=${PP:-2}\n"
                      "ARGS=(\n"
                      "  --tensor-model-parallel-size $TP   # inline\n"
                      "  # --context-parallel-size 8\n"
                      "  --pipeline-model-parallel-size ${PP} \\\n"
                      "  \"--micro-batch-size 2\"\n"
                      "  --bf16\n"
                      ")\n"
                      "ARGS+=(--global-batch-size=64)\n"
                      "torchrun ${ARGS[@]} --nnodes $(echo 2) pretrain_gpt.py\n");
    ASSERT_TRUE(d.problems.empty()) << describe(d.problems);
    const auto one = [&d](const char* name) {
        const auto all = d.all(name);
        EXPECT_EQ(all.size(), 1u) << name;
        return all.empty() ? ConfigEntry {} : *all.front();
    };
    EXPECT_EQ(one("--tensor-model-parallel-size").value, "4");
    EXPECT_EQ(one("--tensor-model-parallel-size").lines.at(1).number, 1);  // TP=4
    EXPECT_TRUE(d.all("--context-parallel-size").empty());                 // commented out
    const ConfigEntry pp = one("--pipeline-model-parallel-size");
    EXPECT_EQ(pp.value, "2");
    EXPECT_EQ(pp.environment, "PP");  // ${PP:-2}: the environment's, 2 if unset
    EXPECT_EQ(one("--micro-batch-size").value, "2");
    EXPECT_EQ(one("--bf16").kind, ConfigEntry::Kind::Flag);
    EXPECT_EQ(one("--global-batch-size").value, "64");
    EXPECT_TRUE(one("--nnodes").unknown);  // $(...) runs at launch

    EXPECT_EQ(readShellArgs("X=\"open\n--num-layers 2\n").problems.at(0).detail,
              "unterminated_quote");
    EXPECT_EQ(readShellArgs("A=${B:-\n").problems.at(0).line, 1);
    // A variable doubled in a loop stays bounded.
    std::string doubling = "A=xxxxxxxx\n";
    for (int i = 0; i < 40; ++i)
        doubling += "A=$A$A\n";
    doubling += "--num-layers $A\n";
    EXPECT_LE(readShellArgs(doubling).entries.at(0).value.size(), 4096u);
}

TEST(LaunchImport, AOneLineArgumentListQuotesEachFlagsOwnWords)
{
    // A pasted argument list is one line: each key's source quotes its own flag and value, not
    // the whole line again (a tester read the same 160 characters in every row). A line with one
    // flag keeps its text; a quoted "--flag value" element is quoted without its quotes.
    const ConfigDocument d =
        readShellArgs("--tensor-model-parallel-size 2 --num-layers 8 --hidden-size 256\n"
                      "  --num-attention-heads 8 \\\n"
                      "ARGS=(\"--seq-length 1024\" \"--micro-batch-size 1\")\n"
                      "torchrun ${ARGS[@]}\n");
    ASSERT_TRUE(d.problems.empty()) << describe(d.problems);
    const auto quoted = [&d](const char* name) {
        const auto all = d.all(name);
        return all.empty() ? std::string() : all.front()->lines.at(0).text;
    };
    EXPECT_EQ(quoted("--tensor-model-parallel-size"), "--tensor-model-parallel-size 2");
    EXPECT_EQ(quoted("--num-layers"), "--num-layers 8");
    EXPECT_EQ(quoted("--hidden-size"), "--hidden-size 256");
    EXPECT_EQ(quoted("--num-attention-heads"), "--num-attention-heads 8");  // no continuation
    EXPECT_EQ(quoted("--seq-length"), "--seq-length 1024");
    EXPECT_EQ(quoted("--micro-batch-size"), "--micro-batch-size 1");

    // A refused one-line list quotes each problem's own flag, not whichever flag was read last
    // on the line (a tester was told "line 1 (--bf16)" for the PP and the GPU count).
    const LaunchImport r = importText(
        "--nproc_per_node 8 --nnodes 2 --num-layers 8 --hidden-size 256 --num-attention-heads 8 "
        "--tensor-model-parallel-size 2 --pipeline-model-parallel-size 16 --global-batch-size 64 "
        "--bf16\n",
        "pasted.txt");
    ASSERT_EQ(r.problems.size(), 1u) << describe(r.problems);
    const Problem& p = r.problems.front();
    EXPECT_EQ(p.key, "--pipeline-model-parallel-size");
    EXPECT_EQ(r.quote(p.line, p.key), "--pipeline-model-parallel-size 16");
    EXPECT_EQ(otherName(p), "--nproc_per_node");
    EXPECT_EQ(r.quote(p.otherLine, otherName(p)), "--nproc_per_node 8");
}

TEST(LaunchImport, QueryGroupsWithoutTheirFlagNameTheFlag)
{
    // Megatron reads --num-query-groups only with --group-query-attention: without it the KV
    // heads are the heads, and the source names the missing flag (it had said the groups were
    // not given, which they were).
    const LaunchImport r =
        importText("--num-layers 8 --hidden-size 256 --num-attention-heads 8 --num-query-groups 2 "
                   "--global-batch-size 64 --micro-batch-size 1 --nproc_per_node 8\n",
                   "pasted.txt");
    ASSERT_TRUE(r.ok()) << describe(r.problems);
    expectKey(r, "model.kv_heads", 8, ImportOrigin::ClassDefault);
    const ImportSource* kv = sourceOf(r, "model.kv_heads");
    ASSERT_FALSE(kv->from.empty());
    EXPECT_EQ(kv->from.front(), "--group-query-attention");
    EXPECT_FALSE(kv->given);
}

TEST(LaunchImport, VirtualStagesFromEachOfMegatronsThreeFlags)
{
    // megatron/training/arguments.py: --virtual-pipeline-model-parallel-size, since 2025
    // --num-virtual-stages-per-pipeline-rank, or --num-layers-per-virtual-pipeline-stage N, from
    // which Megatron derives (layers / PP) / N: 32 layers on PP 4 in stages of 2 layers are 4
    // virtual stages. With the embedding and the loss counted in the split (+ 1 layer each), 34
    // layers do not split over PP 4: refused, as Megatron's assert refuses it.
    const std::string shape = "--num-layers 32 --hidden-size 256 --num-attention-heads 8 "
                              "--pipeline-model-parallel-size 4 "
                              "--global-batch-size 64 --micro-batch-size 1 --nproc_per_node 8 ";
    const LaunchImport per = importText(shape + "--num-layers-per-virtual-pipeline-stage 2\n", "a");
    ASSERT_TRUE(per.ok()) << describe(per.problems);
    expectKey(per, "parallelism.virtual_stages", 4, ImportOrigin::Derived, 1);
    EXPECT_EQ(per.scenario.parallel.schedule, Schedule::Interleaved);
    const LaunchImport rank = importText(shape + "--num-virtual-stages-per-pipeline-rank 2\n", "a");
    ASSERT_TRUE(rank.ok()) << describe(rank.problems);
    expectKey(rank, "parallelism.virtual_stages", 2, ImportOrigin::Config, 1);
    const LaunchImport odd = importText(shape + "--num-layers-per-virtual-pipeline-stage 3\n", "a");
    ASSERT_EQ(odd.problems.size(), 1u);
    EXPECT_EQ(odd.problems.front().key, "--num-layers-per-virtual-pipeline-stage");
    EXPECT_EQ(odd.quote(1, "--num-layers-per-virtual-pipeline-stage"),
              "--num-layers-per-virtual-pipeline-stage 3");
    const LaunchImport counted = importText(shape
                                                + "--num-layers-per-virtual-pipeline-stage 2 "
                                                  "--account-for-embedding-in-pipeline-split "
                                                  "--account-for-loss-in-pipeline-split\n",
                                            "a");
    EXPECT_FALSE(counted.ok());  // 34 layers do not split over PP 4
}

TEST(LaunchImport, YamlAndTomlReaderQuirks)
{
    const ConfigDocument y = readYamlSubset("a:\n  b: 1 # c\n  list:\n  - x\n  - 'y'\n"
                                            "  s: \"q # not a comment\"\n  n: null\n  e:\n"
                                            "f: [1, 2]\n");
    ASSERT_TRUE(y.problems.empty()) << describe(y.problems);
    EXPECT_EQ(y.all("a.b").at(0)->value, "1");
    EXPECT_EQ(y.all("a.list").at(0)->items, (std::vector<std::string> {"x", "y"}));
    EXPECT_EQ(y.all("a.s").at(0)->value, "q # not a comment");
    EXPECT_EQ(y.all("a.n").at(0)->kind, ConfigEntry::Kind::Null);
    EXPECT_EQ(y.all("a.e").at(0)->kind, ConfigEntry::Kind::Null);
    EXPECT_EQ(y.all("f").at(0)->items.size(), 2u);
    const Problems dup = readYamlSubset("a:\n  b: 1\n  b: 2\n").problems;
    ASSERT_EQ(dup.size(), 1u);
    EXPECT_EQ(dup[0].code, ProblemCode::Inconsistent);
    EXPECT_EQ(dup[0].line, 3);
    EXPECT_EQ(dup[0].otherLine, 2);
    EXPECT_EQ(readYamlSubset("a:\n\tb: 1\n").problems.at(0).detail, "tab");

    const ConfigDocument t = readTomlSubset("[a.b]\nx = 10_000 # n\ny = -1\nz = [\"p\",\n 'q']\n"
                                            "s = \"h # i\"\n");
    ASSERT_TRUE(t.problems.empty()) << describe(t.problems);
    EXPECT_EQ(t.all("a.b.x").at(0)->value, "10000");
    EXPECT_EQ(t.all("a.b.y").at(0)->value, "-1");
    EXPECT_EQ(t.all("a.b.z").at(0)->items, (std::vector<std::string> {"p", "q"}));
    EXPECT_EQ(t.all("a.b.s").at(0)->value, "h # i");
    EXPECT_EQ(readTomlSubset("x = 1__0\n").problems.at(0).detail, "bad_value");
    EXPECT_EQ(readTomlSubset("x = [1,\n2\n").problems.at(0).detail, "unterminated_array");
    EXPECT_EQ(readTomlSubset("x = 1\nx = 2\n").problems.at(0).otherLine, 1);
}

TEST(LaunchImport, ContradictionsNameBothLines)
{
    // A flag given twice with two values.
    const LaunchImport twice =
        importText("--num-layers 4 --hidden-size 64 --num-attention-heads 4\n"
                   "--tensor-model-parallel-size 2\n--tensor-model-parallel-size 4\n",
                   "a.sh");
    ASSERT_FALSE(twice.ok());
    EXPECT_EQ(twice.problems[0].code, ProblemCode::Inconsistent);
    EXPECT_EQ(twice.problems[0].line, 3);
    EXPECT_EQ(twice.problems[0].otherLine, 2);
    // --bf16 and --fp16.
    const LaunchImport both =
        importText("--num-layers 4 --micro-batch-size 1\n--bf16\n--fp16\n", "b.sh");
    EXPECT_EQ(lineOfProblem(both.problems, ProblemCode::Inconsistent), 3);
    // NeMo's two sequence lengths.
    const LaunchImport seq = importText("model:\n  encoder_seq_length: 4096\n  micro_batch_size: "
                                        "1\n  data:\n    seq_length: 2048\n",
                                        "c.yaml");
    ASSERT_FALSE(seq.ok());
    EXPECT_EQ(seq.problems[0].line, 5);
    EXPECT_EQ(seq.problems[0].otherLine, 2);
    // Experts that do not fold over the stated GPUs: EP 8 on 4 data-parallel ranks.
    const LaunchImport ep = importText("trainer:\n  num_nodes: 1\n  devices: 4\nmodel:\n"
                                       "  num_layers: 4\n  hidden_size: 64\n"
                                       "  num_attention_heads: 4\n  num_moe_experts: 8\n"
                                       "  expert_model_parallel_size: 8\n",
                                       "d.yaml");
    ASSERT_FALSE(ep.ok());
    EXPECT_EQ(ep.problems[0].code, ProblemCode::NotDivisible);
    EXPECT_EQ(ep.problems[0].line, 9);
    EXPECT_EQ(ep.problems[0].otherLine, 3);
    // The global batch that DP x micro-batch cannot split.
    const LaunchImport batch = importText(
        "--nproc_per_node 8 --num-layers 4 --micro-batch-size 2\n--global-batch-size 20\n", "e.sh");
    ASSERT_FALSE(batch.ok());
    EXPECT_EQ(batch.problems[0].detail, "batch_split:--nproc_per_node");
    EXPECT_EQ(batch.problems[0].line, 2);
    // Virtual stages without a pipeline.
    const LaunchImport vpp =
        importText("--num-layers 4 --virtual-pipeline-model-parallel-size 2\n", "f.sh");
    EXPECT_EQ(lineOfProblem(vpp.problems, ProblemCode::Inconsistent), 1);
    // A value the scenario cannot hold names the key and its range.
    const LaunchImport big =
        importText("--num-layers 4 --tensor-model-parallel-size 4096\n", "g.sh");
    ASSERT_FALSE(big.ok());
    EXPECT_EQ(big.problems[0].code, ProblemCode::OutOfRange);
    EXPECT_EQ(big.problems[0].detail, "parallelism.tp");
    EXPECT_EQ(big.problems[0].max, 1024);
    // A value of the wrong type, and an interpolation that cannot be resolved.
    const LaunchImport type =
        importText("[parallelism]\ntensor_parallel_degree = \"eight\"\n", "h.toml");
    EXPECT_EQ(lineOfProblem(type.problems, ProblemCode::WrongType), 2);
    const LaunchImport unresolved =
        importText("model:\n  num_layers: ${nowhere}\n  micro_batch_size: 1\n", "i.yaml");
    ASSERT_FALSE(unresolved.ok());
    EXPECT_EQ(unresolved.problems[0].detail, "interpolation");
}

TEST(LaunchImport, BadInputIsAProblemNeverACrash)
{
    const Scenario base = defaultScenario(catalog());
    // Truncated: each real file cut at every 97th byte imports or is refused, never crashes;
    // a cut inside a quote or an array names its line.
    for (const char* name :
         {"megatron-lm.train_llama3_8b_h100_fp8.sh", "nemo-launcher.gpt3_175b.yaml",
          "torchtitan.llama3_405b.toml", "megatron-lm.train_mixtral_8x7b_distributed.sh"}) {
        const std::string text = launchText(name);
        for (std::size_t cut = 0; cut < text.size(); cut += 97) {
            const LaunchImport r = importText(text.substr(0, cut), name, base);
            EXPECT_TRUE(r.ok() || !r.problems.empty()) << name << " at " << cut;
        }
    }
    const std::string llama = launchText("megatron-lm.train_llama3_8b_h100_fp8.sh");
    const LaunchImport cut = importText(llama.substr(0, llama.find("fp8-format hybrid")), "x.sh");
    ASSERT_FALSE(cut.ok());
    EXPECT_EQ(cut.problems[0].detail, "unterminated_quote");
    EXPECT_EQ(cut.problems[0].line, 108);
    // Binary, empty, too large, another kind.
    const LaunchImport binary = importText(std::string("\x7f"
                                                       "ELF\0\0\x01",
                                                       7),
                                           "x.sh");
    EXPECT_EQ(binary.problems.at(0).detail, "binary");
    EXPECT_EQ(importText("  \n", "x.sh").problems.at(0).detail, "empty");
    const LaunchImport huge = importLaunchConfig(std::string(kMaxLaunchConfigBytes + 1, 'a'),
                                                 ImportKind::MegatronArgs, base, catalog());
    EXPECT_EQ(huge.problems.at(0).detail, "size");
    const std::string log =
        readText(dataPath("imports/logs/torchtitan.qwen3-14b.8xB200.run217.log"));
    EXPECT_EQ(importText(log, "run.log").problems.at(0).detail, "unknown");
    EXPECT_EQ(importText("echo hello\n", "x.sh").problems.at(0).detail, "no_settings");
    EXPECT_EQ(importText(scenarioToJson(base), "s.json").problems.at(0).detail, "scenario");
}
