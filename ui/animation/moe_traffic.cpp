#include "moe_traffic.h"

#include <algorithm>

#include "core/compute_model.h"
#include "core/precision_table.h"

namespace syncwall::ui {

double MoeTraffic::allToAllBytes(double tokens, int topK, double hidden, double elementBytes)
{
    return tokens * std::max(1, topK) * hidden * elementBytes;
}

double MoeTraffic::leavingShare(int ep) { return ep > 1 ? double(ep - 1) / ep : 0.0; }

MoeTraffic MoeTraffic::fromEstimate(const core::Scenario& s, const core::Estimate& e)
{
    MoeTraffic t;
    const core::Layout& l = e.layout;
    t.which = s.model.experts <= 1 ? MoeCase::Dense : l.ep <= 1 ? MoeCase::NoEp : MoeCase::Moe;
    t.ep = t.teaching() ? kTeachingEp : l.ep;
    t.drawn = std::clamp(t.ep, 1, kMaxDrawn);
    t.experts = t.teaching() ? t.ep : s.model.experts;
    t.topK = t.teaching() ? kTeachingTopK : std::max(1, s.model.topK);
    // As the step model: tokens per GPU per micro-batch, split by sequence parallelism over TP.
    t.tokens = double(l.microBatch) * s.model.seqLen / std::max(1, l.cp)
               / (l.sequenceParallel ? std::max(1, l.tp) : 1);
    t.hidden = s.model.hidden;
    t.elementBytes = core::elementBytes(s.training.precision);
    t.bytes = allToAllBytes(t.tokens, t.topK, t.hidden, t.elementBytes);
    t.leaving = t.bytes * leavingShare(t.ep);
    for (const core::CollectiveUse& u : e.collectives)
        if (u.group == core::CollectiveGroup::Expert && u.kind == core::CollectiveKind::AllToAll
            && u.calls > 0) {
            t.scaleOut = u.scaleOut();
            t.allToAll_s = u.time_s / u.calls;
            t.calls = u.calls;
        }
    // The expert GEMMs of one layer's forward, as the compute model times them.
    t.experts_s =
        core::microBatchTime(s.model, l, 1, 0, core::computeInputs(s)).ffnForwardPerLayer_s;
    return t;
}

}  // namespace syncwall::ui
