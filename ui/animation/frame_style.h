#pragma once
// How a frame is drawn (not what): palette, presentation mode (large type, high contrast) and
// reduced motion. Text sizes follow the frame size so a 1920x1080 frame reads from the back of
// a room.

#include <QFont>
#include <QRect>

#include "palette.h"

namespace syncwall::ui {

struct FrameStyle {
    Palette palette = Palette::light();
    bool presentation = false;
    bool reducedMotion = false;  // no in-flight motion: whole steps, arrows instead of tokens

    static FrameStyle forPresentation(bool on, bool dark);

    // Body text height in pixels for a frame of this size.
    double textPx(const QRect& frame) const;
    QFont font(const QRect& frame, double scale = 1.0, bool bold = false) const;
    // Opacity of what is still to come (ghosted blocks): stronger on dark backgrounds.
    double ghostOpacity() const { return palette.isDark() ? 0.4 : 0.22; }
    // Stroke width for outlines and arrows.
    double strokePx(const QRect& frame) const;
};

}  // namespace syncwall::ui
