#pragma once
// Calibrating one link tier from an nccl-tests table (issue 17): the Hockney line fitted to the
// table (latency_bandwidth_fit.h) gives the asymptotic bus bandwidth and the latency; the
// tier the test ran on (one scale-up domain, else scale-out) gets the efficiency and the
// per-message latency that make the collective model (collectives.cpp) reproduce them on the
// scenario's hardware (its other tier, oversubscription, calibration.link_scale and
// communication.algorithm as they are).
// The scenario's own keys change: hardware.scale_up_efficiency / scale_out_efficiency and
// hardware.scale_up_latency_us / scale_out_latency_us. Values in, values out.

#include <optional>

#include "latency_bandwidth_fit.h"
#include "nccl_tests.h"
#include "scenario.h"
#include "scenario_keys.h"

namespace syncwall::core {

enum class LinkTier { ScaleUp, ScaleOut };

enum class NcclCalibrationStatus {
    Fitted,
    NoTable,             // the table's parse was fatal (too large, no rows)
    UnknownCollective,   // the test is not named, or is not one the model has
    OtherCollective,     // options.expected differs from the table's test
    MissingRanks,        // the ranks are not in the text: give them (options.ranks)
    MissingNodes,        // the nodes are not in the text: give them (options.nodes)
    BadCounts,           // ranks < 2, nodes < 1, or nodes do not divide ranks
    MoreGpusPerNode,     // ranks / nodes exceeds the scenario's hardware.gpus_per_node
    TooFewSizes,         // fewer than two usable sizes
    TimeNotIncreasing,   // the fitted slope is not positive: the table has no bandwidth
    EfficiencyAboveOne,  // the measured busbw beats the model at the tier's line rate
    TierNotLimiting,     // the tier's efficiency does not change this collective in the model
};

enum class LatencyOutcome {
    Fitted,
    NotDetermined,   // the table has too few latency-bound sizes (LatencyBandwidthFit)
    BelowOtherTier,  // the other tier's latency alone already exceeds the fitted one
    AboveRange,      // beyond the key's range
};

struct NcclCalibrationOptions {
    std::optional<CollectiveKind> expected;  // refuse a table of another collective
    int ranks = 0;                           // > 0: overrides / supplies the table's count
    int nodes = 0;
};

struct NcclCalibration {
    NcclCalibrationStatus status = NcclCalibrationStatus::NoTable;
    CollectiveKind collective = CollectiveKind::AllReduce;
    int ranks = 0, nodes = 0;
    int ranksPerDomain = 0;  // of the group as the model places it
    int domains = 0;
    LinkTier tier = LinkTier::ScaleOut;
    LatencyBandwidthFit fit;
    bool inPlace = false;        // true when the out-of-place columns were absent
    double busFactor = 0;        // busbw / algbw for this collective and rank count
    double fittedBusbw_Bps = 0;  // busFactor / beta: the line's asymptotic bus bandwidth
    double peakBusbw_Bps = 0;    // the table's highest busbw (the columns fitted)
    int peakLine = 0;
    double referenceBusbw_Bps = 0;  // the model's busbw of this group, tier at line rate
    double efficiencyBefore = 0, efficiency = 0;
    double latencyBefore_s = 0, latency_s = 0;
    LatencyOutcome latency = LatencyOutcome::NotDetermined;
    const ScenarioKey* efficiencyKey = nullptr;  // the scenario keys of the tier
    const ScenarioKey* latencyKey = nullptr;
    Scenario scenario;  // with the fitted values (the input scenario when refused)
    bool fitted() const { return status == NcclCalibrationStatus::Fitted; }
};

// The scenario must have passed validate().
NcclCalibration calibrateFromNcclTests(const Scenario& scenario, const NcclTestsTable& table,
                                       const NcclCalibrationOptions& options = {});

}  // namespace syncwall::core
