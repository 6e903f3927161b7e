#pragma once
// What would move the sync wall, and by how much: each lever is the scenario with one change,
// swept over the same GPU counts by the core (sweepGpus, findSyncWall) and estimated at the
// scenario's own count.

#include <atomic>
#include <vector>

#include "chart_inputs.h"

namespace syncwall::ui {

enum class LeverKind { ScaleOutBandwidth, Layout, GlobalBatch, Compression, AsyncCheckpoint };

struct WallLever {
    LeverKind kind = LeverKind::ScaleOutBandwidth;
    bool available = true;    // false: nothing to change (already async, already best)
    core::Scenario scenario;  // the changed scenario (what Apply loads)
    core::SyncWall wall;      // its sync wall over the same GPU counts
    double expected_s = 0;    // its expected JCT at the scenario's GPU count
    core::Layout layout;      // the layout it runs at the scenario's GPU count (resolved)
};

struct WallLevers {
    core::SyncWall base;
    double baseExpected_s = 0;
    std::vector<WallLever> levers;
    bool complete = true;  // false: cancelled before every lever was swept

    // `policy` should match how the sweep was made (the window and the CLI use Best). A set
    // `cancel` stops the lever's sweep before its next GPU count (the result is then
    // incomplete).
    static WallLevers compute(const ChartInputs& inputs,
                              core::SweepLayoutPolicy policy = core::SweepLayoutPolicy::Best,
                              const std::atomic<bool>* cancel = nullptr);
    static core::Scenario changed(const ChartInputs& inputs, LeverKind kind, bool* available);
};

}  // namespace syncwall::ui
