#pragma once
// The model's shape with its "0 = derived" keys resolved, in one place: every formula, rule and
// message reads these instead of re-deriving the defaults. Parameter counts follow the layer
// layouts of Megatron-Core / Hugging Face (dense and MoE FFNs, GQA, MLA, untied outputs).

#include <cstdint>

#include "scenario.h"

namespace syncwall::core {

// Key/value heads: model.kv_heads, or the attention heads when 0 (multi-head attention).
constexpr int kvHeadsOf(const ModelSpec& m) { return m.kvHeads > 0 ? m.kvHeads : m.heads; }

// MLP inner size of the dense layers: model.ffn_hidden, or 4 x hidden when 0 (Vaswani 2017).
constexpr std::int64_t ffnHiddenOf(const ModelSpec& m)
{
    return m.ffnHidden > 0 ? m.ffnHidden : 4 * std::int64_t(m.hidden);
}

// MLP inner size of one routed or shared expert: model.moe.expert_ffn_hidden, else the dense one.
constexpr std::int64_t expertFfnHiddenOf(const ModelSpec& m)
{
    return m.expertFfnHidden > 0 ? m.expertFfnHidden : ffnHiddenOf(m);
}

// Attention head size: model.head_dim, or hidden / heads when 0.
constexpr int headDimOf(const ModelSpec& m)
{
    return m.headDim > 0 ? m.headDim : (m.heads > 0 ? m.hidden / m.heads : m.hidden);
}

// Matrices of one FFN: three with a gated (SwiGLU) MLP, else two.
constexpr double mlpMatricesOf(const ModelSpec& m) { return m.gatedMlp ? 3.0 : 2.0; }

// Layers whose FFN is a mixture of experts: after the first dense layers, every layer_freq-th
// (Megatron-Core's moe_layer_freq; DeepSeek-V3's first_k_dense_replace). 0 for a dense model.
int moeLayerCount(const ModelSpec& m);
inline int denseLayerCount(const ModelSpec& m) { return m.layers - moeLayerCount(m); }
// The MoE layers' share of the layers (0 for a dense model): what a per-layer average weighs
// the MoE layer's terms by.
inline double moeLayerShare(const ModelSpec& m)
{
    return double(moeLayerCount(m)) / (m.layers > 0 ? m.layers : 1);
}

// Weights of one attention block (projections; MLA's latent norms), unsliced.
double attentionParameters(const ModelSpec& m);
// Weights of one FFN: dense, or the experts (routed + shared) and the router of a MoE layer.
double denseFfnParameters(const ModelSpec& m);
double moeFfnParameters(const ModelSpec& m);
// Of a MoE layer's FFN weights, those of the routed experts (sharded by expert parallelism).
double routedExpertParameters(const ModelSpec& m);

struct ParameterCounts {
    double total = 0;   // every weight of the model, MTP modules excluded
    double active = 0;  // per token, the input embedding included (Mixtral, Qwen publish this)
    double activeMatmul = 0;  // per token, without the input embedding lookup (DeepSeek, OpenAI)
    double mtp = 0;  // multi-token-prediction modules (trained, not in the published total)
    double routedExperts = 0;  // the routed experts' weights, all layers (EP shards these)
};

// From the shape; model.params, when given, replaces the total (the rest scaled along with it).
ParameterCounts parameterCounts(const ModelSpec& m);

}  // namespace syncwall::core
