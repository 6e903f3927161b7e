// Parameter counts from the shape (core/model_shape.cpp) against the totals the models'
// publishers give, each model from its released config.json (tests/data/imports/hf/) as the
// catalog holds it. Publishers round: a count passes within 1 % or within half its last
// published digit. What "active" counts differs by publisher, as the comments say.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/flop_model.h"
#include "core/model_shape.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

const ModelSpec& model(const std::string& id)
{
    const ModelEntry* e = catalog().model(id);
    EXPECT_NE(e, nullptr) << id;
    static const ModelSpec none;
    return e ? e->spec : none;
}

// |derived - published| within 1 %, or within the rounding of the published figure (`unit`:
// the value of its last digit, e.g. 1e9 for "37B").
void expectPublished(double derived, double published, double unit, const char* what)
{
    const double tolerance = std::max(0.01 * published, 0.5 * unit);
    EXPECT_NEAR(derived, published, tolerance) << what << ": derived " << derived / 1e9 << "B";
}

}  // namespace

TEST(ModelShape, DeepSeekV3Is671BWith37BActivated)
{
    // DeepSeek-V3 report (arXiv:2412.19437) Sec. 2: 671B total, 37B activated per token; the
    // MTP module (14B in the 685B checkpoint) is not in the 671B.
    const ParameterCounts c = parameterCounts(model("deepseek-v3"));
    expectPublished(c.total, 671e9, 1e9, "total");
    expectPublished(c.activeMatmul, 37e9, 1e9, "activated (no input embedding)");
    EXPECT_GT(c.mtp, 10e9);
    EXPECT_LT(c.mtp, 15e9);
    EXPECT_EQ(moeLayerCount(model("deepseek-v3")), 58);  // 61 layers, the first 3 dense
}

TEST(ModelShape, Qwen3MoeModels)
{
    // Qwen model cards: 30.5B total / 3.3B activated, 235B / 22B; both count the embeddings.
    // The card's figures are cut, not rounded, to one decimal (its "non-embedding 29.9B" is
    // 30.532 - 2 x 0.311 = 29.910): 3.353B reads "3.3B", so its last digit is the tolerance.
    const ParameterCounts small = parameterCounts(model("qwen3-30b-a3b"));
    expectPublished(small.total, 30.5e9, 0.1e9, "Qwen3-30B-A3B total");
    EXPECT_GE(small.active, 3.3e9);
    EXPECT_LT(small.active, 3.4e9);
    const ParameterCounts big = parameterCounts(model("qwen3-235b-a22b"));
    expectPublished(big.total, 235e9, 1e9, "Qwen3-235B-A22B total");
    expectPublished(big.active, 22e9, 1e9, "Qwen3-235B-A22B activated");
}

TEST(ModelShape, GptOss120b)
{
    // gpt-oss model card Table 1: 116.83B total, 5.13B active (unembedding counted, embedding
    // not: our activeMatmul).
    const ParameterCounts c = parameterCounts(model("gpt-oss-120b"));
    expectPublished(c.total, 116.83e9, 0.01e9, "total");
    expectPublished(c.activeMatmul, 5.13e9, 0.01e9, "active");
}

TEST(ModelShape, MixtralModels)
{
    // Mistral AI: 8x7B 46.7B total / 12.9B active; 8x22B 141B / 39B (embeddings counted).
    ModelSpec small = model("mixtral-8x7b");
    small.params = 0;  // the catalog gives 46.7e9: derive it instead
    small.tiedEmbeddings = false;
    const ParameterCounts a = parameterCounts(small);
    expectPublished(a.total, 46.7e9, 0.1e9, "8x7B total");
    expectPublished(a.active, 12.9e9, 0.1e9, "8x7B active");
    const ParameterCounts b = parameterCounts(model("mixtral-8x22b"));
    expectPublished(b.total, 141e9, 1e9, "8x22B total");
    expectPublished(b.active, 39e9, 1e9, "8x22B active");
}

TEST(ModelShape, Llama31At405B)
{
    // Llama 3 paper Table 3: 405B; Meta's checkpoint holds 405,853,388,800 weights.
    const ParameterCounts c = parameterCounts(model("llama3.1-405b"));
    expectPublished(c.total, 405e9, 1e9, "total");
    EXPECT_DOUBLE_EQ(c.total, c.active);  // dense: every weight is active
}

TEST(ModelShape, MlaProjectionsByHand)
{
    // DeepSeek-V3 attention, by hand: queries 7168 x 1536 + 1536 (norm) + 1536 x 128 x 192
    // = 11,010,048 + 1,536 + 37,748,736; keys/values 7168 x (512 + 64) + 512 + 512 x 128 x 256
    // = 4,128,768 + 512 + 16,777,216; output 128 x 128 x 7168 = 117,440,512: 187,107,328.
    EXPECT_DOUBLE_EQ(attentionParameters(model("deepseek-v3")), 187107328.0);
    // And the FLOPs of its projections are 2 t x those weights, less the output's.
    const LayerFlops f = layerForwardFlops(model("deepseek-v3"), 1.0);
    EXPECT_DOUBLE_EQ(f.qkv, 2.0 * (187107328.0 - 117440512.0));
    EXPECT_DOUBLE_EQ(f.attnOut, 2.0 * 117440512.0);
}

TEST(ModelShape, SlidingWindowHalvesTheAttentionOfItsShare)
{
    // GPT-OSS: half the layers attend to 128 tokens of 4,096: the score FLOPs average
    // 0.5 x 128 + 0.5 x 4096 = 2,112 tokens instead of 4,096.
    ModelSpec m = model("gpt-oss-120b");
    const double windowed = layerForwardFlops(m, 1.0).attnScore;
    m.slidingWindow = 0;
    const double full = layerForwardFlops(m, 1.0).attnScore;
    EXPECT_DOUBLE_EQ(windowed / full, 2112.0 / 4096.0);
}
