#pragma once
// Light and dark palettes on the Fusion style, following the system unless overridden, and
// the few status colours the views use, chosen to stay readable on either palette.

#include <QColor>
#include <QPalette>

class QWidget;

namespace syncwall::ui {

enum class ThemeChoice { System, Light, Dark };
enum class Tone { Neutral, Good, Warning, Bad, Muted };

class Theme {
public:
    // Call once after QApplication exists and before any window: remembers the system palette.
    static void initialize();
    static void apply(ThemeChoice choice);
    static ThemeChoice current();
    static bool isDark();

    static QColor text(Tone tone);        // a tone as text colour on the window background
    static QColor background(Tone tone);  // a tone as a banner/card background
    static QColor muted();                // secondary text
    // Colours a widget's text (and, with fillBackground, its background) by tone, and keeps
    // the colours right when the theme changes.
    static void setTone(QWidget* widget, Tone tone, bool fillBackground = false);
    static void reapplyTone(QWidget* widget);

private:
    static QPalette darkPalette();
};

}  // namespace syncwall::ui
