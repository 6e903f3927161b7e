#include "gemm_size_curve.h"

#include <cmath>

namespace syncwall::core {

std::span<const GemmSizePoint> gemmSizeCurve(Precision gemmPrecision)
{
    if (gemmPrecision == Precision::Fp8)
        return kFp8GemmSizeCurve;
    if (gemmPrecision == Precision::Fp4)
        return kFp4GemmSizeCurve;
    return kGemmSizeCurve;
}

double gemmSizeEfficiencyRatio(double smallestDim, std::span<const GemmSizePoint> curve)
{
    // Below the FP8 (or FP4) curve's smallest point it falls as the bf16 curve does from there.
    if (curve.data() != kGemmSizeCurve.data() && !curve.empty()
        && smallestDim < curve.front().smallestDim && smallestDim > 0) {
        const double from = curve.front().smallestDim;
        return gemmSizeEfficiencyRatio(from, curve) * gemmSizeEfficiencyRatio(smallestDim)
               / gemmSizeEfficiencyRatio(from);
    }
    if (!(smallestDim > 0) || curve.empty())
        return 1.0;  // no rows: no FLOPs to slow down
    const double plateau = curve.back().efficiency;
    const GemmSizePoint& first = curve.front();
    if (smallestDim <= first.smallestDim)
        return first.efficiency / plateau * (smallestDim / first.smallestDim);
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const GemmSizePoint& lo = curve[i - 1];
        const GemmSizePoint& hi = curve[i];
        if (smallestDim <= hi.smallestDim) {
            const double w = std::log2(smallestDim / lo.smallestDim)
                             / std::log2(hi.smallestDim / lo.smallestDim);
            return (lo.efficiency + w * (hi.efficiency - lo.efficiency)) / plateau;
        }
    }
    return 1.0;
}

}  // namespace syncwall::core
