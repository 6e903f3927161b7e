#pragma once
// What one MoE layer moves and computes on one GPU of the expert-parallel group, from the
// estimate: the dispatch/combine all-to-all (its bytes, link tier and time) and the expert GEMMs.
// Pure (no Qt): the MoE painter draws it and tests check it.

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

enum class MoeCase {
    Moe,    // experts > 1 and EP > 1: the estimate's own all-to-all
    Dense,  // experts = 1: a teaching example
    NoEp,   // experts > 1 but EP = 1: every GPU holds every expert; a teaching example
};

struct MoeTraffic {
    static constexpr int kMaxDrawn = 8;
    static constexpr int kTeachingEp = 4;
    static constexpr int kTeachingTopK = 2;

    MoeCase which = MoeCase::Moe;
    int ep = 1;       // the real EP group (kTeachingEp in a teaching example)
    int drawn = 1;    // GPUs drawn: min(ep, 8)
    int experts = 1;  // routed experts of the model (ep in a teaching example)
    int topK = 1;
    double tokens = 0;  // per GPU per micro-batch entering the layer (after SP's split)
    double hidden = 0;
    double elementBytes = 2;
    double bytes = 0;       // one all-to-all per GPU: tokens x top_k x hidden x bytes
    double leaving = 0;     // of which (ep - 1) / ep crosses to other GPUs
    bool scaleOut = false;  // the EP group leaves the scale-up domain: the NICs carry it
    double allToAll_s = 0;  // one all-to-all (dispatch or combine), 0 in a teaching example
    double experts_s = 0;   // the expert GEMMs of one layer's forward, balanced load
    double calls = 0;       // all-to-alls per step on the slowest stage (the estimate's)

    // tokens x top_k x hidden x bytes per element: what one GPU sends into one all-to-all
    // (GShard, Lepikhin et al. 2020 Sec. 2.2; Megatron-Core's token dispatcher).
    static double allToAllBytes(double tokens, int topK, double hidden, double elementBytes);
    // The share of it that leaves the GPU when tokens spread evenly over ep GPUs: (ep - 1) / ep.
    static double leavingShare(int ep);

    static MoeTraffic fromEstimate(const core::Scenario& scenario, const core::Estimate& e);
    bool teaching() const { return which != MoeCase::Moe; }
};

}  // namespace syncwall::ui
