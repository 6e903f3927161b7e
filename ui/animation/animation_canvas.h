#pragma once
// The widget a frame is painted on. Its accessible description is a text summary of the frame.

#include <QWidget>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

class AnimationCanvas : public QWidget {
    Q_OBJECT
public:
    explicit AnimationCanvas(QWidget* parent = nullptr);

    void setFrame(AnimationKind kind, const FrameInputs* inputs);  // inputs outlive the canvas
    void setPhase(double phase);
    void setFrameStyle(const FrameStyle& style);
    const FrameStyle& frameStyle() const { return m_style; }
    double phase() const { return m_phase; }
    // Recomputes the text summary (on a new step, a pause or new inputs; not on every frame).
    void refreshDescription();
    QSize sizeHint() const override { return {960, 540}; }
    QSize minimumSizeHint() const override { return {480, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    AnimationKind m_kind = AnimationKind::Ring;
    const FrameInputs* m_inputs = nullptr;
    FrameStyle m_style;
    double m_phase = 0;
};

}  // namespace syncwall::ui
