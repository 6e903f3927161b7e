#pragma once
// The product's fixed, colour-blind-safe palette (Okabe & Ito 2008): every role keeps one colour
// in every chart and animation, on dark and light backgrounds. Colour is never the only cue:
// each role also has a fill pattern, and views label what they draw.

#include <QBrush>
#include <QColor>
#include <QString>

namespace syncwall::ui {

enum class PaletteRole {
    Compute,          // forward pass (and compute in general)
    ComputeBackward,  // backward pass: darker blue, hatched
    Communication,    // collectives, point-to-point
    Idle,             // pipeline bubble, waiting at a barrier: grey, cross-hatched
    Checkpoint,
    Failure,
    Straggler,
};
inline constexpr int kPaletteRoleCount = 7;

class Palette {
public:
    static Palette light();
    static Palette dark();
    // Presentation: black background, white text, no mid greys for text.
    static Palette highContrast();

    bool isDark() const { return m_dark; }
    QColor color(PaletteRole role) const;
    // Second cue beside the colour: Qt::SolidPattern, a hatch or a cross-hatch.
    Qt::BrushStyle pattern(PaletteRole role) const;
    // Overlay brush drawing the pattern in a colour that contrasts with color(role).
    QBrush patternBrush(PaletteRole role) const;
    // Black or white, whichever reads better on color(role) (or on any fill).
    QColor textOn(PaletteRole role) const;
    static QColor textOn(const QColor& fill);

    QColor background() const { return m_background; }
    QColor surface() const { return m_surface; }        // panels, the formula strip
    QColor foreground() const { return m_foreground; }  // text
    QColor muted() const { return m_muted; }            // secondary text, axes
    QColor grid() const { return m_grid; }

    // Identity colours for the chunks of a collective (Tol's "light" scheme: distinct from the
    // role colours above; always drawn with a letter).
    static QColor chunkColor(int index);
    static QString hexName(PaletteRole role);  // "#0072B2": for docs and the charts helper

private:
    bool m_dark = false;
    QColor m_background, m_surface, m_foreground, m_muted, m_grid;
};

}  // namespace syncwall::ui
