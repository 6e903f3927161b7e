#include "power_clock.h"

#include <algorithm>
#include <cmath>

#include "precision_table.h"

namespace syncwall::core {
namespace {

constexpr double kMinClockScale = 0.05;

// Dynamic power at clock share u, in units where the voltage floor's clock share draws itself:
// u^3 / floor^2 above the floor (the voltage follows the clock), u at and below it.
double dynamicPower(double u)
{
    constexpr double floor = kVoltageFloorClockShare;
    return u > floor ? u * u * u / (floor * floor) : u;
}

// The clock share that draws dynamic power p (dynamicPower's inverse).
double clockForPower(double p)
{
    constexpr double floor = kVoltageFloorClockShare;
    return p > floor ? std::cbrt(p * floor * floor) : p;
}

}  // namespace

double minimumPowerLimit(double ratedWatts)
{
    return std::floor(kStaticPowerShare * ratedWatts) + 1.0;
}

double ratedClockShare(Precision gemmPrecision)
{
    return lowPrecision(gemmPrecision) ? kRatedClockShareFp8 : kRatedClockShareBf16;
}

double powerClockScale(const GpuSpec& gpu, Precision gemmPrecision)
{
    if (!(gpu.watts > 0) || !(gpu.ratedWatts > 0) || gpu.watts >= gpu.ratedWatts)
        return 1.0;
    const double staticWatts = kStaticPowerShare * gpu.ratedWatts;
    const double dynamicShare =
        std::max(gpu.watts - staticWatts, 0.0) / (gpu.ratedWatts - staticWatts);
    const double rated = ratedClockShare(gemmPrecision);
    const double limited = clockForPower(dynamicShare * dynamicPower(rated));
    return std::clamp(limited / rated, kMinClockScale, 1.0);
}

}  // namespace syncwall::core
