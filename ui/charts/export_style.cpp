#include "export_style.h"

#include <QApplication>
#include <QFontInfo>
#include <QWidget>

#include "ui/animation/palette.h"

namespace syncwall::ui {

QFont ExportStyle::font(double pixels, bool bold) const
{
    QFont f = QApplication::font();
    f.setPixelSize(qMax(8, qRound(pixels * scale)));
    f.setBold(bold);
    return f;
}

ExportStyle ExportStyle::print(const QSize& size)
{
    ExportStyle s;
    const Palette light = Palette::light();
    s.background = light.background();
    s.text = light.foreground();
    s.muted = light.muted();
    s.grid = QColor(0xDD, 0xDD, 0xDD);
    // 4:3 and narrower slides keep their text: the width counts from 1600 px, not 1920.
    s.scale = qMax(0.3, qMin(size.height() / 1080.0, size.width() / 1600.0));
    return s;
}

ExportStyle ExportStyle::screen(const QWidget& widget)
{
    ExportStyle s;
    const QPalette& pal = widget.palette();
    s.background = pal.color(QPalette::Base);
    s.text = pal.color(QPalette::Text);
    s.dark = s.background.lightness() < 128;
    const Palette tones = s.dark ? Palette::dark() : Palette::light();
    s.muted = tones.muted();
    s.grid = tones.grid();
    // Tick labels (18 px on a slide) at the widget's own text size.
    s.scale = QFontInfo(widget.font()).pixelSize() / 18.0;
    return s;
}

}  // namespace syncwall::ui
