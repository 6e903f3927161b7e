#include "fit_label.h"

#include <QPainter>

namespace syncwall::ui {

QSize FitLabel::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(fullText()), fontMetrics().height()};
}

FitLabel::Fitted FitLabel::fitted() const
{
    const QStringList variants = text().split(QChar(0x9C));
    QFont f = font();
    const qreal base = f.pointSizeF();
    for (const QString& variant : variants) {
        if (variant.isEmpty())
            continue;
        for (qreal size = base; size >= base * m_minimumScale; size -= 0.5) {
            f.setPointSizeF(size);
            if (QFontMetricsF(f).horizontalAdvance(variant) <= width())
                return {f, variant};
        }
    }
    // Nothing fits at the smallest size: the shortest variant, elided.
    return {f, QFontMetrics(f).elidedText(variants.constLast(), Qt::ElideRight, width())};
}

QString FitLabel::shownText() const { return fitted().text; }

void FitLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const Fitted f = fitted();
    painter.setFont(f.font);
    painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, f.text);
}

}  // namespace syncwall::ui
