#pragma once
// Tick positions and labels that read well on a slide: GPU counts on a log2 axis with
// thousands separators (thinned when they would collide), and 1-2-5 steps on log axes.

#include <QSharedPointer>
#include <QStringList>
#include <vector>

class QCPAxisTickerText;

namespace syncwall::ui {

class AxisTicks {
public:
    // Ticks at the counts, labelled 2,048; every k-th when `widthPx` cannot hold them all.
    static QSharedPointer<QCPAxisTickerText> gpuCounts(const std::vector<int>& counts,
                                                       double widthPx, double fontPx);
    // 1, 2, 5 x 10^k inside [lo, hi] (then 1, 3 or 1 alone when there would be too many).
    static QSharedPointer<QCPAxisTickerText> logarithmic(double lo, double hi, int maxTicks = 9);
    // Categories at 0, 1, 2, ...
    static QSharedPointer<QCPAxisTickerText> categories(const QStringList& labels);
    // Nice values for a log axis: as above, without the ticker.
    static std::vector<double> logValues(double lo, double hi, int maxTicks);
};

}  // namespace syncwall::ui
