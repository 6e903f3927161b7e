#pragma once
// Check boxes and radio buttons that stay visible on a dark palette. Fusion outlines them in the
// window colour made darker, which on a dark palette is next to black on a near-black field, so
// they vanish (a tester could not see the Plan view's goal buttons in the dark theme). On a dark
// palette this draws the outline between the text and the field colour, the check or dot in the
// highlight; on a light palette, and for everything else, Fusion draws as before.

#include <QProxyStyle>

namespace syncwall::ui {

class IndicatorStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

}  // namespace syncwall::ui
