#pragma once
// Text of one or more lines (no wrapping) that relayouts nothing when it changes (PaintedText):
// a card's context under its value. Lines too long for the width are cut, as an unwrapped QLabel
// cuts them.

#include "painted_text.h"

namespace syncwall::ui {

class LineLabel : public PaintedText {
    Q_OBJECT
public:
    using PaintedText::PaintedText;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace syncwall::ui
