#pragma once
// The typed half of a ValueField. It reads what people type through core::parseScaledNumber:
// magnitude letters ("15T", "12k", "1.5P"), e-notation, and numbers in the field's language
// ("15.000" in German) or in C notation. A plain number is in the field's unit; a lettered one
// is a whole amount, shown back in the field's unit (15T in a field of billions is 15,000).
// What cannot be taken is never dropped keystroke by keystroke: it stays in the field until the
// edit ends, and refused() lets the owner say why.

#include <QDoubleSpinBox>
#include <QStringList>
#include <optional>
#include <utility>

class QAction;
class QKeyEvent;

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
    // Arrows never step by less than this (field units), landing on its multiples; 0 = Qt's
    // adaptive steps. For fields whose decimals show a figure exactly (68.8 %) but whose arrows
    // should move in whole units.
    void setStepFloor(double floor) { m_stepFloor = floor; }
    // Other units the field reads and converts to its own: "12 weeks" or "2160 h" in a days
    // field, "20 million" in a dollars one. `names` are matched at the end of the text, words
    // in any case, one-letter ones exactly (so "h" never shadows a magnitude letter);
    // `factor` is how many field units one of them is.
    struct UnitWord {
        QStringList names;
        double factor = 1;
    };
    void setUnitWords(QList<UnitWord> words);
    // The words the window writes for magnitudes in its language ("Bio." for trillion in
    // German), read as the core's magnitude letters ("2 Bio." as "2T"), so that a number can be
    // typed the way the window shows it. Each pair: the word, then the letter.
    void setMagnitudeWords(QList<std::pair<QString, QChar>> words)
    {
        m_magnitudeWords = std::move(words);
    }
    // Ctrl+Z and Ctrl+Shift+Z, once the field shows its value, are the window's Undo and Redo
    // (the scenario's inputs); otherwise, and during an edit, the field's own text undo.
    void setUndoGoesToWindow(bool on) { m_undoToWindow = on; }
    // A symbol the text may start with ("$" before dollars).
    void setLeadingSymbol(const QString& symbol) { m_leadingSymbol = symbol; }

    // What the text (with or without the suffix) stands for in the field's unit.
    std::optional<double> read(const QString& text) const;
    Reading check(const QString& text) const;

    QValidator::State validate(QString& text, int& pos) const override;
    // Emits refused() when the text shown is one the field cannot take; for an owner that acts
    // on the field's value without the edit ending (a button's mnemonic).
    void reportRefusal();
    double valueFromText(const QString& text) const override;
    // The value in the field's language without a fraction's trailing zeros: "15,000 B" and
    // "0.5 B", not "15,000.00 B".
    QString textFromValue(double value) const override;
    // None: QDoubleSpinBox's fix-up drops group separators, which made "1,5" read as 15.
    void fixup(QString& text) const override;
    void stepBy(int steps) override;

signals:
    // An edit ended (Enter, or the focus left) on text the field cannot take: it goes back to
    // its value, and the owner says why (`typed` without the unit) instead of a silent revert.
    void refused(const QString& typed, syncwall::ui::TypedSpinBox::Reading why);
    // The person typed into the field (not a value set in code, nor the edit's end reformatting
    // it): what was computed from its last value no longer stands for what it shows.
    void typing();

protected:
    StepEnabled stepEnabled() const override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    bool groupedWell(const QString& number) const;
    bool leavesUndoToTheWindow(QEvent* event) const;
    bool isWindowShortcut(QEvent* event) const;

public:
    // Whether `key`, pressed in a field, belongs to one of `actions` rather than to the text.
    static bool windowTakes(const QKeyEvent& key, const QList<QAction*>& actions);
    QString textOfValue() const;  // what the field shows for its value (a special word at min)

    double m_unitAmount;
    double m_stepMinimum = 0;
    double m_stepFloor = 0;
    bool m_whole = false;
    QList<UnitWord> m_unitWords;  // longest name first
    QList<std::pair<QString, QChar>> m_magnitudeWords;
    QString m_leadingSymbol;
    bool m_undoToWindow = false;
};

}  // namespace syncwall::ui
