#include "moe_painter.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

#include "moe_routing.h"
#include "moe_text.h"
#include "moe_timeline.h"
#include "moe_traffic.h"
#include "paint_kit.h"
#include "palette.h"

namespace syncwall::ui {
namespace {

struct Model {
    MoeTraffic traffic;
    MoeRouting routing;
    MoeTimeline timeline;
};

Model modelOf(const FrameInputs& in)
{
    Model m;
    m.traffic = MoeTraffic::fromEstimate(in.scenario, in.estimate);
    m.routing = MoeRouting::build(m.traffic.drawn, m.traffic.topK, in.moeSkew);
    m.timeline = MoeTimeline::build(m.traffic, m.routing, in.didactic);
    return m;
}

double progress(double now, double start, double end)
{
    return end > start ? std::clamp((now - start) / (end - start), 0.0, 1.0) : (now >= end ? 1 : 0);
}

// Smooth start and stop for travelling copies (still linear in reduced motion: frames are steps).
double ease(double x) { return x * x * (3 - 2 * x); }

}  // namespace

void MoePainter::paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                       const FrameStyle& style)
{
    const Model m = modelOf(in);
    const MoeRouting& r = m.routing;
    const MoeTimeline& tl = m.timeline;
    const double now = timeAtPhase(phase, tl.total());
    const StripText strip = PaintKit::fitStrip(MoeText::strip(m.traffic, r, tl), frame, style);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    PaintKit::fillBackground(p, frame, style);
    const FrameRegions reg = PaintKit::regions(frame, style, static_cast<int>(strip.lines.size()));
    const double tpx = style.textPx(frame);
    const Palette& pal = style.palette;
    const QFont bold = style.font(frame, 1.0, true);
    const QFont small = style.font(frame, 0.85);
    const int n = std::max(1, r.gpus());

    // Phase bar on top of the body: the five phases to scale, "now" on it.
    const QRectF bar(reg.body.left(), reg.body.top() + tpx * 0.3, reg.body.width(), tpx * 1.6);
    for (int i = 0; i < kMoePhaseCount; ++i) {
        const auto ph = static_cast<MoePhase>(i);
        const double x0 = bar.left() + bar.width() * tl.start(ph) / tl.total();
        const double x1 = bar.left() + bar.width() * tl.end(ph) / tl.total();
        const QRectF cell(x0, bar.top(), x1 - x0, bar.height());
        const bool comm = ph == MoePhase::Dispatch || ph == MoePhase::Combine;
        const PaletteRole role = comm ? PaletteRole::Communication : PaletteRole::Compute;
        if (now >= tl.end(ph))
            PaintKit::roleBox(p, cell, role, style);
        else
            PaintKit::ghostBox(p, cell, role, style);
        PaintKit::fittedText(p, cell.adjusted(2, 0, -2, 0), Qt::AlignCenter, MoeText::phaseName(ph),
                             small, now >= tl.end(ph) ? pal.textOn(role) : pal.foreground());
    }
    const double nowX = bar.left() + bar.width() * std::clamp(now / tl.total(), 0.0, 1.0);
    p.setPen(QPen(pal.foreground(), style.strokePx(frame) * 2.5));
    p.drawLine(QPointF(nowX, bar.top() - tpx * 0.2), QPointF(nowX, bar.bottom() + tpx * 0.2));

    // GPU columns.
    const double gap = tpx * 0.8;
    QRectF area(reg.body.left(), bar.bottom() + tpx * 0.8, reg.body.width(),
                reg.body.bottom() - bar.bottom() - tpx * 2.4);
    const double colW = (area.width() - gap * (n - 1)) / n;
    const int tokens = r.tokensPerGpu();
    const int k = std::max(1, r.topK());
    const int inboxCols = std::max(
        4,
        std::min(8, static_cast<int>(std::ceil(std::sqrt(double(std::max(1, r.maxLoad())) * 2)))));
    const int inboxRows = (std::max(1, r.maxLoad()) + inboxCols - 1) / inboxCols;
    const double headH = tpx * 1.4;
    const double tokW = std::min((colW - tpx * 0.6) / tokens, tpx * 1.6);
    const double tokH = std::min(tpx * 1.6, tokW * 1.6);
    const double slot = std::min((colW - tpx * 0.6) / inboxCols,
                                 (area.height() - headH - tokH - tpx * 4.5) / inboxRows);
    // The columns are as tall as their content: the spare height goes a third above them.
    const double contentH = headH + tokH + tpx * 6.4 + inboxRows * slot;
    area.translate(0, std::max(0.0, (area.height() - contentH) / 3));
    const auto column = [&](int g) {
        return QRectF(area.left() + g * (colW + gap), area.top(), colW, area.height());
    };
    const auto tokenRect = [&](int g, int t) {
        const QRectF c = column(g);
        const double x0 = c.center().x() - tokW * tokens / 2;
        return QRectF(x0 + t * tokW + 1, c.top() + headH + tpx * 0.3, tokW - 2, tokH);
    };
    const auto copyHome = [&](const MoeCopy& cp) {  // its stripe in the token
        const QRectF t = tokenRect(cp.source, cp.token);
        const double w = t.width() / k;
        return QRectF(t.left() + cp.choice * w, t.top(), w, t.height());
    };
    const double inboxTop = area.top() + headH + tokH + tpx * 1.6;
    const auto inboxRect = [&](int g, int s) {
        const QRectF c = column(g);
        const double x0 = c.center().x() - slot * inboxCols / 2;
        return QRectF(x0 + (s % inboxCols) * slot + 1, inboxTop + (s / inboxCols) * slot + 1,
                      slot - 2, slot - 2);
    };
    const double loadTop = inboxTop + inboxRows * slot + tpx * 0.5;
    const double colBottom = std::min(area.bottom(), loadTop + tpx * 2.6);

    for (int g = 0; g < n; ++g) {
        QRectF c = column(g);
        c.setBottom(colBottom);
        p.setPen(QPen(pal.grid(), style.strokePx(frame)));
        p.setBrush(pal.surface());
        p.drawRoundedRect(c, tpx * 0.3, tpx * 0.3);
        QString head = tr("GPU %1").arg(g);
        const int perGpu = std::max(1, m.traffic.experts / std::max(1, m.traffic.ep));
        head += perGpu == 1 ? tr(" · E%1").arg(g)
                            : tr(" · E%1–%2").arg(g * perGpu).arg(g * perGpu + perGpu - 1);
        PaintKit::fittedText(p, QRectF(c.left() + 2, c.top(), c.width() - 4, headH),
                             Qt::AlignCenter, head, bold,
                             Palette::chunkColor(g).darker(pal.isDark() ? 100 : 170));
        PaintKit::fittedText(p,
                             QRectF(c.left() + 2, inboxTop - tpx * 1.3, c.width() - 4, tpx * 1.2),
                             Qt::AlignCenter, tr("expert inbox"), small, pal.muted());
        // Load bar: the GPU's expert work, as long as its load; filled as it runs.
        const double full = c.width() - tpx * 0.6;
        const double len = full * r.load(g) / std::max(1, r.maxLoad());
        const QRectF lane(c.left() + tpx * 0.3, loadTop, full, tpx * 1.1);
        const QRectF work(lane.left(), lane.top(), len, lane.height());
        const double done = progress(now, tl.start(MoePhase::Experts), tl.expertsEnd(g));
        PaintKit::ghostBox(p, work, PaletteRole::Compute, style);
        if (done > 0)
            PaintKit::roleBox(p,
                              QRectF(work.left(), work.top(), work.width() * done, work.height()),
                              PaletteRole::Compute, style);
        if (len < full - 0.5 && now >= tl.expertsEnd(g))  // finished early: waits for the busiest
            PaintKit::roleBox(p, QRectF(work.right(), lane.top(), full - len, lane.height()),
                              PaletteRole::Idle, style);
        const QString loadText = r.load(g) == r.maxLoad() && r.imbalance() > 1.0 + 1e-9
                                     ? tr("%1 copies · paces").arg(r.load(g))
                                     : tr("%1 copies").arg(r.load(g));
        PaintKit::fittedText(
            p, QRectF(c.left() + 2, lane.bottom() + tpx * 0.1, c.width() - 4, tpx * 1.2),
            Qt::AlignCenter, loadText, small, pal.foreground());
    }

    // Tokens: grey until routed, then striped by their top-k destinations; Σ once summed.
    const bool routed = now >= tl.end(MoePhase::Route);
    for (int g = 0; g < n; ++g)
        for (int t = 0; t < tokens; ++t) {
            const QRectF rect = tokenRect(g, t);
            p.setPen(QPen(pal.foreground(), style.strokePx(frame)));
            p.setBrush(routed ? pal.background() : pal.grid());
            p.drawRect(rect);
        }
    const double dispatch =
        ease(progress(now, tl.start(MoePhase::Dispatch), tl.end(MoePhase::Dispatch)));
    const double combine =
        ease(progress(now, tl.start(MoePhase::Combine), tl.end(MoePhase::Combine)));
    const bool summed = now >= tl.total();
    if (routed) {
        p.setPen(Qt::NoPen);
        for (const MoeCopy& cp : r.copies()) {
            const QRectF home = copyHome(cp);
            const QRectF inbox = inboxRect(cp.dest, cp.slot);
            // Out in the dispatch, back in the combine; an outline marks a processed copy.
            const double f = combine > 0 ? 1.0 - combine : dispatch;
            const QPointF at = home.center() + (inbox.center() - home.center()) * f;
            const QSizeF size = home.size() + (inbox.size() - home.size()) * f;
            const QRectF rect(at.x() - size.width() / 2, at.y() - size.height() / 2, size.width(),
                              size.height());
            if (f > 0 && f < 1 && cp.dest != cp.source) {  // crossing a link: a link-colour rim
                p.setPen(QPen(pal.color(PaletteRole::Communication), style.strokePx(frame) * 2));
                p.setBrush(Qt::NoBrush);
                p.drawRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5));
                p.setPen(Qt::NoPen);
            }
            p.fillRect(rect, Palette::chunkColor(cp.dest));
            const double processed =
                progress(now, tl.start(MoePhase::Experts), tl.expertsEnd(cp.dest))
                * r.load(cp.dest);
            if (cp.slot < processed) {
                p.setPen(QPen(pal.foreground(), style.strokePx(frame) * 1.5));
                p.setBrush(Qt::NoBrush);
                p.drawRect(rect);
                p.setPen(Qt::NoPen);
            }
        }
    }
    if (summed || now >= tl.start(MoePhase::Sum))
        for (int g = 0; g < n; ++g)
            for (int t = 0; t < tokens; ++t)
                PaintKit::fittedText(p, tokenRect(g, t), Qt::AlignCenter, QStringLiteral("Σ"),
                                     small, Palette::textOn(Palette::chunkColor(0)));

    // The link tier, under the columns.
    const QRectF linkRow(area.left(), colBottom + tpx * 0.4, area.width(), tpx * 1.3);
    PaintKit::fittedText(p, linkRow, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Tokens: %1 per GPU drawn, one stripe per chosen expert (colour = the "
                            "GPU hosting it) · all-to-all over %2")
                             .arg(tokens)
                             .arg(MoeText::linkName(m.traffic)),
                         small, pal.muted());
    PaintKit::frameText(p, frame, reg, style, MoeText::title(m.traffic),
                        MoeText::caption(m.traffic, r, tl, now), strip);
    p.restore();
}

QString MoePainter::describe(const FrameInputs& in, double phase)
{
    const Model m = modelOf(in);
    const double now = timeAtPhase(phase, m.timeline.total());
    return MoeText::title(m.traffic) + QStringLiteral(". ")
           + MoeText::caption(m.traffic, m.routing, m.timeline, now) + QLatin1Char(' ')
           + MoeText::strip(m.traffic, m.routing, m.timeline).value(0);
}

std::vector<double> MoePainter::stops(const FrameInputs& in)
{
    const Model m = modelOf(in);
    std::vector<double> out;
    for (double t : m.timeline.boundaries())
        out.push_back(m.timeline.total() > 0 ? t / m.timeline.total() : 0.0);
    return out;
}

}  // namespace syncwall::ui
