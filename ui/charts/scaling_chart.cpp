#include "scaling_chart.h"

#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <functional>
#include <qcustomplot.h>
#include <tuple>

#include "axis_ticks.h"
#include "chart_colors.h"
#include "csv_writer.h"
#include "point_description.h"
#include "scaling_markers.h"
#include "scaling_series.h"

namespace syncwall::ui {

namespace {

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

QString ScalingChart::callout() const
{
    const ScalingRange all = ScalingRange::of(inputs().sweep, {});
    return ScalingMarkers::wallTitle(inputs().wall(), all.hi);
}

QList<ChartSeries> ScalingChart::series() const
{
    QList<ChartSeries> out {
        {ScalingSeries::expected(), tr("Expected JCT with failures and checkpoints")},
        {ScalingSeries::predicted(), tr("JCT without failures")},
        {ScalingSeries::ideal(), tr("Ideal linear scaling")},
        {ScalingSeries::efficiency(), tr("Efficiency (right axis)")},
        {ScalingSeries::crossings(), tr("Efficiency below 85% / 70%")},
        {ScalingSeries::band(), tr("P10\u2013P90 band of this scenario")},
        {ScalingSeries::scenario(), tr("This scenario's point")},
    };
    if (inputs().scenario.plan.deadline_s)
        out.append({ScalingSeries::deadline(), tr("Deadline line")});
    if (baseline())
        out.append({ScalingSeries::baseline(), tr("Baseline (dashed)")});
    return out;
}

QStringList ScalingChart::seriesIds() const { return ScalingSeries::all(); }

void ScalingChart::build(const ExportStyle& style, const QSize& size)
{
    resetPlot(style);
    m_range = ScalingRange::of(inputs().sweep, display());
    double largest = 0;
    for (const core::SweepPoint& p : inputs().sweep.points)
        if (m_range.plots(p))
            largest = std::max(largest, p.estimate.run.expected_s);
    if (display().maxJct_s)
        largest = *display().maxJct_s;
    m_unit = ChartFormat::timeUnit(largest);

    if (baseline() && !display().hides(ScalingSeries::baseline()))
        addCurves(*baseline(), style, true);
    addCurves(inputs(), style, false);
    if (!display().hides(ScalingSeries::band()))
        addBand(style);
    ScalingMarkers::add(plot(), inputs(), m_range, display(), m_unit, style);
    setRanges(style, size);
    ScalingMarkers::addMisfitBand(plot(), m_range, style);
    sortLegend();
    fitLegend(style, size.width());
}

void ScalingChart::addCurves(const ChartInputs& in, const ExportStyle& style, bool baseline)
{
    QCustomPlot* p = plot();
    const bool sweepFits = core::firstFittingGpus(in.sweep).has_value();
    QVector<double> x, predicted, expected, idealX, ideal, efficiency;
    for (const core::SweepPoint& pt : in.sweep.points) {
        if (!m_range.plots(pt, sweepFits))
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
    }
    const double w = style.px(3.5);
    const double marker = style.px(13);
    const QColor ink = ChartColors::reference(style.dark);
    const ChartDisplay& shown = display();
    if (baseline) {
        // Long dashes: apart from the short-dashed efficiency crossings. One legend entry for
        // both curves keeps the legend short.
        auto dashed = [&](const QColor& c) {
            QPen pen(ChartColors::baseline(c), w, Qt::CustomDashLine);
            pen.setDashPattern({5, 2.5});
            return pen;
        };
        addGraph(p, p->yAxis, tr("Baseline: expected JCT and efficiency (dashed)"),
                 dashed(ChartColors::failures()), QCPScatterStyle(), 8)
            ->setData(x, expected);
        if (!shown.hides(ScalingSeries::efficiency())) {
            QCPGraph* eff = addGraph(p, p->yAxis2, {}, dashed(ink), QCPScatterStyle(), 9);
            eff->setData(x, efficiency);
            eff->removeFromLegend();
        }
        return;
    }
    if (!shown.hides(ScalingSeries::ideal()))
        addGraph(p, p->yAxis, tr("Ideal linear scaling"), QPen(ink, style.px(2), Qt::DotLine),
                 QCPScatterStyle(), 2)
            ->setData(idealX, ideal);
    if (!shown.hides(ScalingSeries::efficiency()))
        addGraph(p, p->yAxis2, tr("Efficiency (right axis)"), QPen(ink, w * 0.8, Qt::DashDotLine),
                 QCPScatterStyle(QCPScatterStyle::ssTriangle, ink, style.background, marker), 3)
            ->setData(x, efficiency);
    if (!shown.hides(ScalingSeries::predicted()))
        addGraph(p, p->yAxis, tr("JCT without failures"), QPen(ChartColors::compute(), w * 0.75),
                 QCPScatterStyle(QCPScatterStyle::ssDisc, ChartColors::compute(), marker), 0)
            ->setData(x, predicted);
    if (!shown.hides(ScalingSeries::expected()))
        addGraph(p, p->yAxis, tr("Expected JCT with failures and checkpoints"),
                 QPen(ChartColors::failures(), w),
                 QCPScatterStyle(QCPScatterStyle::ssSquare, ChartColors::failures(),
                                 ChartColors::failures(), marker),
                 1)
            ->setData(x, expected);
    if (m_range.anyFits || x.isEmpty())
        return;
    // No count of the sweep fits: every point is plotted, each crossed out.
    const QCPScatterStyle crossed(QCPScatterStyle::ssCrossCircle, QPen(ink, style.px(2)),
                                  style.background, marker * 1.35);
    for (const QVector<double>* y : {&predicted, &expected}) {
        QCPGraph* g =
            addGraph(p, p->yAxis, tr("Does not fit in GPU memory"), Qt::NoPen, crossed, 6);
        g->setData(x, *y);
        g->setLineStyle(QCPGraph::lsNone);
        if (y == &expected)
            g->removeFromLegend();
    }
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
    // Only where the scenario's own point is plotted: a count that does not fit has none.
    const bool fits = inputs().estimate.memory.fits || !m_range.anyFits;
    if (!fits || !m_range.contains(inputs().scenario.gpus))
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
    bar->setName(tr("P10\u2013P90 at %1 GPUs").arg(ChartFormat::count(x)));
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
    // Ticks at every count swept in the range, those that do not fit too (under their band).
    for (const core::SweepPoint& pt : inputs().sweep.points)
        if (m_range.contains(pt.gpus))
            counts.push_back(pt.gpus);
    const std::optional<double> deadline = inputs().scenario.plan.deadline_s;
    if (deadline && !display().hides(ScalingSeries::deadline())) {
        const double d = *deadline / m_unit.seconds;
        lo = lo > 0 ? std::min(lo, d) : d;
        hi = std::max(hi, d);
    }
    if (lo <= 0 || hi <= lo) {
        lo = hi > 0 ? hi / 10 : 1;
        hi = hi > 0 ? hi : 10;
    }
    styleAxis(p->xAxis, style, tr("GPUs (count, log₂ scale)"));
    styleAxis(p->yAxis, style, tr("Job completion time (%1, log scale)").arg(m_unit.name));
    styleAxis(p->yAxis2, style, tr("Efficiency (%)"));
    p->yAxis2->grid()->setVisible(false);
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    const double plotWidth = size.width() - style.px(260);
    p->xAxis->setTicker(AxisTicks::gpuCounts(counts, plotWidth, style.tickFont().pixelSize()));
    if (m_range.lo > 0)
        p->xAxis->setRange(m_range.lo / 1.35, m_range.hi * 1.35);
    // Keep the top fifth of the plot free for the annotations, unless a range was chosen.
    const double span = std::log(hi / lo);
    double bottom = lo / 1.6, top = hi * std::exp(span * 0.36 + 0.5);
    if (display().minJct_s)
        bottom = *display().minJct_s / m_unit.seconds;
    if (display().maxJct_s)
        top = *display().maxJct_s / m_unit.seconds;
    if (!(bottom > 0 && top > bottom))
        std::tie(bottom, top) = std::pair(lo / 1.6, hi * std::exp(span * 0.36 + 0.5));
    p->yAxis->setRange(bottom, top);
    p->yAxis->setTicker(AxisTicks::logarithmic(bottom, top, 8));
    QSharedPointer<QCPAxisTickerText> percent(new QCPAxisTickerText);
    for (int v = 0; v <= 100; v += 20)
        percent->addTick(v, QLocale().toString(v));
    percent->setSubTickCount(0);
    p->yAxis2->setTicker(percent);
    p->yAxis2->setRange(0, 132);
}

QString ScalingChart::csv() const
{
    // Every count of the sweep with its fits flag (the data behind the chart), within the GPU
    // range a person chose; a hidden series loses its columns (the baseline its rows).
    const ChartDisplay& shown = display();
    struct Column {
        QString name;
        QString series;  // empty: always written
        std::function<QString(const core::SweepPoint&)> value;
    };
    using P = const core::SweepPoint&;
    const std::vector<Column> columns {
        {QStringLiteral("tp"), {}, [](P p) { return CsvWriter::integer(p.estimate.layout.tp); }},
        {QStringLiteral("pp"), {}, [](P p) { return CsvWriter::integer(p.estimate.layout.pp); }},
        {QStringLiteral("cp"), {}, [](P p) { return CsvWriter::integer(p.estimate.layout.cp); }},
        {QStringLiteral("dp"), {}, [](P p) { return CsvWriter::integer(p.estimate.layout.dp); }},
        {QStringLiteral("micro_batch"),
         {},
         [](P p) { return CsvWriter::integer(p.estimate.layout.microBatch); }},
        {QStringLiteral("fits"),
         {},
         [](P p) { return CsvWriter::boolean(p.estimate.memory.fits); }},
        {QStringLiteral("step_s"), {}, [](P p) { return CsvWriter::num(p.estimate.step.total_s); }},
        {QStringLiteral("predicted_jct_s"), ScalingSeries::predicted(),
         [](P p) { return CsvWriter::num(p.estimate.run.predicted_s); }},
        {QStringLiteral("expected_jct_s"), ScalingSeries::expected(),
         [](P p) { return CsvWriter::num(p.estimate.run.expected_s); }},
        {QStringLiteral("ideal_jct_s"), ScalingSeries::ideal(),
         [](P p) {
             return p.scaling_efficiency > 0
                        ? CsvWriter::num(p.estimate.run.predicted_s * p.scaling_efficiency)
                        : QString();
         }},
        {QStringLiteral("efficiency"), ScalingSeries::efficiency(),
         [](P p) { return CsvWriter::num(p.estimate.run.efficiency); }},
        {QStringLiteral("scaling_efficiency"), ScalingSeries::efficiency(),
         [](P p) { return CsvWriter::num(p.scaling_efficiency); }},
        {QStringLiteral("mfu"), {}, [](P p) { return CsvWriter::num(p.estimate.throughput.mfu); }},
    };
    QStringList header {QStringLiteral("series"), QStringLiteral("gpus"), QStringLiteral("valid")};
    for (const Column& c : columns)
        if (c.series.isEmpty() || !shown.hides(c.series))
            header << c.name;
    CsvWriter out(header);
    const auto rows = [&](const ChartInputs& in, const QString& series) {
        for (const core::SweepPoint& p : in.sweep.points) {
            if ((shown.minGpus && p.gpus < *shown.minGpus)
                || (shown.maxGpus && p.gpus > *shown.maxGpus))
                continue;
            QStringList cells {series, CsvWriter::integer(p.gpus), CsvWriter::boolean(p.valid)};
            for (const Column& c : columns)
                if (c.series.isEmpty() || !shown.hides(c.series))
                    cells << c.value(p);
            out.addRow(cells);
        }
    };
    rows(inputs(), QStringLiteral("current"));
    if (baseline() && !shown.hides(ScalingSeries::baseline()))
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
        if (!m_range.plots(pt))
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
