#include "animation_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QShortcut>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "animation_canvas.h"
#include "frame_painter.h"
#include "playback_clock.h"
#include "transport_bar.h"

namespace syncwall::ui {

AnimationView::AnimationView(QWidget* parent) : QWidget(parent)
{
    m_clock = new PlaybackClock(this);
    // Made in the order Tab visits them: what to show, the picture, then the transport.
    m_selectorRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_selectorRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_kindBox = new QComboBox(m_selectorRow);
    m_kindBox->addItem(tr("Ring all-reduce"), static_cast<int>(AnimationKind::Ring));
    m_kindBox->addItem(tr("DDP: the five phases"), static_cast<int>(AnimationKind::Ddp));
    m_kindBox->addItem(tr("Pipeline schedule"), static_cast<int>(AnimationKind::Pipeline));
    m_kindBox->addItem(tr("MoE: token dispatch and combine"), static_cast<int>(AnimationKind::Moe));
    m_kindBox->setAccessibleName(tr("Animation"));
    m_variantBox = new QComboBox(m_selectorRow);
    m_variantBox->addItem(tr("Ring"), static_cast<int>(core::Algorithm::Ring));
    m_variantBox->addItem(tr("Tree"), static_cast<int>(core::Algorithm::Tree));
    m_variantBox->addItem(tr("Hierarchical"), static_cast<int>(core::Algorithm::Hierarchical));
    m_variantBox->addItem(tr("In-switch (NVLS)"), static_cast<int>(core::Algorithm::Nvls));
    m_variantBox->addItem(tr("As estimated"), static_cast<int>(core::Algorithm::Auto));
    m_variantBox->setAccessibleName(tr("All-reduce algorithm"));
    m_didactic = new QCheckBox(tr("Didactic (even phase lengths)"), m_selectorRow);
    m_didactic->setToolTip(tr("Give every phase the same length instead of drawing them to scale"));
    m_skew = new QCheckBox(tr("Illustrative skew"), m_selectorRow);
    m_skew->setToolTip(tr("Route every other token to GPU 0's expert, to show the busiest expert "
                          "pacing the layer (not from the estimate)"));
    auto* label = new QLabel(tr("Show:"),
                             m_selectorRow);  // every letter of it is a tab's or a field's mnemonic
    label->setBuddy(m_kindBox);
    row->addWidget(label);
    row->addWidget(m_kindBox);
    row->addWidget(m_variantBox);
    row->addWidget(m_didactic);
    row->addWidget(m_skew);
    row->addStretch(1);
    m_canvas = new AnimationCanvas(this);
    m_transport = new TransportBar(m_clock, this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_selectorRow);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_transport);

    connect(m_kindBox, &QComboBox::currentIndexChanged, this, [this](int) {
        m_kind = static_cast<AnimationKind>(m_kindBox->currentData().toInt());
        applyKind();
        // Another animation starts at its beginning: DDP chosen after the ring was left at its
        // end had opened at its last phase.
        m_clock->setPhase(0);
    });
    connect(m_variantBox, &QComboBox::currentIndexChanged, this, [this](int) {
        m_inputs.collective = static_cast<core::Algorithm>(m_variantBox->currentData().toInt());
        applyKind();
    });
    connect(m_didactic, &QCheckBox::toggled, this, [this](bool on) {
        m_inputs.didactic = on;
        applyKind();
    });
    connect(m_skew, &QCheckBox::toggled, this, [this](bool on) {
        m_inputs.moeSkew = on;
        applyKind();
    });
    connect(m_clock, &PlaybackClock::phaseChanged, m_canvas, &AnimationCanvas::setPhase);
    connect(m_clock, &PlaybackClock::stopChanged, m_canvas, &AnimationCanvas::refreshDescription);
    connect(m_clock, &PlaybackClock::playingChanged, m_canvas,
            &AnimationCanvas::refreshDescription);
    connect(m_clock, &PlaybackClock::reducedMotionChanged, this, [this](bool) { applyStyle(); });
    buildShortcuts();
    applyStyle();
    applyKind();
}

void AnimationView::setInputs(const core::Scenario& scenario, const core::Estimate& estimate)
{
    m_inputs.scenario = scenario;
    m_inputs.estimate = estimate;
    const double phase = m_clock->phase();
    applyKind();
    m_clock->setPhase(phase);  // a new estimate keeps the place in the animation
}

bool AnimationView::setAnimation(const QString& name)
{
    AnimationKind kind = m_kind;
    FrameInputs options = m_inputs;
    if (!parseAnimationName(name, &kind, &options))
        return false;
    const bool another = kind != m_kind;
    m_kind = kind;
    m_inputs.collective = options.collective;
    m_inputs.didactic = options.didactic;
    m_inputs.moeSkew = options.moeSkew;
    syncSelectors();
    applyKind();
    if (another)
        m_clock->setPhase(0);
    return true;
}

QString AnimationView::animation() const { return animationName(m_kind, m_inputs); }

void AnimationView::setPresentationMode(bool on)
{
    m_presentation = on;
    m_selectorRow->setVisible(!on);
    m_transport->setVisible(!on);
    layout()->setContentsMargins(on ? QMargins() : QMargins(9, 9, 9, 9));
    applyStyle();
    m_canvas->setFocus();
}

void AnimationView::setDarkTheme(bool dark)
{
    m_dark = dark;
    applyStyle();
}

void AnimationView::setReducedMotion(bool on) { m_clock->setReducedMotion(on); }

void AnimationView::buildShortcuts()
{
    const auto bind = [this](const QKeySequence& key, auto slot) {
        auto* s = new QShortcut(key, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    for (const int key : {Qt::Key_Space, Qt::Key_Right, Qt::Key_Left, Qt::Key_Home, Qt::Key_End,
                          Qt::Key_BracketLeft, Qt::Key_BracketRight})
        bind(QKeySequence(key), [this, key] { transportKey(key); });
    bind(QKeySequence(Qt::Key_Escape), [this] {
        if (m_presentation)
            Q_EMIT presentationExitRequested();
    });
}

bool AnimationView::isTransportKey(const QKeyEvent& key)
{
    if ((key.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key.key()) {
    case Qt::Key_Space:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight:
        return true;
    default:
        return false;
    }
}

bool AnimationView::transportKey(int key)
{
    switch (key) {
    case Qt::Key_Space:
        m_clock->togglePlay();
        return true;
    case Qt::Key_Right:
        m_clock->stepForward();
        return true;
    case Qt::Key_Left:
        m_clock->stepBack();
        return true;
    case Qt::Key_Home:
        m_clock->toStart();
        return true;
    case Qt::Key_End:
        m_clock->toEnd();
        return true;
    case Qt::Key_BracketLeft:  // speed, also in presentation mode, where the bar is hidden
        m_transport->stepSpeed(-1);
        return true;
    case Qt::Key_BracketRight:
        m_transport->stepSpeed(+1);
        return true;
    default:
        return false;
    }
}

void AnimationView::applyKind()
{
    m_variantBox->setVisible(m_kind == AnimationKind::Ring);
    m_didactic->setVisible(m_kind == AnimationKind::Ddp || m_kind == AnimationKind::Moe);
    m_skew->setVisible(m_kind == AnimationKind::Moe);
    m_clock->setTimeline(animationDuration_s(m_kind, m_inputs), animationStops(m_kind, m_inputs));
    if (m_clock->reducedMotion())  // stay on a whole step
        m_clock->setPhase(m_clock->stops()[static_cast<std::size_t>(m_clock->stopIndex())]);
    m_canvas->setFrame(m_kind, &m_inputs);
}

void AnimationView::applyStyle()
{
    FrameStyle style = FrameStyle::forPresentation(m_presentation, m_dark);
    style.reducedMotion = m_clock->reducedMotion();
    m_canvas->setFrameStyle(style);
}

void AnimationView::syncSelectors()
{
    const QSignalBlocker a(m_kindBox), b(m_variantBox), c(m_didactic), d(m_skew);
    m_kindBox->setCurrentIndex(m_kindBox->findData(static_cast<int>(m_kind)));
    m_variantBox->setCurrentIndex(m_variantBox->findData(static_cast<int>(m_inputs.collective)));
    m_didactic->setChecked(m_inputs.didactic);
    m_skew->setChecked(m_inputs.moeSkew);
}

}  // namespace syncwall::ui
