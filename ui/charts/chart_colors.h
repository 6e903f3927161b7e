#pragma once
// The chart side of the product palette. The seven time roles (compute, communication, bubble,
// checkpoint, failures, straggler) come from ui/animation's Palette so a chart and an animation
// never disagree; the few quantities only charts draw get fixed Okabe-Ito colours here.

#include <QBrush>
#include <QColor>

#include "ui/animation/palette.h"

namespace syncwall::ui {

class ChartColors {
public:
    static QColor role(PaletteRole role);  // Palette::light().color(role): the same on any theme
    static QColor compute() { return role(PaletteRole::Compute); }
    static QColor communication() { return role(PaletteRole::Communication); }
    static QColor bubble() { return role(PaletteRole::Idle); }
    static QColor checkpoint() { return role(PaletteRole::Checkpoint); }
    static QColor failures() { return role(PaletteRole::Failure); }
    static QColor straggler() { return role(PaletteRole::Straggler); }
    static QColor optimizer();           // #F0E442 yellow: the optimizer step and its state
    static QColor activations();         // #56B4E9 sky blue: activation memory
    static QColor deadline();            // #CC79A7 reddish purple: the plan's deadline line
    static QColor reference(bool dark);  // black/white: efficiency, ideal line, wall, capacity
    // A shade of `base` for the parts of one role (TP, PP, DP all communicate): 0 = base.
    static QColor shade(const QColor& base, int step);
    // A fill: the colour with a hatch on top, so parts differ without colour too.
    static QBrush patterned(const QColor& fill, Qt::BrushStyle pattern, double scale);
    // The pinned baseline: the same hue, lighter.
    static QColor baseline(const QColor& color);
};

}  // namespace syncwall::ui
