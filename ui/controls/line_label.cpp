#include "line_label.h"

#include <QPainter>
#include <QStyle>
#include <algorithm>

namespace syncwall::ui {

QSize LineLabel::sizeHint() const
{
    return fontMetrics().size(0, text().isEmpty() ? QStringLiteral(" ") : fullText());
}

QString LineLabel::shownText() const
{
    const QFontMetrics fm = fontMetrics();
    const int width = contentsRect().width();
    QStringList lines = text().split(QLatin1Char('\n'));
    for (QString& line : lines) {
        // The first variant that fits, or the shortest, elided.
        const QStringList variants = line.split(QChar(0x9C), Qt::SkipEmptyParts);
        const auto fits = std::find_if(variants.begin(), variants.end(), [&](const QString& v) {
            return fm.horizontalAdvance(v) <= width;
        });
        line = fits != variants.end() ? *fits
               : variants.isEmpty()   ? QString()
                                      : fm.elidedText(variants.constLast(), Qt::ElideRight, width);
    }
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
