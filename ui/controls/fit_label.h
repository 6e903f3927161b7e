#pragma once
// One line of large text that shrinks its font to fit its width (a card's value: "1,744,140
// tok/s" in a 1280 px window) instead of being cut. Its height never changes, so a new value
// repaints the label and relayouts nothing (PaintedText).

#include "painted_text.h"

namespace syncwall::ui {

class FitLabel : public PaintedText {
    Q_OBJECT
public:
    using PaintedText::PaintedText;

    // Smallest size, as a fraction of the widget font, before the text is elided.
    void setMinimumScale(qreal scale) { m_minimumScale = scale; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    qreal m_minimumScale = 0.6;
};

}  // namespace syncwall::ui
