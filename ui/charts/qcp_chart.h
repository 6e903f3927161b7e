#pragma once
// Base of the QCustomPlot charts: one plot with its legend in a row below the axes, rebuilt from
// the inputs for the screen theme or, while exporting, for the print theme at the export size.

#include "chart_view.h"

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPBars;
class QCPItemText;
class QCPLegend;

namespace syncwall::ui {

class QcpChart : public ChartView {
    Q_OBJECT
public:
    explicit QcpChart(QWidget* parent = nullptr);
    void render(QPainter& painter, const QRect& rect, const ExportStyle& style) override;

protected:
    QCustomPlot* plot() const { return m_plot; }
    // Rebuilds every plottable, item and axis from inputs() in `style` for a plot of `size`.
    virtual void build(const ExportStyle& style, const QSize& size) = 0;
    void refresh() override;
    void resizeEvent(QResizeEvent* event) override;

    // Clears plottables and items and paints background, legend and axes in `style`.
    void resetPlot(const ExportStyle& style);
    static void styleAxis(QCPAxis* axis, const ExportStyle& style, const QString& label);
    static void styleAxisRect(QCPAxisRect* rect, const ExportStyle& style);
    // Lays the legend out in as many columns as fit in `width`.
    void fitLegend(const ExportStyle& style, int width);
    // Legend entries in the order of each plottable's "legendRank" property (unranked last).
    void sortLegend();

public:
    // Turns the category labels of `axis` 45 degrees where the widest of `labels` (each line of
    // it) is wider than its column of a plot `plotWidth` wide; level where they fit.
    static void fitCategoryLabels(QCPAxis* axis, const QStringList& labels, double plotWidth);
    // `text` broken at spaces into lines no wider than `width` in `font` (a word wider than
    // that stands on its own line): a plot title over a narrow axis rect, which QCustomPlot
    // would otherwise cut at both ends.
    static QString wrapToWidth(const QString& text, const QFont& font, double width);
    // Axis-aligned bars drawn without antialiasing: as crisp, and a replot several ms cheaper
    // (hatched or translucent fills are costly to antialias).
    static void drawCrisp(QCPBars* bars);
    // A boxed note at plot coordinates (x) and axis-rect fraction (yFraction, 0 = top).
    static QCPItemText* addNote(QCustomPlot* plot, QCPAxisRect* rect, double x, double yFraction,
                                const QString& text, Qt::Alignment alignment,
                                const ExportStyle& style);

private:
    void rebuildForScreen();
    QCustomPlot* m_plot = nullptr;
};

}  // namespace syncwall::ui
