#include "breakdown_layout.h"

#include <QFontMetricsF>
#include <algorithm>

namespace syncwall::ui {

namespace {

double widest(const QStringList& labels, const QFont& font)
{
    const QFontMetricsF metrics(font);
    double w = 0;
    for (const QString& label : labels)
        w = std::max(w, metrics.horizontalAdvance(label));
    return w;
}

}  // namespace

QFont BreakdownLayout::sweepFont(const ExportStyle& style, std::size_t points)
{
    return style.font(points > 12 ? 12 : 18);
}

BreakdownLayout BreakdownLayout::of(double total, double legend,
                                    const QStringList& scenarioCategories,
                                    const QStringList& sweepCategories, const QFont& sweepFont,
                                    const ExportStyle& style)
{
    // The scenario's chart: its legend, the time axis and its bars' labels ("Current",
    // "Pinned" had been cut to "Curr..." in a fixed 2/5 of a 1,280 px window). Qt Charts
    // truncates a category label to the plot's width over one more than the categories, less a
    // padding each side (HorizontalAxis::updateGeometry); its own paddings around the plot and
    // the legend do not scale with the style.
    constexpr double kQtPaddings = 40;
    const double plot = (scenarioCategories.size() + 1)
                        * (widest(scenarioCategories, style.tickFont()) + style.px(24));
    const double scenario = legend + style.px(80) + kQtPaddings + std::max(style.px(160), plot);
    // The sweep's counts beside it, untruncated, each under its bar (a small export had
    // crowded them until Qt dropped "128K").
    const double sweep = style.px(80) + kQtPaddings
                         + sweepCategories.size() * (widest(sweepCategories, sweepFont) + 4.0);
    BreakdownLayout layout;
    layout.scenarioWidth = std::clamp(scenario, total * 0.3, total * 0.5);
    layout.stacked = scenario > total * 0.5 || layout.scenarioWidth + sweep > total;
    if (layout.stacked)
        layout.scenarioWidth = total;
    return layout;
}

}  // namespace syncwall::ui
