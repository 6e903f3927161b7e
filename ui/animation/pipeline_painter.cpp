#include "pipeline_painter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

#include "paint_kit.h"
#include "pipeline_schedule.h"
#include "pipeline_stages.h"
#include "pipeline_text.h"
#include "quantity_text.h"

namespace syncwall::ui {
namespace {

struct Axis {
    double x0 = 0, width = 0, end = 1;
    double x(double t) const { return x0 + width * std::clamp(t / end, 0.0, 1.0); }
};

void drawBlock(QPainter& p, const QRectF& full, PaletteRole role, const QString& label,
               double doneX, const FrameStyle& style, const QFont& font)
{
    PaintKit::ghostBox(p, full, role, style);
    if (doneX > full.left())
        PaintKit::roleBox(p,
                          QRectF(full.left(), full.top(),
                                 std::min(doneX, full.right()) - full.left(), full.height()),
                          role, style);
    const bool filled = doneX >= full.center().x();
    const QColor ink = filled ? style.palette.textOn(role) : style.palette.foreground();
    if (filled
        && role == PaletteRole::ComputeBackward) {  // a solid patch under the number on hatching
        const QFontMetricsF fm(font);
        const double w =
            std::min(full.width() - 2, fm.horizontalAdvance(label) + fm.height() * 0.3);
        p.fillRect(
            QRectF(full.center().x() - w / 2, full.center().y() - fm.height() / 2, w, fm.height()),
            style.palette.color(role));
    }
    PaintKit::fittedText(p, full.adjusted(1, 0, -1, 0), Qt::AlignCenter, label, font, ink);
}

}  // namespace

void PipelinePainter::paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                            const FrameStyle& style)
{
    const PipelineSchedule ps = PipelineSchedule::forEstimate(in.scenario, in.estimate);
    const double now = timeAtPhase(phase, ps.makespan());
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    PaintKit::fillBackground(p, frame, style);
    const PipelineStages stages_ = PipelineStages::build(in.scenario, in.estimate);
    const StripText strip =
        PaintKit::fitStrip(PipelineText::strip(ps, stages_, in.estimate), frame, style);
    const FrameRegions r = PaintKit::regions(frame, style, static_cast<int>(strip.lines.size()));
    const double tpx = style.textPx(frame);
    const Palette& pal = style.palette;
    const QRectF legendRow(r.body.left(), r.body.bottom() - tpx * 1.4, r.body.width(), tpx * 1.4);
    const QRectF space(r.body.left(), r.body.top() + tpx * 0.4, r.body.width(),
                       legendRow.top() - r.body.top() - tpx * 2.6);
    const int stages = std::max(ps.stages(), 1);
    const double rowH = std::min(space.height() / stages, tpx * 5.0);
    const QRectF rows(space.left(), space.top() + (space.height() - rowH * stages) / 3,
                      space.width(), rowH * stages);
    const QFont labelFont = style.font(frame, 1.0, true);
    const QFont rowFont = style.font(frame, 0.85);
    double labelW = QFontMetricsF(labelFont).horizontalAdvance(tr("Stage 88")) + tpx * 1.2;
    for (int s = 0; s < ps.stages(); ++s)
        labelW = std::max(labelW, QFontMetricsF(rowFont).horizontalAdvance(
                                      PipelineText::stageLayers(stages_.row(s)))
                                      + tpx * 1.2);
    labelW = std::min(labelW, rows.width() * 0.24);
    const Axis ax {rows.left() + labelW, rows.width() - labelW, std::max(ps.makespan(), 1e-9)};
    const double unitW = ax.width / ax.end;
    QFont blockFont = style.font(frame, 1.0, true);
    blockFont.setPixelSize(std::max(
        8,
        static_cast<int>(std::min(rowH * 0.42, unitW / std::max(1, ps.virtualStages()) * 0.62))));

    for (int s = 0; s < ps.stages(); ++s) {
        const QRectF lane(ax.x0, rows.top() + s * rowH + rowH * 0.1, ax.width, rowH * 0.8);
        const StageRow row = stages_.row(s);
        // The two label lines share the whole row, not only its lane: CJK glyphs are taller
        // than the lane's halves and lost their bottoms there.
        const double top = rows.top() + s * rowH;
        const double half = rowH / 2;
        PaintKit::fittedText(p, QRectF(rows.left(), top, labelW - tpx * 0.4, half),
                             Qt::AlignLeft | Qt::AlignBottom, PipelineText::stageName(row),
                             labelFont, pal.foreground());
        PaintKit::fittedText(p, QRectF(rows.left(), top + half, labelW - tpx * 0.4, half),
                             Qt::AlignLeft | Qt::AlignTop, PipelineText::stageLayers(row), rowFont,
                             pal.muted());
        for (const auto& [start, end] : ps.idleIntervals(s)) {
            const QRectF gap(ax.x(start), lane.top(), ax.x(end) - ax.x(start), lane.height());
            PaintKit::roleBox(p, gap, PaletteRole::Idle, style, 0,
                              now >= end ? 1.0 : style.ghostOpacity() + 0.15);
            if (now > start && now < end)
                PaintKit::roleBox(
                    p, QRectF(gap.left(), gap.top(), ax.x(now) - gap.left(), gap.height()),
                    PaletteRole::Idle, style);
        }
    }
    for (const PipeBlock& b : ps.blocks()) {
        const QRectF lane(ax.x0, rows.top() + b.stage * rowH + rowH * 0.1, ax.width, rowH * 0.8);
        const QRectF full(ax.x(b.start), lane.top(), ax.x(b.end) - ax.x(b.start), lane.height());
        drawBlock(p, full, b.backward ? PaletteRole::ComputeBackward : PaletteRole::Compute,
                  PipelineText::blockLabel(b, ps.virtualStages()), ax.x(now), style, blockFont);
    }

    // Time axis in block units, and "now".
    const double axisY = rows.top() + stages * rowH + tpx * 0.2;
    const QFont small = style.font(frame, 0.85);
    p.setPen(QPen(pal.muted(), 1));
    p.drawLine(QPointF(ax.x0, axisY), QPointF(ax.x0 + ax.width, axisY));
    const int tickEvery = std::max(1, static_cast<int>(std::ceil(ax.end / 12.0 / 3.0)) * 3);
    for (int u = 0; u <= static_cast<int>(ax.end); u += tickEvery) {
        const double x = ax.x(u);
        p.drawLine(QPointF(x, axisY), QPointF(x, axisY + tpx * 0.3));
        PaintKit::fittedText(p, QRectF(x - tpx * 1.5, axisY + tpx * 0.3, tpx * 3, tpx * 1.2),
                             Qt::AlignCenter, QString::number(u), small, pal.muted());
    }
    PaintKit::fittedText(p, QRectF(rows.left(), axisY + tpx * 0.3, labelW, tpx * 1.2),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("units"), small, pal.muted());
    const double nx = ax.x(now);
    p.setPen(QPen(pal.foreground(), style.strokePx(frame) * 2.5));
    p.drawLine(QPointF(nx, rows.top() - tpx * 0.3), QPointF(nx, rows.top() + stages * rowH));

    PaintKit::legend(p, legendRow, style, small,
                     {{PaletteRole::Compute, tr("forward (micro-batch number)")},
                      {PaletteRole::ComputeBackward, tr("backward (2 units)")},
                      {PaletteRole::Idle, tr("bubble: stage idle")}});
    PaintKit::frameText(p, frame, r, style, PipelineText::title(ps, in.estimate),
                        PipelineText::caption(ps, now), strip);
    p.restore();
}

QString PipelinePainter::describe(const FrameInputs& in, double phase)
{
    const PipelineSchedule ps = PipelineSchedule::forEstimate(in.scenario, in.estimate);
    const double now = timeAtPhase(phase, ps.makespan());
    int doneBlocks = 0;
    for (const PipeBlock& b : ps.blocks())
        doneBlocks += b.end <= now;
    const QStringList strip =
        PipelineText::strip(ps, PipelineStages::build(in.scenario, in.estimate), in.estimate);
    return PipelineText::title(ps, in.estimate) + QStringLiteral(". ")
           + PipelineText::caption(ps, now) + QLatin1Char(' ')
           + tr("%1 of %2 blocks done.").arg(doneBlocks).arg(ps.blocks().size()) + QLatin1Char(' ')
           + strip.value(0);
}

std::vector<double> PipelinePainter::stops(const FrameInputs& in)
{
    const PipelineSchedule ps = PipelineSchedule::forEstimate(in.scenario, in.estimate);
    std::vector<double> out;
    for (double t : ps.boundaries())
        out.push_back(ps.makespan() > 0 ? t / ps.makespan() : 0.0);
    return out;
}

}  // namespace syncwall::ui
