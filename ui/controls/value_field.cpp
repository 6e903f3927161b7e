#include "value_field.h"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

namespace syncwall::ui {

namespace {
int nextGesture()
{
    static int counter = 0;
    return ++counter;
}
}  // namespace

ValueField::ValueField(double min, double max, int decimals, const QString& suffix,
                       double unitAmount, const LogScale& scale, QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)),
      m_spin(new TypedSpinBox(unitAmount, this)), m_scale(scale)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);
    m_spin->setUndoGoesToWindow(true);  // a scenario input: its edits are the window's undo steps

    m_slider->setRange(0, m_scale.maximumPosition());
    m_slider->setPageStep(std::max(1, m_scale.maximumPosition() / 10));
    m_spin->setRange(min, max);
    m_spin->setDecimals(decimals);
    m_spin->setSuffix(suffix);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setKeyboardTracking(false);
    // One width for every typed field, so sliders line up down the panel.
    m_spin->setFixedWidth(132);
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    setFocusProxy(m_spin);
    connect(m_spin, &TypedSpinBox::refused, this, &ValueField::rejected);

    connect(m_slider, &QSlider::sliderPressed, this, [this] { m_gesture = nextGesture(); });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { m_gesture = 0; });
    connect(m_slider, &QSlider::valueChanged, this, &ValueField::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &ValueField::onSpinChanged);
}

void ValueField::setValue(double value)
{
    const QString shown = m_spin->text();
    {
        const QSignalBlocker blockSpin(m_spin);
        const QSignalBlocker blockSlider(m_slider);
        m_spin->setValue(value);
        m_slider->setValue(m_scale.toPosition(value));
    }
    // A value set while the cursor is in the field (undo, redo, a preset) replaces what the
    // person sees: select it whole, as after Enter, so that what they type next replaces it
    // instead of the characters the old selection happens to cover in the new text.
    if (m_spin->hasFocus() && m_spin->text() != shown)
        m_spin->selectAll();
}

double ValueField::value() const { return m_spin->value(); }

void ValueField::setAccessibleLabel(const QString& label)
{
    m_slider->setAccessibleName(tr("%1 slider").arg(label));
    m_spin->setAccessibleName(label);
    setAccessibleName(label);
}

void ValueField::onSliderMoved(int position)
{
    if (m_updating)
        return;
    const double v = m_scale.fromPosition(position);
    {
        const QSignalBlocker block(m_spin);
        m_spin->setValue(v);
    }
    emit edited(m_spin->value(), m_slider->isSliderDown() ? m_gesture : 0);
}

void ValueField::onSpinChanged(double value)
{
    m_updating = true;
    m_slider->setValue(m_scale.toPosition(value));
    m_updating = false;
    emit edited(value, 0);
}

}  // namespace syncwall::ui
