#pragma once
// FLOPs of a dense or MoE transformer, per operation, so that compute time can charge each
// matmul its own efficiency. Totals reduce to Narayanan et al. 2021 eq. 3 for GPT shapes.

#include "scenario.h"

namespace syncwall::core {

// Forward FLOPs of one transformer layer for `tokens` tokens (b x s), whole layer (unsliced).
struct LayerFlops {
    double qkv = 0;        // 2 t h (h + 2 h_kv)
    double attnScore = 0;  // 2 t s h  (Q K^T)
    double attnValue = 0;  // 2 t s h  (softmax x V)
    double attnOut = 0;    // 2 t h^2
    double mlp = 0;        // 2 t h f x (2, or 3 when gated) x top_k (active experts)
    double router = 0;     // 2 t h E (MoE gate)
    double total() const { return qkv + attnScore + attnValue + attnOut + mlp + router; }
};

LayerFlops layerForwardFlops(const ModelSpec& m, double tokens);

// Tokens each query attends to: the sequence, or the window on the windowed share of layers
// (averaged over the layers; Beltagy et al. 2020, Longformer, for sliding-window attention).
double attendedTokens(const ModelSpec& m);

// Of LayerFlops::mlp, the routed experts' part (top_k of expert_ffn_hidden), averaged over the
// layers as mlp is; 0 for a dense model.
double routedExpertForwardFlops(const ModelSpec& m, double tokens);

// Forward FLOPs of the output (logit) layer: 2 t h V.
double logitForwardFlops(const ModelSpec& m, double tokens);

// Forward FLOPs of the multi-token-prediction modules (DeepSeek-V3), 0 without them.
double mtpForwardFlops(const ModelSpec& m, double tokens);

// Model FLOPs of one optimizer step for `sequences` sequences: 3 x forward (MFU basis).
double modelFlopsPerStep(const ModelSpec& m, double sequences);

// Hardware FLOPs with recompute: full adds one forward of every layer, selective adds the
// attention score/value products (Korthikanti et al. 2022 Sec. 5; Megatron's default module).
// The estimate's own count is compute_model.h's recomputedLayerFlops, which also knows the other
// stacks and modules; this is the reference it is tested against.
double hardwareFlopsPerStep(const ModelSpec& m, double sequences, Recompute recompute);

// Narayanan et al. 2021 eq. 3 (no recompute coefficient 72, full recompute 96), for tests and docs.
double narayananFlops(const ModelSpec& m, double sequences, bool fullRecompute);

// Parameter count (model_shape.h parameterCounts: the shape's, or model.params).
double parameterCount(const ModelSpec& m);
// Parameters a token multiplies (MoE counts top_k of the routed experts; no input embedding).
double activeParameterCount(const ModelSpec& m);

// 6 N D: the shape-free estimate for D tokens.
double sixNDFlops(double activeParams, double tokens);

}  // namespace syncwall::core
