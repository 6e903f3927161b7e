#pragma once
// A slider paired with a typed field showing its unit. The slider may be linear, logarithmic
// or a ladder of stops; the typed field (TypedSpinBox) takes any value within its (wide)
// bounds, so the core, not the widget, decides what is valid. A slider drag carries one gesture
// id from press to release so the model can merge it into one undo step.

#include <QWidget>

#include "log_scale.h"
#include "typed_spin_box.h"

class QSlider;

namespace syncwall::ui {

class ValueField : public QWidget {
    Q_OBJECT
public:
    // `unitAmount`: the base quantity in one display unit (1e9 for billions), for typed letters.
    ValueField(double min, double max, int decimals, const QString& suffix, double unitAmount,
               const LogScale& scale, QWidget* parent = nullptr);

    // Shows a value (display units) without emitting edited().
    void setValue(double value);
    double value() const;
    void setAccessibleLabel(const QString& label);
    QSlider* slider() const { return m_slider; }
    TypedSpinBox* spinBox() const { return m_spin; }

signals:
    // A user edit, in display units. gesture != 0 while a slider drag is under way.
    void edited(double value, int gesture);
    // What was typed (`typed`, without the unit) cannot be taken: the field goes back to its
    // value, and the owner says why instead of letting the widget revert it silently.
    void rejected(const QString& typed, syncwall::ui::TypedSpinBox::Reading why);

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);

    QSlider* m_slider;
    TypedSpinBox* m_spin;
    LogScale m_scale;
    int m_gesture = 0;
    bool m_updating = false;
};

}  // namespace syncwall::ui
