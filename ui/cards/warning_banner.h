#pragma once
// The strip under the explorer's cards and sweep listing what a user must know about the
// estimate. Hidden when there is nothing to say.

#include <QFrame>
#include <QList>

#include "warning_text.h"

class QLabel;

namespace syncwall::ui {

class WarningBanner : public QFrame {
    Q_OBJECT
public:
    explicit WarningBanner(QWidget* parent = nullptr);
    void setWarnings(const QList<Warning>& warnings);
    QStringList texts() const;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void applyColors();

    QLabel* m_label;
    QList<Warning> m_warnings;
    Tone m_tone = Tone::Warning;
};

}  // namespace syncwall::ui
