#pragma once
// The layout search as a TP x PP heatmap: each cell the best step time over the other
// dimensions, cells whose layouts do not fit in memory hatched and crossed, cells with no
// valid layout blank. The scenario's own layout is framed; a click applies a cell's layout.

#include "layout_grid.h"
#include "qcp_chart.h"

class QCPColorScale;
class QMouseEvent;

namespace syncwall::ui {

class LayoutsChart : public QcpChart {
    Q_OBJECT
public:
    explicit LayoutsChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("layouts"); }
    QString title() const override;
    QString csv() const override;
    const LayoutGrid& grid() const { return m_grid; }

protected:
    void refresh() override;
    void build(const ExportStyle& style, const QSize& size) override;

private:
    void addCellMarks(const ExportStyle& style, double lo, double hi);
    const LayoutCell* cellAt(const QPoint& pos) const;
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);

    LayoutGrid m_grid;
    QCPColorScale* m_scale = nullptr;
};

}  // namespace syncwall::ui
