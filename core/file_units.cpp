#include "file_units.h"

#include <cmath>

namespace syncwall::core {

double toSi(double fileValue, Unit unit)
{
    return unit.divide ? fileValue / unit.factor : fileValue * unit.factor;
}

double toFile(double si, Unit unit)
{
    const double first = unit.divide ? si * unit.factor : si / unit.factor;
    if (!std::isfinite(first) || toSi(first, unit) == si)
        return first;
    // The conversion rounds; a neighbour of the quotient may convert back exactly.
    double up = first, down = first;
    for (int step = 0; step < 4; ++step) {
        up = std::nextafter(up, INFINITY);
        down = std::nextafter(down, -INFINITY);
        if (toSi(up, unit) == si)
            return up;
        if (toSi(down, unit) == si)
            return down;
    }
    return first;
}

}  // namespace syncwall::core
