#pragma once
// Copy a chart to the clipboard: the slide image (with the scenario in its text chunk when the
// target keeps PNG) and, separately, the CSV behind it.

#include <QImage>
#include <QSize>

#include "export_options.h"

namespace syncwall::ui {

class ChartView;

class ChartClipboard {
public:
    // The chart painted as an export (title, footer, print theme) at `size`.
    static QImage image(ChartView& chart, const QSize& size, const ExportOptions& options = {});
    static void copyImage(ChartView& chart, const QSize& size = QSize(1920, 1080),
                          const ExportOptions& options = {});
    static void copyCsv(const ChartView& chart);
};

}  // namespace syncwall::ui
