#pragma once
// The bandwidth per GPU at which each tier's communication would no longer lengthen the step
// (Estimate::links, docs/model.md Sec. 6), over the GPU counts of a sweep, beside what the
// links deliver: the data of a "bandwidth to hide communication" chart.

#include <vector>

#include "scenario.h"
#include "sweep.h"

namespace syncwall::core {

struct HideBandwidthPoint {
    int gpus = 0;
    double hide_tp_Bps = 0;  // TP bus bytes / compute time; 0 = no TP communication
    double hide_dp_Bps = 0;  // DP bus bytes / its backward window; 0 = no DP communication
};

struct HideBandwidthCurve {
    std::vector<HideBandwidthPoint> points;  // the sweep's valid points, in its order
    double scaleUp_Bps = 0;   // effective scale-up bandwidth per GPU (efficiency, calibration)
    double scaleOut_Bps = 0;  // effective scale-out bandwidth per GPU (NIC share, oversubscription)
};

// `scenario` is the one the sweep was run from (for the effective link bandwidths).
HideBandwidthCurve hideBandwidthCurve(const Scenario& scenario, const SweepResult& sweep);

}  // namespace syncwall::core
