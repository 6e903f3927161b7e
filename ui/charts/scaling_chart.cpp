#include "scaling_chart.h"

#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "axis_ticks.h"
#include "chart_colors.h"
#include "csv_writer.h"
#include "point_description.h"
#include "scaling_markers.h"

namespace syncwall::ui {

namespace {

bool drawable(const core::SweepPoint& p)
{
    return p.valid && p.gpus > 0 && std::isfinite(p.estimate.run.expected_s)
           && p.estimate.run.predicted_s > 0;
}

QCPGraph* addGraph(QCustomPlot* plot, QCPAxis* y, const QString& name, const QPen& pen,
                   const QCPScatterStyle& scatter, int legendRank)
{
    QCPGraph* g = plot->addGraph(plot->xAxis, y);
    g->setProperty("legendRank", legendRank);
    g->setName(name);
    g->setPen(pen);
    g->setScatterStyle(scatter);
    return g;
}

}  // namespace

ScalingChart::ScalingChart(QWidget* parent) : QcpChart(parent)
{
    setMouseTracking(true);
    connect(plot(), &QCustomPlot::mouseMove, this, &ScalingChart::onMouseMove);
    connect(plot(), &QCustomPlot::mousePress, this, &ScalingChart::onMousePress);
}

QString ScalingChart::title() const
{
    return tr("Job completion time and efficiency vs GPU count");
}

void ScalingChart::build(const ExportStyle& style, const QSize& size)
{
    resetPlot(style);
    double largest = 0;
    for (const core::SweepPoint& p : inputs().sweep.points)
        if (drawable(p))
            largest = std::max(largest, p.estimate.run.expected_s);
    m_unit = ChartFormat::timeUnit(largest);

    if (baseline())
        addCurves(*baseline(), style, true);
    addCurves(inputs(), style, false);
    addBand(style);
    ScalingMarkers::add(plot(), inputs(), m_unit, style);
    setRanges(style, size);
    sortLegend();
    fitLegend(style, size.width());
}

void ScalingChart::addCurves(const ChartInputs& in, const ExportStyle& style, bool baseline)
{
    QCustomPlot* p = plot();
    QVector<double> x, predicted, expected, idealX, ideal, efficiency, misfitX, misfitP, misfitE;
    for (const core::SweepPoint& pt : in.sweep.points) {
        if (!drawable(pt))
            continue;
        const core::RunResult& run = pt.estimate.run;
        x << pt.gpus;
        predicted << run.predicted_s / m_unit.seconds;
        expected << run.expected_s / m_unit.seconds;
        // The sweep's scaling efficiency is T_ideal / T, so the ideal line is T x efficiency
        // (from the first count that fits; the core leaves 0 before it).
        if (pt.scaling_efficiency > 0) {
            idealX << pt.gpus;
            ideal << run.predicted_s * pt.scaling_efficiency / m_unit.seconds;
        }
        efficiency << run.efficiency * 100.0;
        if (!pt.estimate.memory.fits) {
            misfitX << pt.gpus;
            misfitP << predicted.back();
            misfitE << expected.back();
        }
    }
    const double w = style.px(3.5);
    const double marker = style.px(13);
    const QColor ink = ChartColors::reference(style.dark);
    if (baseline) {
        // Long dashes: apart from the short-dashed efficiency crossings.
        auto dashed = [&](const QColor& c) {
            QPen pen(ChartColors::baseline(c), w, Qt::CustomDashLine);
            pen.setDashPattern({5, 2.5});
            return pen;
        };
        addGraph(p, p->yAxis, tr("Baseline: expected JCT"), dashed(ChartColors::failures()),
                 QCPScatterStyle(), 8)
            ->setData(x, expected);
        addGraph(p, p->yAxis2, tr("Baseline: efficiency"), dashed(ink), QCPScatterStyle(), 9)
            ->setData(x, efficiency);
        return;
    }
    addGraph(p, p->yAxis, tr("Ideal linear scaling"), QPen(ink, style.px(2), Qt::DotLine),
             QCPScatterStyle(), 2)
        ->setData(idealX, ideal);
    addGraph(p, p->yAxis2, tr("Efficiency (right axis)"), QPen(ink, w * 0.8, Qt::DashDotLine),
             QCPScatterStyle(QCPScatterStyle::ssTriangle, ink, style.background, marker), 3)
        ->setData(x, efficiency);
    addGraph(p, p->yAxis, tr("JCT without failures"), QPen(ChartColors::compute(), w * 0.75),
             QCPScatterStyle(QCPScatterStyle::ssDisc, ChartColors::compute(), marker), 0)
        ->setData(x, predicted);
    addGraph(p, p->yAxis, tr("Expected JCT with failures and checkpoints"),
             QPen(ChartColors::failures(), w),
             QCPScatterStyle(QCPScatterStyle::ssSquare, ChartColors::failures(),
                             ChartColors::failures(), marker),
             1)
        ->setData(x, expected);
    if (misfitX.isEmpty())
        return;
    const QCPScatterStyle crossed(QCPScatterStyle::ssCrossCircle, QPen(ink, style.px(2)),
                                  style.background, marker * 1.35);
    addGraph(p, p->yAxis, tr("Does not fit in GPU memory"), Qt::NoPen, crossed, 6)
        ->setData(misfitX, misfitP);
    QCPGraph* second = addGraph(p, p->yAxis, {}, Qt::NoPen, crossed, 6);
    second->setData(misfitX, misfitE);
    second->removeFromLegend();
    for (QCPGraph* g : {p->graph(p->graphCount() - 1), p->graph(p->graphCount() - 2)})
        g->setLineStyle(QCPGraph::lsNone);
}

void ScalingChart::addBand(const ExportStyle& style)
{
    // None yet (the worker's lands after the curves), or outside the validated range, where the
    // band would understate the error: draw none.
    if (!inputs().band)
        return;
    const core::JctBand& band = *inputs().band;
    if (band.trials == 0 || band.outsideValidation || !(band.p90_s > 0))
        return;
    QCustomPlot* p = plot();
    const double x = inputs().scenario.gpus, u = m_unit.seconds;
    const QColor ink = ChartColors::reference(style.dark);
    // Two invisible points at the band's ends: setRanges makes room for them.
    QCPGraph* ends = addGraph(p, p->yAxis, {}, Qt::NoPen, QCPScatterStyle(), 99);
    ends->setData({x, x}, {band.p10_s / u, band.p90_s / u});
    ends->setLineStyle(QCPGraph::lsNone);
    ends->removeFromLegend();
    QCPGraph* centre = addGraph(p, p->yAxis, {}, Qt::NoPen, QCPScatterStyle(), 99);
    centre->setData({x}, {band.point_s / u});
    centre->removeFromLegend();
    auto* bar = new QCPErrorBars(p->xAxis, p->yAxis);
    bar->setName(
        tr("P10\u2013P90 at %1 GPUs (model error \u00D7 failures)").arg(ChartFormat::count(x)));
    bar->setProperty("legendRank", 5);
    bar->setDataPlottable(centre);
    bar->setErrorType(QCPErrorBars::etValueError);
    bar->setData({band.point_s / u - band.p10_s / u}, {band.p90_s / u - band.point_s / u});
    bar->setPen(QPen(ink, style.px(3)));
    bar->setWhiskerWidth(style.px(22));
}

void ScalingChart::setRanges(const ExportStyle& style, const QSize& size)
{
    QCustomPlot* p = plot();
    std::vector<int> counts;
    double lo = 0, hi = 0;
    for (int i = 0; i < p->graphCount(); ++i) {
        QCPGraph* g = p->graph(i);
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
            if (g->valueAxis() == p->yAxis && it->value > 0) {
                lo = lo > 0 ? std::min(lo, it->value) : it->value;
                hi = std::max(hi, it->value);
            }
        }
    }
    for (const core::SweepPoint& pt : inputs().sweep.points)
        if (drawable(pt))
            counts.push_back(pt.gpus);
    if (lo <= 0 || hi <= lo) {
        lo = 1;
        hi = 10;
    }
    styleAxis(p->xAxis, style, tr("GPUs (count, log₂ scale)"));
    styleAxis(p->yAxis, style, tr("Job completion time (%1, log scale)").arg(m_unit.name));
    styleAxis(p->yAxis2, style, tr("Efficiency (%)"));
    p->yAxis2->grid()->setVisible(false);
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    const double plotWidth = size.width() - style.px(260);
    p->xAxis->setTicker(AxisTicks::gpuCounts(counts, plotWidth, style.tickFont().pixelSize()));
    if (!counts.empty())
        p->xAxis->setRange(counts.front() / 1.35, counts.back() * 1.35);
    // Keep the top fifth of the plot free for the annotations.
    const double span = std::log(hi / lo);
    const double top = hi * std::exp(span * 0.36 + 0.5);
    p->yAxis->setRange(lo / 1.6, top);
    p->yAxis->setTicker(AxisTicks::logarithmic(lo / 1.6, top, 8));
    QSharedPointer<QCPAxisTickerText> percent(new QCPAxisTickerText);
    for (int v = 0; v <= 100; v += 20)
        percent->addTick(v, QLocale().toString(v));
    percent->setSubTickCount(0);
    p->yAxis2->setTicker(percent);
    p->yAxis2->setRange(0, 132);
}

QString ScalingChart::csv() const
{
    CsvWriter out({QStringLiteral("series"), QStringLiteral("gpus"), QStringLiteral("valid"),
                   QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("cp"),
                   QStringLiteral("dp"), QStringLiteral("micro_batch"), QStringLiteral("fits"),
                   QStringLiteral("step_s"), QStringLiteral("predicted_jct_s"),
                   QStringLiteral("expected_jct_s"), QStringLiteral("ideal_jct_s"),
                   QStringLiteral("efficiency"), QStringLiteral("scaling_efficiency"),
                   QStringLiteral("mfu")});
    const auto rows = [&out](const ChartInputs& in, const QString& series) {
        for (const core::SweepPoint& p : in.sweep.points) {
            const core::Estimate& e = p.estimate;
            const core::Layout& l = e.layout;
            out.addRow(
                {series, CsvWriter::integer(p.gpus), CsvWriter::boolean(p.valid),
                 CsvWriter::integer(l.tp), CsvWriter::integer(l.pp), CsvWriter::integer(l.cp),
                 CsvWriter::integer(l.dp), CsvWriter::integer(l.microBatch),
                 CsvWriter::boolean(e.memory.fits), CsvWriter::num(e.step.total_s),
                 CsvWriter::num(e.run.predicted_s), CsvWriter::num(e.run.expected_s),
                 p.scaling_efficiency > 0 ? CsvWriter::num(e.run.predicted_s * p.scaling_efficiency)
                                          : QString(),
                 CsvWriter::num(e.run.efficiency), CsvWriter::num(p.scaling_efficiency),
                 CsvWriter::num(e.throughput.mfu)});
        }
    };
    rows(inputs(), QStringLiteral("current"));
    if (baseline())
        rows(*baseline(), QStringLiteral("baseline"));
    return out.text();
}

const core::SweepPoint* ScalingChart::pointAt(const QPoint& pos) const
{
    const QCustomPlot* p = plot();
    const double radius = 16;
    const core::SweepPoint* best = nullptr;
    double bestDistance = radius;
    for (const core::SweepPoint& pt : inputs().sweep.points) {
        if (!drawable(pt))
            continue;
        const double px = p->xAxis->coordToPixel(pt.gpus);
        for (double y : {pt.estimate.run.predicted_s, pt.estimate.run.expected_s}) {
            const double d =
                std::hypot(px - pos.x(), p->yAxis->coordToPixel(y / m_unit.seconds) - pos.y());
            if (d < bestDistance) {
                bestDistance = d;
                best = &pt;
            }
        }
    }
    return best;
}

void ScalingChart::onMouseMove(QMouseEvent* event)
{
    const core::SweepPoint* pt = pointAt(event->pos());
    if (pt)
        QToolTip::showText(event->globalPosition().toPoint(),
                           PointDescription::text(pt->gpus, pt->estimate), plot());
    else
        QToolTip::hideText();
    plot()->setCursor(pt ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void ScalingChart::onMousePress(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const core::SweepPoint* pt = pointAt(event->pos())) {
        emit gpuCountRequested(pt->gpus);
        emit layoutRequested(pt->estimate.layout);
    }
}

}  // namespace syncwall::ui
