#pragma once
// Text of one or more lines (no wrapping) in a box whose size the layout fixes (a card's
// context under its value). A new text repaints the box and relayouts nothing: a QLabel asks its
// layout to run again on every setText(), which laid out the whole explorer view on each change.
// Lines too long for the width are cut, as an unwrapped QLabel cuts them.

#include <QWidget>

namespace syncwall::ui {

class LineLabel : public QWidget {
    Q_OBJECT
public:
    explicit LineLabel(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
};

}  // namespace syncwall::ui
