#pragma once
// Drives an animation's phase in [0, 1]: play/pause, speed, loop, stepping between stops, and
// reduced motion (whole steps held for a while instead of continuous motion).

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <vector>

namespace syncwall::ui {

class PlaybackClock : public QObject {
    Q_OBJECT
public:
    explicit PlaybackClock(QObject* parent = nullptr);

    // Length of one pass at 1x in wall seconds, and the phases where steps start.
    void setTimeline(double duration_s, std::vector<double> stops);

    double phase() const { return m_phase; }
    bool isPlaying() const { return m_playing; }
    double speed() const { return m_speed; }
    bool loops() const { return m_loop; }
    bool reducedMotion() const { return m_reducedMotion; }
    const std::vector<double>& stops() const { return m_stops; }
    // Index of the last stop at or before the phase.
    int stopIndex() const;

    // Moves time forward by dt wall seconds (the timer calls this; tests call it directly).
    void advance(double dt_s);

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void setPhase(double phase);
    void setSpeed(double speed);  // clamped to [0.25, 4]
    void setLoop(bool on);
    void setReducedMotion(bool on);

Q_SIGNALS:
    void phaseChanged(double phase);
    void playingChanged(bool playing);
    void stopChanged(int index);
    void reducedMotionChanged(bool on);

private:
    void tick();
    double nextStop() const;
    void changePhase(double phase);

    QTimer m_timer;
    QElapsedTimer m_elapsed;
    std::vector<double> m_stops {0.0, 1.0};
    double m_duration_s = 10.0;
    double m_phase = 0;
    double m_speed = 1.0;
    double m_held_s = 0;  // reduced motion: time spent on the current step
    bool m_playing = false;
    bool m_loop = true;
    bool m_reducedMotion = false;
    int m_lastStop = 0;
};

}  // namespace syncwall::ui
