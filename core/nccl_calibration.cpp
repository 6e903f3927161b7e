#include "nccl_calibration.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "collectives.h"
#include "file_units.h"
#include "rank_groups.h"

namespace syncwall::core {

namespace {

constexpr double kReferenceSize_B = double(1u << 30);  // any size: zero latency, time ~ size
constexpr double kMinEfficiency = 1e-6;
constexpr double kProbeSize_B = 1;  // the latency term alone
constexpr int kBisections = 200;

// Contiguous ranks, as nccl-tests launches them: a scale-up domain holds domainNodes whole
// nodes of the test's GPUs per node, and the group's ranks per domain divide its ranks.
GroupPlacement placementOf(const HardwareSpec& hw, int ranks, int nodes)
{
    const int perNode = ranks / nodes;
    const int domain = scaleUpDomain(hw);
    int nodesPerDomain = std::clamp(domain / std::max(hw.gpusPerNode, 1), 1, nodes);
    while (nodes % nodesPerDomain != 0)
        --nodesPerDomain;
    return {ranks, nodesPerDomain * perNode};
}

// The model's asymptotic bus bandwidth of the group with the tier at `efficiency` and
// everything else as the scenario has it (latencies zero, so the size does not matter).
double busbwAt(const Scenario& s, const GroupPlacement& g, CollectiveKind kind, LinkTier tier,
               double efficiency)
{
    HardwareSpec hw = s.hardware;
    (tier == LinkTier::ScaleUp ? hw.scaleUpEfficiency : hw.scaleOutEfficiency) = efficiency;
    LinkParams l = linkParams(hw, s.calibration.linkScale);
    l.scaleUpLatency_s = 0;
    l.scaleOutLatency_s = 0;
    return collectiveCost(kind, kReferenceSize_B, g, l, s.comm.algorithm).busbw_Bps;
}

// The efficiency at which busbwAt equals the target: the bus bandwidth is non-decreasing in it
// (a faster link never slows a collective in collectives.cpp), so bisection brackets it.
double efficiencyFor(const Scenario& s, const GroupPlacement& g, CollectiveKind kind, LinkTier tier,
                     double target_Bps)
{
    double lo = kMinEfficiency, hi = 1.0;
    for (int i = 0; i < kBisections && hi / lo - 1 > 1e-13; ++i) {
        const double mid = std::sqrt(lo * hi);
        (busbwAt(s, g, kind, tier, mid) < target_Bps ? lo : hi) = mid;
    }
    return std::sqrt(lo * hi);
}

struct LatencyFit {
    LatencyOutcome outcome = LatencyOutcome::NotDetermined;
    double value_s = 0;
};

// The tier latency at which the model's time for a 1-byte collective equals the fitted
// intercept: the time is non-decreasing in it (collectives.cpp adds latency terms and the
// fastest algorithm is a minimum of such sums), so bisection brackets it.
LatencyFit fitLatency(const Scenario& s, const GroupPlacement& g, CollectiveKind kind,
                      LinkTier tier, double target_s, double max_s)
{
    LatencyFit f;
    LinkParams l = linkParams(s.hardware, s.calibration.linkScale);
    double& alpha = tier == LinkTier::ScaleUp ? l.scaleUpLatency_s : l.scaleOutLatency_s;
    auto at = [&](double a) {
        alpha = a;
        return collectiveCost(kind, kProbeSize_B, g, l, s.comm.algorithm).time_s;
    };
    if (target_s < at(0)) {
        f.outcome = LatencyOutcome::BelowOtherTier;
        return f;
    }
    if (target_s > at(max_s)) {
        f.outcome = LatencyOutcome::AboveRange;
        return f;
    }
    double lo = 0, hi = max_s;
    for (int i = 0; i < kBisections && hi - lo > 1e-15; ++i) {
        const double mid = 0.5 * (lo + hi);
        (at(mid) < target_s ? lo : hi) = mid;
    }
    f.outcome = LatencyOutcome::Fitted;
    f.value_s = 0.5 * (lo + hi);
    return f;
}

NcclCalibrationStatus checkCounts(const Scenario& s, const NcclTestsTable& t,
                                  const NcclCalibrationOptions& o, NcclCalibration& r)
{
    if (!t.ok())
        return NcclCalibrationStatus::NoTable;
    if (!t.collective)
        return NcclCalibrationStatus::UnknownCollective;
    r.collective = *t.collective;
    if (o.expected && *o.expected != *t.collective)
        return NcclCalibrationStatus::OtherCollective;
    r.ranks = o.ranks > 0 ? o.ranks : t.ranks;
    r.nodes = o.nodes > 0 ? o.nodes : t.nodes;
    if (r.ranks <= 0)
        return NcclCalibrationStatus::MissingRanks;
    if (r.nodes <= 0)
        return NcclCalibrationStatus::MissingNodes;
    if (r.ranks < 2 || r.nodes > r.ranks || r.ranks % r.nodes != 0)
        return NcclCalibrationStatus::BadCounts;
    if (r.ranks / r.nodes > s.hardware.gpusPerNode)
        return NcclCalibrationStatus::MoreGpusPerNode;
    return NcclCalibrationStatus::Fitted;
}

}  // namespace

NcclCalibration calibrateFromNcclTests(const Scenario& s, const NcclTestsTable& table,
                                       const NcclCalibrationOptions& options)
{
    NcclCalibration r;
    r.scenario = s;
    r.status = checkCounts(s, table, options, r);
    if (!r.fitted())
        return r;
    const GroupPlacement group = placementOf(s.hardware, r.ranks, r.nodes);
    r.ranksPerDomain = group.ranksPerDomain;
    r.domains = r.ranks / group.ranksPerDomain;
    r.tier = r.domains == 1 ? LinkTier::ScaleUp : LinkTier::ScaleOut;
    const bool up = r.tier == LinkTier::ScaleUp;
    r.efficiencyKey =
        findScenarioKey(up ? "hardware.scale_up_efficiency" : "hardware.scale_out_efficiency");
    r.latencyKey =
        findScenarioKey(up ? "hardware.scale_up_latency_us" : "hardware.scale_out_latency_us");
    r.efficiencyBefore = up ? s.hardware.scaleUpEfficiency : s.hardware.scaleOutEfficiency;
    r.latencyBefore_s = up ? s.hardware.scaleUpLatency_s : s.hardware.scaleOutLatency_s;
    r.efficiency = r.efficiencyBefore;
    r.latency_s = r.latencyBefore_s;

    // Out-of-place is what nccl-tests' summary and most reports quote; in-place only without it.
    r.inPlace = std::none_of(table.rows.begin(), table.rows.end(),
                             [](const NcclTestsRow& row) { return row.outOfPlace.present; });
    std::vector<SizeTime> points;
    for (const NcclTestsRow& row : table.rows) {
        const NcclTiming& t = r.inPlace ? row.inPlace : row.outOfPlace;
        if (!t.present)
            continue;
        points.push_back({row.size_B, t.time_s});
        if (t.busbw_Bps > r.peakBusbw_Bps) {
            r.peakBusbw_Bps = t.busbw_Bps;
            r.peakLine = row.line;
        }
    }
    r.fit = fitLatencyBandwidth(points);
    if (r.fit.points < 2) {
        r.status = NcclCalibrationStatus::TooFewSizes;
        return r;
    }
    if (!r.fit.usable()) {
        r.status = NcclCalibrationStatus::TimeNotIncreasing;
        return r;
    }
    // nccl-tests doc/PERFORMANCE.md: busbw = algbw x factor, algbw = size / time -> 1 / beta.
    r.busFactor = busBandwidthFactor(r.collective, r.ranks);
    r.fittedBusbw_Bps = r.busFactor / r.fit.secondsPerByte;
    r.referenceBusbw_Bps = busbwAt(s, group, r.collective, r.tier, 1.0);
    const double floor_Bps = busbwAt(s, group, r.collective, r.tier, kMinEfficiency);
    if (r.referenceBusbw_Bps <= floor_Bps * (1 + 1e-9)) {
        r.status = NcclCalibrationStatus::TierNotLimiting;
        return r;
    }
    if (r.fittedBusbw_Bps > r.referenceBusbw_Bps) {
        r.status = NcclCalibrationStatus::EfficiencyAboveOne;
        r.efficiency = r.fittedBusbw_Bps / r.referenceBusbw_Bps;  // a lower bound, for the message
        return r;
    }
    const double efficiency =
        r.fittedBusbw_Bps <= floor_Bps
            ? kMinEfficiency
            : efficiencyFor(s, group, r.collective, r.tier, r.fittedBusbw_Bps);
    r.efficiency = efficiency;
    r.efficiencyKey->set(r.scenario, efficiency);

    if (r.fit.latencyDetermined) {
        const double max_s = toSi(r.latencyKey->limit.max, r.latencyKey->unit);
        const LatencyFit lat = fitLatency(s, group, r.collective, r.tier, r.fit.latency_s, max_s);
        r.latency = lat.outcome;
        if (lat.outcome == LatencyOutcome::Fitted) {
            r.latency_s = lat.value_s;
            r.latencyKey->set(r.scenario, lat.value_s);
        }
    }
    return r;
}

}  // namespace syncwall::core
