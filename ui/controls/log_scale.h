#pragma once
// Maps a slider's integer position to a value: linear, logarithmic, or a ladder of stops
// (1, 2, 3, 4, 6, 8, 12, ... for GPU counts, so that 1,536 is a stop).

#include <QList>

namespace syncwall::ui {

class LogScale {
public:
    static constexpr int kPositions = 1000;

    LogScale() = default;
    LogScale(double min, double max, bool log, const QList<double>& ladder = {});

    int maximumPosition() const;
    int toPosition(double value) const;
    double fromPosition(int position) const;

private:
    double m_min = 0;
    double m_max = 1;
    bool m_log = false;
    QList<double> m_ladder;
};

}  // namespace syncwall::ui
