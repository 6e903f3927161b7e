#include "frame_style.h"

#include <algorithm>
#include <cmath>

namespace syncwall::ui {

FrameStyle FrameStyle::forPresentation(bool on, bool dark)
{
    FrameStyle s;
    s.presentation = on;
    s.palette = on ? Palette::highContrast() : (dark ? Palette::dark() : Palette::light());
    return s;
}

double FrameStyle::textPx(const QRect& frame) const
{
    // Normal: 16 px at 1280x720. Presentation: about 3 % of the height (32 px at 1080p), the
    // size slide guidelines give for text read across a room.
    const double w = std::max(frame.width(), 1);
    const double h = std::max(frame.height(), 1);
    if (presentation)
        return std::max(14.0, std::min(w / 60.0, h / 34.0));
    return std::max(11.0, std::min(w / 80.0, h / 45.0));
}

QFont FrameStyle::font(const QRect& frame, double scale, bool bold) const
{
    QFont f;
    f.setPixelSize(std::max(8, static_cast<int>(std::lround(textPx(frame) * scale))));
    f.setBold(bold);
    return f;
}

double FrameStyle::strokePx(const QRect& frame) const
{
    return std::max(1.0, textPx(frame) / (presentation ? 8.0 : 10.0));
}

}  // namespace syncwall::ui
