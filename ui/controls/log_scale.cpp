#include "log_scale.h"

#include <algorithm>
#include <cmath>

namespace syncwall::ui {

LogScale::LogScale(double min, double max, bool log, const QList<double>& ladder)
    : m_min(min), m_max(std::max(max, min)), m_log(log && max > 0), m_ladder(ladder)
{
    // A log slider cannot reach zero; its left end stands for a millionth of the range.
    if (m_log && m_min <= 0)
        m_min = m_max * 1e-6;
}

int LogScale::maximumPosition() const
{
    return m_ladder.isEmpty() ? kPositions : int(m_ladder.size()) - 1;
}

int LogScale::toPosition(double value) const
{
    if (!std::isfinite(value))
        return 0;
    if (!m_ladder.isEmpty()) {
        // The nearest stop (in log distance when the stops are positive).
        int best = 0;
        double bestDistance = INFINITY;
        for (int i = 0; i < m_ladder.size(); ++i) {
            const double stop = m_ladder[i];
            const double d =
                (stop > 0 && value > 0) ? std::abs(std::log(stop / value)) : std::abs(stop - value);
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }
    const double v = std::clamp(value, m_min, m_max);
    if (m_max == m_min)
        return 0;
    const double t =
        m_log ? std::log(v / m_min) / std::log(m_max / m_min) : (v - m_min) / (m_max - m_min);
    return int(std::lround(t * kPositions));
}

double LogScale::fromPosition(int position) const
{
    if (!m_ladder.isEmpty())
        return m_ladder.value(std::clamp(position, 0, int(m_ladder.size()) - 1));
    const double t = double(std::clamp(position, 0, kPositions)) / kPositions;
    if (!m_log)
        return m_min + t * (m_max - m_min);
    const double v = m_min * std::pow(m_max / m_min, t);
    // Three significant digits: a dragged bandwidth reads 412 GB/s, not 411.87.
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)) - 2);
    return std::round(v / magnitude) * magnitude;
}

}  // namespace syncwall::ui
