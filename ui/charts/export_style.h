#pragma once
// How a chart paints itself: colours and text sizes. print() is the light slide theme whatever
// the screen theme, scaled so that a 1920x1080 export has >= 15 px text; screen() follows the
// widget's palette and font.

#include <QColor>
#include <QFont>
#include <QSize>

class QWidget;

namespace syncwall::ui {

struct ExportStyle {
    bool dark = false;
    QColor background {0xFF, 0xFF, 0xFF};
    QColor text {0x1A, 0x1A, 0x1A};
    QColor muted {0x55, 0x55, 0x55};
    QColor grid {0xDD, 0xDD, 0xDD};
    double scale = 1.0;  // 1 = the sizes of a 1920x1080 slide

    // A font of `px` pixels on a 1920x1080 slide, scaled.
    QFont font(double px, bool bold = false) const;
    QFont tickFont() const { return font(18); }
    QFont labelFont() const { return font(21); }
    QFont legendFont() const { return font(19); }
    QFont noteFont() const { return font(19); }
    double px(double pixelsAt1080) const { return pixelsAt1080 * scale; }

    static ExportStyle print(const QSize& size);
    static ExportStyle screen(const QWidget& widget);
};

}  // namespace syncwall::ui
