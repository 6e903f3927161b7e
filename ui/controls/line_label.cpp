#include "line_label.h"

#include <QPainter>
#include <QStyle>

namespace syncwall::ui {

LineLabel::LineLabel(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void LineLabel::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    update();
}

QSize LineLabel::sizeHint() const
{
    return fontMetrics().size(0, m_text.isEmpty() ? QStringLiteral(" ") : m_text);
}

QSize LineLabel::minimumSizeHint() const { return {0, fontMetrics().height()}; }

void LineLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // As QLabel draws its text: the style's item text in the palette's WindowText.
    style()->drawItemText(&painter, contentsRect(), Qt::AlignLeft | Qt::AlignTop, palette(),
                          isEnabled(), m_text, QPalette::WindowText);
}

}  // namespace syncwall::ui
