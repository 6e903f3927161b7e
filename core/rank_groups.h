#pragma once
// Where a layout's communication groups sit: Megatron's rank order (TP innermost, then CP, then
// DP with EP inside it, PP outermost) places a group of ranks a fixed stride apart, and the
// scale-up domain (an NVLink island) holds some of them. Which tier a collective rides
// (collectives.h) follows from that.

#include "collectives.h"
#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// GPUs sharing the NVLink fabric: hardware.scale_up_domain, else one node; at least 1.
int scaleUpDomain(const HardwareSpec& hw);

// A group of `size` ranks, `stride` ranks apart: min(size, domain / stride) members in each
// scale-up domain of `domain` GPUs, rounded down to a divisor of the size.
GroupPlacement rankGroup(int size, int stride, int domain);

// The group e.allreduce describes: the gradients' DP x CP ranks, a stride of TP ranks apart
// under Megatron's rank order, and how many of them share a scale-up domain.
GroupPlacement dpGradientGroup(const Scenario& scenario, const Layout& layout);

// The routed experts' gradient group: TP x CP x DP / (EP x expert TP) ranks, EP x expert TP
// ranks apart (Megatron-Core MoE folding).
GroupPlacement expertDataGroup(const Scenario& scenario, const Layout& layout);

}  // namespace syncwall::core
