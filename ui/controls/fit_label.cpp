#include "fit_label.h"

#include <QPainter>

namespace syncwall::ui {

FitLabel::FitLabel(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void FitLabel::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    update();
}

QSize FitLabel::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(m_text), fontMetrics().height()};
}

QSize FitLabel::minimumSizeHint() const { return {0, fontMetrics().height()}; }

void FitLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QFont f = font();
    const qreal base = f.pointSizeF();
    for (qreal size = base; size >= base * m_minimumScale; size -= 0.5) {
        f.setPointSizeF(size);
        if (QFontMetricsF(f).horizontalAdvance(m_text) <= width())
            break;
    }
    painter.setFont(f);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString shown = QFontMetrics(f).elidedText(m_text, Qt::ElideRight, width());
    painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, shown);
}

}  // namespace syncwall::ui
