#include "axis_ticks.h"

#include <cmath>
#include <qcustomplot.h>

#include "chart_format.h"

namespace syncwall::ui {

QSharedPointer<QCPAxisTickerText> AxisTicks::gpuCounts(const std::vector<int>& counts,
                                                       double widthPx, double fontPx)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    if (counts.empty())
        return ticker;
    // The widest label ("131,072") is about 4 em; keep an em between labels.
    const double labelPx = 4.6 * fontPx;
    const double perTick = widthPx / std::max<std::size_t>(1, counts.size());
    const int every = std::max(1, static_cast<int>(std::ceil(labelPx / std::max(1.0, perTick))));
    for (std::size_t i = 0; i < counts.size(); ++i) {
        // Keep the last count labelled: it is where the sweep ends.
        const std::size_t fromEnd = counts.size() - 1 - i;
        if (fromEnd % static_cast<std::size_t>(every) == 0)
            ticker->addTick(counts[i], ChartFormat::count(counts[i]));
    }
    ticker->setSubTickCount(0);
    return ticker;
}

std::vector<double> AxisTicks::logValues(double lo, double hi, int maxTicks)
{
    std::vector<double> out;
    if (!(lo > 0) || !(hi > lo))
        return out;
    const std::vector<std::vector<double>> steps {{1, 2, 5}, {1, 3}, {1}};
    for (const auto& mantissas : steps) {
        out.clear();
        for (int e = static_cast<int>(std::floor(std::log10(lo)));
             e <= static_cast<int>(std::ceil(std::log10(hi))); ++e)
            for (double m : mantissas) {
                const double v = m * std::pow(10.0, e);
                if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9))
                    out.push_back(v);
            }
        if (static_cast<int>(out.size()) <= maxTicks)
            break;
    }
    // Every other decade on very wide ranges.
    while (static_cast<int>(out.size()) > maxTicks) {
        std::vector<double> thinned;
        for (std::size_t i = 0; i < out.size(); i += 2)
            thinned.push_back(out[i]);
        out = thinned;
    }
    return out;
}

QSharedPointer<QCPAxisTickerText> AxisTicks::logarithmic(double lo, double hi, int maxTicks)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (double v : logValues(lo, hi, maxTicks))
        ticker->addTick(v, ChartFormat::number(v, 2));
    ticker->setSubTickCount(0);
    return ticker;
}

QSharedPointer<QCPAxisTickerText> AxisTicks::categories(const QStringList& labels)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i)
        ticker->addTick(i, labels[i]);
    ticker->setSubTickCount(0);
    return ticker;
}

}  // namespace syncwall::ui
