#pragma once
// Ring-based all-reduce plans (Patarasuk & Yuan 2009; NCCL's ring): the flat ring and the
// two-level hierarchical variant. Pure; the painters replay them.

#include "collective_plan.h"

namespace syncwall::ui {

class RingSchedule {
public:
    // N ranks, N chunks. Reduce-scatter step k (0 .. N-2): rank r sends chunk (r - k) mod N to
    // rank r + 1, which adds it in; afterwards rank r holds chunk (r + 1) mod N summed over all N.
    // All-gather step k: rank r sends chunk (r + 1 - k) mod N to r + 1, which keeps the copy.
    static CollectivePlan ring(int ranks);

    // The chunk rank r sends at overall step k of the flat ring (0 .. 2(N-1)-1).
    static int chunkSentAt(int ranks, int rank, int step);

    // `nodes` x `perNode` ranks (rank = node * perNode + local), perNode x nodes chunks (chunk =
    // shard * nodes + piece): in-node ring reduce-scatter of the perNode shards, a ring
    // all-reduce of each shard across nodes on its own rail (one ring per local index), and an
    // in-node ring all-gather.
    static CollectivePlan hierarchical(int nodes, int perNode);
};

}  // namespace syncwall::ui
