#pragma once
// Context parallelism's key/value exchange for one layer and one micro-batch on one GPU: what it
// sends, how often, and how much of it the attention kernels cannot hide, by how the stack
// passes keys and values around its CP ranks (software_stack.h, ContextParallelRing).

#include "attention_kernel.h"
#include "collectives.h"
#include "scenario.h"

namespace syncwall::core {

enum class ContextParallelRing {
    // A ring of point-to-point sends (Transformer Engine's `cp_comm_type p2p` under
    // Megatron-Core; Liu et al. 2023, Ring Attention): each step's kernel runs while the next
    // chunk's keys and values arrive, forward (one pass of cp - 1 hops) and backward (keys,
    // values and their gradients: two), so only what the attention cannot hide is exposed.
    PointToPoint,
    // PyTorch's context_parallel (torch/distributed/tensor/experimental/_attention.py, rotate
    // method ALL_GATHER, its default since 2024): every attention call all-gathers all CP ranks'
    // keys and values at once and runs its first, local step meanwhile; the next step waits for
    // the gather. The backward gathers again, and after each step passes the fp32 key/value
    // gradients accumulated so far to the next rank (the ALL_TO_ALL rotater), which waits for
    // them after its own next step; the last pass waits for nothing.
    AllGather,
};

struct ContextRingInputs {
    ContextParallelRing ring = ContextParallelRing::PointToPoint;
    int cp = 1;
    double kvChunkBytes = 0;  // this GPU's keys and values of one layer, as the ring sends them
    double gradientBytesPerKvByte = 2.0;  // the fp32 gradients' bytes per byte sent (bf16: 2)
    AttentionTime attention;              // this GPU's attention kernels, one layer and micro-batch
    bool attentionReruns = false;         // recompute runs the attention forward again
    GroupPlacement group;                 // the cp ranks
    GroupPlacement neighbours;            // two adjacent CP ranks
};

struct ContextRingPart {
    CollectiveKind kind = CollectiveKind::SendRecv;
    CollectiveCost cost;  // one call
    GroupPlacement where;
    double bytes = 0;      // per call (an all-gather's: the gathered buffer)
    double calls = 0;      // per layer and micro-batch
    double exposed_s = 0;  // per layer and micro-batch
};

struct ContextRingCost {
    ContextRingPart exchange;   // the keys and values
    ContextRingPart gradients;  // their gradients' ring (AllGather only; calls 0 otherwise)
    double exposed_s() const { return exchange.exposed_s + gradients.exposed_s; }
};

// Keys' and values' elements one GPU holds per token for the ring: the key/value heads, or every
// query head where the model repeats them before the call, over TP, times the head size each.
double ringKvElementsPerToken(const ModelSpec& model, int tp, bool repeatsKvHeads);

// HBM bytes per element of PyTorch's ring updates (AllGather ring): each step's partial output
// goes into an fp32 running output by its logsumexp weights (`_SDPAMerger`), and in the backward
// each step's query, key and value gradients into fp32 running ones (the key/value ones travel
// the ring). torchtitan compiles each block whole (`torch.compile(block, fullgraph=True)`), so
// the ring is traced and each update is one fused pass: read the running fp32 (4 B) and the
// step's bf16 (2 B), write fp32 (4 B), 10 B an element; a step that updates half the queries or
// keys (the load-balanced ring's half steps, half of them) moves 5 B plus the 8 B copy of the
// other half into the concatenated result: 9.5 B on average over the ranks (the last CP rank,
// which merges only whole steps, moves 10). The gradients' zero-fills and the final casts to 16
// bits, where the compiler does not fold them into the first and last updates, are not counted.
inline constexpr double kRingUpdateBytesPerElement = 9.5;

// The ring's updates for one layer and micro-batch at `hbm_Bps`: forward, the cp - 1 merges of
// `outputElements`; backward, cp updates of the query and key/value gradients. 0 for the
// point-to-point ring, whose corrections are not modelled, and without CP.
AttentionTime ringUpdateTime(ContextParallelRing ring, int cp, double outputElements,
                             double queryElements, double kvElements, double hbm_Bps);

// The exchange of one layer for one micro-batch. PointToPoint: cp - 1 hops a pass, forward (and
// its re-run) one pass, backward two, against those passes' attention kernels. AllGather: the gather's time beyond the
// local step (attention / cp; the load-balanced ring gives each step the same work) of each
// forward, its re-run and the backward; the gradients' cp passes, each but the last hidden
// behind the next step's backward kernel.
ContextRingCost contextRingCost(const ContextRingInputs& in, const LinkParams& links);

}  // namespace syncwall::core
