#pragma once
// The layout search as a TP x PP heatmap: each cell the best step time over the other
// dimensions, cells whose layouts do not fit in memory hatched and crossed, cells with no
// valid layout blank. The scenario's own layout is framed; a click applies a cell's layout.

#include <QFutureWatcher>
#include <optional>
#include <tuple>
#include <utility>

#include "layout_grid.h"
#include "qcp_chart.h"

class QCPColorScale;
class QMouseEvent;

namespace syncwall::ui {

class LayoutsChart : public QcpChart {
    Q_OBJECT
public:
    explicit LayoutsChart(QWidget* parent = nullptr);
    ~LayoutsChart() override;
    QString name() const override { return QStringLiteral("layouts"); }
    bool drawsSweep() const override { return false; }
    bool isCurrent() const override;
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
    // The search (thousands of estimates) runs on a worker while the view is shown, so a drag
    // never waits on it; the last grid stays drawn until the current one lands.
    void startWorker();
    // What a build draws besides the grid: the scenario's layout, capacity and GPU count.
    using DrawnInputs = std::tuple<int, int, double, int>;
    DrawnInputs drawnInputs() const;
    // A ZeRO-3 layout under a software stack no measured run checks (core::zero3Validated).
    bool uncheckedZero3(const core::Layout& layout) const;

    LayoutGrid m_grid;
    // The grid and inputs of the last build: a search that lands with the same picture (an
    // edit that moves no step time, as a failure rate) is not built and replotted again.
    LayoutGrid m_drawnGrid;
    std::optional<DrawnInputs> m_drawnInputs;
    QCPColorScale* m_scale = nullptr;
    quint64 m_inputsGeneration = 0;  // bumped by every refresh
    quint64 m_gridGeneration = 0;    // the inputs m_grid was searched for
    QFutureWatcher<std::pair<quint64, LayoutGrid>>* m_worker = nullptr;
};

}  // namespace syncwall::ui
