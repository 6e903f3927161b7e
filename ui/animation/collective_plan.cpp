#include "collective_plan.h"

#include <algorithm>

namespace syncwall::ui {

CollectivePlan::CollectivePlan(int ranks, int chunks, int extraNodes)
    : m_ranks(std::clamp(ranks, 1, 64)), m_chunks(std::max(chunks, 1)),
      m_extraNodes(std::max(extraNodes, 0))
{ }

void CollectivePlan::addStep(CollectiveStep step) { m_steps.push_back(std::move(step)); }

ChunkState CollectivePlan::initialState() const
{
    ChunkState state(static_cast<std::size_t>(nodes()),
                     std::vector<ChunkCell>(static_cast<std::size_t>(m_chunks)));
    for (int r = 0; r < m_ranks; ++r)
        for (ChunkCell& cell : state[static_cast<std::size_t>(r)])
            cell = ChunkCell {std::uint64_t {1} << r, 1};
    return state;
}

ChunkState CollectivePlan::stateAfter(int steps) const
{
    ChunkState state = initialState();
    const int n = std::clamp(steps, 0, stepCount());
    for (int i = 0; i < n; ++i) {
        const ChunkState before = state;
        for (const ChunkTransfer& t : m_steps[static_cast<std::size_t>(i)].transfers) {
            if (t.from < 0 || t.from >= nodes() || t.to < 0 || t.to >= nodes())
                continue;
            const int last = std::min(t.firstChunk + t.chunkCount, m_chunks);
            for (int c = std::max(t.firstChunk, 0); c < last; ++c) {
                const ChunkCell& src =
                    before[static_cast<std::size_t>(t.from)][static_cast<std::size_t>(c)];
                ChunkCell& dst = state[static_cast<std::size_t>(t.to)][static_cast<std::size_t>(c)];
                if (t.reduce) {
                    dst.ranks |= src.ranks;
                    dst.count += src.count;
                } else {
                    dst = src;
                }
            }
        }
    }
    return state;
}

bool CollectivePlan::complete(const ChunkState& state) const
{
    const std::uint64_t all =
        m_ranks >= 64 ? ~std::uint64_t {0} : (std::uint64_t {1} << m_ranks) - 1;
    for (int r = 0; r < m_ranks && r < static_cast<int>(state.size()); ++r)
        for (const ChunkCell& cell : state[static_cast<std::size_t>(r)])
            if (cell.ranks != all || cell.count != m_ranks)
                return false;
    return static_cast<int>(state.size()) >= m_ranks;
}

double CollectivePlan::bytesSentByRank(int rank, int steps, double bytes) const
{
    const int n = std::clamp(steps, 0, stepCount());
    int chunksSent = 0;
    for (int i = 0; i < n; ++i)
        for (const ChunkTransfer& t : m_steps[static_cast<std::size_t>(i)].transfers)
            if (t.from == rank)
                chunksSent += t.chunkCount;
    return bytes * chunksSent / m_chunks;
}

}  // namespace syncwall::ui
