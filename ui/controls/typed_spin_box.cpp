#include "typed_spin_box.h"

#include <QAction>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalBlocker>
#include <algorithm>
#include <cmath>

#include "core/scaled_number.h"

namespace syncwall::ui {

TypedSpinBox::TypedSpinBox(double unitAmount, QWidget* parent)
    : QDoubleSpinBox(parent), m_unitAmount(unitAmount)
{
    connect(lineEdit(), &QLineEdit::textEdited, this, &TypedSpinBox::typing);
}

bool TypedSpinBox::leavesUndoToTheWindow(QEvent* event) const
{
    // The line edit claims Undo and Redo (a ShortcutOverride it accepts) and would undo its own
    // text. When the field shows its value (the edit ended, or its typing was undone) the keys
    // belong to the window's Undo and Redo, as everywhere else in it; during an edit they undo
    // the typing.
    if (!m_undoToWindow || event->type() != QEvent::ShortcutOverride || text() != textOfValue())
        return false;
    const auto* key = static_cast<const QKeyEvent*>(event);
    return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo);
}

QString TypedSpinBox::textOfValue() const
{
    // As QAbstractSpinBox shows it: the special word alone at the minimum, else the number
    // between the prefix and the suffix.
    if (!specialValueText().isEmpty() && value() == minimum())
        return specialValueText();
    return prefix() + textFromValue(value()) + suffix();
}

bool TypedSpinBox::isWindowShortcut(QEvent* event) const
{
    if (event->type() != QEvent::ShortcutOverride || !window())
        return false;
    return windowTakes(*static_cast<const QKeyEvent*>(event), window()->findChildren<QAction*>());
}

bool TypedSpinBox::windowTakes(const QKeyEvent& key, const QList<QAction*>& actions)
{
    // The line edit also claims the Emacs-style keys of X11 (Ctrl+E: end of line), which the
    // window binds to its actions (Ctrl+E: Export Chart); the menu advertised Ctrl+E and a
    // typed field swallowed it. A key an enabled action holds goes to the window, unless it
    // edits the text (cut, copy, paste, select all, delete, undo, redo). Only Ctrl or Alt with
    // a letter or digit: typing, Space, arrows, Home and End stay the field's.
    const bool letterOrDigit = (key.key() >= Qt::Key_A && key.key() <= Qt::Key_Z)
                               || (key.key() >= Qt::Key_0 && key.key() <= Qt::Key_9);
    if (!letterOrDigit || !(key.modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    for (const auto editing :
         {QKeySequence::Cut, QKeySequence::Copy, QKeySequence::Paste, QKeySequence::SelectAll,
          QKeySequence::Delete, QKeySequence::Undo, QKeySequence::Redo})
        if (key.matches(editing))
            return false;
    const QKeySequence pressed(key.keyCombination());
    for (const QAction* action : actions)
        if (action->isEnabled() && action->shortcuts().contains(pressed))
            return true;
    return false;
}

bool TypedSpinBox::event(QEvent* event)
{
    // The override reaches the focused spin box, which hands it on to its line edit.
    if (leavesUndoToTheWindow(event) || isWindowShortcut(event)) {
        event->ignore();
        return true;
    }
    return QDoubleSpinBox::event(event);
}

void TypedSpinBox::setUnitWords(QList<UnitWord> words)
{
    // Longest names first, so "hours" is tried before "h".
    for (UnitWord& w : words)
        std::sort(w.names.begin(), w.names.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
    std::sort(words.begin(), words.end(), [](const UnitWord& a, const UnitWord& b) {
        return a.names.value(0).size() > b.names.value(0).size();
    });
    m_unitWords = std::move(words);
}

std::optional<double> TypedSpinBox::read(const QString& text) const
{
    QString t = text.trimmed();
    const QString unit = suffix().trimmed();
    // The field keeps its unit after the text typed over the number, so "800 Gb/s" typed into
    // a Gb/s field reads "800 Gb/s Gb/s": the unit is taken off as often as it was written.
    while (!unit.isEmpty() && t.endsWith(unit)) {
        t.chop(unit.size());
        t = t.trimmed();
    }
    if (!m_leadingSymbol.isEmpty() && t.startsWith(m_leadingSymbol))
        t = t.mid(m_leadingSymbol.size()).trimmed();
    double factor = 1;
    const auto endsWithName = [&t](const QString& name) {
        // One-letter names match in either case, except the magnitude letters, which they
        // must never shadow ("2 H" is hours; "2 M" stays two million).
        const bool magnitude = name.size() == 1 && QStringLiteral("kKMBGTP").contains(name);
        if (!t.endsWith(name, magnitude ? Qt::CaseSensitive : Qt::CaseInsensitive))
            return false;
        // A whole word: after the number (a digit, a point or a magnitude letter's space)
        // or a space, never the tail of another word. Han characters stand without spaces, so
        // one may follow another ("3千万", thousand ten-thousands).
        const qsizetype at = t.size() - name.size();
        const auto han = [](QChar c) { return c.script() == QChar::Script_Han; };
        return at > 0
               && (t.at(at - 1).isDigit() || t.at(at - 1).isSpace()
                   || (han(name.front()) && han(t.at(at - 1))));
    };
    // Several words may follow the number ("20 million dollars"): each at most once, from the
    // end inwards.
    QList<const UnitWord*> unused;
    for (const UnitWord& w : m_unitWords)
        unused << &w;
    for (bool chopped = true; chopped;) {
        chopped = false;
        for (qsizetype i = 0; i < unused.size(); ++i) {
            const UnitWord& w = *unused[i];
            const auto hit = std::find_if(w.names.begin(), w.names.end(), endsWithName);
            if (hit == w.names.end())
                continue;
            t.chop(hit->size());
            t = t.trimmed();
            factor *= w.factor;
            unused.removeAt(i);
            chopped = true;
            break;
        }
    }
    // A magnitude the window writes as a word ("2 Bio.") is the core's letter ("2T").
    for (const auto& [word, letter] : m_magnitudeWords) {
        // One-letter words (English "T") exactly, as the core reads its letters; others in any case.
        if (word.isEmpty()
            || !t.endsWith(word, word.size() == 1 ? Qt::CaseSensitive : Qt::CaseInsensitive))
            continue;
        const qsizetype at = t.size() - word.size();
        if (at > 0 && (t.at(at - 1).isDigit() || t.at(at - 1).isSpace())) {
            t = t.left(at).trimmed() + letter;
            break;
        }
    }
    // The letters at the end are the core's to read; the number before them may be written in
    // the field's language, with its group separators and decimal comma.
    qsizetype end = t.size();
    while (end > 0 && (t.at(end - 1).isLetter() || t.at(end - 1).isSpace()))
        --end;
    bool localized = false;
    const double number = groupedWell(t.left(end)) ? locale().toDouble(t.left(end), &localized) : 0;
    const QString plain =
        localized ? QString::number(number, 'g', QLocale::FloatingPointShortest) + t.mid(end) : t;
    std::optional<core::ScaledNumber> n = core::parseScaledNumber(plain.toStdString());
    if (!n && localized)  // C notation the language reads otherwise
        n = core::parseScaledNumber(t.toStdString());
    if (!n)
        return std::nullopt;
    return core::scaledToUnit(*n, m_unitAmount) * factor;
}

bool TypedSpinBox::groupedWell(const QString& number) const
{
    // QLocale reads "1,5" as 15 in English and "1.5" as 15 in German: group separators count
    // only in threes, so such a number is read in C notation or refused instead.
    const QLocale l = locale();
    const QString group = l.groupSeparator();
    QString whole = number.section(l.decimalPoint(), 0, 0);
    whole = whole.section(l.exponential(), 0, 0, QString::SectionCaseInsensitiveSeps);
    if (group.isEmpty() || !whole.contains(group))
        return true;
    const QStringList parts = whole.split(group);
    QString first = parts.first();
    if (first.startsWith(l.negativeSign()) || first.startsWith(l.positiveSign()))
        first.remove(0, 1);
    if (first.isEmpty() || first.size() > 3)
        return false;
    for (qsizetype i = 1; i < parts.size(); ++i)
        if (parts[i].size() != 3)
            return false;
    return true;
}

TypedSpinBox::Reading TypedSpinBox::check(const QString& text) const
{
    const std::optional<double> v = read(text);
    if (!v)
        return Reading::Unreadable;
    if (*v < minimum() || *v > maximum())
        return Reading::OutOfBounds;
    if (m_whole && *v != std::round(*v))
        return Reading::NotWhole;
    return Reading::Taken;
}

QValidator::State TypedSpinBox::validate(QString& text, int& pos) const
{
    Q_UNUSED(pos);
    if (!specialValueText().isEmpty() && text == specialValueText())
        return QValidator::Acceptable;
    // Never Invalid: a keystroke the field cannot take yet stays visible until the edit ends.
    return check(text) == Reading::Taken ? QValidator::Acceptable : QValidator::Intermediate;
}

double TypedSpinBox::valueFromText(const QString& text) const
{
    if (!specialValueText().isEmpty() && text == specialValueText())
        return minimum();
    return read(text).value_or(value());
}

void TypedSpinBox::reportRefusal()
{
    if (!hasAcceptableInput())
        emit refused(cleanText(), check(text()));
}

void TypedSpinBox::keyPressEvent(QKeyEvent* event)
{
    const bool refusing =
        (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !hasAcceptableInput();
    if (refusing)
        reportRefusal();
    QDoubleSpinBox::keyPressEvent(event);
    if (refusing)  // nor does it press a dialog's default button with the old value
        event->accept();
}

void TypedSpinBox::focusOutEvent(QFocusEvent* event)
{
    reportRefusal();
    QDoubleSpinBox::focusOutEvent(event);
}

QString TypedSpinBox::textFromValue(double value) const
{
    QString text = QDoubleSpinBox::textFromValue(value);
    const QString point = locale().decimalPoint();
    const qsizetype at = text.lastIndexOf(point);
    if (decimals() <= 0 || at < 0)
        return text;
    // The locale's own zero: Arabic and other native-digit locales write their own.
    const QString zero = locale().zeroDigit();
    qsizetype end = text.size();
    while (end - zero.size() >= at + point.size()
           && QStringView(text).sliced(end - zero.size(), zero.size()) == zero)
        end -= zero.size();
    if (end == at + point.size())
        end = at;  // nothing left after the point: drop it too
    return text.left(end);
}

void TypedSpinBox::fixup(QString& text) const { Q_UNUSED(text); }

QAbstractSpinBox::StepEnabled TypedSpinBox::stepEnabled() const
{
    StepEnabled enabled = QDoubleSpinBox::stepEnabled();
    if (value() <= m_stepMinimum)
        enabled &= ~StepDownEnabled;
    return enabled;
}

void TypedSpinBox::stepBy(int steps)
{
    if (steps < 0 && value() <= m_stepMinimum)
        return;
    const double before = value();
    {
        // One change, not a step below the minimum and then a correction.
        const QSignalBlocker block(this);
        if (m_stepFloor > 0) {
            // Qt's adaptive step (a tenth of the value's leading power of ten), at least the
            // floor, from the nearest multiple of the step in the direction of travel.
            const double magnitude = std::abs(before);
            const double adaptive =
                magnitude >= 1 ? std::pow(10.0, std::floor(std::log10(magnitude)) - 1) : 0.0;
            const double step = std::max(adaptive, m_stepFloor);
            const double grid = before / step;
            const double from = steps > 0 ? std::floor(grid + 1e-9) : std::ceil(grid - 1e-9);
            setValue((from + steps) * step);
        } else {
            QDoubleSpinBox::stepBy(steps);
        }
        if (value() < m_stepMinimum)
            setValue(m_stepMinimum);
    }
    if (value() != before) {
        emit textChanged(text());
        emit valueChanged(value());
    }
}

}  // namespace syncwall::ui
