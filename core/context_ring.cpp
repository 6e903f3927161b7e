#include "context_ring.h"

#include <algorithm>

#include "model_shape.h"

namespace syncwall::core {

double ringKvElementsPerToken(const ModelSpec& model, int tp, bool repeatsKvHeads)
{
    const double heads = repeatsKvHeads ? model.heads : kvHeadsOf(model);
    return 2.0 * heads * headDimOf(model) / std::max(1, tp);
}

AttentionTime ringUpdateTime(ContextParallelRing ring, int cp, double outputElements,
                             double queryElements, double kvElements, double hbm_Bps)
{
    if (ring != ContextParallelRing::AllGather || cp <= 1 || hbm_Bps <= 0)
        return {};
    const double b = kRingUpdateBytesPerElement / hbm_Bps;
    return {b * (cp - 1) * outputElements, b * cp * (queryElements + kvElements)};
}

ContextRingCost contextRingCost(const ContextRingInputs& in, const LinkParams& links)
{
    ContextRingCost c;
    if (in.cp <= 1)
        return c;
    const double cp = in.cp;
    const AttentionTime& att = in.attention;
    if (in.ring == ContextParallelRing::PointToPoint) {
        ContextRingPart& hop = c.exchange;
        hop.kind = CollectiveKind::SendRecv;
        hop.where = in.neighbours;
        hop.bytes = in.kvChunkBytes;
        hop.cost = collectiveCost(hop.kind, hop.bytes, hop.where, links, Algorithm::Auto);
        // Forward one pass of cp - 1 hops, its re-run another, backward two (keys and values,
        // then their gradients), hidden behind those passes' kernels.
        const double forwards = in.attentionReruns ? 2.0 : 1.0;
        hop.calls = (forwards + 2.0) * (cp - 1.0);
        hop.exposed_s = std::max(0.0, hop.calls * hop.cost.time_s
                                          - (forwards * att.forward_s + att.backward_s));
        return c;
    }
    // The all-gather: once per forward (and its re-run) and once in the backward, each hidden
    // behind that call's first step only.
    const double forwardStep_s = att.forward_s / cp;
    const double backwardStep_s = att.backward_s / cp;
    const double forwards = in.attentionReruns ? 2.0 : 1.0;
    ContextRingPart& gather = c.exchange;
    gather.kind = CollectiveKind::AllGather;
    gather.where = in.group;
    gather.bytes = cp * in.kvChunkBytes;
    gather.cost = collectiveCost(gather.kind, gather.bytes, gather.where, links, Algorithm::Auto);
    gather.calls = forwards + 1.0;
    gather.exposed_s = forwards * std::max(0.0, gather.cost.time_s - forwardStep_s)
                       + std::max(0.0, gather.cost.time_s - backwardStep_s);
    // The gradients' ring: a pass after every backward step, waited for after the next step's
    // kernel; the last one after the loop, with nothing left to run.
    ContextRingPart& grads = c.gradients;
    grads.kind = CollectiveKind::SendRecv;
    grads.where = in.neighbours;
    grads.bytes = in.kvChunkBytes * in.gradientBytesPerKvByte;
    grads.cost = collectiveCost(grads.kind, grads.bytes, grads.where, links, Algorithm::Auto);
    grads.calls = cp;
    grads.exposed_s =
        (cp - 1.0) * std::max(0.0, grads.cost.time_s - backwardStep_s) + grads.cost.time_s;
    return c;
}

}  // namespace syncwall::core
