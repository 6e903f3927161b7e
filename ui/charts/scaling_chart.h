#pragma once
// JCT (predicted and expected with failures) and efficiency against GPU count on a log2 axis,
// with the ideal linear line, the sync wall, the 85 % and 70 % crossings and the plan's
// deadline. Counts whose best layout does not fit in memory are not plotted: the axis starts at
// the first count that fits (ScalingRange). Hover shows a point's layout and breakdown; a click
// loads it.

#include "chart_format.h"
#include "core/jct_band.h"
#include "qcp_chart.h"
#include "scaling_range.h"

class QMouseEvent;

namespace syncwall::ui {

class ScalingChart : public QcpChart {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("scaling"); }
    QString title() const override;
    QString csv() const override;
    QString callout() const override;
    QList<ChartSeries> series() const override;
    QStringList seriesIds() const override;
    bool takesRanges() const override { return true; }
    bool drawsBaseline() const override { return true; }
    bool drawsMonteCarlo() const override { return true; }

protected:
    void build(const ExportStyle& style, const QSize& size) override;

private:
    // The P10-P90 band of the scenario's own point (core::jctBand), as an error bar.
    void addBand(const ExportStyle& style);
    void addCurves(const ChartInputs& in, const ExportStyle& style, bool baseline);
    void setRanges(const ExportStyle& style, const QSize& size);
    const core::SweepPoint* pointAt(const QPoint& pos) const;
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);

    TimeUnit m_unit;
    ScalingRange m_range;
};

}  // namespace syncwall::ui
