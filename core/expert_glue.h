#pragma once
// MoE glue outside the grouped GEMMs that the stack's code adds to a layer: the host
// synchronisation of the token dispatch (moeDispatchSyncTime), and gpt-oss's unfused path
// (expertGlueTime).
//
// What a stack that runs a clamped GLU and expert biases outside its fused kernels adds to one
// MoE layer on one GPU for one micro-batch: gpt-oss in Megatron-Core (software_stack.h,
// unfusedExpertGlue; read in Megatron-LM from the gpt-oss commits of September 2025,
// 2e29a5e1e3 and a329dd6da5, to d98e8a64d of August 2026):
// - fused_bias_geglu.py `weighted_bias_quick_geglu_impl` clamps the GLU's two halves with two
//   `clamp`s and joins them with `torch.cat` before the fused GLU, and makes its `+1` offset a new
//   device tensor on each call (`torch.tensor(..., device=...)`, a copy from pageable host
//   memory, which synchronises the stream: CUDA runtime API, "API synchronization behavior");
// - experts.py `TEGroupedMLP._apply_bias` adds the second linear's bias, weighted by the routing
//   probability, outside the grouped GEMM: per local expert `t + b * p` in fp32, a `cat` and a
//   cast back.
// Zero for a model without the clamp or the biases, and under a stack that fuses them.
// Assumptions: the synchronisation is priced for every Megatron-Core run with a clamp (a recipe
// that patches the offset for CUDA graphs, Megatron-Bridge's PATCH_GEGLU_GRAPH_SAFE, has none),
// at its cost on an H200's host; and under expert TP each rank adds the bias to its full-width
// partial output (every validated run has expert TP 1).

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

struct StackProfile;

// A host synchronisation inside a layer's forward costs the GPU this much idle time while the
// host issues the next kernels: the mean of the eight measured pairs (0.32-0.84 ms) of one
// gpt-oss layer with and without one synchronisation in its forward, forward and backward, at
// micro-batch 1 and 4, two runs (tests/data/kernels/h200_moe_layer_run1.json and run2.json,
// `host_sync`; scripts/measure_moe_layer.py on an H200, 2026-11-28).
inline constexpr double kLayerHostSync_s = 0.52e-3;

struct ExpertGlueTime {
    double forward_s = 0;    // the clamp's passes, the bias and the offset's synchronisation
    double backward_s = 0;   // the clamp's and the bias's backward
    double recompute_s = 0;  // what a recompute of the MoE activation runs again (moe_act)
};

// The host synchronisation of a MoE layer's token dispatch, averaged over the layers
// (moeLayerShare): kLayerHostSync_s where the stack's dispatch reads the tokens per expert on
// the host (StackProfile::moeDispatchSync). Measured on the same read made blocking on the
// compute stream (the `host_sync` rows time `bincount(...).cpu()` after the top-k; Megatron
// copies on a side stream and waits a few kernels later). Assumed: the same idle time in other
// models' layers, whose kernels after the read differ in size, and for each of gpt-oss's two
// synchronisations a forward (only one a layer was measured).
double moeDispatchSyncTime(const ModelSpec& model, const Layout& layout, const StackProfile& stack);

// Averaged over the layers (moeLayerShare), at `hbm_Bps` of HBM bandwidth, 16-bit activations
// of `elementBytes`. `tokens` is the micro-batch's tokens on this GPU (micro_batch x seq / cp).
ExpertGlueTime expertGlueTime(const ModelSpec& model, const Layout& layout,
                              const StackProfile& stack, double tokens, double elementBytes,
                              double hbm_Bps, bool recomputesMoeAct);

}  // namespace syncwall::core
