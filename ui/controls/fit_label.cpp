#include "fit_label.h"

#include <QPainter>

namespace syncwall::ui {

QSize FitLabel::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(text()), fontMetrics().height()};
}

void FitLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QFont f = font();
    const qreal base = f.pointSizeF();
    for (qreal size = base; size >= base * m_minimumScale; size -= 0.5) {
        f.setPointSizeF(size);
        if (QFontMetricsF(f).horizontalAdvance(text()) <= width())
            break;
    }
    painter.setFont(f);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString shown = QFontMetrics(f).elidedText(text(), Qt::ElideRight, width());
    painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, shown);
}

}  // namespace syncwall::ui
