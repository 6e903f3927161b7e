#include "flop_model.h"

#include "model_shape.h"

#include <algorithm>

namespace syncwall::core {

double attendedTokens(const ModelSpec& m)
{
    const double s = m.seqLen;
    if (m.slidingWindow <= 0)
        return s;
    const double share = std::clamp(m.slidingWindowShare, 0.0, 1.0);
    return share * std::min(s, double(m.slidingWindow)) + (1.0 - share) * s;
}

LayerFlops layerForwardFlops(const ModelSpec& m, double tokens)
{
    // Narayanan et al. 2021 Sec. 5.1 / appendix: a matmul of (t x k) by (k x n) is 2 t k n FLOPs;
    // every projection is a matmul over its weights, so the projections cost 2 t x their weights.
    const double h = m.hidden;
    const double attended = attendedTokens(m);
    LayerFlops f;
    if (m.mla.enabled()) {
        // MLA (DeepSeek-AI 2024, arXiv:2405.04434 Sec. 2.1): scores over the nope + rope key
        // dims, values of v_head_dim; the output projection is heads x v_head_dim -> h.
        const MlaSpec& a = m.mla;
        const double out = double(m.heads) * a.vHeadDim * h;
        f.qkv = 2.0 * tokens * (attentionParameters(m) - out);
        f.attnScore =
            2.0 * tokens * attended * m.heads * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim);
        f.attnValue = 2.0 * tokens * attended * m.heads * double(a.vHeadDim);
        f.attnOut = 2.0 * tokens * out;
    } else {
        const double q = double(m.heads) * headDimOf(m);  // = h unless head_dim is set
        const double kv = double(kvHeadsOf(m)) * headDimOf(m);
        f.qkv = 2.0 * tokens * h * (q + 2.0 * kv);
        f.attnScore = 2.0 * tokens * attended * q;
        f.attnValue = 2.0 * tokens * attended * q;
        f.attnOut = 2.0 * tokens * q * h;
    }
    // The FFN averaged over the layers: dense layers run ffn_hidden; MoE layers run top_k routed
    // and the shared experts of expert_ffn_hidden each, and the router.
    const double moeShare = moeLayerShare(m);
    const double matrices = mlpMatricesOf(m);
    const double dense = 2.0 * tokens * h * double(ffnHiddenOf(m)) * matrices;
    const double expertsPerToken = std::max(1, m.topK) + double(m.sharedExperts);
    const double moe = 2.0 * tokens * h * double(expertFfnHiddenOf(m)) * matrices * expertsPerToken;
    f.mlp = (1.0 - moeShare) * dense + moeShare * moe;
    f.router = moeShare * 2.0 * tokens * h * m.experts;
    return f;
}

double routedExpertForwardFlops(const ModelSpec& m, double tokens)
{
    if (m.experts <= 1)
        return 0;
    return moeLayerShare(m) * 2.0 * tokens * m.hidden * double(expertFfnHiddenOf(m))
           * mlpMatricesOf(m) * std::max(1, m.topK);
}

double logitForwardFlops(const ModelSpec& m, double tokens)
{
    return 2.0 * tokens * double(m.hidden) * double(m.vocab);
}

double mtpForwardFlops(const ModelSpec& m, double tokens)
{
    if (m.mtpLayers <= 0)
        return 0;
    // DeepSeek-V3 Sec. 2.2: each MTP module is a projection of [h; h] -> h, one transformer
    // layer and the shared output head.
    const double projection = 2.0 * tokens * 2.0 * m.hidden * double(m.hidden);
    return m.mtpLayers
           * (projection + layerForwardFlops(m, tokens).total() + logitForwardFlops(m, tokens));
}

double modelFlopsPerStep(const ModelSpec& m, double sequences)
{
    // Forward + backward = 3 x forward (backward computes activation and weight gradients).
    const double tokens = sequences * m.seqLen;
    return 3.0
           * (m.layers * layerForwardFlops(m, tokens).total() + logitForwardFlops(m, tokens)
              + mtpForwardFlops(m, tokens));
}

double hardwareFlopsPerStep(const ModelSpec& m, double sequences, Recompute recompute)
{
    const double tokens = sequences * m.seqLen;
    const LayerFlops layer = layerForwardFlops(m, tokens);
    double extra = 0;
    if (recompute == Recompute::Full)
        extra = m.layers * layer.total();  // Narayanan 2021 eq. 3: 4 passes instead of 3
    else if (recompute == Recompute::Selective)
        extra = m.layers * (layer.attnScore + layer.attnValue);  // Korthikanti 2022 Sec. 5
    return modelFlopsPerStep(m, sequences) + extra;
}

double narayananFlops(const ModelSpec& m, double sequences, bool fullRecompute)
{
    // Narayanan et al. 2021 eq. 3: F = c B s l h^2 (1 + s/(6h) + V/(k l h)), (c, k) = (72, 12)
    // without recompute and (96, 16) with full recompute.
    const double B = sequences, s = m.seqLen, l = m.layers, h = m.hidden, V = m.vocab;
    const double c = fullRecompute ? 96.0 : 72.0;
    const double k = fullRecompute ? 16.0 : 12.0;
    return c * B * s * l * h * h * (1.0 + s / (6.0 * h) + V / (k * l * h));
}

double parameterCount(const ModelSpec& m) { return parameterCounts(m).total; }

double activeParameterCount(const ModelSpec& m) { return parameterCounts(m).activeMatmul; }

double sixNDFlops(double activeParams, double tokens)
{
    // Kaplan et al. 2020 Sec. 2.1: C ~ 6 N D.
    return 6.0 * activeParams * tokens;
}

}  // namespace syncwall::core
