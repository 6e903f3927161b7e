#include "paint_kit.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace syncwall::ui {

double PaintKit::stripMargin(const QRect& frame, const FrameStyle& style)
{
    return style.textPx(frame) * 0.8;
}

FrameRegions PaintKit::regions(const QRect& frame, const FrameStyle& style, int stripLines)
{
    const double t = style.textPx(frame);
    const double margin = stripMargin(frame, style);
    const QRectF inner = QRectF(frame).adjusted(margin, margin * 0.6, -margin, -margin * 0.6);
    FrameRegions r;
    r.title = QRectF(inner.left(), inner.top(), inner.width(), t * 1.7);
    r.caption = QRectF(inner.left(), r.title.bottom(), inner.width(), t * 1.45);
    const double stripH = stripLines > 0 ? stripLines * t * 1.45 + t * 0.8 : 0;
    r.strip = QRectF(QRectF(frame).left(), QRectF(frame).bottom() - stripH, frame.width(), stripH);
    r.body = QRectF(inner.left(), r.caption.bottom() + t * 0.5, inner.width(),
                    r.strip.top() - r.caption.bottom() - t * 1.0);
    return r;
}

void PaintKit::fillBackground(QPainter& p, const QRect& frame, const FrameStyle& style)
{
    p.fillRect(frame, style.palette.background());
}

void PaintKit::fittedText(QPainter& p, const QRectF& rect, int flags, const QString& text,
                          const QFont& font, const QColor& color)
{
    if (rect.width() <= 2 || rect.height() <= 2 || text.isEmpty())
        return;
    QFont f = font;
    const int full = std::max(font.pixelSize(), 1);
    for (int px = full; px >= std::max(7, full * 6 / 10); --px) {
        f.setPixelSize(px);
        const QFontMetricsF fm(f);
        if (fm.horizontalAdvance(text) <= rect.width() && fm.height() <= rect.height() * 1.15)
            break;
    }
    const QFontMetricsF fm(f);
    if (fm.height() > rect.height() * 1.4)
        return;  // no room: better nothing than a clipped scrap
    const QString shown = fm.elidedText(text, Qt::ElideRight, rect.width());
    if (shown != text && shown.size() < std::min<qsizetype>(4, text.size()))
        return;  // "d…" helps nobody
    p.save();
    p.setFont(f);
    p.setPen(color);
    p.drawText(rect, flags | Qt::TextSingleLine, shown);
    p.restore();
}

void PaintKit::roleBox(QPainter& p, const QRectF& rect, PaletteRole role, const FrameStyle& style,
                       double radius, double opacity)
{
    p.save();
    p.setOpacity(opacity);
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    p.fillPath(path, style.palette.color(role));
    const QBrush pattern = style.palette.patternBrush(role);
    if (pattern.style() != Qt::NoBrush) {
        // Patterns are in device pixels: scale them up on large frames so they stay visible.
        p.fillPath(path, pattern);
    }
    QColor edge = style.palette.background();
    p.setPen(QPen(edge, 1.0));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.restore();
}

void PaintKit::ghostBox(QPainter& p, const QRectF& rect, PaletteRole role, const FrameStyle& style)
{
    roleBox(p, rect, role, style, 0, style.ghostOpacity());
    p.save();
    QColor edge = style.palette.color(role);
    if (style.palette.isDark())
        edge = edge.lighter(150);
    const double inset = 1.0;  // inside the 1 px background seam roleBox draws between blocks
    p.setPen(QPen(edge, 1.25));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect.adjusted(inset, inset, -inset, -inset));
    p.restore();
}

void PaintKit::arrow(QPainter& p, const QPointF& from, const QPointF& to, const QColor& color,
                     double width)
{
    const QLineF line(from, to);
    if (line.length() < 1)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double head = std::max(6.0, width * 3.5);
    const QLineF shaft(from, line.pointAt(std::max(0.0, 1.0 - head * 0.8 / line.length())));
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    const double a = qDegreesToRadians(-line.angle());
    const QPointF left = to - QPointF(std::cos(a - 0.45), std::sin(a - 0.45)) * head;
    const QPointF right = to - QPointF(std::cos(a + 0.45), std::sin(a + 0.45)) * head;
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(QPolygonF({to, left, right}));
    p.restore();
}

void PaintKit::pathArrow(QPainter& p, const QPainterPath& path, const QColor& color, double width)
{
    const double length = path.length();
    if (length < 1)
        return;
    const double head = std::max(6.0, width * 3.5);
    const double cut = std::max(0.0, 1.0 - head * 0.8 / length);
    if (path.elementCount() == 2) {  // straight: the plain arrow
        arrow(p, path.pointAtPercent(0), path.pointAtPercent(1), color, width);
        return;
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    QPainterPath shaft(path.pointAtPercent(0));
    for (int i = 1; i <= 40; ++i)
        shaft.lineTo(path.pointAtPercent(path.percentAtLength(length * cut * i / 40)));
    p.drawPath(shaft);
    p.restore();
    const QPointF tail = path.pointAtPercent(path.percentAtLength(length * cut));
    const QPointF tip = path.pointAtPercent(1);
    // The head alone: an arrow whose shaft is shorter than its head draws only the head.
    arrow(p, tip + (tail - tip) * 1.01, tip, color, width);
}

namespace {

// Breaks `text` into lines no wider than `width` in `fm`: each line ends at the last " · " or
// "; " that fits when that keeps at least half the width, else at the last space that fits; a
// word wider than the line stands alone (fittedText then shrinks or elides it).
QStringList breakLines(QString text, const QFontMetricsF& fm, double width)
{
    QStringList lines;
    while (fm.horizontalAdvance(text) > width) {
        qsizetype cut = -1, cutNext = -1;
        for (const QString& sep : {QStringLiteral(" \u00B7 "), QStringLiteral("; ")}) {
            for (qsizetype at = text.indexOf(sep); at > 0; at = text.indexOf(sep, at + 1)) {
                const qsizetype keep = sep.startsWith(u';') ? at + 1 : at;
                const double w = fm.horizontalAdvance(text.left(keep).trimmed());
                if (w > width)
                    break;
                if (w >= width / 2 && keep > cut) {
                    cut = keep;
                    cutNext = at + sep.size();
                }
            }
        }
        if (cut < 0) {
            for (qsizetype at = text.indexOf(u' '); at > 0; at = text.indexOf(u' ', at + 1)) {
                if (fm.horizontalAdvance(text.left(at)) > width)
                    break;
                cut = at;
                cutNext = at + 1;
            }
        }
        if (cut < 0) {  // one long word: it stands alone
            cut = text.indexOf(u' ');
            if (cut < 0)
                break;
            cutNext = cut + 1;
        }
        lines << text.left(cut).trimmed();
        text = text.mid(cutNext).trimmed();
        if (text.startsWith(QChar(0x00B7)))  // a separator the break fell just before
            text = text.mid(1).trimmed();
    }
    if (!text.isEmpty())
        lines << text;
    return lines;
}

}  // namespace

StripText PaintKit::fitStrip(const QStringList& entries, const QRect& frame,
                             const FrameStyle& style)
{
    StripText out;
    const double floor = style.presentation ? kPresentationShrink : kScreenShrink;
    const double width = frame.width() - 2 * stripMargin(frame, style);  // as frameText draws
    for (int i = 0; i < entries.size(); ++i) {
        const QFont font = style.font(frame, 1.0, i == 0);
        QFont shrunk = font;
        shrunk.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * floor))));
        const QStringList lines = QFontMetricsF(shrunk).horizontalAdvance(entries[i]) <= width
                                      ? QStringList {entries[i]}
                                      : breakLines(entries[i], QFontMetricsF(font), width);
        out.lines << lines;
        if (i == 0)
            out.formulaLines = int(lines.size());
    }
    return out;
}

void PaintKit::frameText(QPainter& p, const QRect& frame, const FrameRegions& r,
                         const FrameStyle& style, const QString& title, const QString& caption,
                         const StripText& stripText)
{
    const QStringList& strip = stripText.lines;
    const Palette& pal = style.palette;
    fittedText(p, r.title, Qt::AlignLeft | Qt::AlignVCenter, title, style.font(frame, 1.35, true),
               pal.foreground());
    fittedText(p, r.caption, Qt::AlignLeft | Qt::AlignVCenter, caption, style.font(frame, 1.0),
               pal.foreground());
    if (strip.isEmpty() || r.strip.height() <= 0)
        return;
    p.fillRect(r.strip, pal.surface());
    p.save();
    p.setPen(QPen(pal.grid(), style.strokePx(frame)));
    p.drawLine(r.strip.topLeft(), r.strip.topRight());
    p.restore();
    const double t = style.textPx(frame);
    const double lineH = t * 1.45;
    const double margin = stripMargin(frame, style);
    for (int i = 0; i < strip.size(); ++i) {
        const QRectF line(r.strip.left() + margin, r.strip.top() + t * 0.4 + i * lineH,
                          r.strip.width() - 2 * margin, lineH);
        const bool formula = i < stripText.formulaLines;
        fittedText(p, line, Qt::AlignLeft | Qt::AlignVCenter, strip[i],
                   style.font(frame, 1.0, formula), formula ? pal.foreground() : pal.muted());
    }
}

void PaintKit::legend(QPainter& p, const QRectF& rect, const FrameStyle& style, const QFont& font,
                      const QList<QPair<PaletteRole, QString>>& items)
{
    const QFontMetricsF fm(font);
    const double sw = fm.height() * 1.2;
    double x = rect.left();
    for (const auto& [role, label] : items) {
        const double textW = fm.horizontalAdvance(label);
        if (x + sw + textW + sw * 0.3 > rect.right())
            break;
        const QRectF swatch(x, rect.center().y() - fm.height() * 0.4, sw, fm.height() * 0.8);
        roleBox(p, swatch, role, style, 2);
        fittedText(p, QRectF(swatch.right() + sw * 0.25, rect.top(), textW + 2, rect.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, label, font, style.palette.foreground());
        x = swatch.right() + sw * 0.25 + textW + sw * 0.9;
    }
}

}  // namespace syncwall::ui
