#pragma once
// A combo box offering only the valid values of a discrete input. A current value that is not
// among them (a file, or a change elsewhere that made it invalid) stays selected and is marked,
// so nothing is clamped behind the user's back.

#include <QComboBox>

namespace syncwall::ui {

class ChoiceField : public QComboBox {
    Q_OBJECT
public:
    explicit ChoiceField(QWidget* parent = nullptr);

    // Replaces the offered values (label, value) and selects `current` without emitting edited().
    void setChoices(const QList<QPair<QString, int>>& choices, int current);
    void setCurrentChoice(int value);
    int currentChoice() const;

signals:
    void edited(int value);

private:
    QList<QPair<QString, int>> m_choices;
};

}  // namespace syncwall::ui
