#pragma once
// One line (only) of large text that shrinks its font to fit its width (a card's value: "1,744,140
// tok/s" in a 1280 px window) instead of being cut. Where even the smallest size is too wide, it
// shows the text's shorter variant if it has one (after U+009C: "TP 8 · PP 12 · DP 16"
// then "TP8·PP12·DP16"), and elides only the last. Its height never changes, so a new
// value repaints the label and relayouts nothing (PaintedText).

#include "painted_text.h"

namespace syncwall::ui {

class FitLabel : public PaintedText {
    Q_OBJECT
public:
    using PaintedText::PaintedText;

    // Smallest size, as a fraction of the widget font, before a shorter variant or an ellipsis.
    void setMinimumScale(qreal scale) { m_minimumScale = scale; }

    QSize sizeHint() const override;
    // What paintEvent draws at the present width: a variant, perhaps elided.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Fitted {
        QFont font;
        QString text;
    };
    Fitted fitted() const;
    qreal m_minimumScale = 0.6;
};

}  // namespace syncwall::ui
