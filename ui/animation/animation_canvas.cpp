#include "animation_canvas.h"

#include <QAccessible>
#include <QPainter>

#include "frame_painter.h"

namespace syncwall::ui {

AnimationCanvas::AnimationCanvas(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Animation"));
}

void AnimationCanvas::setFrame(AnimationKind kind, const FrameInputs* inputs)
{
    m_kind = kind;
    m_inputs = inputs;
    refreshDescription();
    update();
}

void AnimationCanvas::setPhase(double phase)
{
    if (phase == m_phase)
        return;
    m_phase = phase;
    update();
}

void AnimationCanvas::setFrameStyle(const FrameStyle& style)
{
    m_style = style;
    update();
}

void AnimationCanvas::refreshDescription()
{
    if (!m_inputs)
        return;
    const QString text = describeAnimationFrame(m_kind, *m_inputs, m_phase);
    if (text == accessibleDescription())
        return;
    setAccessibleDescription(text);
    setToolTip(QString());
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void AnimationCanvas::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (!m_inputs) {
        painter.fillRect(rect(), m_style.palette.background());
        return;
    }
    paintAnimationFrame(painter, rect(), m_kind, *m_inputs, m_phase, m_style);
}

}  // namespace syncwall::ui
