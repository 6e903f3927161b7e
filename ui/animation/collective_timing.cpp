#include "collective_timing.h"

#include <algorithm>
#include <cmath>

#include "core/collectives.h"
#include "core/step_model.h"
#include "ring_schedule.h"
#include "tree_schedule.h"

namespace syncwall::ui {
namespace {

int ceilLog2(int x)
{
    int d = 0;
    while ((1 << d) < x)
        ++d;
    return d;
}

}  // namespace

int CollectiveTiming::realSteps() const
{
    const int n = std::max(realRanks, 1);
    switch (algorithm) {
    case core::Algorithm::Tree:
        return 2 * ceilLog2(n);
    case core::Algorithm::Nvls:
        return n > 1 ? 2 : 0;
    case core::Algorithm::Hierarchical:
        return 2 * (ranksPerDomain - 1) + 2 * (domains - 1);
    case core::Algorithm::Ring:
    case core::Algorithm::Auto:
        break;
    }
    return 2 * (n - 1);
}

CollectiveTiming collectiveTiming(const core::Scenario& s, const core::Estimate& e,
                                  core::Algorithm requested, int maxShown)
{
    CollectiveTiming t;
    const core::GroupPlacement group = core::dpGradientGroup(s, e.layout);
    t.realRanks = group.ranks;
    t.ranksPerDomain = group.ranksPerDomain;
    t.domains = std::max(1, group.ranks / group.ranksPerDomain);
    t.bytes = e.allreduce.bytes;
    t.estimateAlgorithm = e.allreduce.algorithm;
    const core::Algorithm wanted =
        requested == core::Algorithm::Auto ? e.allreduce.algorithm : requested;
    t.algorithm = wanted;
    if (wanted == e.allreduce.algorithm) {
        t.time_s = e.allreduce.time_s;
        t.algbw_Bps = e.allreduce.algbw_Bps;
        t.busbw_Bps = e.allreduce.busbw_Bps;
    } else if (t.realRanks > 1) {
        const core::CollectiveCost c =
            core::collectiveCost(core::CollectiveKind::AllReduce, t.bytes, group,
                                 core::linkParams(s.hardware, s.calibration.linkScale), wanted);
        t.noInSwitch = wanted == core::Algorithm::Nvls && c.algorithm != core::Algorithm::Nvls;
        t.time_s = c.time_s;
        t.algbw_Bps = c.algbw_Bps;
        t.busbw_Bps = c.busbw_Bps;
    }

    const bool crosses = t.domains > 1;
    t.alpha_s = crosses ? s.hardware.scaleOutLatency_s : s.hardware.scaleUpLatency_s;
    const double n = t.realRanks;
    if (t.hasCollective()) {
        double latency = 0, volume = 0;
        if (wanted == core::Algorithm::Ring) {
            latency = 2 * (n - 1) * t.alpha_s;
            volume = 2 * (n - 1) / n * t.bytes;
        } else if (wanted == core::Algorithm::Tree) {
            latency = 2 * ceilLog2(t.realRanks) * t.alpha_s;
            volume = 2 * t.bytes;
        }
        if (volume > 0 && t.time_s > latency)
            t.beta_Bps = volume / (t.time_s - latency);
    }

    const int cap = std::clamp(maxShown, 2, 16);
    t.shownRanks = t.realRanks >= 2 ? std::min(t.realRanks, cap) : 4;
    switch (wanted) {
    case core::Algorithm::Tree:
        t.plan = TreeSchedule::tree(t.shownRanks);
        break;
    case core::Algorithm::Nvls:
        t.plan = TreeSchedule::inSwitch(t.shownRanks);
        break;
    case core::Algorithm::Hierarchical:
        // Always two levels, so the structure shows even when the real group is flat.
        t.shownPerNode = std::clamp(t.ranksPerDomain, 2, 4);
        t.shownNodes = std::clamp(t.domains, 2, std::clamp(cap / t.shownPerNode, 2, 3));
        t.shownRanks = t.shownNodes * t.shownPerNode;
        t.plan = RingSchedule::hierarchical(t.shownNodes, t.shownPerNode);
        break;
    case core::Algorithm::Ring:
    case core::Algorithm::Auto:
        t.plan = RingSchedule::ring(t.shownRanks);
        break;
    }
    return t;
}

}  // namespace syncwall::ui
