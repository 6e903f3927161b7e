#pragma once
// Drawing helpers shared by the animation painters: the frame's regions, text that shrinks to
// fit instead of clipping, role-coloured boxes with their pattern, arrows and the formula strip.

#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <QStringList>

#include "frame_style.h"

namespace syncwall::ui {

// The formula strip's lines: the first `formulaLines` are the formula (bold, foreground), the
// rest notes (muted). PaintKit::fitStrip makes it from one line per entry.
struct StripText {
    QStringList lines;
    int formulaLines = 1;
};

struct FrameRegions {
    QRectF title;    // title line
    QRectF caption;  // one sentence on what is happening now
    QRectF body;     // the animation
    QRectF strip;    // the formula strip (surface background)
};

class PaintKit {
public:
    // Splits the frame: title and caption on top, `stripLines` lines of strip at the bottom.
    static FrameRegions regions(const QRect& frame, const FrameStyle& style, int stripLines);
    // The margin around the frame's text and inside the strip, left and right.
    static double stripMargin(const QRect& frame, const FrameStyle& style);

    static void fillBackground(QPainter& p, const QRect& frame, const FrameStyle& style);
    // Draws text inside rect, shrinking the font down to 60 % and then eliding so that it never
    // spills out of rect.
    static void fittedText(QPainter& p, const QRectF& rect, int flags, const QString& text,
                           const QFont& font, const QColor& color);
    // A box in a role's colour with its pattern on top and an outline.
    static void roleBox(QPainter& p, const QRectF& rect, PaletteRole role, const FrameStyle& style,
                        double radius = 0, double opacity = 1.0);
    // What is still to come: the role's fill ghosted, under an outline in the role's colour at
    // full strength, so future blocks stay legible on a black presentation background too.
    static void ghostBox(QPainter& p, const QRectF& rect, PaletteRole role,
                         const FrameStyle& style);
    static void arrow(QPainter& p, const QPointF& from, const QPointF& to, const QColor& color,
                      double width);
    // A path (straight or curved) with an arrowhead at its end.
    static void pathArrow(QPainter& p, const QPainterPath& path, const QColor& color, double width);
    // The strip's entries as drawn lines (the first entry is the formula). An entry that would
    // have to shrink below kPresentationShrink of the text size to fit on one line in
    // presentation mode, or below kScreenShrink on screen, is broken into lines that fit at full
    // size, at a " · " or "; " where one fits, else between words: a projector never shows small
    // type, and a 1024 px window no status line at two thirds of the size of the others.
    static StripText fitStrip(const QStringList& entries, const QRect& frame,
                              const FrameStyle& style);
    static constexpr double kPresentationShrink = 0.9;
    static constexpr double kScreenShrink = 0.8;
    // The title, the caption and the strip.
    static void frameText(QPainter& p, const QRect& frame, const FrameRegions& r,
                          const FrameStyle& style, const QString& title, const QString& caption,
                          const StripText& strip);
    // One legend row: swatches (roles) with labels, laid out left to right in rect.
    static void legend(QPainter& p, const QRectF& rect, const FrameStyle& style, const QFont& font,
                       const QList<QPair<PaletteRole, QString>>& items);
};

}  // namespace syncwall::ui
