#pragma once
// The teaching animations in one widget: a selector (ring / DDP / pipeline, with the all-reduce
// variant and the didactic toggle), the canvas with its formula strip, and the transport bar.
// Keyboard: Space play/pause, Left/Right step, Home/End, Esc leaves presentation mode.

#include <QWidget>

#include "core/estimate.h"
#include "core/scenario.h"
#include "frame_inputs.h"

class QCheckBox;
class QComboBox;
class QKeyEvent;

namespace syncwall::ui {

class AnimationCanvas;
class PlaybackClock;
class TransportBar;

class AnimationView : public QWidget {
    Q_OBJECT
public:
    explicit AnimationView(QWidget* parent = nullptr);

    void setInputs(const core::Scenario& scenario, const core::Estimate& estimate);
    // "ring", "ring-tree", "ring-hierarchical", "ring-nvls", "ring-auto", "ddp", "ddp-didactic",
    // "pipeline", "moe", "moe-didactic", "moe-skew", "moe-skew-didactic"; false (and no change)
    // for an unknown name.
    bool setAnimation(const QString& name);
    QString animation() const;
    // Large type, high contrast, selector and transport hidden (the keys still work).
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return m_presentation; }
    void setDarkTheme(bool dark);
    void setReducedMotion(bool on);

    // Space, Left, Right, Home and End without modifiers: the transport's keys.
    static bool isTransportKey(const QKeyEvent& key);
    // Plays, steps or jumps as the key says (the view's shortcuts, and TransportKeys while focus
    // is elsewhere in the window); false for any other key.
    bool transportKey(int key);

    PlaybackClock* clock() const { return m_clock; }
    AnimationCanvas* canvas() const { return m_canvas; }

Q_SIGNALS:
    void presentationExitRequested();

private:
    void buildShortcuts();
    void applyKind();
    void applyStyle();
    void syncSelectors();

    FrameInputs m_inputs;
    AnimationKind m_kind = AnimationKind::Ring;
    bool m_presentation = false;
    bool m_dark = false;
    QWidget* m_selectorRow = nullptr;
    QComboBox* m_kindBox = nullptr;
    QComboBox* m_variantBox = nullptr;
    QCheckBox* m_didactic = nullptr;
    QCheckBox* m_skew = nullptr;
    AnimationCanvas* m_canvas = nullptr;
    PlaybackClock* m_clock = nullptr;
    TransportBar* m_transport = nullptr;
};

}  // namespace syncwall::ui
