#pragma once
// Text of one or more lines (no wrapping) that relayouts nothing when it changes (PaintedText):
// a card's context under its value. A line too long for the width shows its shorter variant
// (after U+009C, PaintedText) where one fits, else ends in an ellipsis (the card puts the whole
// text in its tooltip) instead of stopping at the edge without a sign.

#include "painted_text.h"

namespace syncwall::ui {

class LineLabel : public PaintedText {
    Q_OBJECT
public:
    using PaintedText::PaintedText;

    QSize sizeHint() const override;
    // The lines as painted at the current width: each its first variant that fits, else its
    // last elided on the right.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace syncwall::ui
