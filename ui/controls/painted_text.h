#pragma once
// A text that a widget paints itself, in a box whose size the layout fixes: a new text repaints
// the box and relayouts nothing (a QLabel asks its layout to run again on every setText(), which
// laid out the whole explorer view on each change). LineLabel and FitLabel paint it their ways.

#include <QWidget>

namespace syncwall::ui {

class PaintedText : public QWidget {
public:
    explicit PaintedText(QWidget* parent = nullptr) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    }

    void setText(const QString& text)
    {
        if (text == m_text)
            return;
        m_text = text;
        setAccessibleName(text);
        update();
    }
    const QString& text() const { return m_text; }

    QSize minimumSizeHint() const override { return {0, fontMetrics().height()}; }

private:
    QString m_text;
};

}  // namespace syncwall::ui
