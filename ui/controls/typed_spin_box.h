#pragma once
// The typed half of a ValueField. It reads what people type through core::parseScaledNumber:
// magnitude letters ("15T", "12k", "1.5P"), e-notation, and numbers in the field's language
// ("15.000" in German) or in C notation. A plain number is in the field's unit; a lettered one
// is a whole amount, shown back in the field's unit (15T in a field of billions is 15,000).
// What cannot be taken is never dropped keystroke by keystroke: it stays in the field until the
// edit ends, and the owner says why (ValueField::rejected).

#include <QDoubleSpinBox>
#include <optional>

namespace syncwall::ui {

class TypedSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    enum class Reading { Taken, Unreadable, OutOfBounds, NotWhole };

    // `unitAmount`: how much of the base quantity one field unit is (1e9 for billions).
    explicit TypedSpinBox(double unitAmount, QWidget* parent = nullptr);

    // Integer fields refuse 1.5 instead of rounding it.
    void setWholeNumbers(bool whole) { m_whole = whole; }
    // Arrows and the step keys stop here, though typing may go lower for the core to explain.
    void setStepMinimum(double minimum) { m_stepMinimum = minimum; }

    // What the text (with or without the suffix) stands for in the field's unit.
    std::optional<double> read(const QString& text) const;
    Reading check(const QString& text) const;

    QValidator::State validate(QString& text, int& pos) const override;
    double valueFromText(const QString& text) const override;
    void stepBy(int steps) override;

protected:
    StepEnabled stepEnabled() const override;

private:
    double m_unitAmount;
    double m_stepMinimum = 0;
    bool m_whole = false;
};

}  // namespace syncwall::ui
