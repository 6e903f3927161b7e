#pragma once
// What a deck author can change on an exported chart.

#include <QSize>
#include <QSizeF>
#include <QString>
#include <optional>

#include "core/scenario.h"
#include "ui/charts/chart_display.h"

namespace syncwall::ui {

// The 16:9 slide of PowerPoint, Keynote and Google Slides: 13.33 x 7.5 in (40/3 in exactly),
// drawn at 1920 x 1080 px (144 dpi) for PNG and SVG.
inline const QSizeF kSlidePage_in {40.0 / 3.0, 7.5};
inline constexpr QSize kSlidePixels {1920, 1080};

struct ExportOptions {
    QString title;              // empty = the chart's title
    bool calloutTitle = false;  // the chart's finding as the title (ChartView::callout)
    QString subtitle;           // empty = scenario name · model · GPU count
    bool footer = true;         // the assumptions, scenario name, app version and date
    std::optional<core::Scenario> baseline;  // a pinned baseline, drawn where the chart compares
    ChartDisplay display;                    // axis ranges and hidden series
    // The physical page: a PDF gets this page size, a PNG and an SVG the matching resolution.
    // Empty = 96 px per inch (a 1920 x 1080 export is a 20 x 11.25 in page).
    std::optional<QSizeF> page_in;
};

}  // namespace syncwall::ui
