#include "qcp_chart.h"

#include <QPicture>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace syncwall::ui {

QcpChart::QcpChart(QWidget* parent) : ChartView(parent), m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setLocale(QLocale());
    m_plot->setNoAntialiasingOnDrag(true);
    // Nothing is drawn on the overlay layer: without its own buffer, a replot clears and
    // composites one full-size pixmap instead of two.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    // The legend gets its own row below the axes: it never covers a curve.
    QCPLegend* legend = m_plot->legend;
    m_plot->axisRect()->insetLayout()->take(legend);
    // Centred between two stretching spacers, at its own size.
    auto* row = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, row);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    row->addElement(0, 0, new QCPLayoutElement(m_plot));
    row->addElement(0, 1, legend);
    row->addElement(0, 2, new QCPLayoutElement(m_plot));
    row->setColumnStretchFactors({1.0, 0.001, 1.0});
    legend->setVisible(true);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
}

void QcpChart::render(QPainter& painter, const QRect& rect, const ExportStyle& style)
{
    build(style, rect.size());
    // QCustomPlot draws through its own QPainter subclass; a QPicture carries those vector
    // commands into any painter (image, SVG or PDF) without rasterising them.
    QPicture picture;
    {
        QCPPainter qcp(&picture);
        qcp.setMode(QCPPainter::pmVectorized);
        qcp.setRenderHint(QPainter::Antialiasing);
        qcp.setRenderHint(QPainter::TextAntialiasing);
        m_plot->toPainter(&qcp, rect.width(), rect.height());
    }
    painter.save();
    painter.translate(rect.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), rect.size()), Qt::IntersectClip);
    // Playback scales by the target's resolution over the picture's (SVG 72 dpi, PDF 288 dpi):
    // undo that, the page's coordinates are already in pixels.
    if (const QPaintDevice* device = painter.device();
        device && device->logicalDpiX() > 0 && device->logicalDpiY() > 0)
        painter.scale(double(picture.logicalDpiX()) / device->logicalDpiX(),
                      double(picture.logicalDpiY()) / device->logicalDpiY());
    picture.play(&painter);
    painter.restore();
    rebuildForScreen();
}

void QcpChart::refresh() { rebuildForScreen(); }

void QcpChart::rebuildForScreen()
{
    if (!hasInputs())
        return;
    build(ExportStyle::screen(*this), m_plot->size());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void QcpChart::resizeEvent(QResizeEvent* event)
{
    ChartView::resizeEvent(event);
    rebuildForScreen();  // tick density and label placement depend on the size
}

void QcpChart::resetPlot(const ExportStyle& style)
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->setBackground(style.background);
    QCPLegend* legend = m_plot->legend;
    legend->setFont(style.legendFont());
    legend->setTextColor(style.text);
    legend->setBrush(style.background);
    legend->setBorderPen(Qt::NoPen);
    legend->setIconSize(qRound(style.px(44)), qRound(style.px(26)));
    legend->setIconTextPadding(qRound(style.px(8)));
    legend->setColumnSpacing(qRound(style.px(28)));
    legend->setRowSpacing(qRound(style.px(4)));
    legend->setMargins(QMargins(0, qRound(style.px(6)), 0, qRound(style.px(6))));
}

void QcpChart::fitCategoryLabels(QCPAxis* axis, const QStringList& labels, double plotWidth)
{
    if (labels.isEmpty())
        return;
    const QFontMetricsF metrics(axis->tickLabelFont());
    double widest = 0;
    for (const QString& label : labels)
        for (const QString& line : label.split(QLatin1Char('\n')))
            widest = qMax(widest, metrics.horizontalAdvance(line));
    const double column = plotWidth / labels.size();
    axis->setTickLabelRotation(widest > 0.92 * column ? -45 : 0);
}

QString QcpChart::wrapToWidth(const QString& text, const QFont& font, double width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

void QcpChart::fitLegend(const ExportStyle& style, int width)
{
    QCPLegend* legend = m_plot->legend;
    QVector<double> widths;
    const QFontMetricsF metrics(style.legendFont());
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            widths << metrics.horizontalAdvance(item->plottable()->name()) + style.px(44 + 8 + 12);
    // As many columns as fit: fewer rows leave more height to the plot.
    int columns = qMax(1, int(widths.size()));
    for (; columns > 1; --columns) {
        double total = legend->columnSpacing() * (columns - 1);
        for (int c = 0; c < columns; ++c) {
            double widest = 0;
            for (int i = c; i < widths.size(); i += columns)
                widest = qMax(widest, widths[i]);
            total += widest;
        }
        if (total <= width * 0.96)
            break;
    }
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void QcpChart::sortLegend()
{
    QList<QCPAbstractPlottable*> ranked;
    for (int i = 0; i < m_plot->plottableCount(); ++i)
        if (m_plot->legend->hasItemWithPlottable(m_plot->plottable(i)))
            ranked << m_plot->plottable(i);
    std::stable_sort(
        ranked.begin(), ranked.end(), [](QCPAbstractPlottable* a, QCPAbstractPlottable* b) {
            const QVariant ra = a->property("legendRank"), rb = b->property("legendRank");
            return (ra.isValid() ? ra.toInt() : 1000) < (rb.isValid() ? rb.toInt() : 1000);
        });
    m_plot->legend->clearItems();
    for (QCPAbstractPlottable* p : ranked)
        p->addToLegend();
}

void QcpChart::styleAxis(QCPAxis* axis, const ExportStyle& style, const QString& label)
{
    axis->setVisible(true);
    axis->setLabel(label);
    axis->setLabelFont(style.labelFont());
    axis->setLabelColor(style.text);
    axis->setTickLabelFont(style.tickFont());
    axis->setTickLabelColor(style.text);
    const QPen line(style.muted, qMax(1.0, style.px(1.5)));
    axis->setBasePen(line);
    axis->setTickPen(line);
    axis->setSubTickPen(QPen(style.muted, qMax(1.0, style.px(1))));
    axis->setTickLengthOut(qRound(style.px(6)));
    axis->setTickLengthIn(0);
    axis->setSubTickLengthIn(0);
    axis->setSubTickLengthOut(qRound(style.px(3)));
    axis->setTickLabelPadding(qRound(style.px(6)));
    axis->setLabelPadding(qRound(style.px(8)));
    axis->grid()->setPen(QPen(style.grid, qMax(1.0, style.px(1)), Qt::SolidLine));
    axis->grid()->setSubGridVisible(false);
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

void QcpChart::drawCrisp(QCPBars* bars)
{
    bars->setAntialiased(false);
    bars->setAntialiasedFill(false);
}

void QcpChart::styleAxisRect(QCPAxisRect* rect, const ExportStyle& style)
{
    rect->setBackground(style.background);
    for (QCPAxis* axis : rect->axes())
        axis->setVisible(false);
}

QCPItemText* QcpChart::addNote(QCustomPlot* plot, QCPAxisRect* rect, double x, double yFraction,
                               const QString& text, Qt::Alignment alignment,
                               const ExportStyle& style)
{
    auto* note = new QCPItemText(plot);
    note->setClipToAxisRect(false);
    note->position->setAxisRect(rect);
    note->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    note->position->setTypeX(QCPItemPosition::ptPlotCoords);
    note->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(x, yFraction);
    note->setPositionAlignment(alignment);
    note->setTextAlignment(Qt::AlignLeft);
    note->setText(text);
    note->setFont(style.noteFont());
    note->setColor(style.text);
    note->setBrush(style.background);
    note->setPen(QPen(style.muted, qMax(1.0, style.px(1))));
    const int pad = qRound(style.px(6));
    note->setPadding(QMargins(pad, pad / 2, pad, pad / 2));
    return note;
}

}  // namespace syncwall::ui
