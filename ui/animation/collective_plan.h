#pragma once
// A collective as a list of synchronous steps, each a set of chunk transfers, replayable to the
// state after any step: which contributions every node holds in every chunk. Pure (no Qt), so
// tests can check the algorithms the animation draws.

#include <cstdint>
#include <vector>

namespace syncwall::ui {

enum class StepStage {
    ReduceScatter,  // flat ring
    AllGather,
    ReduceUp,                // tree: children add into parents, leaves first
    BroadcastDown,           // tree: the root's sum copied back down
    InNodeReduceScatter,     // hierarchical
    CrossNodeReduceScatter,  // hierarchical, one ring per rail
    CrossNodeAllGather,
    InNodeAllGather,
    SwitchReduce,     // in-switch (NVLS/SHARP): every GPU pushes, the switch sums
    SwitchMulticast,  // the switch multicasts the sum
};

struct ChunkTransfer {
    int from = 0;
    int to = 0;
    int firstChunk = 0;
    int chunkCount = 1;
    bool reduce = true;  // true: added into the destination; false: a copy overwrites it
};

struct CollectiveStep {
    StepStage stage = StepStage::ReduceScatter;
    int indexInStage = 0;  // 0-based
    int stageLength = 1;   // steps of this stage
    std::vector<ChunkTransfer> transfers;
};

// What one node holds in one chunk: the set of ranks summed in (bit r) and how many
// contributions were added (a correct algorithm never adds one twice: count == popcount).
struct ChunkCell {
    std::uint64_t ranks = 0;
    int count = 0;
};
using ChunkState = std::vector<std::vector<ChunkCell>>;  // [node][chunk]

class CollectivePlan {
public:
    CollectivePlan() = default;
    // `ranks` GPUs (at most 64) plus `extraNodes` relays such as a switch, holding nothing.
    CollectivePlan(int ranks, int chunks, int extraNodes = 0);

    void addStep(CollectiveStep step);

    int ranks() const { return m_ranks; }
    int nodes() const { return m_ranks + m_extraNodes; }
    int chunks() const { return m_chunks; }
    int stepCount() const { return static_cast<int>(m_steps.size()); }
    const std::vector<CollectiveStep>& steps() const { return m_steps; }

    // Every rank holds its own gradient in every chunk; relays hold nothing.
    ChunkState initialState() const;
    // The state after the first `steps` steps (clamped to [0, stepCount()]). Transfers of one
    // step read the state before that step.
    ChunkState stateAfter(int steps) const;
    // Every rank holds every chunk summed exactly once over all ranks.
    bool complete(const ChunkState& state) const;
    // Payload bytes one rank sends in the first `steps` steps, for a message of `bytes`.
    double bytesSentByRank(int rank, int steps, double bytes) const;

private:
    int m_ranks = 0;
    int m_chunks = 0;
    int m_extraNodes = 0;
    std::vector<CollectiveStep> m_steps;
};

}  // namespace syncwall::ui
