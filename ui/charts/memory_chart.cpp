#include "memory_chart.h"

#include <algorithm>
#include <qcustomplot.h>

#include "axis_ticks.h"
#include "chart_colors.h"
#include "chart_format.h"
#include "core/estimator.h"
#include "core/layout_search.h"
#include "csv_writer.h"

namespace syncwall::ui {

namespace {

constexpr int kTopLayouts = 8;

struct Kind {
    QString name;
    QColor color;
    double core::MemoryBreakdown::*bytes;
};

}  // namespace

MemoryChart::MemoryChart(QWidget* parent) : QcpChart(parent) { }

QString MemoryChart::title() const { return tr("Memory per GPU against HBM capacity"); }

void MemoryChart::setMode(Mode mode)
{
    m_mode = mode;
    if (hasInputs())
        refresh();
}

void MemoryChart::refresh()
{
    const ChartInputs& in = inputs();
    m_columns = {
        {tr("This scenario\n%1")
             .arg(ChartFormat::layout(in.estimate.layout).section(QStringLiteral(" · DP"), 0, 0)),
         in.scenario.gpus, in.estimate}};
    if (m_mode == Mode::GpuCounts) {
        for (const core::SweepPoint& p : in.sweep.points)
            if (p.valid)
                m_columns << Column {ChartFormat::count(p.gpus), p.gpus, p.estimate};
    } else {
        core::SearchOptions options;
        options.top = kTopLayouts;
        for (const core::RankedLayout& r : core::searchLayouts(in.scenario, options).layouts) {
            const core::Estimate e = core::estimate(core::withLayout(in.scenario, r.layout));
            m_columns << Column {tr("TP %1 · PP %2\nmb %3 · ZeRO %4")
                                     .arg(r.layout.tp)
                                     .arg(r.layout.pp)
                                     .arg(r.layout.microBatch)
                                     .arg(r.layout.zero),
                                 in.scenario.gpus, e};
        }
    }
    QcpChart::refresh();
}

void MemoryChart::build(const ExportStyle& style, const QSize& size)
{
    resetPlot(style);
    QCustomPlot* p = plot();
    const QVector<Kind> kinds {
        {tr("Weights"), ChartColors::compute(), &core::MemoryBreakdown::weights_B},
        {tr("Gradients"), ChartColors::communication(), &core::MemoryBreakdown::gradients_B},
        {tr("Optimizer state"), ChartColors::optimizer(), &core::MemoryBreakdown::optimizer_B},
        {tr("Activations"), ChartColors::activations(), &core::MemoryBreakdown::activations_B}};
    QVector<double> keys;
    QStringList labels;
    double capacity = 0, fittingTop = 0;
    for (int i = 0; i < m_columns.size(); ++i) {
        keys << i;
        labels << m_columns[i].label;
        const core::MemoryBreakdown& m = m_columns[i].estimate.memory;
        capacity = std::max(capacity, m.capacity_B);
        if (m.fits)
            fittingTop = std::max(fittingTop, m.total_B);
    }
    const double top = std::max(capacity * 1.3, fittingTop * 1.25) / 1e9;
    QCPBars* below = nullptr;
    const Qt::BrushStyle patterns[] = {Qt::SolidPattern, Qt::BDiagPattern, Qt::SolidPattern,
                                       Qt::FDiagPattern};
    // Each stack is cut at the plot's top as drawn data, not by the axis rect's clip: SVG
    // export (QSvgGenerator, Qt 6.4) writes no clip paths, and an over-capacity bar ran up
    // through the title. The labels and the CSV carry the whole figures.
    const double ceiling = top * 1.08;  // the y range's top
    QVector<double> stacked(m_columns.size(), 0.0);
    for (int k = 0; k < kinds.size(); ++k) {
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        QVector<double> values;
        for (int i = 0; i < m_columns.size(); ++i) {
            const double value = m_columns[i].estimate.memory.*kinds[k].bytes / 1e9;
            const double from = std::min(stacked[i], ceiling);
            stacked[i] += value;
            values << std::min(stacked[i], ceiling) - from;
        }
        bars->setData(keys, values);
        bars->setName(kinds[k].name);
        bars->setBrush(ChartColors::patterned(kinds[k].color, patterns[k], style.scale));
        bars->setPen(QPen(style.background, style.px(1)));
        bars->setWidth(0.62);
        bars->setStackingGap(0);
        drawCrisp(bars);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    auto* line = new QCPItemStraightLine(p);
    line->setPen(QPen(ChartColors::reference(style.dark), style.px(3), Qt::DashLine));
    line->point1->setCoords(0, capacity / 1e9);
    line->point2->setCoords(1, capacity / 1e9);
    QCPItemText* note = addNote(
        p, p->axisRect(), m_columns.size() - 0.5, 0,
        tr("HBM capacity %1 per GPU (✕ = does not fit)").arg(ChartFormat::gigabytes(capacity)),
        Qt::AlignRight | Qt::AlignBottom, style);
    note->position->setTypeY(QCPItemPosition::ptPlotCoords);
    note->position->setCoords(m_columns.size() - 0.5, capacity / 1e9);
    note->setPen(Qt::NoPen);
    note->setBrush(Qt::NoBrush);
    addLabels(style, top, plotWidth(style, size));
    if (m_columns.size() > 1) {  // the scenario apart from the sweep
        auto* gap = new QCPItemStraightLine(p);
        gap->setPen(QPen(style.muted, style.px(1.5), Qt::DotLine));
        gap->point1->setCoords(0.5, 0);
        gap->point2->setCoords(0.5, 1);
    }

    styleAxis(p->xAxis, style,
              m_mode == Mode::GpuCounts
                  ? tr("GPUs (count; best layout at each)")
                  : tr("Best layouts at %1 GPUs").arg(ChartFormat::count(inputs().scenario.gpus)));
    styleAxis(p->yAxis, style, tr("Memory per GPU (GB)"));
    p->xAxis->setTicker(AxisTicks::categories(labels));
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(-0.6, m_columns.size() - 0.4);
    if (m_columns.size() > 12)
        p->xAxis->setTickLabelFont(style.font(15));
    // At 1024 px sixteen columns of "131,072" and "This scenario" had run into each other.
    fitCategoryLabels(p->xAxis, labels, plotWidth(style, size));
    p->yAxis->setRange(0, ceiling);
    fitLegend(style, size.width());
}

double MemoryChart::plotWidth(const ExportStyle& style, const QSize& size)
{
    // The chart less the value axis, its title and the margins beside it.
    return std::max(1.0, size.width() - style.px(110));
}

void MemoryChart::addLabels(const ExportStyle& style, double top, double plotWidth)
{
    const double column = plotWidth / std::max<qsizetype>(1, m_columns.size());
    const QFont font = style.font(m_columns.size() > 12 ? 14 : 16);
    const QFont bold = style.font(m_columns.size() > 12 ? 14 : 16, true);
    const auto overText = [this](const core::MemoryBreakdown& m) {
        return tr("✕ %1").arg(ChartFormat::number(m.total_B / 1e9));
    };
    // Clipped bars (over capacity): their totals sit boxed on the plot's top edge. One wider
    // than its column would cover its neighbours': then they all turn to read upwards down their
    // bars, which run the plot's height; in columns narrower than a line, the mark alone (the
    // GPU-count table under the cards and the CSV carry the figure). One way for all of them.
    const int pad = qRound(style.px(4));
    const QFontMetricsF metrics(bold);
    double widest = 0;
    for (const auto& c : m_columns)
        if (!c.estimate.memory.fits)
            widest = std::max(widest, metrics.horizontalAdvance(overText(c.estimate.memory)));
    const bool level = widest + style.px(12) <= column;
    const bool turned = !level && metrics.height() + pad + style.px(4) <= column;
    for (int i = 0; i < m_columns.size(); ++i) {
        const core::MemoryBreakdown& m = m_columns[i].estimate.memory;
        const double total = m.total_B / 1e9;
        auto* label = new QCPItemText(plot());
        label->setClipToAxisRect(false);
        if (m.fits) {
            label->position->setCoords(i, std::min(total, top));
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setFont(font);
            label->setColor(style.muted);
            label->setText(ChartFormat::number(total));
            label->setPadding(QMargins(0, 0, 0, pad));
            continue;
        }
        label->setFont(bold);
        label->setColor(ChartColors::failures());
        label->setText(level || turned ? overText(m) : QStringLiteral("✕"));
        label->setBrush(style.background);
        label->setPen(QPen(ChartColors::failures(), style.px(1.5)));
        label->setPadding(QMargins(pad, pad / 2, pad, pad / 2));
        if (turned) {
            label->setRotation(-90);
            label->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
            label->position->setCoords(i, top * 0.98);
        } else {
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
            label->position->setCoords(i, top * 1.06);
        }
    }
}

QString MemoryChart::csv() const
{
    CsvWriter out({QStringLiteral("column"), QStringLiteral("gpus"), QStringLiteral("tp"),
                   QStringLiteral("pp"), QStringLiteral("dp"), QStringLiteral("micro_batch"),
                   QStringLiteral("zero"), QStringLiteral("weights_B"),
                   QStringLiteral("gradients_B"), QStringLiteral("optimizer_B"),
                   QStringLiteral("activations_B"), QStringLiteral("total_B"),
                   QStringLiteral("capacity_B"), QStringLiteral("fits")});
    for (const Column& c : m_columns) {
        const core::MemoryBreakdown& m = c.estimate.memory;
        const core::Layout& l = c.estimate.layout;
        out.addRow({QString(c.label).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                    CsvWriter::integer(c.gpus), CsvWriter::integer(l.tp), CsvWriter::integer(l.pp),
                    CsvWriter::integer(l.dp), CsvWriter::integer(l.microBatch),
                    CsvWriter::integer(l.zero), CsvWriter::num(m.weights_B),
                    CsvWriter::num(m.gradients_B), CsvWriter::num(m.optimizer_B),
                    CsvWriter::num(m.activations_B), CsvWriter::num(m.total_B),
                    CsvWriter::num(m.capacity_B), CsvWriter::boolean(m.fits)});
    }
    return out.text();
}

}  // namespace syncwall::ui
