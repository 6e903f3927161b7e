#pragma once
// Log-depth all-reduce plans: a binary tree (reduce up, broadcast down; NCCL runs two such
// trees on the two halves of the message, Sanders, Speck & Traeff 2009) and in-switch reduction
// (NVLS / SHARP: the switch sums and multicasts). The whole message moves in each transfer.

#include "collective_plan.h"

namespace syncwall::ui {

class TreeSchedule {
public:
    // Heap-ordered binary tree (parent of i is (i - 1) / 2); 2 * floor(log2 N) steps.
    static CollectivePlan tree(int ranks);
    static int parentOf(int rank) { return rank == 0 ? -1 : (rank - 1) / 2; }
    static int depthOf(int rank);

    // N GPUs plus the switch as node N: one step up (the switch reduces), one step down.
    static CollectivePlan inSwitch(int ranks);
};

}  // namespace syncwall::ui
