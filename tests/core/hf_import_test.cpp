// Hugging Face config.json import (core/hf_import.cpp): every config in
// tests/data/imports/hf/ (sources and published counts in tests/data/imports/SOURCES.md), its
// shape checked by hand against the file, its parameter count from the shape against the
// publisher's total (within 1 % or half the published last digit, as in model_shape_test), and
// hostile or self-contradicting configs refused with a problem naming the config keys.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/hf_import.h"
#include "core/model_shape.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/validator.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

HfImport importFile(const std::string& name)
{
    const std::string text = readText(dataPath("imports/hf/" + name + ".config.json"));
    EXPECT_FALSE(text.empty()) << name;
    HfImport r = importHfConfig(text);
    EXPECT_TRUE(r.ok()) << name << ": " << describe(r.problems);
    EXPECT_TRUE(r.knownArchitecture) << name;
    // The default scenario with this model validates (with the layout fallback if needed).
    const ImportedScenario s = scenarioWithModel(r.model, catalog());
    EXPECT_TRUE(s.problems.empty()) << name << ": " << describe(s.problems);
    EXPECT_TRUE(validate(s.scenario).empty()) << name;
    return r;
}

void expectPublished(double derived, double published, double unit, const char* what)
{
    const double tolerance = std::max(0.01 * published, 0.5 * unit);
    EXPECT_NEAR(derived, published, tolerance) << what << ": derived " << derived / 1e9 << "B";
}

const ImportSource* sourceOf(const HfImport& r, const std::string& key)
{
    for (const ImportSource& s : r.sources)
        if (s.key == key)
            return &s;
    return nullptr;
}

// The scenario key came from exactly these config keys, the way `origin` says.
void expectSource(const HfImport& r, const std::string& key, ImportOrigin origin,
                  std::vector<std::string> from)
{
    const ImportSource* s = sourceOf(r, key);
    ASSERT_NE(s, nullptr) << key;
    EXPECT_EQ(int(s->origin), int(origin)) << key;
    EXPECT_EQ(s->from, from) << key;
}

Problems problemsOf(const std::string& text) { return importHfConfig(text).problems; }

bool importProblem(const Problems& problems, ProblemCode code, const std::string& key,
                   const std::string& detail = {})
{
    return std::any_of(problems.begin(), problems.end(), [&](const Problem& p) {
        return p.code == code && p.key == key && (detail.empty() || p.detail == detail);
    });
}

}  // namespace

TEST(HfImport, EveryModelKeyHasOneSource)
{
    const HfImport r = importFile("llama-3.1-8b");
    int modelKeys = 0;
    for (const ScenarioKey& k : scenarioKeys())
        modelKeys += k.key.substr(0, 6) == "model.";
    EXPECT_EQ(int(r.sources.size()), modelKeys);
    expectSource(r, "model.hidden", ImportOrigin::Config, {"hidden_size"});
    expectSource(r, "model.moe.experts", ImportOrigin::Default, {});
    expectSource(r, "model.params", ImportOrigin::Default, {});
    // The context (131,072) is not the training length: the default stays, and says why.
    expectSource(r, "model.seq_len", ImportOrigin::Default, {"max_position_embeddings"});
    EXPECT_EQ(sourceOf(r, "model.seq_len")->configValue, 131072);
    EXPECT_EQ(r.model.seqLen, ModelSpec {}.seqLen);
    EXPECT_EQ(r.model.params, 0);
    EXPECT_TRUE(r.model.preset.empty());
}

TEST(HfImport, Llama)
{
    // llama-3.1-8b: 32 layers, hidden 4096, 32/8 heads, FFN 14336, vocab 128256, untied.
    const HfImport a = importFile("llama-3.1-8b");
    EXPECT_EQ(a.architecture, "llama");
    const ModelSpec& m = a.model;
    EXPECT_EQ(m.layers, 32);
    EXPECT_EQ(m.hidden, 4096);
    EXPECT_EQ(m.heads, 32);
    EXPECT_EQ(m.kvHeads, 8);
    EXPECT_EQ(m.ffnHidden, 14336);
    EXPECT_EQ(m.vocab, 128256);
    EXPECT_TRUE(m.gatedMlp);
    EXPECT_FALSE(m.tiedEmbeddings);
    EXPECT_EQ(m.experts, 1);
    EXPECT_EQ(m.slidingWindow, 0);
    expectPublished(parameterCounts(m).total, 8e9, 1e9, "Llama 3.1 8B");

    const ModelSpec b = importFile("llama-3.1-70b").model;
    EXPECT_EQ(b.layers, 80);
    EXPECT_EQ(b.hidden, 8192);
    EXPECT_EQ(b.heads, 64);
    EXPECT_EQ(b.kvHeads, 8);
    EXPECT_EQ(b.ffnHidden, 28672);
    EXPECT_EQ(b.vocab, 128256);
    expectPublished(parameterCounts(b).total, 70e9, 1e9, "Llama 3.1 70B");

    const ModelSpec c = importFile("llama-3.1-405b").model;
    EXPECT_EQ(c.layers, 126);
    EXPECT_EQ(c.hidden, 16384);
    EXPECT_EQ(c.heads, 128);
    EXPECT_EQ(c.kvHeads, 8);
    EXPECT_EQ(c.ffnHidden, 53248);
    // Meta's checkpoint holds 405,853,388,800 weights; the shape counts LayerNorm's 4h of
    // norms a layer where RMSNorm has 2h (126 x 2 x 16384 - 16384 = 4.1M more).
    expectPublished(parameterCounts(c).total, 405e9, 1e9, "Llama 3.1 405B");
    EXPECT_NEAR(parameterCounts(c).total, 405853388800.0, 5e6);

    // Llama 2 70B is named "70B"; the released checkpoint holds 68,976,648,192 weights, which
    // the shape gives to the weight (norms aside): the name rounds to the size class.
    const ModelSpec d = importFile("llama-2-70b").model;
    EXPECT_EQ(d.layers, 80);
    EXPECT_EQ(d.hidden, 8192);
    EXPECT_EQ(d.kvHeads, 8);
    EXPECT_EQ(d.ffnHidden, 28672);
    EXPECT_EQ(d.vocab, 32000);
    EXPECT_NEAR(parameterCounts(d).total, 68976648192.0, 2e6);  // norms, as above
    expectPublished(parameterCounts(d).total, 70e9, 10e9, "Llama 2 70B (size class)");
}

TEST(HfImport, Mistral)
{
    // Mistral 7B v0.3: vocab 32768, no sliding window (null); "7.3B".
    const HfImport r = importFile("mistral-7b-instruct-v0.3");
    const ModelSpec& m = r.model;
    EXPECT_EQ(m.layers, 32);
    EXPECT_EQ(m.hidden, 4096);
    EXPECT_EQ(m.heads, 32);
    EXPECT_EQ(m.kvHeads, 8);
    EXPECT_EQ(m.ffnHidden, 14336);
    EXPECT_EQ(m.vocab, 32768);
    EXPECT_EQ(m.slidingWindow, 0);
    EXPECT_EQ(r.nameOrPath, "mistralai/Mistral-7B-Instruct-v0.3");
    expectPublished(parameterCounts(m).total, 7.3e9, 0.1e9, "Mistral 7B");
}

TEST(HfImport, Mixtral)
{
    // Mistral AI: 46.7B / 12.9B and 141B / 39B, the embeddings counted.
    const HfImport a = importFile("mixtral-8x7b-v0.1");
    EXPECT_EQ(a.model.experts, 8);
    EXPECT_EQ(a.model.topK, 2);
    EXPECT_EQ(a.model.ffnHidden, 14336);
    EXPECT_EQ(a.model.expertFfnHidden, 0);  // the experts are intermediate_size wide
    EXPECT_EQ(a.model.vocab, 32000);
    expectSource(a, "model.moe.experts", ImportOrigin::Config, {"num_local_experts"});
    expectSource(a, "model.moe.top_k", ImportOrigin::Config, {"num_experts_per_tok"});
    expectPublished(parameterCounts(a.model).total, 46.7e9, 0.1e9, "8x7B total");
    expectPublished(parameterCounts(a.model).active, 12.9e9, 0.1e9, "8x7B active");

    const ModelSpec b = importFile("mixtral-8x22b-v0.1").model;
    EXPECT_EQ(b.layers, 56);
    EXPECT_EQ(b.hidden, 6144);
    EXPECT_EQ(b.heads, 48);
    EXPECT_EQ(b.ffnHidden, 16384);
    expectPublished(parameterCounts(b).total, 141e9, 1e9, "8x22B total");
    expectPublished(parameterCounts(b).active, 39e9, 1e9, "8x22B active");
}

TEST(HfImport, Qwen)
{
    // Qwen2.5-7B: sliding_window 131072 with use_sliding_window false: no window. 7.61B.
    const HfImport a = importFile("qwen2.5-7b-instruct");
    EXPECT_EQ(a.model.layers, 28);
    EXPECT_EQ(a.model.hidden, 3584);
    EXPECT_EQ(a.model.heads, 28);
    EXPECT_EQ(a.model.kvHeads, 4);
    EXPECT_EQ(a.model.ffnHidden, 18944);
    EXPECT_EQ(a.model.vocab, 152064);
    EXPECT_EQ(a.model.slidingWindow, 0);
    expectPublished(parameterCounts(a.model).total, 7.61e9, 0.01e9, "Qwen2.5-7B");

    // Qwen3-8B: head_dim 128 explicit; 8.2B.
    const HfImport b = importFile("qwen3-8b");
    EXPECT_EQ(b.model.layers, 36);
    EXPECT_EQ(b.model.headDim, 128);
    EXPECT_EQ(b.model.kvHeads, 8);
    EXPECT_EQ(b.model.ffnHidden, 12288);
    expectSource(b, "model.head_dim", ImportOrigin::Config, {"head_dim"});
    expectPublished(parameterCounts(b.model).total, 8.2e9, 0.1e9, "Qwen3-8B");
}

TEST(HfImport, Qwen3Moe)
{
    // Qwen3-30B-A3B: 128 experts of 768, top 8, every layer MoE; head_dim 128 > 2048 / 32.
    // The card's "3.3B" is cut, not rounded (model_shape_test): 3.3 <= active < 3.4.
    const HfImport a = importFile("qwen3-30b-a3b");
    const ModelSpec& m = a.model;
    EXPECT_EQ(m.layers, 48);
    EXPECT_EQ(m.hidden, 2048);
    EXPECT_EQ(m.heads, 32);
    EXPECT_EQ(m.kvHeads, 4);
    EXPECT_EQ(m.headDim, 128);
    EXPECT_EQ(m.experts, 128);
    EXPECT_EQ(m.topK, 8);
    EXPECT_EQ(m.expertFfnHidden, 768);
    EXPECT_EQ(m.moeLayerFreq, 1);
    EXPECT_EQ(m.firstDenseLayers, 0);
    EXPECT_EQ(moeLayerCount(m), 48);
    expectSource(a, "model.moe.expert_ffn_hidden", ImportOrigin::Config, {"moe_intermediate_size"});
    expectSource(a, "model.moe.layer_freq", ImportOrigin::Config, {"decoder_sparse_step"});
    const ParameterCounts c = parameterCounts(m);
    expectPublished(c.total, 30.5e9, 0.1e9, "Qwen3-30B-A3B total");
    EXPECT_GE(c.active, 3.3e9);
    EXPECT_LT(c.active, 3.4e9);

    const ModelSpec b = importFile("qwen3-235b-a22b").model;
    EXPECT_EQ(b.layers, 94);
    EXPECT_EQ(b.heads, 64);
    EXPECT_EQ(b.kvHeads, 4);
    EXPECT_EQ(b.expertFfnHidden, 1536);
    expectPublished(parameterCounts(b).total, 235e9, 1e9, "Qwen3-235B-A22B total");
    expectPublished(parameterCounts(b).active, 22e9, 1e9, "Qwen3-235B-A22B active");
}

TEST(HfImport, DeepSeekV3)
{
    // 671B total / 37B activated (no input embedding: activeMatmul); MTP not in the 671B.
    const HfImport r = importFile("deepseek-v3");
    const ModelSpec& m = r.model;
    EXPECT_EQ(m.layers, 61);
    EXPECT_EQ(m.hidden, 7168);
    EXPECT_EQ(m.heads, 128);
    EXPECT_EQ(m.ffnHidden, 18432);
    EXPECT_EQ(m.vocab, 129280);
    EXPECT_EQ(m.mla.qLoraRank, 1536);
    EXPECT_EQ(m.mla.kvLoraRank, 512);
    EXPECT_EQ(m.mla.qkNopeHeadDim, 128);
    EXPECT_EQ(m.mla.qkRopeHeadDim, 64);
    EXPECT_EQ(m.mla.vHeadDim, 128);
    EXPECT_EQ(m.experts, 256);
    EXPECT_EQ(m.topK, 8);
    EXPECT_EQ(m.expertFfnHidden, 2048);
    EXPECT_EQ(m.sharedExperts, 1);
    EXPECT_EQ(m.firstDenseLayers, 3);
    EXPECT_EQ(m.moeLayerFreq, 1);
    EXPECT_EQ(m.mtpLayers, 1);
    EXPECT_FALSE(m.tiedEmbeddings);
    expectSource(r, "model.mtp_layers", ImportOrigin::Config, {"num_nextn_predict_layers"});
    // The same shape as the catalog's deepseek-v3 (from the same file, by hand).
    EXPECT_DOUBLE_EQ(attentionParameters(m), 187107328.0);
    const ParameterCounts c = parameterCounts(m);
    expectPublished(c.total, 671e9, 1e9, "total");
    expectPublished(c.activeMatmul, 37e9, 1e9, "activated");
    EXPECT_GT(c.mtp, 10e9);
    EXPECT_LT(c.mtp, 15e9);
}

TEST(HfImport, GptOss)
{
    // 116.83B total, 5.13B active (unembedding counted, embedding not); half the layers
    // windowed (layer_types), 128 tokens.
    const HfImport r = importFile("gpt-oss-120b");
    const ModelSpec& m = r.model;
    EXPECT_EQ(m.layers, 36);
    EXPECT_EQ(m.hidden, 2880);
    EXPECT_EQ(m.heads, 64);
    EXPECT_EQ(m.kvHeads, 8);
    EXPECT_EQ(m.headDim, 64);
    EXPECT_EQ(m.experts, 128);
    EXPECT_EQ(m.topK, 4);
    EXPECT_EQ(m.ffnHidden, 2880);
    EXPECT_EQ(m.vocab, 201088);
    EXPECT_EQ(m.slidingWindow, 128);
    EXPECT_DOUBLE_EQ(m.slidingWindowShare, 0.5);
    expectSource(r, "model.sliding_window_share", ImportOrigin::Derived, {"layer_types"});
    // The GLU clamped to swiglu_limit, and biases on the experts (GptOssExperts).
    EXPECT_DOUBLE_EQ(m.gluClamp, 7.0);
    expectSource(r, "model.glu_clamp", ImportOrigin::Config, {"swiglu_limit"});
    EXPECT_TRUE(m.expertBias);
    expectSource(r, "model.moe.expert_bias", ImportOrigin::Derived, {"model_type"});
    const HfImport noLimit = importHfConfig(R"({"model_type": "gpt_oss", "num_hidden_layers": 24,
        "hidden_size": 2880, "num_attention_heads": 64, "num_key_value_heads": 8,
        "head_dim": 64, "intermediate_size": 2880, "vocab_size": 201088,
        "num_local_experts": 32, "experts_per_token": 4})");
    ASSERT_TRUE(noLimit.ok()) << describe(noLimit.problems);
    EXPECT_DOUBLE_EQ(noLimit.model.gluClamp, 7.0);  // GptOssConfig's default
    expectSource(noLimit, "model.glu_clamp", ImportOrigin::ClassDefault, {"swiglu_limit"});
    const HfImport nullLimit = importHfConfig(R"({"model_type": "gpt_oss", "num_hidden_layers": 24,
        "hidden_size": 2880, "num_attention_heads": 64, "num_key_value_heads": 8,
        "head_dim": 64, "intermediate_size": 2880, "vocab_size": 201088,
        "num_local_experts": 32, "experts_per_token": 4, "swiglu_limit": null})");
    ASSERT_TRUE(nullLimit.ok()) << describe(nullLimit.problems);
    EXPECT_DOUBLE_EQ(nullLimit.model.gluClamp, 0.0);  // None: no clamp
    // Other families keep neither.
    EXPECT_EQ(importFile("mixtral-8x7b-v0.1").model.gluClamp, 0.0);
    EXPECT_FALSE(importFile("qwen3-30b-a3b").model.expertBias);
    const ParameterCounts c = parameterCounts(m);
    expectPublished(c.total, 116.83e9, 0.01e9, "total");
    expectPublished(c.activeMatmul, 5.13e9, 0.01e9, "active");
}

TEST(HfImport, Gemma3FromTextConfigWithClassDefaults)
{
    // The LM is under text_config and leaves vocab_size (262208), the tying (true) and the
    // 5-local:1-global pattern to Gemma3TextConfig. 27B includes ~0.4B of vision encoder.
    const HfImport r = importFile("gemma-3-27b-it");
    const ModelSpec& m = r.model;
    EXPECT_EQ(m.layers, 62);
    EXPECT_EQ(m.hidden, 5376);
    EXPECT_EQ(m.heads, 32);
    EXPECT_EQ(m.kvHeads, 16);
    EXPECT_EQ(m.headDim, 128);
    EXPECT_EQ(m.ffnHidden, 21504);
    EXPECT_EQ(m.vocab, 262208);
    EXPECT_TRUE(m.tiedEmbeddings);
    EXPECT_TRUE(m.gatedMlp);
    EXPECT_EQ(m.slidingWindow, 1024);
    EXPECT_DOUBLE_EQ(m.slidingWindowShare, 52.0 / 62.0);  // layers 6, 12, ..., 60 are global
    expectSource(r, "model.hidden", ImportOrigin::Config, {"text_config.hidden_size"});
    expectSource(r, "model.vocab", ImportOrigin::ClassDefault, {"text_config.vocab_size"});
    expectPublished(parameterCounts(m).total, 27e9, 1e9, "Gemma 3 27B");
}

TEST(HfImport, Gpt2)
{
    // n_layer 12, n_embd 768, n_head 12, n_inner null = 4 x 768, tied, not gated; 124M.
    const HfImport r = importFile("gpt2");
    const ModelSpec& m = r.model;
    EXPECT_EQ(m.layers, 12);
    EXPECT_EQ(m.hidden, 768);
    EXPECT_EQ(m.heads, 12);
    EXPECT_EQ(m.ffnHidden, 3072);
    EXPECT_EQ(m.vocab, 50257);
    EXPECT_FALSE(m.gatedMlp);
    EXPECT_TRUE(m.tiedEmbeddings);
    // 1,024 learned positions: shorter than the default 2,048, so the context is the length.
    expectSource(r, "model.seq_len", ImportOrigin::Derived, {"n_positions"});
    EXPECT_EQ(m.seqLen, 1024);
    expectPublished(parameterCounts(m).total, 124e6, 1e6, "GPT-2");
    // TP 8 does not divide 12 heads: the layout falls back to TP 1, PP 1.
    const ImportedScenario s = scenarioWithModel(m, catalog());
    EXPECT_TRUE(s.layoutReset);
    EXPECT_EQ(s.scenario.parallel.tp, 1);
    EXPECT_EQ(s.scenario.parallel.pp, 1);
    EXPECT_EQ(s.scenario.parallel.dp, 0);
}

TEST(HfImport, DefaultLayoutKeptWhenItDivides)
{
    const ImportedScenario s = scenarioWithModel(importFile("llama-3.1-70b").model, catalog());
    EXPECT_FALSE(s.layoutReset);
    EXPECT_EQ(s.scenario.parallel.tp, 8);
    EXPECT_EQ(s.scenario.parallel.pp, 12);
    EXPECT_EQ(s.scenario.gpus, defaultScenario(catalog()).gpus);
    // Llama 3.1 70B has Llama 3 70B's shape (the longer context is RoPE scaling, not shape).
    EXPECT_EQ(s.scenario.model.preset, "llama3-70b");
}

TEST(HfImport, NamesTheCatalogPresetOfItsShape)
{
    // The released config.json of a catalog model names its preset, so the window's model
    // picker shows it; the sequence length stays the import's (a config gives the context).
    const Scenario base = defaultScenario(catalog());
    for (const auto& [file, preset] :
         {std::pair {"deepseek-v3", "deepseek-v3"}, std::pair {"gpt-oss-120b", "gpt-oss-120b"},
          std::pair {"mixtral-8x7b-v0.1", "mixtral-8x7b"},
          std::pair {"qwen3-30b-a3b", "qwen3-30b-a3b"}}) {
        const ModelSpec imported = importFile(file).model;
        const ImportedScenario s = scenarioWithModel(imported, base, catalog());
        EXPECT_EQ(s.scenario.model.preset, preset) << file;
        EXPECT_EQ(s.scenario.model.seqLen, imported.seqLen) << file;
        EXPECT_EQ(s.scenario.model.params, 0) << file;  // derived from the shape, as imported
    }
    // One field off the preset's shape: no preset (the picker says Custom).
    ModelSpec m = importFile("deepseek-v3").model;
    m.layers = 60;
    EXPECT_TRUE(scenarioWithModel(m, base, catalog()).scenario.model.preset.empty());
    // Models without a preset of their shape.
    for (const char* file : {"gpt2", "gemma-3-27b-it", "qwen2.5-7b-instruct"})
        EXPECT_TRUE(scenarioWithModel(importFile(file).model, base, catalog())
                        .scenario.model.preset.empty())
            << file;
}

TEST(HfImport, NeoxAndFalcon)
{
    const HfImport neox = importHfConfig(R"({"model_type": "gpt_neox", "hidden_size": 6144,
        "num_hidden_layers": 44, "num_attention_heads": 64, "intermediate_size": 24576,
        "vocab_size": 50432, "tie_word_embeddings": false})");
    ASSERT_TRUE(neox.ok()) << describe(neox.problems);
    EXPECT_FALSE(neox.model.gatedMlp);
    EXPECT_EQ(neox.model.ffnHidden, 24576);
    // GPT-NeoX-20B: 20.55B in its paper; the shape (no biases) gives 20.5B.
    expectPublished(parameterCounts(neox.model).total, 20.55e9, 0.01e9, "GPT-NeoX-20B");

    const HfImport falcon = importHfConfig(R"({"model_type": "falcon", "hidden_size": 8192,
        "num_hidden_layers": 60, "num_attention_heads": 128, "num_kv_heads": 8,
        "new_decoder_architecture": true, "vocab_size": 65024})");
    ASSERT_TRUE(falcon.ok()) << describe(falcon.problems);
    EXPECT_EQ(falcon.model.kvHeads, 8);
    EXPECT_EQ(falcon.model.ffnHidden, 4 * 8192);
    EXPECT_TRUE(falcon.model.tiedEmbeddings);

    const HfImport falcon7 = importHfConfig(R"({"model_type": "falcon", "hidden_size": 4544,
        "num_hidden_layers": 32, "num_attention_heads": 71, "multi_query": true,
        "vocab_size": 65024})");
    ASSERT_TRUE(falcon7.ok()) << describe(falcon7.problems);
    EXPECT_EQ(falcon7.model.kvHeads, 1);
}

TEST(HfImport, UnknownArchitectureIsGuessedFromTheGenericKeys)
{
    const HfImport r = importHfConfig(R"({"model_type": "newthing", "hidden_size": 4096,
        "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
        "intermediate_size": 11008, "vocab_size": 64000, "hidden_act": "silu"})");
    ASSERT_TRUE(r.ok()) << describe(r.problems);
    EXPECT_FALSE(r.knownArchitecture);
    EXPECT_EQ(r.architecture, "newthing");
    EXPECT_EQ(r.model.hidden, 4096);
    EXPECT_EQ(r.model.kvHeads, 8);
    EXPECT_TRUE(r.model.gatedMlp);
    expectSource(r, "model.hidden", ImportOrigin::Guessed, {"hidden_size"});
    expectSource(r, "model.gated_mlp", ImportOrigin::Guessed, {"hidden_act"});
    expectSource(r, "model.tied_embeddings", ImportOrigin::Guessed, {"tie_word_embeddings"});
    EXPECT_FALSE(sourceOf(r, "model.tied_embeddings")->given);  // assumed: the key is absent
    EXPECT_TRUE(sourceOf(r, "model.gated_mlp")->given);         // read from hidden_act
    // No model_type and no architectures at all: still read, still guessed.
    const HfImport bare = importHfConfig(R"({"hidden_size": 1024, "num_hidden_layers": 4,
        "num_attention_heads": 8, "intermediate_size": 4096, "vocab_size": 1000})");
    ASSERT_TRUE(bare.ok()) << describe(bare.problems);
    EXPECT_FALSE(bare.knownArchitecture);
    expectSource(bare, "model.layers", ImportOrigin::Guessed, {"num_hidden_layers"});
}

TEST(HfImport, ContradictionsNameBothKeys)
{
    // hidden 4000 / 64 heads with no head_dim.
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": "llama", "hidden_size": 4000,
        "num_hidden_layers": 2, "num_attention_heads": 64, "intermediate_size": 100,
        "vocab_size": 10})"),
                              ProblemCode::Inconsistent, "hidden_size", "num_attention_heads"));
    // head_dim 0 is no head size: the same contradiction.
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": "llama", "hidden_size": 4000,
        "num_hidden_layers": 2, "num_attention_heads": 64, "head_dim": 0,
        "intermediate_size": 100, "vocab_size": 10})"),
                              ProblemCode::Inconsistent, "hidden_size", "num_attention_heads"));
    // top-k above the experts.
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": "mixtral", "hidden_size": 4096,
        "num_hidden_layers": 2, "num_attention_heads": 32, "intermediate_size": 100,
        "vocab_size": 10, "num_local_experts": 8, "num_experts_per_tok": 9})"),
                              ProblemCode::Inconsistent, "num_experts_per_tok",
                              "num_local_experts"));
    // KV heads that do not divide the heads.
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": "llama", "hidden_size": 4096,
        "num_hidden_layers": 2, "num_attention_heads": 32, "num_key_value_heads": 5,
        "intermediate_size": 100, "vocab_size": 10})"),
                              ProblemCode::Inconsistent, "num_key_value_heads",
                              "num_attention_heads"));
    // GPT-OSS's two top-k keys disagreeing; layer_types of the wrong length.
    const Problems oss = problemsOf(R"({"model_type": "gpt_oss", "hidden_size": 2880,
        "num_hidden_layers": 2, "num_attention_heads": 64, "head_dim": 64,
        "intermediate_size": 2880, "vocab_size": 10, "num_local_experts": 8,
        "experts_per_token": 4, "num_experts_per_tok": 2, "sliding_window": 128,
        "layer_types": ["sliding_attention"]})");
    EXPECT_TRUE(
        importProblem(oss, ProblemCode::Inconsistent, "experts_per_token", "num_experts_per_tok"));
    EXPECT_TRUE(importProblem(oss, ProblemCode::Inconsistent, "layer_types", "num_hidden_layers"));
    // More leading dense layers than layers.
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": "deepseek_v3", "hidden_size": 1024,
        "num_hidden_layers": 2, "num_attention_heads": 8, "intermediate_size": 100,
        "vocab_size": 10, "n_routed_experts": 8, "num_experts_per_tok": 2,
        "first_k_dense_replace": 3})"),
                              ProblemCode::Inconsistent, "first_k_dense_replace",
                              "num_hidden_layers"));
}

TEST(HfImport, HostileInputIsAProblemNeverACrash)
{
    const std::string llama = readText(dataPath("imports/hf/llama-3.1-8b.config.json"));
    // Truncated at every length: a problem each time (or, at the full length, none).
    for (std::size_t n = 0; n < llama.size(); n += 7) {
        const HfImport r = importHfConfig(llama.substr(0, n));
        EXPECT_FALSE(r.ok()) << n;
    }
    const Problems half = problemsOf(llama.substr(0, llama.size() / 2));
    ASSERT_EQ(half.size(), 1u);
    EXPECT_EQ(int(half[0].code), int(ProblemCode::ParseError));
    // Not an object.
    for (const char* text : {"[]", "42", "\"config\"", "null", "true"})
        EXPECT_TRUE(importProblem(problemsOf(text), ProblemCode::NotAnObject, "")) << text;
    EXPECT_TRUE(importProblem(problemsOf(R"({"text_config": 3})"), ProblemCode::NotAnObject,
                              "text_config"));
    // Huge: refused before parsing.
    const std::string huge = "{\"a\": \"" + std::string(kMaxHfConfigBytes, 'x') + "\"}";
    EXPECT_TRUE(importProblem(problemsOf(huge), ProblemCode::ParseError, "", "size"));
    // Deep nesting, NaN, duplicate keys, binary.
    EXPECT_FALSE(importHfConfig(std::string(10000, '[')).ok());
    EXPECT_FALSE(importHfConfig(R"({"hidden_size": NaN})").ok());
    EXPECT_FALSE(importHfConfig(R"({"hidden_size": 1e999})").ok());
    EXPECT_FALSE(importHfConfig(R"({"hidden_size": 1, "hidden_size": 2})").ok());
    EXPECT_FALSE(importHfConfig(std::string("\0\1\2", 3)).ok());
    // Wrong types, each naming its key.
    const Problems types = problemsOf(R"({"model_type": "llama", "hidden_size": "4096",
        "num_hidden_layers": 32.5, "num_attention_heads": [32], "intermediate_size": {},
        "vocab_size": true, "tie_word_embeddings": "no", "sliding_window": 4096,
        "layer_types": 3})");
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "hidden_size", "integer"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "num_hidden_layers", "integer"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "num_attention_heads", "integer"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "intermediate_size", "integer"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "vocab_size", "integer"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "tie_word_embeddings", "boolean"));
    EXPECT_TRUE(importProblem(types, ProblemCode::WrongType, "layer_types", "array"));
    EXPECT_TRUE(importProblem(problemsOf(R"({"model_type": 7})"), ProblemCode::WrongType,
                              "model_type", "string"));
    // Missing shape keys name the config key and the scenario key they give.
    const Problems missing = problemsOf(R"({"model_type": "llama"})");
    EXPECT_TRUE(importProblem(missing, ProblemCode::Missing, "hidden_size", "model.hidden"));
    EXPECT_TRUE(importProblem(missing, ProblemCode::Missing, "num_hidden_layers", "model.layers"));
    EXPECT_TRUE(importProblem(problemsOf("{}"), ProblemCode::Missing, "hidden_size"));
    // Out of the scenario key's range: named by the config key, with the range.
    const Problems range = problemsOf(R"({"model_type": "llama", "hidden_size": 4096,
        "num_hidden_layers": 1e9, "num_attention_heads": -32, "intermediate_size": 100,
        "vocab_size": 10})");
    EXPECT_TRUE(importProblem(range, ProblemCode::OutOfRange, "num_hidden_layers", "model.layers"));
    EXPECT_TRUE(
        importProblem(range, ProblemCode::OutOfRange, "num_attention_heads", "model.heads"));
    // A megabyte key is cut in the problem (to 64 bytes and "...", as json_document.h says).
    const std::string longKey(1 << 20, 'k');
    const Problems cut =
        problemsOf("{\"model_type\": \"llama\", \"" + longKey + "\": 1, \"hidden_size\": \"x\"}");
    for (const Problem& p : cut)
        EXPECT_LE(p.key.size(), 64u + 3u);
}
