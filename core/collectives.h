#pragma once
// Alpha-beta (Hockney) costs of the collectives NCCL runs, on a two-tier network: a scale-up
// domain (NVLink) and a scale-out fabric (one NIC rail per GPU). Bandwidths are effective
// (line rate x the link efficiency nccl-tests reaches).

#include "scenario.h"

namespace syncwall::core {

// Where the p ranks of one collective group sit.
struct GroupPlacement {
    int ranks = 1;           // p
    int ranksPerDomain = 1;  // r: ranks of this group inside one scale-up domain (divides p)
    // True when the group leaves one scale-up domain: it rides the scale-out NICs.
    bool scaleOut() const { return ranks > ranksPerDomain; }
};

struct LinkParams {
    double scaleUp_Bps = 0;   // effective, per GPU per direction
    double scaleOut_Bps = 0;  // effective, per GPU NIC per direction (after oversubscription)
    double scaleUpLatency_s = 0;
    double scaleOutLatency_s = 0;
    bool inSwitchReduction = false;   // NVLS inside a scale-up domain
    bool inNetworkReduction = false;  // SHARP in the scale-out switches, across domains
};

// Effective link parameters of a hardware spec (efficiencies, oversubscription, calibration).
LinkParams linkParams(const HardwareSpec& hw, double linkScale);

enum class CollectiveKind { AllReduce, ReduceScatter, AllGather, AllToAll, SendRecv };

struct CollectiveCost {
    Algorithm algorithm = Algorithm::Ring;  // never Auto
    double time_s = 0;
    double algbw_Bps = 0;
    double busbw_Bps = 0;
};

// Cost of one collective of `bytes` per rank. algorithm Auto picks the fastest available;
// Nvls needs in-switch reduction and more than one rank per domain, else it falls back to the
// best other algorithm. Across domains SHARP (inNetworkReduction) serves the hierarchical path.
CollectiveCost collectiveCost(CollectiveKind kind, double bytes, const GroupPlacement& group,
                              const LinkParams& links, Algorithm algorithm);

// nccl-tests bus bandwidth factor: 2(p-1)/p for all-reduce, (p-1)/p for reduce-scatter,
// all-gather and all-to-all, 1 for send/recv.
double busBandwidthFactor(CollectiveKind kind, int ranks);

}  // namespace syncwall::core
