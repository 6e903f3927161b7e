#include "ddp_painter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <array>

#include "ddp_text.h"
#include "paint_kit.h"
#include "quantity_text.h"

namespace syncwall::ui {
namespace {

PaletteRole roleOf(const DdpSegment& seg)
{
    switch (seg.phase) {
    case DdpPhase::Forward:
        return PaletteRole::Compute;
    case DdpPhase::Backward:
        return PaletteRole::ComputeBackward;
    case DdpPhase::AllReduce:
        return seg.waiting ? PaletteRole::Idle : PaletteRole::Communication;
    case DdpPhase::Optimizer:
        return PaletteRole::Compute;
    case DdpPhase::Shard:
        break;
    }
    return PaletteRole::Idle;
}

struct Axis {
    double x0 = 0, width = 0, end = 1;
    double x(double t) const { return x0 + width * std::clamp(t / end, 0.0, 1.0); }
};

// A segment filled up to `now`, ghosted after it, labelled when there is room.
void drawSegment(QPainter& p, const QRectF& lane, const Axis& ax, const DdpSegment& seg, double now,
                 const FrameStyle& style, const QFont& font, bool straggler, bool labelled = true)
{
    const QRectF full(ax.x(seg.start_s), lane.top(),
                      std::max(2.0, ax.x(seg.end_s) - ax.x(seg.start_s)), lane.height());
    const PaletteRole role = roleOf(seg);
    const double doneX = std::clamp(ax.x(now), full.left(), full.right());
    if (seg.phase == DdpPhase::Shard) {
        p.fillRect(full, style.palette.surface());
        p.fillRect(full, QBrush(style.palette.muted(), Qt::Dense5Pattern));
    } else {
        PaintKit::ghostBox(p, full, role, style);
        if (doneX > full.left())
            PaintKit::roleBox(p,
                              QRectF(full.left(), full.top(), doneX - full.left(), full.height()),
                              role, style);
    }
    if (straggler && (seg.phase == DdpPhase::Forward || seg.phase == DdpPhase::Backward)) {
        p.setPen(
            QPen(style.palette.color(PaletteRole::Straggler), std::max(3.0, lane.height() / 9)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(full.adjusted(1.5, 1.5, -1.5, -1.5));
    }
    if (!labelled)
        return;
    const QColor ink = doneX >= full.center().x() && seg.phase != DdpPhase::Shard
                           ? style.palette.textOn(role)
                           : style.palette.foreground();
    PaintKit::fittedText(p, full.adjusted(2, 0, -2, 0), Qt::AlignCenter, DdpText::segmentLabel(seg),
                         font, ink);
}

}  // namespace

void DdpPainter::paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                       const FrameStyle& style)
{
    const DdpTimeline t =
        DdpTimeline::build(DdpTimeline::inputsFrom(in.scenario, in.estimate, in.didactic));
    const double now = timeAtPhase(phase, t.end_s());
    const DdpPhase current = phase >= 1.0 ? DdpPhase::Optimizer : t.currentPhase(now);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    PaintKit::fillBackground(p, frame, style);
    const StripText strip =
        PaintKit::fitStrip(DdpText::strip(t, in.scenario, in.estimate), frame, style);
    const FrameRegions r = PaintKit::regions(frame, style, static_cast<int>(strip.lines.size()));
    const double tpx = style.textPx(frame);
    const Palette& pal = style.palette;

    // Phase pills: where we are among the five.
    const QRectF pills(r.body.left(), r.body.top(), r.body.width(), tpx * 1.9);
    // Each pill as wide as its name in bold (as when it is the current one) plus an equal share
    // of what is left, so the current phase never shrinks its name to fit: equal fifths had drawn
    // "4 All-Reduce-Barriere" at 60 % in German. Measured in bold for every state, so the pills
    // stand still while the phase moves.
    const QFontMetricsF bold(style.font(frame, 0.95, true));
    std::array<QString, kDdpPhaseCount> names;
    std::vector<double> needed;
    for (int k = 0; k < kDdpPhaseCount; ++k) {
        names[k] = tr("%1 %2").arg(k + 1).arg(DdpText::phaseName(static_cast<DdpPhase>(k)));
        needed.push_back(bold.horizontalAdvance(names[k]) + pills.height() * (1.0 / 2 + 1.0 / 3)
                         + 8);
    }
    const std::vector<double> widths = pillWidths(needed, pills.width());
    double x = pills.left();
    for (int k = 0; k < kDdpPhaseCount; ++k) {
        const QRectF pill =
            QRectF(x, pills.top(), widths[k], pills.height()).adjusted(3, 2, -3, -2);
        x += widths[k];
        const bool on = k == static_cast<int>(current);
        p.setPen(QPen(on ? pal.foreground() : pal.grid(), on ? style.strokePx(frame) * 2.5 : 1.0));
        p.setBrush(on ? pal.surface() : QBrush(Qt::NoBrush));
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        PaintKit::fittedText(p, pill.adjusted(pill.height() / 2, 0, -pill.height() / 3, 0),
                             Qt::AlignCenter, names[k], style.font(frame, 0.95, on),
                             on ? pal.foreground() : pal.muted());
    }

    // Rows: label | timeline | status.
    const QRectF legendRow(r.body.left(), r.body.bottom() - tpx * 1.4, r.body.width(), tpx * 1.4);
    const QRectF rows(r.body.left(), pills.bottom() + tpx * 2.2, r.body.width(),
                      legendRow.top() - pills.bottom() - tpx * 4.0);
    const int gpus = static_cast<int>(t.tracks().size());
    const double rowH = rows.height() / std::max(gpus, 1);
    const QFont labelFont = style.font(frame, 1.0, true);
    const QFont smallFont = style.font(frame, 0.85);
    const QFontMetricsF fm(labelFont);
    const double labelW = fm.horizontalAdvance(tr("GPU 8")) + tpx * 1.2;
    const double statusW = std::min(rows.width() * 0.24, tpx * 12.0);
    Axis ax {rows.left() + labelW, rows.width() - labelW - statusW - tpx * 0.5,
             std::max(t.end_s(), 1e-12)};
    for (int g = 0; g < gpus; ++g) {
        const DdpTrack& track = t.tracks()[static_cast<std::size_t>(g)];
        const QRectF row(rows.left(), rows.top() + g * rowH, rows.width(), rowH);
        const QRectF lane(ax.x0, row.top() + rowH * 0.1, ax.width, rowH * 0.58);
        const QRectF commLane(ax.x0, lane.bottom() + rowH * 0.05, ax.width, rowH * 0.18);
        PaintKit::fittedText(p, QRectF(row.left(), lane.top(), labelW, lane.height()),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("GPU %1").arg(g), labelFont,
                             pal.foreground());
        PaintKit::fittedText(p,
                             QRectF(row.left(), commLane.top() - rowH * 0.05, labelW,
                                    commLane.height() + rowH * 0.1),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("shard %1").arg(g), smallFont,
                             pal.muted());
        for (const DdpSegment& seg : track.segments)
            drawSegment(p, lane, ax, seg, now, style, smallFont, track.slowest);
        if (t.commEnd_s() > t.commStart_s()) {
            const DdpSegment comm {DdpPhase::AllReduce, t.commStart_s(), t.commEnd_s()};
            drawSegment(p, commLane, ax, comm, now, style, smallFont, false, false);
        }
        const QRectF statusBox(ax.x0 + ax.width + tpx * 0.5, lane.top(), statusW, lane.height());
        if (track
                .slowest) {  // a purple tag (black text on it) says which GPU is slow and by how much
            const QString tag =
                tr("slow +%1").arg(QuantityText::percent(DdpText::slowShare(in.estimate)));
            const QRectF tagBox(statusBox.left(), commLane.top() - rowH * 0.02,
                                statusBox.width() * 0.8, rowH * 0.3);
            p.fillRect(tagBox, pal.color(PaletteRole::Straggler));
            PaintKit::fittedText(p, tagBox.adjusted(3, 0, -3, 0), Qt::AlignCenter, tag, smallFont,
                                 pal.textOn(PaletteRole::Straggler));
        }
        PaintKit::fittedText(p, statusBox, Qt::AlignLeft | Qt::AlignVCenter,
                             DdpText::status(t, g, now), smallFont, pal.foreground());
    }

    // The barrier and "now".
    const double stroke = style.strokePx(frame);
    const double bx = ax.x(t.barrierEnd_s());
    p.setPen(QPen(pal.foreground(), stroke * 1.5, Qt::DashLine));
    p.drawLine(QPointF(bx, rows.top() - tpx * 0.3), QPointF(bx, rows.bottom()));
    PaintKit::fittedText(p, QRectF(bx - tpx * 8, rows.bottom(), tpx * 16, tpx * 1.3),
                         Qt::AlignCenter, tr("barrier: slowest GPU done"), smallFont,
                         pal.foreground());
    const double nx = ax.x(now);
    p.setPen(QPen(pal.foreground(), stroke * 2.5));
    p.drawLine(QPointF(nx, rows.top() - tpx * 0.5), QPointF(nx, rows.bottom()));
    // The step's clock starts after the data-loading shard, which is drawn but not modelled, so
    // that it ends at the step time the strip gives (a tester read t = 14.3 s against 13.8 s).
    const QString nowText = in.didactic ? tr("now") : DdpText::clock(t, now);
    const double nowW = QFontMetricsF(smallFont).horizontalAdvance(nowText) + tpx;
    const double nowLeft = std::clamp(nx - nowW / 2, rows.left(), rows.right() - nowW);
    const QRectF nowBox(nowLeft, rows.top() - tpx * 1.75, nowW, tpx * 1.3);
    p.fillRect(nowBox, pal.background());
    PaintKit::fittedText(p, nowBox, Qt::AlignCenter, nowText, smallFont, pal.foreground());

    PaintKit::legend(p, legendRow, style, smallFont,
                     {{PaletteRole::Compute, tr("forward / optimizer")},
                      {PaletteRole::ComputeBackward, tr("backward")},
                      {PaletteRole::Communication, tr("all-reduce")},
                      {PaletteRole::Idle, tr("waiting")},
                      {PaletteRole::Straggler, tr("slowest GPU")}});
    PaintKit::frameText(p, frame, r, style, DdpText::title(current), DdpText::caption(current),
                        strip);
    p.restore();
}

QString DdpPainter::describe(const FrameInputs& in, double phase)
{
    const DdpTimeline t =
        DdpTimeline::build(DdpTimeline::inputsFrom(in.scenario, in.estimate, in.didactic));
    const double now = timeAtPhase(phase, t.end_s());
    const DdpPhase current = phase >= 1.0 ? DdpPhase::Optimizer : t.currentPhase(now);
    QString text = DdpText::title(current) + QStringLiteral(". ") + DdpText::caption(current);
    for (int g = 0; g < static_cast<int>(t.tracks().size()); ++g)
        text += QLatin1Char(' ') + tr("GPU %1: %2.").arg(g).arg(DdpText::status(t, g, now));
    return text + QLatin1Char(' ') + DdpText::strip(t, in.scenario, in.estimate).value(0);
}

std::vector<double> DdpPainter::pillWidths(const std::vector<double>& needed, double total)
{
    double sum = 0;
    for (double n : needed)
        sum += n;
    std::vector<double> out;
    const double spare = needed.empty() ? 0 : (total - sum) / double(needed.size());
    for (double n : needed)
        out.push_back(spare >= 0 ? n + spare : n * total / sum);
    return out;
}

std::vector<double> DdpPainter::stops(const FrameInputs& in)
{
    const DdpTimeline t =
        DdpTimeline::build(DdpTimeline::inputsFrom(in.scenario, in.estimate, in.didactic));
    std::vector<double> out;
    for (double time : t.boundaries())
        out.push_back(t.end_s() > 0 ? time / t.end_s() : 0.0);
    return out;
}

}  // namespace syncwall::ui
