#pragma once
// One headline number: a title, the value in human units, and a line of context under it.
// The value's colour carries a tone (good, warning, bad) readable in light and dark.

#include <QFrame>
#include <QPixmap>
#include <utility>

#include "theme/theme.h"

class QLabel;

namespace syncwall::ui {

class FitLabel;
class LineLabel;

class Card : public QFrame {
    Q_OBJECT
public:
    Card(const QString& title, QWidget* parent = nullptr);

    void setContent(const QString& value, const QString& detail, Tone tone = Tone::Neutral);
    QString title() const;
    QString value() const;
    QString detail() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QLabel* m_title;
    FitLabel* m_value;
    LineLabel* m_detail;
    Tone m_tone = Tone::Neutral;
    QPixmap m_background;  // the outline and fill, for this size and these colours
    std::pair<QColor, QColor> m_backgroundColors;
};

}  // namespace syncwall::ui
