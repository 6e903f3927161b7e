#include "chart_colors.h"

#include <QPainter>
#include <QPixmap>

namespace syncwall::ui {

QColor ChartColors::role(PaletteRole r) { return Palette::light().color(r); }
QColor ChartColors::optimizer() { return QColor(0xF0, 0xE4, 0x42); }
QColor ChartColors::activations() { return QColor(0x56, 0xB4, 0xE9); }
QColor ChartColors::deadline() { return QColor(0xCC, 0x79, 0xA7); }
QColor ChartColors::reference(bool dark)
{
    return dark ? QColor(0xF0, 0xF0, 0xF0) : QColor(0x1A, 0x1A, 0x1A);
}

QColor ChartColors::shade(const QColor& base, int step)
{
    if (step == 0)
        return base;
    return step > 0 ? base.darker(100 + 28 * step) : base.lighter(100 - 22 * step);
}

QBrush ChartColors::patterned(const QColor& fill, Qt::BrushStyle pattern, double scale)
{
    if (pattern == Qt::SolidPattern || pattern == Qt::NoBrush)
        return QBrush(fill);
    // A texture: Qt's hatch brushes are one device pixel wide, invisible on a 4K export.
    const int side = qMax(8, qRound(12 * scale));
    QPixmap tile(side, side);
    tile.fill(fill);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(side / 12.0, side / 12.0);
    p.setPen(QPen(Palette::textOn(fill), 1.8));
    p.setOpacity(0.55);
    if (pattern == Qt::BDiagPattern || pattern == Qt::DiagCrossPattern) {
        p.drawLine(QPointF(-1, 13), QPointF(13, -1));
        p.drawLine(QPointF(-1, 1), QPointF(1, -1));
        p.drawLine(QPointF(11, 13), QPointF(13, 11));
    }
    if (pattern == Qt::FDiagPattern || pattern == Qt::DiagCrossPattern) {
        p.drawLine(QPointF(-1, -1), QPointF(13, 13));
        p.drawLine(QPointF(11, -1), QPointF(13, 1));
        p.drawLine(QPointF(-1, 11), QPointF(1, 13));
    }
    if (pattern == Qt::CrossPattern) {
        p.drawLine(QPointF(6, 0), QPointF(6, 12));
        p.drawLine(QPointF(0, 6), QPointF(12, 6));
    }
    if (pattern == Qt::Dense6Pattern) {
        p.setBrush(p.pen().color());
        p.drawEllipse(QPointF(3, 3), 1.3, 1.3);
        p.drawEllipse(QPointF(9, 9), 1.3, 1.3);
    }
    p.end();
    return QBrush(tile);
}

QColor ChartColors::baseline(const QColor& color)
{
    QColor c = color;
    c.setAlpha(150);
    return c;
}

}  // namespace syncwall::ui
