#pragma once
// Where the Breakdown view's two charts go, on screen and in an export (one rule for both):
// the scenario's chart beside the sweep's with the width its legend, time axis and category
// labels need (30-50 % of the width), or the two stacked where it needs more than half or the
// sweep's counts would not fit beside it.

#include <QFont>
#include <QStringList>
#include <cstddef>

#include "export_style.h"

namespace syncwall::ui {

struct BreakdownLayout {
    bool stacked = false;
    double scenarioWidth = 0;  // px, side by side; the whole width when stacked

    // `total` px wide; `legend`: the scenario chart's legend width in px; the two charts'
    // category labels (the scenario's one or two bars, the sweep's GPU counts in `sweepFont`).
    // The sweep's count labels: eighteen counts share its width, so compact labels (128K) and
    // a smaller font keep them whole.
    static QFont sweepFont(const ExportStyle& style, std::size_t points);

    static BreakdownLayout of(double total, double legend, const QStringList& scenarioCategories,
                              const QStringList& sweepCategories, const QFont& sweepFont,
                              const ExportStyle& style);
};

}  // namespace syncwall::ui
