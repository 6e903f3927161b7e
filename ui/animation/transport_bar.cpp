#include "transport_bar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <algorithm>

#include <cmath>

#include "playback_clock.h"

namespace syncwall::ui {
namespace {

constexpr int kScrubSteps = 1000;

}  // namespace

TransportBar::TransportBar(PlaybackClock* clock, QWidget* parent) : QWidget(parent), m_clock(clock)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    QToolButton* start =
        button(tr("Start"), tr("Go to the start (Home)"), QStyle::SP_MediaSkipBackward);
    QToolButton* back =
        button(tr("Back"), tr("Step back one step or phase (Left)"), QStyle::SP_MediaSeekBackward);
    m_play = button(tr("Play"), tr("Play or pause (Space)"), QStyle::SP_MediaPlay);
    QToolButton* forward = button(tr("Forward"), tr("Step forward one step or phase (Right)"),
                                  QStyle::SP_MediaSeekForward);
    QToolButton* end = button(tr("End"), tr("Go to the end (End)"), QStyle::SP_MediaSkipForward);
    for (QToolButton* b : {start, back, m_play, forward, end})
        row->addWidget(b);

    m_scrub = new QSlider(Qt::Horizontal, this);
    m_scrub->setRange(0, kScrubSteps);
    m_scrub->setAccessibleName(tr("Position in the animation"));
    m_scrub->setToolTip(tr("Drag to scrub through the animation"));
    m_scrub->setFocusPolicy(Qt::NoFocus);  // arrows belong to stepping
    row->addWidget(m_scrub, 1);

    m_speed = new QComboBox(this);
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        m_speed->addItem(tr("%1\u00D7").arg(s), s);
    m_speed->setCurrentIndex(2);
    m_speed->setAccessibleName(tr("Playback speed"));
    m_speed->setToolTip(tr("Playback speed ([ slower, ] faster)"));
    m_speed->setFocusPolicy(Qt::TabFocus);
    row->addWidget(m_speed);

    m_loop = new QCheckBox(tr("Loop"), this);
    m_loop->setChecked(clock->loops());
    m_loop->setFocusPolicy(Qt::TabFocus);
    row->addWidget(m_loop);
    m_reduced = new QCheckBox(tr("Reduced motion"), this);
    m_reduced->setToolTip(tr("Show whole steps, held for a moment, instead of continuous motion"));
    m_reduced->setFocusPolicy(Qt::TabFocus);
    row->addWidget(m_reduced);

    connect(start, &QToolButton::clicked, clock, &PlaybackClock::toStart);
    connect(back, &QToolButton::clicked, clock, &PlaybackClock::stepBack);
    connect(m_play, &QToolButton::clicked, clock, &PlaybackClock::togglePlay);
    connect(forward, &QToolButton::clicked, clock, &PlaybackClock::stepForward);
    connect(end, &QToolButton::clicked, clock, &PlaybackClock::toEnd);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        if (m_scrub->isSliderDown())
            m_clock->pause();
        m_clock->setPhase(double(v) / kScrubSteps);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int) { m_clock->setSpeed(m_speed->currentData().toDouble()); });
    connect(m_loop, &QCheckBox::toggled, clock, &PlaybackClock::setLoop);
    connect(m_reduced, &QCheckBox::toggled, clock, &PlaybackClock::setReducedMotion);
    connect(clock, &PlaybackClock::phaseChanged, this, &TransportBar::syncPhase);
    connect(clock, &PlaybackClock::playingChanged, this, &TransportBar::syncPlaying);
    connect(clock, &PlaybackClock::reducedMotionChanged, m_reduced, [this](bool on) {
        const QSignalBlocker block(m_reduced);
        m_reduced->setChecked(on);
    });
    syncPhase(clock->phase());
}

void TransportBar::syncPhase(double phase)
{
    const QSignalBlocker block(m_scrub);
    m_scrub->setValue(static_cast<int>(std::lround(phase * kScrubSteps)));
}

void TransportBar::syncPlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setAccessibleName(m_play->text());
}

QToolButton* TransportBar::button(const QString& text, const QString& tip, int standardIcon)
{
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setIcon(style()->standardIcon(static_cast<QStyle::StandardPixmap>(standardIcon)));
    b->setToolButtonStyle(Qt::ToolButtonIconOnly);
    b->setFocusPolicy(Qt::TabFocus);
    return b;
}

void TransportBar::stepSpeed(int steps)
{
    m_speed->setCurrentIndex(std::clamp(m_speed->currentIndex() + steps, 0, m_speed->count() - 1));
}

}  // namespace syncwall::ui
