#pragma once
// The same job at many GPU counts (global batch and tokens fixed), and the sync wall: the count
// past which more GPUs make the expected JCT longer.

#include <atomic>
#include <optional>
#include <vector>

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

enum class SweepLayoutPolicy {
    Best,      // the best fitting layout at each count (what an architect would run)
    KeepTpPp,  // keep the scenario's TP, PP, CP; DP absorbs the count
};

struct SweepPoint {
    int gpus = 0;
    bool valid = false;  // a layout exists at this count
    Estimate estimate;
    double scaling_efficiency = 0;  // (T_base x G_base) / (T x G) against the first valid point
};

struct SweepResult {
    std::vector<SweepPoint> points;
    bool complete = true;  // false: cancelled before every count was estimated
};

// Powers of two from lo to hi inclusive (lo, hi >= 1).
std::vector<int> powersOfTwo(int lo, int hi);

// The GPU counts of the product's sweep (the window's table and charts, the exported charts,
// `syncwall-cli wall`): powers of two from 8 (lower when the scenario runs on fewer) to the
// largest count, so all of them show and judge the same points.
inline constexpr int kSweepFirstGpus = 8;
inline constexpr int kSweepLastGpus = 131072;
std::vector<int> standardGpuCounts(const Scenario& scenario);

// `threads` > 1 shares the counts among that many std::threads (the calling one included); the
// points are the same whatever the number. A set `cancel` stops the sweep before its next count
// (the caller's newer question makes this one moot); the result then says it is incomplete.
SweepResult sweepGpus(const Scenario& scenario, const std::vector<int>& gpuCounts,
                      SweepLayoutPolicy policy = SweepLayoutPolicy::Best, int threads = 1,
                      const std::atomic<bool>* cancel = nullptr);

// The smallest GPU count of the sweep whose best layout fits in memory (where the scaling chart
// starts by default); empty when none fits.
std::optional<int> firstFittingGpus(const SweepResult& sweep);
// Whether a point is judged (by findSyncWall) and plotted: a valid layout that fits in memory,
// or any valid layout when no count of the sweep fits (`anyFits` false).
bool isJudged(const SweepPoint& point, bool anyFits);

struct SyncWall {
    std::optional<int> wall_gpus;  // last count before expected JCT rises
    std::optional<double> wall_jct_s;
    std::optional<int> efficiency85_gpus;  // first count whose efficiency drops below 85 %
    std::optional<int> efficiency70_gpus;
    // The largest count the sweep judged, when larger counts of the sweep had no valid layout
    // (at this global batch): "not reached" would then overstate what the sweep saw.
    std::optional<int> last_valid_gpus;
    // Whether the sweep judged any count: false when no count had a valid layout (a global
    // batch no data-parallel degree divides), where "not reached" would claim a run.
    bool judged = false;
};

// Sweep points must be in increasing GPU order.
SyncWall findSyncWall(const SweepResult& sweep);

}  // namespace syncwall::core
