#include "ring_painter.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "collective_layout.h"
#include "paint_kit.h"
#include "quantity_text.h"
#include "ring_text.h"
#include "transfer_painter.h"

namespace syncwall::ui {
namespace {

constexpr int kMaxShownRanks = 8;
// Moments of the collective whose strip the layout makes room for (RingPainter::paint).
constexpr int kStripSamples = 10;

void drawCell(QPainter& p, const QRectF& r, int chunk, const ChunkCell& cell, int ranks,
              const FrameStyle& style)
{
    const Palette& pal = style.palette;
    if (cell.count == 0) {  // a relay (the switch) before anything arrived
        p.setPen(QPen(pal.muted(), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        return;
    }
    // Identity: the chunk's colour and letter. Progress: the number of gradients summed, and a
    // bar along the bottom; a complete sum gets a bold outline.
    const QColor color = Palette::chunkColor(chunk);
    p.fillRect(r, color);
    const double share = std::clamp(double(cell.count) / std::max(ranks, 1), 0.0, 1.0);
    const double barH = std::max(2.0, r.height() * 0.16);
    p.fillRect(QRectF(r.left(), r.bottom() - barH, r.width() * share, barH), QColor(0, 0, 0, 150));
    const bool complete = cell.count == ranks;
    p.setPen(QPen(complete ? pal.foreground() : color.darker(160),
                  complete ? std::max(2.5, r.height() / 8) : 1.0));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    QFont f = p.font();
    f.setPixelSize(std::max(7, static_cast<int>(r.height() * 0.6)));
    f.setBold(true);
    PaintKit::fittedText(p, r.adjusted(0, 0, 0, -barH * 0.8), Qt::AlignCenter,
                         TransferPainter::chunkLabel(chunk) + QString::number(cell.count), f,
                         Palette::textOn(color));
}

void drawBox(QPainter& p, const CollectiveLayout& l, int node, const QString& label,
             const ChunkState& state, int ranks, const FrameStyle& style)
{
    const QRectF box = l.boxes[node];
    QPainterPath path;
    path.addRoundedRect(box, l.cell.height() * 0.25, l.cell.height() * 0.25);
    p.fillPath(path, style.palette.surface());
    p.setPen(QPen(style.palette.muted(), 1.5));
    p.drawPath(path);
    QFont f = p.font();
    f.setPixelSize(static_cast<int>(l.labelHeight * 0.72));
    f.setBold(true);
    PaintKit::fittedText(p, QRectF(box.left(), box.top(), box.width(), l.labelHeight),
                         Qt::AlignCenter, label, f, style.palette.foreground());
    const auto& cells = state[static_cast<std::size_t>(node)];
    for (int c = 0; c < static_cast<int>(cells.size()); ++c)
        drawCell(p, l.cellRect(node, c), c, cells[static_cast<std::size_t>(c)], ranks, style);
}

void drawLinks(QPainter& p, const CollectiveTiming& t, const CollectiveLayout& l,
               const FrameStyle& style, double stroke)
{
    p.save();
    p.setPen(QPen(style.palette.grid(), stroke * 1.5, Qt::SolidLine, Qt::RoundCap));
    const int n = t.plan.ranks();
    if (t.algorithm == core::Algorithm::Ring) {
        for (int r = 0; r < n; ++r)
            p.drawLine(TransferPainter::between(l.boxes[r], l.boxes[(r + 1) % n]));
    } else if (t.algorithm == core::Algorithm::Tree) {
        for (int r = 1; r < n; ++r)
            p.drawLine(TransferPainter::between(l.boxes[r], l.boxes[(r - 1) / 2]));
    } else if (t.algorithm == core::Algorithm::Nvls) {
        for (int r = 0; r < n; ++r)
            p.drawLine(TransferPainter::between(l.boxes[r], l.boxes[n]));
    } else {
        for (const QRectF& g : l.groups)
            p.drawRoundedRect(g, stroke * 4, stroke * 4);
        p.setPen(QPen(style.palette.grid(), stroke * 1.5, Qt::DashLine));
        for (int k = 0; k + 1 < t.shownNodes; ++k)
            for (int g = 0; g < t.shownPerNode; ++g)
                p.drawLine(TransferPainter::between(l.boxes[k * t.shownPerNode + g],
                                                    l.boxes[(k + 1) * t.shownPerNode + g]));
    }
    p.restore();
}

QString nodeLabel(const CollectiveTiming& t, int node)
{
    if (node >= t.plan.ranks())
        return RingPainter::tr("Switch");
    return RingPainter::tr("GPU %1").arg(node);
}

}  // namespace

void RingPainter::paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                        const FrameStyle& style)
{
    const CollectiveTiming t =
        collectiveTiming(in.scenario, in.estimate, in.collective, kMaxShownRanks);
    const CollectiveFrame f = CollectiveFrame::at(t.plan, phase);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    PaintKit::fillBackground(p, frame, style);
    const StripText strip = PaintKit::fitStrip(RingText::strip(t, f), frame, style);
    // The strip's numbers grow as the collective runs, and a presentation line may break in two
    // part-way: the strip keeps the most lines any moment of it needs, so nothing jumps.
    // (Outside presentation mode a strip entry is one line.)
    qsizetype lines = strip.lines.size();
    for (int k = 0; style.presentation && k <= kStripSamples; ++k)
        lines = std::max(
            lines, PaintKit::fitStrip(
                       RingText::strip(t, CollectiveFrame::at(t.plan, double(k) / kStripSamples)),
                       frame, style)
                       .lines.size());
    const FrameRegions r = PaintKit::regions(frame, style, static_cast<int>(lines));
    const double tpx = style.textPx(frame);
    const QRectF legendRow(r.body.left(), r.body.bottom() - tpx * 1.4, r.body.width(), tpx * 1.4);
    const QRectF area = r.body.adjusted(0, 0, 0, -tpx * 1.8);
    const CollectiveLayout l = CollectiveLayout::make(t, area, frame, style);
    const double stroke = style.strokePx(frame);

    drawLinks(p, t, l, style, stroke);
    const ChunkState state = t.plan.stateAfter(f.completedSteps());
    for (int node = 0; node < t.plan.nodes(); ++node)
        drawBox(p, l, node, nodeLabel(t, node), state, t.plan.ranks(), style);
    for (int k = 0; k < l.groups.size(); ++k)
        PaintKit::fittedText(p,
                             QRectF(l.groups[k].left() + tpx * 0.5, l.groups[k].top(), tpx * 5,
                                    l.groups[k].height()),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("Node %1").arg(k),
                             style.font(frame, 1.0, true), style.palette.foreground());
    TransferPainter::paint(p, t, l, f, style, stroke);

    if (t.algorithm == core::Algorithm::Ring) {  // a large step counter in the middle of the ring
        const QRectF centre(l.center.x() - tpx * 7, l.center.y() - tpx * 2.2, tpx * 14, tpx * 4.4);
        const QString top =
            f.done ? tr("Done")
                   : RingText::stageName(t.plan.steps()[static_cast<std::size_t>(f.step)].stage);
        const QString bottom = f.done ? QString() : RingText::stageStep(t, f);
        PaintKit::fittedText(p, centre.adjusted(0, 0, 0, -centre.height() / 2), Qt::AlignCenter,
                             top, style.font(frame, 1.2, true), style.palette.foreground());
        PaintKit::fittedText(p, centre.adjusted(0, centre.height() / 2, 0, 0), Qt::AlignCenter,
                             bottom, style.font(frame, 1.6, true), style.palette.foreground());
    }
    PaintKit::legend(p, legendRow, style, style.font(frame, 0.85),
                     {{PaletteRole::Communication, tr("transfer on this step")}});
    const QFontMetricsF fm(style.font(frame, 0.85));
    const double used = fm.horizontalAdvance(tr("transfer on this step")) + fm.height() * 3.5;
    PaintKit::fittedText(
        p, legendRow.adjusted(used, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
        tr("cell A3 = chunk A holding 3 summed gradients; bold outline = complete sum"),
        style.font(frame, 0.85), style.palette.muted());
    PaintKit::frameText(p, frame, r, style, RingText::title(t), RingText::caption(t, f), strip);
    p.restore();
}

QString RingPainter::describe(const FrameInputs& in, double phase)
{
    const CollectiveTiming t =
        collectiveTiming(in.scenario, in.estimate, in.collective, kMaxShownRanks);
    const CollectiveFrame f = CollectiveFrame::at(t.plan, phase);
    const QStringList strip = RingText::strip(t, f);
    return RingText::title(t) + QStringLiteral(". ") + RingText::caption(t, f) + QLatin1Char(' ')
           + strip.value(1) + QStringLiteral(". ") + strip.value(0);
}

std::vector<double> RingPainter::stops(const FrameInputs& in)
{
    const CollectiveTiming t =
        collectiveTiming(in.scenario, in.estimate, in.collective, kMaxShownRanks);
    std::vector<double> out;
    const int n = t.plan.stepCount();
    for (int k = 0; k <= n; ++k)
        out.push_back(n > 0 ? double(k) / n : 0.0);
    return out;
}

}  // namespace syncwall::ui
