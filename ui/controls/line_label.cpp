#include "line_label.h"

#include <QPainter>
#include <QStyle>

namespace syncwall::ui {

QSize LineLabel::sizeHint() const
{
    return fontMetrics().size(0, text().isEmpty() ? QStringLiteral(" ") : text());
}

void LineLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // As QLabel draws its text: the style's item text in the palette's WindowText.
    style()->drawItemText(&painter, contentsRect(), Qt::AlignLeft | Qt::AlignTop, palette(),
                          isEnabled(), text(), QPalette::WindowText);
}

}  // namespace syncwall::ui
