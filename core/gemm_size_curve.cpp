#include "gemm_size_curve.h"

#include <cmath>

namespace syncwall::core {

double gemmSizeEfficiencyRatio(double smallestDim)
{
    const double plateau = kGemmSizeCurve.back().efficiency;
    if (!(smallestDim > 0))
        return 1.0;  // no rows: no FLOPs to slow down
    const GemmSizePoint& first = kGemmSizeCurve.front();
    if (smallestDim <= first.smallestDim)
        return first.efficiency / plateau * (smallestDim / first.smallestDim);
    for (std::size_t i = 1; i < kGemmSizeCurve.size(); ++i) {
        const GemmSizePoint& lo = kGemmSizeCurve[i - 1];
        const GemmSizePoint& hi = kGemmSizeCurve[i];
        if (smallestDim <= hi.smallestDim) {
            const double w = std::log2(smallestDim / lo.smallestDim)
                             / std::log2(hi.smallestDim / lo.smallestDim);
            return (lo.efficiency + w * (hi.efficiency - lo.efficiency)) / plateau;
        }
    }
    return 1.0;
}

}  // namespace syncwall::core
