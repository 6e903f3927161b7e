#include "moe_routing.h"

#include <algorithm>

#include "model_shape.h"

namespace syncwall::core {

double ExpertGemmShape::smallestDim() const { return std::min({busiestM, ffnSlice, hidden}); }

double dispatchedTokens(const ModelSpec& model, const Layout& layout)
{
    const double tokens = double(layout.microBatch) * model.seqLen / std::max(1, layout.cp);
    return tokens / (layout.sequenceParallel ? std::max(1, layout.tp) : 1);
}

ExpertGemmShape expertGemmShape(const ModelSpec& model, const Layout& layout)
{
    ExpertGemmShape g;
    if (model.experts <= 1)
        return g;
    const double tokens = double(layout.microBatch) * model.seqLen / std::max(1, layout.cp);
    const double etp = std::max(1, layout.expertTp);
    g.m = tokens * std::max(1, model.topK) * std::max(1, layout.ep) * etp
          / (double(std::max(1, layout.tp)) * model.experts);
    g.ffnSlice = double(expertFfnHiddenOf(model)) / etp;
    g.hidden = model.hidden;
    g.busiestM = g.m * std::max(1.0, model.moeImbalance);
    return g;
}

double moeRoutingBytes(const ModelSpec& model, const Layout& layout, double elementBytes)
{
    if (model.experts <= 1)
        return 0;
    const double tokens = dispatchedTokens(model, layout);
    const double permute = tokens * std::max(1, model.topK) * double(model.hidden) * elementBytes
                           * 2.0 /* read + write */ * 2.0 /* permute + unpermute */;
    const double router = tokens * double(model.experts) * 4.0 /* fp32 */ * 3.0;
    return permute + router;
}

}  // namespace syncwall::core
