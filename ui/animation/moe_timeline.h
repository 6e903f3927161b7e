#pragma once
// One MoE layer's forward on the EP group as five phases: route (top-k gate), dispatch
// all-to-all, expert GEMMs (the busiest expert paces), combine all-to-all, weighted sum. Timed
// from MoeTraffic (to scale) or one unit per phase (didactic, and every teaching example).
// Pure (no Qt).

#include <vector>

#include "moe_routing.h"
#include "moe_traffic.h"

namespace syncwall::ui {

enum class MoePhase { Route = 0, Dispatch, Experts, Combine, Sum };
inline constexpr int kMoePhaseCount = 5;

class MoeTimeline {
public:
    // Route and sum are drawn at this share of the balanced step when to scale (the gate GEMM
    // and the weighted sum are too short to see).
    static constexpr double kNominalShare = 0.05;

    static MoeTimeline build(const MoeTraffic& traffic, const MoeRouting& routing, bool didactic);

    bool toScale() const { return m_toScale; }  // seconds; else units
    double start(MoePhase phase) const { return m_edges[static_cast<std::size_t>(phase)]; }
    double end(MoePhase phase) const { return m_edges[static_cast<std::size_t>(phase) + 1]; }
    double total() const { return m_edges.back(); }
    // When GPU `gpu`'s experts finish (the busiest at end(Experts)).
    double expertsEnd(int gpu) const;
    MoePhase phaseAt(double t) const;
    std::vector<double> boundaries() const { return m_edges; }

private:
    bool m_toScale = false;
    std::vector<double> m_edges = std::vector<double>(kMoePhaseCount + 1, 0.0);
    std::vector<double> m_expertsEnd;
};

}  // namespace syncwall::ui
