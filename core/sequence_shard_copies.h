#pragma once
// One layer's DTensor sequence-parallel copies for one micro-batch of `tokens` tokens on one GPU
// (software_stack.h, StackProfile::sequenceShardCopies), each a read and a write of the gathered
// [b, s, h] activation at the HBM's sustained rate: forward, one after each of the two
// all-gathers and one before each of the two reduce-scatters; backward, the four of their
// gradients. The gathers move FP8 elements in an FP8 run whose stack casts before them
// (castsBeforeSequenceGather: the forward's inputs, the backward's output gradients), the
// reduce-scatters 16-bit ones. 0 without TP, sequence parallelism or a stack that copies, or
// with one sequence per micro-batch: then the cat re-joins the chunks in their order, which a
// compiled block may or may not copy (not counted; an assumption).

#include "compute_model.h"
#include "software_stack.h"

namespace syncwall::core {

struct SequenceShardCopies {
    double allGather_s = 0;      // the forward's two all-gather copies
    double reduceScatter_s = 0;  // the forward's two reduce-scatter copies
    double forward_s = 0;
    double backward_s = 0;
};

// `stack` is in.software's profile (microBatchTime has it at hand).
SequenceShardCopies sequenceShardCopies(const ModelSpec& model, const Layout& layout,
                                        const ComputeInputs& in, const StackProfile& stack,
                                        double tokens);

}  // namespace syncwall::core
