#include "finder_painter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <cmath>

#include "chart_colors.h"
#include "chart_format.h"
#include "syncwall_finder.h"

namespace syncwall::ui {

namespace {

constexpr int kFlags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;

double textHeight(const QFont& font, double width, const QString& text)
{
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), kFlags, text).height();
}

}  // namespace

void FinderPainter::paint(QPainter& painter, const QRect& rect, const ExportStyle& style,
                          const SyncWallFinder& finder)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double pad = style.px(12);
    const double left = rect.left() + pad, width = rect.width() - 2 * pad;
    double y = rect.top();
    const auto text = [&](const QString& s, const QFont& font, const QColor& color, double x,
                          double w, double top, double h, int flags = kFlags) {
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(QRectF(x, top, w, h), flags, s);
    };
    const QFont headFont = style.font(32, true), bodyFont = style.font(21),
                cellFont = style.font(19), boldCell = style.font(19, true);
    double h = textHeight(headFont, width, finder.headline());
    text(finder.headline(), headFont, ChartColors::failures(), left, width, y, h);
    y += h + style.px(6);
    h = textHeight(bodyFont, width, finder.crossings());
    text(finder.crossings(), bodyFont, style.text, left, width, y, h);
    y += h + style.px(22);

    // Columns: lever | dumbbell track | wall | JCT.
    const double nameW = width * 0.30, trackW = width * 0.30, wallW = width * 0.20,
                 jctW = width - nameW - trackW - wallW;
    const double trackX = left + nameW + pad, wallX = left + nameW + trackW + 2 * pad,
                 jctX = wallX + wallW;
    const QStringList header {FinderPainter::tr("What changes"),
                              FinderPainter::tr("Where the wall sits (GPUs, log₂)"),
                              FinderPainter::tr("Sync wall"),
                              FinderPainter::tr("Expected JCT at %1 GPUs")
                                  .arg(ChartFormat::count(finder.inputs().scenario.gpus))};
    const double headerH = style.px(34);
    text(header[0], boldCell, style.muted, left, nameW, y, headerH);
    text(header[1], boldCell, style.muted, trackX, trackW, y, headerH);
    text(header[2], boldCell, style.muted, wallX, wallW, y, headerH);
    text(header[3], boldCell, style.muted, jctX, jctW, y, headerH);
    y += headerH;

    int first = 0, last = finder.lastGpus();
    for (const core::SweepPoint& p : finder.inputs().sweep.points)
        if (p.valid && !first)
            first = p.gpus;
    const auto xOf = [&](std::optional<int> gpus) {
        const double g = gpus ? *gpus : last;
        const double span =
            std::max(1.0, std::log2(double(std::max(last, 2)) / std::max(first, 1)));
        return trackX + pad
               + (trackW - 2 * pad)
                     * std::clamp(std::log2(g / std::max(first, 1)) / span, 0.0, 1.0);
    };
    const auto& levers = finder.levers().levers;
    const double rowH = std::max(style.px(70), (rect.bottom() - y - style.px(70))
                                                   / std::max<std::size_t>(1, levers.size()));
    const QColor ink = ChartColors::reference(style.dark);
    for (const WallLever& lever : levers) {
        painter.setPen(QPen(style.grid, style.px(1)));
        painter.drawLine(QPointF(left, y), QPointF(left + width, y));
        text(SyncWallFinder::leverName(lever.kind), boldCell,
             lever.available ? style.text : style.muted, left, nameW, y + style.px(6),
             rowH / 2 - style.px(6), Qt::AlignLeft | Qt::AlignBottom);
        text(finder.leverChange(lever), cellFont, style.muted, left, nameW, y + rowH / 2, rowH / 2,
             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
        const double cy = y + rowH / 2;
        painter.setPen(QPen(style.grid, style.px(4), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(trackX + pad, cy), QPointF(trackX + trackW - pad, cy));
        const double from = xOf(finder.levers().base.wall_gpus), to = xOf(lever.wall.wall_gpus);
        if (lever.available && std::abs(to - from) > 1) {
            painter.setPen(QPen(ChartColors::compute(), style.px(5), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(from, cy), QPointF(to, cy));
        }
        painter.setPen(QPen(ink, style.px(2)));
        painter.setBrush(style.background);
        painter.drawEllipse(QPointF(from, cy), style.px(9), style.px(9));
        painter.setBrush(lever.available ? ChartColors::compute() : style.muted);
        if (lever.wall.wall_gpus)
            painter.drawEllipse(QPointF(to, cy), style.px(9), style.px(9));
        else  // no wall within the sweep: an arrow off its end
            painter.drawPolygon(QPolygonF({QPointF(to - style.px(10), cy - style.px(10)),
                                           QPointF(to + style.px(8), cy),
                                           QPointF(to - style.px(10), cy + style.px(10))}));
        painter.setBrush(Qt::NoBrush);
        text(finder.wallEffect(lever), cellFont, style.text, wallX, wallW - pad, y, rowH);
        text(finder.jctEffect(lever), cellFont, style.text, jctX, jctW, y, rowH);
        y += rowH;
    }
    // The track's scale, under the last row.
    painter.setPen(QPen(style.grid, style.px(1)));
    painter.drawLine(QPointF(left, y), QPointF(left + width, y));
    for (int g : {first, last})
        if (g > 0)
            text(ChartFormat::count(g), cellFont, style.muted, xOf(g) - style.px(60), style.px(120),
                 y + style.px(4), style.px(28), Qt::AlignHCenter | Qt::AlignTop);
    text(FinderPainter::tr("○ today's wall   ● with the change   ▶ no wall up to %1 GPUs")
             .arg(ChartFormat::count(last)),
         cellFont, style.muted, left, width, y + style.px(36), style.px(28),
         Qt::AlignLeft | Qt::AlignTop);
    painter.restore();
}

}  // namespace syncwall::ui
