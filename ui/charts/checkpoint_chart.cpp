#include "checkpoint_chart.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "axis_ticks.h"
#include "chart_colors.h"
#include "chart_format.h"
#include "csv_writer.h"

namespace syncwall::ui {

namespace {
// The overhead curve's width against the histogram's 1, and the gap between them (px at 1x).
constexpr double kOverheadShare = 1.5;
constexpr int kColumnSpacing = 40;
}  // namespace

CheckpointChart::CheckpointChart(QWidget* parent) : QcpChart(parent)
{
    QCustomPlot* p = plot();
    m_overhead = p->axisRect();
    p->plotLayout()->take(m_overhead);
    p->plotLayout()->addElement(0, 0, new QCPLayoutGrid);
    m_overheadTitle = new QCPTextElement(p);
    m_distributionTitle = new QCPTextElement(p);
    m_distribution = new QCPAxisRect(p);
    m_edges = new QCPMarginGroup(p);
    arrange(false);
}

CheckpointChart::Columns CheckpointChart::columns(const ExportStyle& style, double width)
{
    // Side by side the curve takes kOverheadShare of the width for the histogram's 1; where the
    // histogram would get less than about 330 px on screen (a 1,150 px window: 300, its title
    // stacked over its bars), the two stack and each takes the whole width.
    const double all = std::max(1.0, width - style.px(kColumnSpacing + 60));
    const double histogram = all / (kOverheadShare + 1);
    if (histogram < style.px(500))
        return {true, all, all};
    return {false, all - histogram, histogram};
}

void CheckpointChart::arrange(bool stacked)
{
    auto* grid = qobject_cast<QCPLayoutGrid*>(plot()->plotLayout()->element(0, 0));
    // The grid says how it stands: four rows stacked, two side by side, none before the first.
    if (grid->rowCount() == (stacked ? 4 : 2))
        return;
    for (QCPLayoutElement* e : {static_cast<QCPLayoutElement*>(m_overheadTitle),
                                static_cast<QCPLayoutElement*>(m_distributionTitle),
                                static_cast<QCPLayoutElement*>(m_overhead),
                                static_cast<QCPLayoutElement*>(m_distribution)})
        if (e->layout() == grid)  // not yet on the first call
            grid->take(e);
    grid->simplify();
    // Stacked, the two plots share their left and right edges.
    for (QCPAxisRect* rect : {m_overhead, m_distribution})
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, stacked ? m_edges : nullptr);
    if (stacked) {
        grid->addElement(0, 0, m_overheadTitle);
        grid->addElement(1, 0, m_overhead);
        grid->addElement(2, 0, m_distributionTitle);
        grid->addElement(3, 0, m_distribution);
        grid->setColumnStretchFactors({1.0});
        grid->setRowStretchFactors({0.01, 1.0, 0.01, 1.0});
    } else {
        grid->addElement(0, 0, m_overheadTitle);
        grid->addElement(0, 1, m_distributionTitle);
        grid->addElement(1, 0, m_overhead);
        grid->addElement(1, 1, m_distribution);
        grid->setColumnStretchFactors({kOverheadShare, 1.0});
        grid->setRowStretchFactors({0.01, 1.0});
    }
}

QString CheckpointChart::title() const
{
    return tr("Checkpoint interval, overhead and the spread of JCT under failures");
}

void CheckpointChart::refresh()
{
    // This estimate's Monte Carlo (the worker's, a few ms after the change) or none yet: the
    // previous scenario's histogram would sit beside the new curve as if it were this one's.
    m_curve = CheckpointCurve::compute(inputs().estimate);
    if (inputs().monteCarlo)
        m_curve.monteCarlo = *inputs().monteCarlo;
    QcpChart::refresh();
}

void CheckpointChart::addLine(QCPAxisRect* rect, double x, const QPen& pen)
{
    auto* line = new QCPItemStraightLine(plot());
    line->setClipAxisRect(rect);
    line->setPen(pen);
    for (QCPItemPosition* pos : {line->point1, line->point2})
        pos->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
}

void CheckpointChart::build(const ExportStyle& style, const QSize& size)
{
    resetPlot(style);
    m_columns = columns(style, size.width());
    arrange(m_columns.stacked);
    for (QCPTextElement* t : {m_overheadTitle, m_distributionTitle}) {
        t->setFont(style.font(21, true));
        t->setTextColor(style.text);
    }
    // Each title over its plot's width, on two lines where one does not fit: German at 1024 px
    // had cut both at both ends.
    const QFont titleFont = style.font(21, true);
    m_overheadTitle->setText(wrapToWidth(tr("Overhead over the run vs checkpoint interval"),
                                         titleFont, m_columns.overhead));
    m_distributionTitle->setText(wrapToWidth(
        m_curve.monteCarlo.trials > 0
            // "alone": the explorer's P10-P90 also spreads the model's own error, so its band
            // is wider than this histogram's (a tester put the two side by side).
            ? tr("JCT under failures alone (%1 runs)")
                  .arg(ChartFormat::count(m_curve.monteCarlo.trials))
            : tr("JCT under failures: Monte Carlo running\u2026"),
        titleFont, m_columns.distribution));
    plot()->plotLayout()->elementAt(0)->setMinimumMargins(QMargins(0, 0, 0, 0));
    qobject_cast<QCPLayoutGrid*>(plot()->plotLayout()->element(0, 0))
        ->setColumnSpacing(qRound(style.px(kColumnSpacing)));
    for (QCPAxisRect* rect : {m_overhead, m_distribution})
        styleAxisRect(rect, style);
    buildOverhead(style);
    buildDistribution(style);
    sortLegend();
    fitLegend(style, size.width());
}

void CheckpointChart::buildOverhead(const ExportStyle& style)
{
    QCPAxis* x = m_overhead->axis(QCPAxis::atBottom);
    QCPAxis* y = m_overhead->axis(QCPAxis::atLeft);
    const CheckpointCurve& c = m_curve;
    const TimeUnit xUnit = ChartFormat::timeUnit(
        c.interval_s.empty() ? 60 : c.interval_s[c.interval_s.size() / 2] * 4);
    double minTotal = 0, maxTotal = 0;
    for (double t : c.total_s) {
        minTotal = minTotal > 0 ? std::min(minTotal, t) : t;
        maxTotal = std::max(maxTotal, t);
    }
    // The basin around the optimum, not the cliffs at either end.
    const double yTop = std::max({std::min(minTotal * 3.0, maxTotal), c.currentTotal_s * 1.3, 1.0});
    const TimeUnit yUnit = ChartFormat::timeUnit(yTop);
    styleAxis(x, style, tr("Checkpoint interval (%1, log scale)").arg(xUnit.name));
    styleAxis(y, style, tr("Overhead (%1)").arg(yUnit.name));
    x->setScaleType(QCPAxis::stLogarithmic);
    const auto series = [&](const std::vector<double>& v) {
        QVector<double> keys, values;
        for (std::size_t i = 0; i < v.size(); ++i) {
            keys << c.interval_s[i] / xUnit.seconds;
            values << v[i] / yUnit.seconds;
        }
        return std::pair {keys, values};
    };
    const auto add = [&](const std::vector<double>& v, const QString& name, const QPen& pen,
                         int rank) {
        QCPGraph* g = plot()->addGraph(x, y);
        auto [keys, values] = series(v);
        g->setData(keys, values);
        g->setName(name);
        g->setPen(pen);
        g->setProperty("legendRank", rank);
        return g;
    };
    const QColor ink = ChartColors::reference(style.dark);
    add(c.writes_s, tr("Checkpoint writes"),
        QPen(ChartColors::checkpoint(), style.px(3.5), Qt::DashLine), 1);
    add(c.failures_s, tr("Lost work + recovery"),
        QPen(ChartColors::failures(), style.px(3.5), Qt::DashDotLine), 2);
    add(c.total_s, tr("Total overhead"), QPen(ink, style.px(4.5)), 0);
    QCPGraph* now = plot()->addGraph(x, y);
    now->setName(
        tr("Current: every %1, %2 overhead")
            .arg(ChartFormat::duration(c.current_s), ChartFormat::duration(c.currentTotal_s)));
    now->setLineStyle(QCPGraph::lsNone);
    now->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(ink, style.px(2.5)),
                                         ChartColors::checkpoint(), style.px(22)));
    now->setData({c.current_s / xUnit.seconds}, {c.currentTotal_s / yUnit.seconds});
    now->setProperty("legendRank", 3);

    if (!c.interval_s.empty()) {
        x->setRange(c.interval_s.front() / xUnit.seconds, c.interval_s.back() / xUnit.seconds);
        x->setTicker(AxisTicks::logarithmic(x->range().lower, x->range().upper, 8));
    }
    y->setRange(0, yTop / yUnit.seconds * 1.2);
    // Young's and Daly's optima are often within a percent of each other: their labels go on
    // opposite sides of their lines.
    const bool youngRight = c.young_s >= c.daly_s;
    const QPen optimumPen(style.muted, style.px(2.5), Qt::DashLine);
    for (const auto& [at, text, right] : {std::tuple {c.young_s, tr("Young: %1"), youngRight},
                                          std::tuple {c.daly_s, tr("Daly: %1"), !youngRight}}) {
        if (!(at > 0))
            continue;
        addLine(m_overhead, at / xUnit.seconds, optimumPen);
        QCPItemText* note =
            addNote(plot(), m_overhead, at / xUnit.seconds * (right ? 1.03 : 1 / 1.03), 0.03,
                    text.arg(ChartFormat::duration(at)),
                    (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop, style);
        note->position->setAxes(x, y);
    }
    // An asynchronous snapshot cannot start before the previous flush ends: left of this line
    // the curve is out of reach (the estimate's interval sits on it when the optimum is there).
    if (c.flush_s > 0 && c.flush_s / xUnit.seconds > x->range().lower
        && c.flush_s / xUnit.seconds < x->range().upper) {
        addLine(m_overhead, c.flush_s / xUnit.seconds,
                QPen(ChartColors::checkpoint(), style.px(2.5), Qt::DotLine));
        QCPItemText* note = addNote(plot(), m_overhead, c.flush_s / xUnit.seconds * 1.03, 0.12,
                                    tr("Flush ends: %1").arg(ChartFormat::duration(c.flush_s)),
                                    Qt::AlignLeft | Qt::AlignTop, style);
        note->position->setAxes(x, y);
    }
}

void CheckpointChart::buildDistribution(const ExportStyle& style)
{
    QCPAxis* x = m_distribution->axis(QCPAxis::atBottom);
    QCPAxis* y = m_distribution->axis(QCPAxis::atLeft);
    const core::MonteCarloResult& mc = m_curve.monteCarlo;
    const TimeUnit unit = ChartFormat::timeUnit(mc.p90_s);
    styleAxis(x, style, tr("Job completion time (%1)").arg(unit.name));
    styleAxis(y, style, tr("Simulated runs"));
    if (mc.samples_s.empty())
        return;
    const double predicted = inputs().estimate.run.predicted_s;
    // A rare long run must not squeeze the rest into one bar: the axis ends past P90 and the
    // longest run is stated instead.
    const double spread = mc.p90_s - mc.p10_s;
    double lo = std::min(mc.samples_s.front(), predicted);
    double hi = std::min(mc.samples_s.back(), mc.p90_s + 2 * spread + 0.01 * mc.p50_s);
    if (hi - lo < 1e-3 * hi)
        hi = lo * 1.01 + 1;
    const int bins = 24;
    const double width = (hi - lo) / bins;
    QVector<double> keys(bins), counts(bins, 0);
    for (int i = 0; i < bins; ++i)
        keys[i] = (lo + (i + 0.5) * width) / unit.seconds;
    for (double s : mc.samples_s)
        counts[std::clamp(int((s - lo) / width), 0, bins - 1)] += 1;
    auto* bars = new QCPBars(x, y);
    bars->setData(keys, counts);
    bars->setWidth(width / unit.seconds * 0.92);
    bars->setBrush(ChartColors::baseline(ChartColors::failures()));
    bars->setPen(QPen(ChartColors::failures(), style.px(1)));
    bars->setName(tr("Simulated JCT"));
    drawCrisp(bars);
    bars->setProperty("legendRank", 4);
    // Room for the P10 label left of its line and the P90 label right of its line, as a share
    // of the histogram's width in pixels (its column, less the axes).
    const double rectPx = std::max(120.0, m_columns.distribution - style.px(70));
    const QFontMetricsF metrics(style.noteFont());  // the labels' own font (addNote)
    const double labelPx =
        std::max(metrics.horizontalAdvance(tr("P10 %1").arg(ChartFormat::duration(mc.p10_s))),
                 metrics.horizontalAdvance(tr("P90 %1").arg(ChartFormat::duration(mc.p90_s))));
    const double share = std::clamp((labelPx + style.px(20)) / rectPx, 0.15, 0.6);
    const double span = hi - lo;
    double padLeft = 0.06 * span, padRight = 0.06 * span;
    for (int i = 0; i < 6; ++i) {
        const double total = span + padLeft + padRight;
        padRight = std::max(padRight, share * total - (hi - mc.p90_s));
        padLeft = std::max(padLeft, share * total - (mc.p10_s - lo));
    }
    const double pad = 0.1 * span / unit.seconds;
    x->setRange((lo - padLeft) / unit.seconds, (hi + padRight) / unit.seconds);
    y->setRange(0, *std::max_element(counts.begin(), counts.end()) * 1.55);
    const QColor ink = ChartColors::reference(style.dark);
    addLine(m_distribution, predicted / unit.seconds,
            QPen(ChartColors::compute(), style.px(3), Qt::DotLine));
    struct Mark {
        double at;
        QString text;
        Qt::Alignment align;
        double row;
    };
    QVector<Mark> marks {{mc.p10_s, tr("P10 %1"), Qt::AlignRight, 0.03},
                         {mc.p50_s, tr("P50 %1"), Qt::AlignHCenter, 0.15},
                         {mc.p90_s, tr("P90 %1"), Qt::AlignLeft, 0.03}};
    // A narrow plot has no room right of P90: its label then goes left of the line, a row lower.
    if (const double xRight = (hi + padRight) / unit.seconds,
        needed = (labelPx + style.px(20)) / rectPx * (x->range().size());
        xRight - mc.p90_s / unit.seconds < needed)
        marks[2] = {mc.p90_s, tr("P90 %1"), Qt::AlignRight, 0.27};
    if (spread < 1e-3 * mc.p50_s)  // failures too rare to spread the runs: one label says so
        marks = {{mc.p50_s, tr("P10 = P50 = P90 = %1"), Qt::AlignLeft, 0.03}};
    // Every line first, then the labels over them: close quantiles put a label across a
    // neighbour's line, and its box then hides the line instead of the line crossing its text.
    for (const auto& m : marks) {
        const bool median = m.align == Qt::AlignHCenter;  // P50 solid, P10/P90 dashed
        addLine(m_distribution, m.at / unit.seconds,
                QPen(ink, style.px(median ? 3.5 : 2.5), median ? Qt::SolidLine : Qt::DashLine));
    }
    for (const auto& m : marks) {
        const double nudge = m.align == Qt::AlignRight  ? -pad * 0.08
                             : m.align == Qt::AlignLeft ? pad * 0.08
                                                        : 0;
        QCPItemText* note =
            addNote(plot(), m_distribution, m.at / unit.seconds + nudge, m.row,
                    m.text.arg(ChartFormat::duration(m.at)), m.align | Qt::AlignTop, style);
        note->position->setAxes(x, y);
    }
    if (mc.samples_s.back() > hi) {
        QCPItemText* longest =
            addNote(plot(), m_distribution, (hi + padRight) / unit.seconds, 0.27,
                    tr("longest run: %1").arg(ChartFormat::duration(mc.samples_s.back())),
                    Qt::AlignRight | Qt::AlignTop, style);
        longest->position->setAxes(x, y);
        longest->setPen(Qt::NoPen);
        longest->setColor(style.muted);
    }
    QCPItemText* free = addNote(plot(), m_distribution, predicted / unit.seconds, 0.97,
                                tr("no failures: %1").arg(ChartFormat::duration(predicted)),
                                Qt::AlignLeft | Qt::AlignBottom, style);
    free->position->setAxes(x, y);
    free->setPen(Qt::NoPen);
    free->setBrush(Qt::NoBrush);
    free->setColor(style.dark ? ChartColors::compute().lighter(160) : ChartColors::compute());
    free->setRotation(-90);
}

QString CheckpointChart::csv() const
{
    CsvWriter out({QStringLiteral("kind"), QStringLiteral("interval_s"),
                   QStringLiteral("checkpoint_overhead_s"), QStringLiteral("failure_overhead_s"),
                   QStringLiteral("total_overhead_s"), QStringLiteral("jct_s")});
    const CheckpointCurve& c = m_curve;
    for (std::size_t i = 0; i < c.interval_s.size(); ++i)
        out.addRow({QStringLiteral("curve"),
                    CsvWriter::num(c.interval_s[i]),
                    CsvWriter::num(c.writes_s[i]),
                    CsvWriter::num(c.failures_s[i]),
                    CsvWriter::num(c.total_s[i]),
                    {}});
    const auto mark = [&out](const QString& kind, double interval, double total) {
        out.addRow({kind, CsvWriter::num(interval), {}, {}, CsvWriter::num(total), {}});
    };
    mark(QStringLiteral("young"), c.young_s, {});
    mark(QStringLiteral("daly"), c.daly_s, {});
    mark(QStringLiteral("current"), c.current_s, c.currentTotal_s);
    const core::MonteCarloResult& mc = c.monteCarlo;
    for (const auto& [kind, value] : {std::pair {QStringLiteral("mc_p10"), mc.p10_s},
                                      std::pair {QStringLiteral("mc_p50"), mc.p50_s},
                                      std::pair {QStringLiteral("mc_p90"), mc.p90_s},
                                      std::pair {QStringLiteral("mc_mean"), mc.mean_s}})
        out.addRow({kind, CsvWriter::num(mc.interval_s), {}, {}, {}, CsvWriter::num(value)});
    return out.text();
}

}  // namespace syncwall::ui
