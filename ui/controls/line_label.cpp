#include "line_label.h"

#include <QPainter>
#include <QStyle>

namespace syncwall::ui {

QSize LineLabel::sizeHint() const
{
    return fontMetrics().size(0, text().isEmpty() ? QStringLiteral(" ") : text());
}

QString LineLabel::shownText() const
{
    const QFontMetrics fm = fontMetrics();
    const int width = contentsRect().width();
    QStringList lines = text().split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = fm.elidedText(line, Qt::ElideRight, width);
    return lines.join(QLatin1Char('\n'));
}

void LineLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    // As QLabel draws its text: the style's item text in the palette's WindowText.
    style()->drawItemText(&painter, contentsRect(), Qt::AlignLeft | Qt::AlignTop, palette(),
                          isEnabled(), shownText(), QPalette::WindowText);
}

}  // namespace syncwall::ui
