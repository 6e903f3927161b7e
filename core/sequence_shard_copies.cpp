#include "sequence_shard_copies.h"

#include <algorithm>

#include "precision_table.h"

namespace syncwall::core {

SequenceShardCopies sequenceShardCopies(const ModelSpec& model, const Layout& layout,
                                        const ComputeInputs& in, const StackProfile& stack,
                                        double tokens)
{
    SequenceShardCopies c;
    if (!stack.sequenceShardCopies || !layout.sequenceParallel || layout.tp < 2
        || layout.microBatch < 2)
        return c;
    const double hbm = std::max(in.gpu->memory_Bps * kHbmEfficiency, 1.0);
    const double copy = 2.0 * tokens * model.hidden / hbm;  // read + write, per element byte
    const double act = elementBytes(in.precision);
    const double gathered =
        in.precision == Precision::Fp8 && stack.castsBeforeSequenceGather ? 1.0 : act;
    c.allGather_s = 2.0 * copy * gathered;
    c.reduceScatter_s = 2.0 * copy * act;
    c.forward_s = c.allGather_s + c.reduceScatter_s;
    // The forward reduce-scatters' gradients are all-gathers of cast output gradients; the
    // forward all-gathers' are reduce-scatters of 16-bit input gradients.
    c.backward_s = 2.0 * copy * gathered + 2.0 * copy * act;
    return c;
}

}  // namespace syncwall::core
