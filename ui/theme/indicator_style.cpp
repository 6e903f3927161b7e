#include "indicator_style.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOption>

namespace syncwall::ui {

namespace {

// `share` of a, the rest b.
QColor mix(const QColor& a, const QColor& b, double share)
{
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1 - share)),
                            float(a.greenF() * share + b.greenF() * (1 - share)),
                            float(a.blueF() * share + b.blueF() * (1 - share)));
}

// How far between the field and the text an outline sits: WCAG's 3:1 for the edge of a control
// against its field holds from about half way on the dark palette (theme.cpp).
constexpr double kOutlineShare = 0.55;

}  // namespace

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                   QPainter* painter, const QWidget* widget) const
{
    const bool radio = element == PE_IndicatorRadioButton;
    const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
    const QPalette& pal = option->palette;
    if ((!radio && !box) || pal.color(QPalette::Base).lightness() >= 128) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    const bool enabled = option->state & State_Enabled;
    const QPalette::ColorGroup group = enabled ? QPalette::Active : QPalette::Disabled;
    const QColor base = pal.color(group, QPalette::Base);
    const QColor text = pal.color(group, QPalette::Text);
    const QColor accent = enabled ? pal.color(QPalette::Highlight) : text;
    const bool focused =
        (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange);
    const bool hovered = enabled && (option->state & State_MouseOver);
    const QColor outline = focused || hovered ? accent : mix(text, base, kOutlineShare);
    // The indicator's square, centred in the rect the caller gives.
    const double side = std::min(option->rect.width(), option->rect.height()) - 1.0;
    QRectF r(0, 0, side, side);
    r.moveCenter(QRectF(option->rect).center());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(outline, 1.0));
    painter->setBrush(base);
    if (radio) {
        painter->drawEllipse(r);
        if (option->state & State_On) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(accent);
            const double dot = side * 0.5;
            painter->drawEllipse(QRectF(r.center() - QPointF(dot, dot) / 2, QSizeF(dot, dot)));
        }
    } else {
        painter->drawRoundedRect(r, 2, 2);
        QPen mark(accent, std::max(1.5, side / 8.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(mark);
        painter->setBrush(Qt::NoBrush);
        if (option->state & State_NoChange) {
            painter->drawLine(QPointF(r.left() + side * 0.28, r.center().y()),
                              QPointF(r.right() - side * 0.28, r.center().y()));
        } else if (option->state & State_On) {
            QPainterPath check;
            check.moveTo(r.left() + side * 0.24, r.top() + side * 0.52);
            check.lineTo(r.left() + side * 0.42, r.top() + side * 0.70);
            check.lineTo(r.left() + side * 0.76, r.top() + side * 0.32);
            painter->drawPath(check);
        }
    }
    painter->restore();
}

}  // namespace syncwall::ui
