#pragma once
// One exported page: title, subtitle, the chart, and the assumptions footer, laid out for any
// size in the print theme. The same painting goes to PNG, SVG and PDF.

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include "export_options.h"

class QPainter;

namespace syncwall::ui {

class ChartView;

class ExportPage {
    Q_DECLARE_TR_FUNCTIONS(ExportPage)
public:
    // Paints the page on `painter`, whose logical coordinates span `size`.
    static void paint(QPainter& painter, const QSize& size, ChartView& chart,
                      const ExportOptions& options);
    static QString title(const ChartView& chart, const ExportOptions& options);
    static QString subtitle(const ChartView& chart, const ExportOptions& options);
};

}  // namespace syncwall::ui
