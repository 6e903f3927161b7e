#include "layouts_chart.h"

#include <QToolTip>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>
#include <qcustomplot.h>

#include "axis_ticks.h"
#include "chart_colors.h"
#include "chart_format.h"
#include "core/run_family.h"
#include "csv_writer.h"

namespace syncwall::ui {

namespace {

// Viridis (van der Walt and Smith), reversed: bright = fast. Perceptually uniform and readable
// with every common colour-vision deficiency.
QCPColorGradient fastIsBright()
{
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, QColor(0xFD, 0xE7, 0x25));
    g.setColorStopAt(0.25, QColor(0x5E, 0xC9, 0x62));
    g.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8C));
    g.setColorStopAt(0.75, QColor(0x3B, 0x52, 0x8B));
    g.setColorStopAt(1.0, QColor(0x44, 0x01, 0x54));
    g.setNanHandling(QCPColorGradient::nhTransparent);
    return g;
}

QStringList labelsOf(const std::vector<int>& values)
{
    QStringList out;
    for (int v : values)
        out << QString::number(v);
    return out;
}

}  // namespace

LayoutsChart::LayoutsChart(QWidget* parent) : QcpChart(parent), m_scale(new QCPColorScale(plot()))
{
    plot()->plotLayout()->addElement(0, 1, m_scale);
    // Axis-aligned cells, hatches and frames: crisp and cheaper without antialiasing (text keeps
    // its own).
    plot()->setNotAntialiasedElements(QCP::aeItems | QCP::aePlottables);
    auto* group = new QCPMarginGroup(plot());
    plot()->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    setMouseTracking(true);
    connect(plot(), &QCustomPlot::mouseMove, this, &LayoutsChart::onMouseMove);
    connect(plot(), &QCustomPlot::mousePress, this, &LayoutsChart::onMousePress);
    m_worker = new QFutureWatcher<std::pair<quint64, LayoutGrid>>(this);
    connect(m_worker, &QFutureWatcherBase::finished, this, [this] {
        auto [generation, grid] = m_worker->result();
        if (generation != m_inputsGeneration) {
            startWorker();  // the inputs moved on while it ran: search the current ones
            return;
        }
        m_grid = std::move(grid);
        m_gridGeneration = generation;
        if (m_drawnInputs && *m_drawnInputs == drawnInputs() && m_grid.drawsLike(m_drawnGrid))
            return;  // the picture on screen is this one already
        QcpChart::refresh();
    });
}

LayoutsChart::~LayoutsChart() { m_worker->waitForFinished(); }

bool LayoutsChart::isCurrent() const
{
    return !m_worker->isRunning() && m_gridGeneration == m_inputsGeneration;
}

QString LayoutsChart::title() const { return tr("Layout search: best step time by TP and PP"); }

void LayoutsChart::refresh()
{
    ++m_inputsGeneration;
    if (!isVisible()) {  // an export or a hidden view: at once, nobody waits on a frame
        m_grid = LayoutGrid::compute(inputs().scenario);
        m_gridGeneration = m_inputsGeneration;
        QcpChart::refresh();
        return;
    }
    if (!m_worker->isRunning())  // else its result is stale when it lands, and it starts anew
        startWorker();
}

void LayoutsChart::startWorker()
{
    const quint64 generation = m_inputsGeneration;
    const core::Scenario scenario = inputs().scenario;
    m_worker->setFuture(QtConcurrent::run([generation, scenario] {
        return std::make_pair(generation, LayoutGrid::compute(scenario));
    }));
}

LayoutsChart::DrawnInputs LayoutsChart::drawnInputs() const
{
    const ChartInputs& in = inputs();
    return {in.estimate.layout.tp, in.estimate.layout.pp, in.estimate.memory.capacity_B,
            in.scenario.gpus};
}

void LayoutsChart::build(const ExportStyle& style, const QSize& size)
{
    m_drawnGrid = m_grid;
    m_drawnInputs = drawnInputs();
    resetPlot(style);
    QCustomPlot* p = plot();
    const int nx = int(m_grid.tps.size()), ny = int(m_grid.pps.size());
    double lo = 0, hi = 0;
    for (const LayoutCell& c : m_grid.cells)
        if (c.valid && c.fits) {
            lo = lo > 0 ? std::min(lo, c.best.step_s) : c.best.step_s;
            hi = std::max(hi, c.best.step_s);
        }
    if (hi <= lo)
        hi = lo * 1.1 + 1e-9;
    auto* map = new QCPColorMap(p->xAxis, p->yAxis);
    map->data()->setSize(std::max(1, nx), std::max(1, ny));
    map->data()->setRange(QCPRange(0, std::max(1, nx - 1)), QCPRange(0, std::max(1, ny - 1)));
    for (int t = 0; t < nx; ++t)
        for (int q = 0; q < ny; ++q) {
            const LayoutCell& c = m_grid.at(std::size_t(t), std::size_t(q));
            map->data()->setCell(t, q, c.valid && c.fits ? c.best.step_s : std::nan(""));
        }
    map->setInterpolate(false);
    // The scale owns the gradient and hands it to the map.
    map->setColorScale(m_scale);
    m_scale->setGradient(fastIsBright());
    const bool logScale = hi / lo > 3;
    m_scale->setDataScaleType(logScale ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    map->setDataRange(QCPRange(lo, hi));
    map->removeFromLegend();
    styleAxis(m_scale->axis(), style,
              tr("Best step time (s%1)").arg(logScale ? tr(", log scale") : QString()));
    m_scale->axis()->setTicker(
        logScale ? QSharedPointer<QCPAxisTicker>(AxisTicks::logarithmic(lo, hi, 6))
                 : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    m_scale->setBarWidth(qRound(style.px(26)));
    m_scale->axis()->grid()->setVisible(false);

    styleAxis(p->xAxis, style, tr("Tensor-parallel degree TP (GPUs per layer)"));
    styleAxis(p->yAxis, style, tr("Pipeline-parallel degree PP (stages)"));
    p->xAxis->setTicker(AxisTicks::categories(labelsOf(m_grid.tps)));
    p->yAxis->setTicker(AxisTicks::categories(labelsOf(m_grid.pps)));
    p->xAxis->grid()->setVisible(false);
    p->yAxis->grid()->setVisible(false);
    p->xAxis->setRange(-0.5, nx - 0.5);
    p->yAxis->setRange(-0.5, ny - 0.5);
    addCellMarks(style, lo, hi);
    const bool anyFits = m_grid.bestCell() != nullptr;
    m_scale->setVisible(anyFits);
    if (!anyFits && !m_grid.cells.empty()) {
        double least = 0;
        for (const LayoutCell& c : m_grid.cells)
            if (c.valid)
                least = least > 0 ? std::min(least, c.best.memory_B) : c.best.memory_B;
        addNote(p, p->axisRect(), (nx - 1) / 2.0, 0.03,
                tr("Nothing fits in %1 per GPU at %2 GPUs: the smallest layout needs %3")
                    .arg(ChartFormat::gigabytes(inputs().estimate.memory.capacity_B),
                         ChartFormat::count(inputs().scenario.gpus), ChartFormat::gigabytes(least)),
                Qt::AlignHCenter | Qt::AlignTop, style)
            ->setFont(style.font(21, true));
    }
    fitLegend(style, size.width());
}

bool LayoutsChart::uncheckedZero3(const core::Layout& layout) const
{
    return layout.zero >= 3 && !core::zero3Validated(inputs().scenario.software.stack);
}

void LayoutsChart::addCellMarks(const ExportStyle& style, double lo, double hi)
{
    QCustomPlot* p = plot();
    const QColor ink = ChartColors::reference(style.dark);
    const core::Layout& current = inputs().estimate.layout;
    const LayoutCell* best = m_grid.bestCell();
    const QCPRange range(lo, hi);  // the colour scale's, for the text colour on each cell
    QCPColorGradient gradient = fastIsBright();
    const bool logScale = hi / lo > 3;
    const int cellFont = m_grid.cells.size() > 150 ? 13 : m_grid.cells.size() > 60 ? 15 : 17;
    bool anyZero3 = false;
    for (std::size_t q = 0; q < m_grid.pps.size(); ++q)
        for (std::size_t t = 0; t < m_grid.tps.size(); ++t) {
            const LayoutCell& c = m_grid.at(t, q);
            if (c.valid && !c.fits) {
                auto* hatch = new QCPItemRect(p);
                hatch->topLeft->setCoords(t - 0.5, q + 0.5);
                hatch->bottomRight->setCoords(t + 0.5, q - 0.5);
                hatch->setPen(QPen(style.background, style.px(1)));
                hatch->setBrush(ChartColors::patterned(style.grid, Qt::BDiagPattern, style.scale));
            }
            auto* text = new QCPItemText(p);
            text->position->setCoords(double(t), double(q));
            text->setFont(style.font(cellFont, c.tp == current.tp && c.pp == current.pp));
            if (c.valid && c.fits) {
                // ZeRO-3 under a stack no measured run checks is marked, never shown plain.
                const bool zero3 = uncheckedZero3(c.best.layout);
                anyZero3 |= zero3;
                text->setText(ChartFormat::number(c.best.step_s) + tr(" s")
                              + (zero3 ? QStringLiteral("*") : QString()));
                text->setColor(
                    Palette::textOn(QColor(gradient.color(c.best.step_s, range, logScale))));
            } else {
                text->setText(c.valid ? tr("✕ %1").arg(ChartFormat::gigabytes(c.best.memory_B))
                                      : tr("–"));
                text->setColor(c.valid ? ChartColors::failures() : style.muted);
                if (c.valid) {  // readable over the hatch
                    text->setBrush(style.background);
                    text->setPadding(QMargins(qRound(style.px(6)), qRound(style.px(2)),
                                              qRound(style.px(6)), qRound(style.px(2))));
                }
            }
        }
    const auto frame = [&](int tp, int pp, const QPen& pen, double half) {
        const auto t = std::find(m_grid.tps.begin(), m_grid.tps.end(), tp) - m_grid.tps.begin();
        const auto q = std::find(m_grid.pps.begin(), m_grid.pps.end(), pp) - m_grid.pps.begin();
        if (t >= long(m_grid.tps.size()) || q >= long(m_grid.pps.size()))
            return;
        auto* rect = new QCPItemRect(p);
        rect->topLeft->setCoords(t - half, q + half);
        rect->bottomRight->setCoords(t + half, q - half);
        rect->setPen(pen);
    };
    // This scenario's frame at the cell's edge; the fastest one inside it when they share a
    // cell, so that neither hides the other.
    frame(current.tp, current.pp, QPen(ink, style.px(5)), 0.44);
    if (best) {
        const bool shared = best->tp == current.tp && best->pp == current.pp;
        frame(best->tp, best->pp, QPen(ChartColors::checkpoint(), style.px(4), Qt::DashLine),
              shared ? 0.36 : 0.44);
    }
    // Legend entries for the marks (graphs without data show only their icon).
    const auto entry = [&](const QString& name, const QCPScatterStyle& scatter, int rank) {
        QCPGraph* g = p->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(scatter);
        g->setProperty("legendRank", rank);
    };
    // Its own step beside the frame: the cell shows the fastest layout with its TP and PP, which
    // may differ in other ways (virtual stages, micro-batch), and a tester read the cell's 6.28 s
    // against the headline's 7.39 s.
    entry(tr("This scenario's layout (TP %1, PP %2): %3 s")
              .arg(current.tp)
              .arg(current.pp)
              .arg(ChartFormat::number(inputs().estimate.step.total_s)),
          QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(ink, style.px(4)), Qt::NoBrush,
                          style.px(22)),
          0);
    if (best)
        entry(tr("Fastest that fits: %1 s").arg(ChartFormat::number(best->best.step_s))
                  + (uncheckedZero3(best->best.layout) ? QStringLiteral("*") : QString()),
              QCPScatterStyle(QCPScatterStyle::ssSquare,
                              QPen(ChartColors::checkpoint(), style.px(4), Qt::DashLine),
                              Qt::NoBrush, style.px(22)),
              1);
    entry(tr("✕ does not fit: memory needed per GPU"),
          QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(style.muted, style.px(1)),
                          ChartColors::patterned(style.grid, Qt::BDiagPattern, style.scale),
                          style.px(22)),
          2);
    entry(tr("– no valid layout"),
          QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(style.muted, style.px(1)),
                          style.background, style.px(22)),
          3);
    if (anyZero3)
        entry(tr("* ZeRO-3: outside the validated range"), QCPScatterStyle(QCPScatterStyle::ssNone),
              4);
    sortLegend();
}

const LayoutCell* LayoutsChart::cellAt(const QPoint& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos))
        return nullptr;
    const long t = std::lround(plot()->xAxis->pixelToCoord(pos.x()));
    const long q = std::lround(plot()->yAxis->pixelToCoord(pos.y()));
    if (t < 0 || q < 0 || t >= long(m_grid.tps.size()) || q >= long(m_grid.pps.size()))
        return nullptr;
    const LayoutCell& c = m_grid.at(std::size_t(t), std::size_t(q));
    return c.valid ? &c : nullptr;
}

void LayoutsChart::onMouseMove(QMouseEvent* event)
{
    const LayoutCell* c = cellAt(event->pos());
    if (!c) {
        QToolTip::hideText();
        return;
    }
    const core::RankedLayout& r = c->best;
    QString text = tr("%1\n%2\nStep %3, MFU %4, memory %5 per GPU")
                       .arg(ChartFormat::layout(r.layout), ChartFormat::layoutDetails(r.layout),
                            ChartFormat::duration(r.step_s), ChartFormat::percent(r.mfu),
                            ChartFormat::gigabytes(r.memory_B));
    if (!c->fits)
        text += QLatin1Char('\n') + tr("Does not fit in GPU memory");
    else if (uncheckedZero3(r.layout))
        text += QLatin1Char('\n')
                + tr("ZeRO-3 under this software stack: outside the validated range (measured "
                     "runs check only PyTorch FSDP's)");
    QToolTip::showText(event->globalPosition().toPoint(),
                       text + QLatin1Char('\n') + tr("Click to apply this layout"), plot());
}

void LayoutsChart::onMousePress(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const LayoutCell* c = cellAt(event->pos()))
        emit layoutRequested(c->best.layout);
}

QString LayoutsChart::csv() const
{
    CsvWriter out({QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("valid"),
                   QStringLiteral("fits"), QStringLiteral("cp"), QStringLiteral("dp"),
                   QStringLiteral("micro_batch"), QStringLiteral("virtual_stages"),
                   QStringLiteral("zero"), QStringLiteral("step_s"), QStringLiteral("mfu"),
                   QStringLiteral("memory_B")});
    for (const LayoutCell& c : m_grid.cells) {
        const core::Layout& l = c.best.layout;
        out.addRow({CsvWriter::integer(c.tp), CsvWriter::integer(c.pp), CsvWriter::boolean(c.valid),
                    CsvWriter::boolean(c.fits), c.valid ? CsvWriter::integer(l.cp) : QString(),
                    c.valid ? CsvWriter::integer(l.dp) : QString(),
                    c.valid ? CsvWriter::integer(l.microBatch) : QString(),
                    c.valid ? CsvWriter::integer(l.virtualStages) : QString(),
                    c.valid ? CsvWriter::integer(l.zero) : QString(),
                    c.valid ? CsvWriter::num(c.best.step_s) : QString(),
                    c.valid ? CsvWriter::num(c.best.mfu) : QString(),
                    c.valid ? CsvWriter::num(c.best.memory_B) : QString()});
    }
    return out.text();
}

}  // namespace syncwall::ui
