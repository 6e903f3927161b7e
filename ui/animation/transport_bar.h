#pragma once
// Play/pause, step back/forward, start/end, a scrub slider, speed, loop and reduced motion:
// the controls of a PlaybackClock. Keyboard shortcuts live on AnimationView.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSlider;
class QToolButton;

namespace syncwall::ui {

class PlaybackClock;

class TransportBar : public QWidget {
    Q_OBJECT
public:
    explicit TransportBar(PlaybackClock* clock, QWidget* parent = nullptr);
    // One speed slower (-1) or faster (+1), stopping at the ends: the [ and ] keys.
    void stepSpeed(int steps);

private:
    void syncPhase(double phase);
    void syncPlaying(bool playing);
    QToolButton* button(const QString& text, const QString& tip, int standardIcon);

    PlaybackClock* m_clock;
    QToolButton* m_play = nullptr;
    QSlider* m_scrub = nullptr;
    QComboBox* m_speed = nullptr;
    QCheckBox* m_loop = nullptr;
    QCheckBox* m_reduced = nullptr;
};

}  // namespace syncwall::ui
