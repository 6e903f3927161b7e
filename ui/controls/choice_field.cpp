#include "choice_field.h"

#include <QSignalBlocker>

namespace syncwall::ui {

ChoiceField::ChoiceField(QWidget* parent) : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(8);
    connect(this, &QComboBox::activated, this,
            [this](int index) { emit edited(itemData(index).toInt()); });
}

void ChoiceField::setChoices(const QList<QPair<QString, int>>& choices, int current)
{
    if (choices != m_choices) {
        const QSignalBlocker block(this);
        m_choices = choices;
        clear();
        for (const auto& [label, value] : choices)
            addItem(label, value);
    }
    setCurrentChoice(current);
}

void ChoiceField::setCurrentChoice(int value)
{
    const QSignalBlocker block(this);
    while (count() > int(m_choices.size()))
        removeItem(count() - 1);
    int index = findData(value);
    if (index < 0) {
        // Keep showing what the scenario holds; the panel explains why it is not valid.
        addItem(tr("%1 (not valid here)").arg(value), value);
        index = count() - 1;
    }
    setCurrentIndex(index);
}

int ChoiceField::currentChoice() const { return currentData().toInt(); }

}  // namespace syncwall::ui
