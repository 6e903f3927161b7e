#include "hide_bandwidth.h"

#include "collectives.h"

namespace syncwall::core {

HideBandwidthCurve hideBandwidthCurve(const Scenario& scenario, const SweepResult& sweep)
{
    HideBandwidthCurve curve;
    // The same effective bandwidths the collectives are costed with (collectives.cpp linkParams).
    const LinkParams links = linkParams(scenario.hardware, scenario.calibration.linkScale);
    curve.scaleUp_Bps = links.scaleUp_Bps;
    curve.scaleOut_Bps = links.scaleOut_Bps;
    curve.points.reserve(sweep.points.size());
    for (const SweepPoint& p : sweep.points) {
        if (!p.valid)
            continue;
        curve.points.push_back(
            {p.gpus, p.estimate.links.hide_tp_Bps, p.estimate.links.hide_dp_Bps});
    }
    return curve;
}

}  // namespace syncwall::core
