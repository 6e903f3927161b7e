#include "playback_clock.h"

#include <algorithm>
#include <cmath>

namespace syncwall::ui {
namespace {

constexpr double kEps = 1e-9;
constexpr int kFrameMs = 16;            // about 60 Hz
constexpr double kReducedHold_s = 2.5;  // a held step, at 1x

}  // namespace

PlaybackClock::PlaybackClock(QObject* parent) : QObject(parent)
{
    m_timer.setInterval(kFrameMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackClock::tick);
}

void PlaybackClock::setTimeline(double duration_s, std::vector<double> stops)
{
    m_duration_s = std::isfinite(duration_s) && duration_s > 0 ? duration_s : 10.0;
    std::sort(stops.begin(), stops.end());
    stops.erase(
        std::remove_if(stops.begin(), stops.end(), [](double x) { return !(x >= 0 && x <= 1); }),
        stops.end());
    if (stops.empty() || stops.front() > kEps)
        stops.insert(stops.begin(), 0.0);
    if (stops.back() < 1 - kEps)
        stops.push_back(1.0);
    m_stops = std::move(stops);
    m_lastStop = stopIndex();
}

int PlaybackClock::stopIndex() const
{
    const auto it = std::upper_bound(m_stops.begin(), m_stops.end(), m_phase + kEps);
    return std::max(0, static_cast<int>(it - m_stops.begin()) - 1);
}

void PlaybackClock::advance(double dt_s)
{
    if (!m_playing || !(dt_s > 0))
        return;
    if (m_reducedMotion) {
        m_held_s += dt_s * m_speed;
        if (m_held_s < kReducedHold_s)
            return;
        m_held_s = 0;
        if (m_phase >= 1 - kEps) {
            if (m_loop)
                changePhase(0);
            else
                pause();
            return;
        }
        changePhase(nextStop());
        return;
    }
    double next = m_phase + dt_s * m_speed / m_duration_s;
    if (next >= 1) {
        if (m_loop && m_phase >= 1 - kEps) {
            next = 0;
        } else {
            next = 1;
            if (!m_loop) {
                changePhase(next);
                pause();
                return;
            }
        }
    }
    changePhase(next);
}

void PlaybackClock::play()
{
    if (m_playing)
        return;
    if (m_phase >= 1 - kEps)
        changePhase(0);
    m_playing = true;
    m_held_s = 0;
    m_elapsed.start();
    m_timer.start();
    Q_EMIT playingChanged(true);
}

void PlaybackClock::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer.stop();
    Q_EMIT playingChanged(false);
}

void PlaybackClock::togglePlay() { m_playing ? pause() : play(); }

double PlaybackClock::nextStop() const
{
    const auto it = std::upper_bound(m_stops.begin(), m_stops.end(), m_phase + kEps);
    return it == m_stops.end() ? 1.0 : *it;
}

void PlaybackClock::stepForward()
{
    pause();
    changePhase(nextStop());
}

void PlaybackClock::stepBack()
{
    pause();
    const auto it = std::lower_bound(m_stops.begin(), m_stops.end(), m_phase - kEps);
    changePhase(it == m_stops.begin() ? 0.0 : *(it - 1));
}

void PlaybackClock::toStart()
{
    pause();
    changePhase(0);
}

void PlaybackClock::toEnd()
{
    pause();
    changePhase(1);
}

void PlaybackClock::setPhase(double phase) { changePhase(phase); }

void PlaybackClock::setSpeed(double speed)
{
    m_speed = std::isfinite(speed) ? std::clamp(speed, 0.25, 4.0) : 1.0;
}

void PlaybackClock::setLoop(bool on) { m_loop = on; }

void PlaybackClock::setReducedMotion(bool on)
{
    if (on == m_reducedMotion)
        return;
    m_reducedMotion = on;
    Q_EMIT reducedMotionChanged(on);
    m_held_s = 0;
    if (on)  // snap to the step being shown: no frame between steps
        changePhase(m_stops[static_cast<std::size_t>(stopIndex())]);
}

void PlaybackClock::tick()
{
    const double dt = m_elapsed.restart() / 1000.0;
    advance(std::min(dt, 0.25));  // a stalled event loop must not jump far ahead
}

void PlaybackClock::changePhase(double phase)
{
    const double p = std::isfinite(phase) ? std::clamp(phase, 0.0, 1.0) : 0.0;
    if (p == m_phase)
        return;
    m_phase = p;
    Q_EMIT phaseChanged(m_phase);
    const int index = stopIndex();
    if (index != m_lastStop) {
        m_lastStop = index;
        Q_EMIT stopChanged(index);
    }
}

}  // namespace syncwall::ui
