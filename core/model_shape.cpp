// Parameter counts from the shape: projections as Megatron-Core and Hugging Face build them
// (Touvron et al. 2023 for GQA and SwiGLU; DeepSeek-AI 2024, arXiv:2412.19437 Sec. 2.1 for MLA,
// shared experts and MTP). Tested against the published totals in model_shape_test.cpp.
#include "model_shape.h"

#include <algorithm>

namespace syncwall::core {

int moeLayerCount(const ModelSpec& m)
{
    if (m.experts <= 1)
        return 0;
    // 64-bit: a scenario that fails validation may hold any int here.
    const long long freq = std::max(1, m.moeLayerFreq);
    const long long after = std::max(0LL, (long long)m.layers - std::max(0, m.firstDenseLayers));
    return int((after + freq - 1) / freq);
}

double attentionParameters(const ModelSpec& m)
{
    const double h = m.hidden;
    if (m.mla.enabled()) {
        const MlaSpec& a = m.mla;
        const double qk = double(a.qkNopeHeadDim) + a.qkRopeHeadDim;
        // Queries: through a latent of q_lora_rank (with its norm) or straight from h.
        const double q = a.qLoraRank > 0
                             ? h * a.qLoraRank + a.qLoraRank + double(a.qLoraRank) * m.heads * qk
                             : h * m.heads * qk;
        // Keys/values: a shared latent plus the shared rotary key, then per-head up-projections.
        const double kv = h * (double(a.kvLoraRank) + a.qkRopeHeadDim) + a.kvLoraRank
                          + double(a.kvLoraRank) * m.heads * (double(a.qkNopeHeadDim) + a.vHeadDim);
        const double out = double(m.heads) * a.vHeadDim * h;
        return q + kv + out;
    }
    const double d = headDimOf(m);
    const double q = double(m.heads) * d;
    const double kv = double(kvHeadsOf(m)) * d;
    return 2.0 * h * q + 2.0 * h * kv;  // Q and O: h x q; K and V: h x kv
}

double denseFfnParameters(const ModelSpec& m)
{
    return mlpMatricesOf(m) * m.hidden * double(ffnHiddenOf(m));
}

double routedExpertParameters(const ModelSpec& m)
{
    return mlpMatricesOf(m) * m.hidden * double(expertFfnHiddenOf(m)) * std::max(1, m.experts);
}

double moeFfnParameters(const ModelSpec& m)
{
    const double shared =
        mlpMatricesOf(m) * m.hidden * double(expertFfnHiddenOf(m)) * m.sharedExperts;
    const double router = double(m.hidden) * m.experts;
    return routedExpertParameters(m) + shared + router;
}

ParameterCounts parameterCounts(const ModelSpec& m)
{
    const double h = m.hidden;
    const double norms = 4.0 * h;  // two LayerNorms (weight and bias) a layer; RMSNorm has half
    const double attention = attentionParameters(m);
    const int moe = moeLayerCount(m);
    const int dense = m.layers - moe;
    const double denseLayer = attention + denseFfnParameters(m) + norms;
    const double moeLayer = attention + moeFfnParameters(m) + norms;
    const double embedding = double(m.vocab) * h;
    const double output = m.tiedEmbeddings ? 0.0 : embedding;
    const double finalNorm = 0;  // negligible (and left out before; totals stay comparable)

    ParameterCounts c;
    c.total = dense * denseLayer + moe * moeLayer + embedding + output + finalNorm;
    // Per token: top_k of the routed experts (the shared ones always).
    const double idle = moe > 0 ? routedExpertParameters(m)
                                      * (1.0 - double(std::min(m.topK, m.experts)) / m.experts)
                                : 0.0;
    const double activeLayers = dense * denseLayer + moe * (moeLayer - idle);
    const double outputMatmul = embedding;  // tied or not, every token multiplies it once
    c.activeMatmul = activeLayers + outputMatmul + finalNorm;
    c.active = c.activeMatmul + (m.tiedEmbeddings ? 0.0 : embedding);  // the input embedding
    c.routedExperts = moe * routedExpertParameters(m);
    // DeepSeek-V3's MTP module: a transformer layer (MoE like its neighbours), a 2h x h
    // projection and two norms; it shares the embedding and the output head.
    const double mtpLayer = (moe > 0 ? moeLayer : denseLayer) + 2.0 * h * h + 2.0 * h;
    c.mtp = m.mtpLayers * mtpLayer;
    if (m.params > 0 && c.total > 0) {  // an explicit total scales the shape's counts
        const double scale = m.params / c.total;
        c.total = m.params;
        c.active *= scale;
        c.activeMatmul *= scale;
        c.mtp *= scale;
        c.routedExperts *= scale;
    }
    return c;
}

}  // namespace syncwall::core
