#pragma once
// Failures and checkpoints: cluster MTBF from component MTTFs, Young and Daly intervals, and
// the expected wall-clock with failures (Daly 2006).

#include "scenario.h"

namespace syncwall::core {

// Times that would overflow (a tiny MTBF makes Daly's e^{(tau+delta)/M} explode) are capped
// here: huge but finite, for the estimator to flag. Also the MTBF of a cluster that never fails.
inline constexpr double kReliabilityTimeCap_s = 1e30;

struct ReliabilityInputs {
    double solve_s = 0;            // failure-free compute time of the whole run
    double step_s = 0;             // one step (lost work is rounded to whole steps only in MC)
    double mtbf_s = 0;             // cluster MTBF
    double checkpointWrite_s = 0;  // delta: blocking time per checkpoint
    double recovery_s = 0;         // R: restart + replacement per failure
    double interval_s = 0;         // tau: 0 = Daly's optimum
    // No interval shorter than this, beside one step: an asynchronous snapshot cannot start
    // before the previous one's flush to storage ends (0 = no such floor).
    double minInterval_s = 0;
};

struct ReliabilityOutputs {
    double young_s = 0;
    double daly_s = 0;
    double interval_s = 0;  // the interval used
    double expected_s = 0;  // expected wall-clock (Daly 2006 eq. 20)
    double expected_failures = 0;
    double checkpoint_overhead_s = 0;
    double failure_overhead_s = 0;  // lost work + recovery
};

// Cluster MTBF for `nodes` nodes of `gpusPerNode` GPUs (one NIC per GPU, one PSU pair and one
// host per node), unless the spec carries a measured cluster MTBF.
double clusterMtbf_s(const ReliabilitySpec& spec, int nodes, int gpusPerNode);

// Young 1974: sqrt(2 delta M).
double youngInterval_s(double checkpoint_s, double mtbf_s);
// Daly 2006 eq. 37: higher-order optimum, M when delta >= 2M.
double dalyInterval_s(double checkpoint_s, double mtbf_s);

ReliabilityOutputs reliabilityCost(const ReliabilityInputs& in);

}  // namespace syncwall::core
