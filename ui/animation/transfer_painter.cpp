#include "transfer_painter.h"

#include <algorithm>
#include <cmath>

#include "paint_kit.h"

namespace syncwall::ui {
namespace {

double ease(double x) { return x * x * (3 - 2 * x); }

void drawToken(QPainter& p, const QPointF& c, const ChunkTransfer& tr, const CollectiveLayout& l,
               const FrameStyle& style, double stroke)
{
    const QColor comm = style.palette.color(PaletteRole::Communication);
    const double w = l.cell.width() * (tr.chunkCount > 1 ? 1.35 : 1.0);
    const QRectF token(c.x() - w / 2, c.y() - l.cell.height() / 2, w, l.cell.height());
    const QColor fill = tr.chunkCount > 2 ? comm : Palette::chunkColor(tr.firstChunk);
    p.fillRect(token, fill);
    p.setPen(QPen(style.palette.foreground(), stroke));
    p.setBrush(Qt::NoBrush);
    p.drawRect(token);
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(l.cell.height() * 0.6));
    font.setBold(true);
    QString what = TransferPainter::tr("all");
    if (tr.chunkCount <= 2) {
        what.clear();
        for (int c = tr.firstChunk; c < tr.firstChunk + tr.chunkCount; ++c)
            what += TransferPainter::chunkLabel(c);
    }
    PaintKit::fittedText(p, token, Qt::AlignCenter,
                         (tr.reduce ? QStringLiteral("+") : QString()) + what, font,
                         Palette::textOn(fill));
}

}  // namespace

QLineF TransferPainter::between(const QRectF& a, const QRectF& b)
{
    const QLineF full(a.center(), b.center());
    const auto exitPoint = [&full](const QRectF& r, bool fromStart) {
        double lo = 0, hi = 0.5;  // bisect where the line leaves r
        for (int i = 0; i < 30; ++i) {
            const double mid = (lo + hi) / 2;
            (r.contains(full.pointAt(fromStart ? mid : 1 - mid)) ? lo : hi) = mid;
        }
        return fromStart ? hi : 1 - hi;
    };
    return QLineF(full.pointAt(exitPoint(a, true)), full.pointAt(exitPoint(b, false)));
}

QPainterPath TransferPainter::route(const CollectiveTiming& t, const CollectiveLayout& l,
                                    const CollectiveStep& step, const ChunkTransfer& tr)
{
    const QRectF& from = l.boxes[tr.from];
    const QRectF& to = l.boxes[tr.to];
    const int per = std::max(1, t.shownPerNode);
    const bool sameNode =
        t.algorithm == core::Algorithm::Hierarchical && tr.from / per == tr.to / per;
    if (sameNode && std::abs(tr.from - tr.to) > 1) {
        const int node = tr.from / per;
        const bool below = node == t.shownNodes - 1 && node > 0;  // the last row wraps underneath
        const double lift = (below ? 1 : -1) * l.cell.height() * 1.6;
        const QPointF start(from.center().x(), below ? from.bottom() : from.top());
        const QPointF end(to.center().x(), below ? to.bottom() : to.top());
        QPainterPath path(start);
        path.cubicTo(start + QPointF(0, lift * 1.3), end + QPointF(0, lift * 1.3), end);
        return path;
    }
    // Across nodes the ring wraps from the last node back to the first: around the side of the
    // column (left for the first half of the GPUs, right for the rest), not straight through the
    // nodes between, whose cells its label would hide.
    const int fromNode = tr.from / per, toNode = tr.to / per;
    if (t.algorithm == core::Algorithm::Hierarchical && !sameNode
        && std::abs(fromNode - toNode) > 1) {
        const bool left = (tr.from % per) < (per + 1) / 2;
        const double side = (left ? -1 : 1) * from.width() * 0.7;
        const QPointF start(left ? from.left() : from.right(), from.center().y());
        const QPointF end(left ? to.left() : to.right(), to.center().y());
        QPainterPath path(start);
        path.cubicTo(start + QPointF(side, 0), end + QPointF(side, 0), end);
        return path;
    }
    QLineF line = between(from, to);
    const bool pairwise =
        std::any_of(step.transfers.begin(), step.transfers.end(),
                    [&tr](const ChunkTransfer& o) { return o.from == tr.to && o.to == tr.from; });
    if (pairwise) {  // two GPUs swapping chunks: side by side, not on top of each other
        const QLineF normal = line.normalVector().unitVector();
        line.translate((normal.p2() - normal.p1()) * l.cell.width() * 0.7);
    }
    QPainterPath path(line.p1());
    path.lineTo(line.p2());
    return path;
}

void TransferPainter::paint(QPainter& p, const CollectiveTiming& t, const CollectiveLayout& l,
                            const CollectiveFrame& f, const FrameStyle& style, double stroke)
{
    if (f.done)
        return;
    const CollectiveStep& step = t.plan.steps()[static_cast<std::size_t>(f.step)];
    const QColor comm = style.palette.color(PaletteRole::Communication);
    const bool moving = !style.reducedMotion && f.progress < CollectiveFrame::kArrived;
    const bool arrived = !style.reducedMotion && f.progress >= CollectiveFrame::kArrived;
    for (const ChunkTransfer& tr : step.transfers) {
        const QPainterPath path = route(t, l, step, tr);
        PaintKit::pathArrow(p, path, comm, stroke * 2.2);
        // Mark the cells involved: dashed at the source, solid once they have arrived.
        p.save();
        p.setPen(QPen(comm, stroke * 2.5, arrived ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        for (int c = tr.firstChunk; c < tr.firstChunk + tr.chunkCount && tr.chunkCount <= 2; ++c)
            p.drawRect(l.cellRect(arrived ? tr.to : tr.from, c).adjusted(-2, -2, 2, 2));
        p.restore();
        if (moving || style.reducedMotion) {  // reduced motion: the token waits half-way
            const double at =
                style.reducedMotion ? 0.5 : ease(f.progress / CollectiveFrame::kArrived);
            // The token travels between the boxes, never over them (its half-width from each end).
            const double length = path.length();
            const double margin = std::min(l.cell.width() * 0.7, length / 2);
            const double along = margin + at * (length - 2 * margin);
            drawToken(p, path.pointAtPercent(path.percentAtLength(along)), tr, l, style, stroke);
        }
    }
}

}  // namespace syncwall::ui
