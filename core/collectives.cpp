#include "collectives.h"

#include <algorithm>
#include <cmath>

namespace syncwall::core {

namespace {

// A zero or missing link must give a huge but finite time, never inf or NaN.
constexpr double kMinBandwidth_Bps = 1.0;
constexpr double kMaxCollectiveTime_s = 1e30;

// NVLS in-switch all-reduce rate as a fraction of the effective ring bandwidth: NCCL maintainer
// figures for 8x H100 (nccl-tests issue #212): NVLS algbw peak 275 GB/s vs ring busbw 370 GB/s.
constexpr double kNvlsPerRingBandwidth = 275.0 / 370.0;

double nonNegative(double x) { return (std::isfinite(x) && x > 0) ? x : 0.0; }
double bandwidth(double bps) { return std::max(nonNegative(bps), kMinBandwidth_Bps); }
double ceilLog2(int x) { return x <= 1 ? 0.0 : std::ceil(std::log2(static_cast<double>(x))); }

// Sanitised shape of one collective: p ranks, r per scale-up domain, k domains.
struct Shape {
    double p = 1, r = 1, k = 1;
    double up = kMinBandwidth_Bps, out = kMinBandwidth_Bps;  // effective B/s, floored
    double alphaUp = 0, alphaOut = 0;
    bool inSwitch = false;   // NVLS in the domain
    bool inNetwork = false;  // SHARP across domains
};

Shape makeShape(const GroupPlacement& group, const LinkParams& links)
{
    Shape s;
    const int p = std::max(group.ranks, 1);
    const int r = std::clamp(group.ranksPerDomain, 1, p);
    s.p = p;
    s.r = r;
    s.k = std::ceil(s.p / s.r);
    s.up = bandwidth(links.scaleUp_Bps);
    s.out = bandwidth(links.scaleOut_Bps);
    s.alphaUp = nonNegative(links.scaleUpLatency_s);
    s.alphaOut = nonNegative(links.scaleOutLatency_s);
    s.inSwitch = links.inSwitchReduction;
    s.inNetwork = links.inNetworkReduction;
    return s;
}

// Bandwidth and latency a flat ring or tree sees: inside one domain NVLink; across domains the
// cross edges spread over the r NIC rails of the group in each domain (one NCCL channel per NIC).
double flatBeta(const Shape& s) { return s.k <= 1 ? s.up : std::min(s.up, s.r * s.out); }
double flatAlpha(const Shape& s) { return s.k <= 1 ? s.alphaUp : s.alphaOut; }

// Ring all-reduce, Patarasuk & Yuan 2009 eq. (1); NCCL ring: 2(p-1) steps of n/p.
double ringAllReduce(const Shape& s, double n)
{
    return 2 * (s.p - 1) * flatAlpha(s) + 2 * (s.p - 1) / s.p * n / flatBeta(s);
}

// Double binary tree, Sanders, Speck & Traeff 2009 sec. 3: log-depth latency, ~n up + n down.
double treeAllReduce(const Shape& s, double n)
{
    return 2 * ceilLog2(static_cast<int>(s.p)) * flatAlpha(s) + 2 * n / flatBeta(s);
}

// Ring reduce-scatter (or all-gather) of n among m ranks on one link: (m-1) alpha + (m-1)/m n/B.
double ringHalf(double m, double alpha, double n, double bw)
{
    return m <= 1 ? 0.0 : (m - 1) * alpha + (m - 1) / m * n / bw;
}

// The cross-domain all-reduce of the n/r shard each rank owns after the in-domain
// reduce-scatter, on its own NIC rail: with SHARP each rank sends its shard to the switch tree
// once and receives the result once (Graham et al. 2016 sec. 3; NCCL CollNet), latency through
// a log-depth switch tree; without it a ring over the k domains (Patarasuk & Yuan 2009).
struct Phase {
    double latency_s = 0;
    double transfer_s = 0;
};

Phase acrossDomains(const Shape& s, double shard, bool ringOnly)
{
    if (s.k <= 1)
        return {};
    if (s.inNetwork && !ringOnly)
        return {2 * ceilLog2(static_cast<int>(s.k)) * s.alphaOut, shard / s.out};
    return {2 * (s.k - 1) * s.alphaOut, 2 * (s.k - 1) / s.k * shard / s.out};
}

// Two pipelined levels: NCCL cuts the buffer into chunks that flow through the NVLink and NIC
// steps at the same time ("Demystifying NCCL", arXiv:2507.04786, sec. on channels and
// pipelining), and its tuner prices a multi-node algorithm at the bottleneck graph's bandwidth,
// not a sum (NCCL src/graph/tuning.cc). So the slower level sets the rate; latencies add.
double pipelined(const Phase& inDomain, const Phase& across)
{
    return inDomain.latency_s + across.latency_s + std::max(inDomain.transfer_s, across.transfer_s);
}

// Two-level: reduce-scatter in the domain, all-reduce of n/r across domains on each rank's own
// rail, all-gather in the domain. With SHARP this is NCCL's CollNet algorithm, one pipelined
// kernel. Without it NCCL has no such kernel: frameworks issue three separate collectives
// (Horovod's HOROVOD_HIERARCHICAL_ALLREDUCE: reduce-scatter, all-reduce, all-gather), so the
// phases add (2 x 7/8 n/231 + n/8/24 on two DGX A100 stays slower than the 192 GB/s ring there,
// published_runs.json nccl_dgxa100_2node_allreduce_192).
double hierarchicalAllReduce(const Shape& s, double n)
{
    const Phase inDomain {2 * std::max(s.r - 1, 0.0) * s.alphaUp, 2 * (s.r - 1) / s.r * n / s.up};
    const Phase across = acrossDomains(s, n / s.r, false);
    if (s.inNetwork && s.k > 1)
        return pipelined(inDomain, across);
    return inDomain.latency_s + inDomain.transfer_s + across.latency_s + across.transfer_s;
}

// NVLS needs the NVLink switches of a domain shared by more than one rank of the group.
bool nvlsAvailable(const Shape& s) { return s.inSwitch && s.r > 1; }

// NVLink SHARP in the domain: each GPU sends n to the switch and receives the reduced n once,
// both directions at once. Across domains NCCL's NVLSTree: a tree/ring of the n/r shards over
// the NICs, pipelined with the NVLS steps. NVLS with SHARP across domains is not priced higher:
// the one measurement with SHARP (CoreWeave 8 x 8 H100, 386.6 GB/s busbw, tests/data/imports/
// nccl) lies below NVLSTree's rate, far below the 540 GB/s a pipelined NVLS+SHARP would give.
double nvlsAllReduce(const Shape& s, double n)
{
    const Phase inDomain {2 * s.alphaUp, n / (kNvlsPerRingBandwidth * s.up)};
    return pipelined(inDomain, acrossDomains(s, n / s.r, true));
}

double allReduceTime(const Shape& s, double n, Algorithm a)
{
    switch (a) {
    case Algorithm::Ring:
        return ringAllReduce(s, n);
    case Algorithm::Tree:
        return treeAllReduce(s, n);
    case Algorithm::Hierarchical:
        return hierarchicalAllReduce(s, n);
    case Algorithm::Nvls:
        return nvlsAllReduce(s, n);
    case Algorithm::Auto:
        break;
    }
    return ringAllReduce(s, n);
}

// Fastest of the available algorithms; ties go to the earlier (simpler) one.
Algorithm bestAllReduce(const Shape& s, double n, bool allowNvls)
{
    Algorithm best = Algorithm::Ring;
    double bestTime = ringAllReduce(s, n);
    for (Algorithm a : {Algorithm::Tree, Algorithm::Hierarchical, Algorithm::Nvls}) {
        if (a == Algorithm::Nvls && !allowNvls)
            continue;
        const double t = allReduceTime(s, n, a);
        if (t < bestTime) {
            best = a;
            bestTime = t;
        }
    }
    return best;
}

// All-to-all: the in-domain share over NVLink and the cross-domain share over the NIC run
// concurrently (Hockney model per link; Thakur, Rabenseifner & Gropp 2005 sec. 4.5 pairwise).
double allToAllTime(const Shape& s, double n)
{
    const double inDomain = (s.r - 1) / s.p * n / s.up;
    const double crossDomain = (s.p - s.r) / s.p * n / s.out;
    return (s.p - 1) * flatAlpha(s) + std::max(inDomain, crossDomain);
}

}  // namespace

LinkParams linkParams(const HardwareSpec& hw, double linkScale)
{
    LinkParams l;
    const double scale = nonNegative(linkScale);
    const double nicShare =
        hw.gpusPerNode > 0
            ? std::min(1.0, std::max(hw.nicsPerNode, 0) / static_cast<double>(hw.gpusPerNode))
            : 1.0;
    const double oversub =
        (std::isfinite(hw.oversubscription) && hw.oversubscription > 1) ? hw.oversubscription : 1.0;
    l.scaleUp_Bps = nonNegative(hw.scaleUp_Bps) * nonNegative(hw.scaleUpEfficiency) * scale;
    l.scaleOut_Bps = nonNegative(hw.scaleOut_bps) / 8 * nicShare
                     * nonNegative(hw.scaleOutEfficiency) * scale / oversub;
    l.scaleUpLatency_s = nonNegative(hw.scaleUpLatency_s);
    l.scaleOutLatency_s = nonNegative(hw.scaleOutLatency_s);
    l.inSwitchReduction = hw.inSwitchReduction;
    l.inNetworkReduction = hw.inNetworkReduction;
    return l;
}

// nccl-tests doc/PERFORMANCE.md, "Bus bandwidth".
double busBandwidthFactor(CollectiveKind kind, int ranks)
{
    if (ranks <= 1)
        return kind == CollectiveKind::SendRecv ? 1.0 : 0.0;
    const double p = ranks;
    switch (kind) {
    case CollectiveKind::AllReduce:
        return 2 * (p - 1) / p;
    case CollectiveKind::ReduceScatter:
    case CollectiveKind::AllGather:
    case CollectiveKind::AllToAll:
        return (p - 1) / p;
    case CollectiveKind::SendRecv:
        return 1.0;
    }
    return 1.0;
}

CollectiveCost collectiveCost(CollectiveKind kind, double bytes, const GroupPlacement& group,
                              const LinkParams& links, Algorithm algorithm)
{
    CollectiveCost cost;
    const double n = nonNegative(bytes);
    const Shape s = makeShape(group, links);
    if (s.p <= 1 || n <= 0)
        return cost;

    switch (kind) {
    case CollectiveKind::AllReduce: {
        Algorithm a = algorithm;
        if (a == Algorithm::Auto || (a == Algorithm::Nvls && !nvlsAvailable(s)))
            a = bestAllReduce(s, n, nvlsAvailable(s));
        cost.algorithm = a;
        cost.time_s = allReduceTime(s, n, a);
        break;
    }
    case CollectiveKind::ReduceScatter:
    case CollectiveKind::AllGather:
        // Ring, n = the full buffer (nccl-tests convention); Thakur et al. 2005 sec. 4.
        cost.time_s = ringHalf(s.p, flatAlpha(s), n, flatBeta(s));
        break;
    case CollectiveKind::AllToAll:
        cost.time_s = allToAllTime(s, n);
        break;
    case CollectiveKind::SendRecv: {
        // Hockney 1994: alpha + n/beta, over NVLink when the pair shares a domain.
        const bool inDomain = s.r >= 2;
        cost.time_s = (inDomain ? s.alphaUp : s.alphaOut) + n / (inDomain ? s.up : s.out);
        break;
    }
    }
    if (!std::isfinite(cost.time_s) || cost.time_s > kMaxCollectiveTime_s)
        cost.time_s = kMaxCollectiveTime_s;  // only absurd inputs (1e300 bytes) get here
    if (cost.time_s > 0) {
        cost.algbw_Bps = n / cost.time_s;
        cost.busbw_Bps = cost.algbw_Bps * busBandwidthFactor(kind, group.ranks);
    }
    return cost;
}

}  // namespace syncwall::core
