#pragma once
// What a MoE layer does besides its FLOPs, on one GPU for one micro-batch: the size of the GEMM
// each routed expert runs (its token count is small when the experts are many), and the token
// permutation, un-permutation and router top-k, which are memory traffic.

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// One routed expert's GEMM on one GPU per micro-batch, balanced: M tokens, the expert FFN's
// width (sliced by expert TP) and the hidden size (model.moe.imbalance scales M on the
// busiest expert: busiestM).
struct ExpertGemmShape {
    double m = 0;                // tokens reaching one expert
    double ffnSlice = 0;         // expert_ffn_hidden / expert_tp
    double hidden = 0;           // model.hidden
    double busiestM = 0;         // m x model.moe.imbalance
    double smallestDim() const;  // min(busiestM, ffnSlice, hidden): what sets the efficiency
};

// Megatron-Core MoE folding: a GPU computes tokens x top_k x expert_tp / tp routed
// token-expert pairs (the routed FLOPs / tp the compute model charges), gathered from its EP
// group over its experts / ep local experts, so M = tokens x top_k x ep x expert_tp / (tp x E),
// tokens = micro_batch x seq_len / cp. Zero for a dense model.
ExpertGemmShape expertGemmShape(const ModelSpec& model, const Layout& layout);

// Tokens one GPU dispatches per micro-batch: its slice of the sequence, split once more by TP
// under sequence parallelism (the all-to-all's tokens too).
double dispatchedTokens(const ModelSpec& model, const Layout& layout);

// Bytes of HBM traffic of one MoE layer's forward on one GPU (the backward moves the same again),
// after Megatron-Core's token dispatcher (megatron/core/transformer/moe/token_dispatcher.py,
// moe_utils.py permute / unpermute): each of the tokens x top_k routed copies is read and written
// once to sort them by expert (permute) and once to put them back and weight them (unpermute),
// tokens x top_k x hidden x bytes x 2 x 2; and the router (router.py TopKRouter) reads and
// writes the fp32 logits for the softmax and reads them again for the top-k, tokens x E x 4 x 3.
double moeRoutingBytes(const ModelSpec& model, const Layout& layout, double elementBytes);

}  // namespace syncwall::core
