#include "flop_model.h"
#include "model_shape.h"

#include <algorithm>

namespace syncwall::core {
namespace {

double ffnSize(const ModelSpec& m) { return double(ffnHiddenOf(m)); }
double kvHidden(const ModelSpec& m)
{
    const int kv = kvHeadsOf(m);
    return m.heads > 0 ? double(m.hidden) * kv / m.heads : double(m.hidden);
}
double mlpMatrices(const ModelSpec& m) { return m.gatedMlp ? 3.0 : 2.0; }

}  // namespace

LayerFlops layerForwardFlops(const ModelSpec& m, double tokens)
{
    // Narayanan et al. 2021 Sec. 5.1 / appendix: a matmul of (t x k) by (k x n) is 2 t k n FLOPs.
    const double h = m.hidden;
    const double s = m.seqLen;
    LayerFlops f;
    f.qkv = 2.0 * tokens * h * (h + 2.0 * kvHidden(m));
    f.attnScore = 2.0 * tokens * s * h;
    f.attnValue = 2.0 * tokens * s * h;
    f.attnOut = 2.0 * tokens * h * h;
    f.mlp = 2.0 * tokens * h * ffnSize(m) * mlpMatrices(m) * std::max(1, m.topK);
    f.router = m.experts > 1 ? 2.0 * tokens * h * m.experts : 0.0;
    return f;
}

double logitForwardFlops(const ModelSpec& m, double tokens)
{
    return 2.0 * tokens * double(m.hidden) * double(m.vocab);
}

double modelFlopsPerStep(const ModelSpec& m, double sequences)
{
    // Forward + backward = 3 x forward (backward computes activation and weight gradients).
    const double tokens = sequences * m.seqLen;
    return 3.0 * (m.layers * layerForwardFlops(m, tokens).total() + logitForwardFlops(m, tokens));
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

double parameterCount(const ModelSpec& m)
{
    if (m.params > 0)
        return m.params;
    // Per layer: attention (Q, O: h^2 each; K, V: h x h_kv each), FFN, two norms; plus embeddings.
    const double h = m.hidden;
    const double attention = 2.0 * h * h + 2.0 * h * kvHidden(m);
    const double ffn = mlpMatrices(m) * h * ffnSize(m) * std::max(1, m.experts);
    return m.layers * (attention + ffn + 4.0 * h) + double(m.vocab) * h;
}

double activeParameterCount(const ModelSpec& m)
{
    const double total = parameterCount(m);
    if (m.experts <= 1)
        return total;
    const double expertParams = m.layers * mlpMatrices(m) * double(m.hidden) * ffnSize(m);
    const double inactive = expertParams * (m.experts - std::min(m.topK, m.experts));
    return std::max(0.0, total - inactive);
}

double sixNDFlops(double activeParams, double tokens)
{
    // Kaplan et al. 2020 Sec. 2.1: C ~ 6 N D.
    return 6.0 * activeParams * tokens;
}

}  // namespace syncwall::core
