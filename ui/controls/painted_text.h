#pragma once
// A text that a widget paints itself, in a box whose size the layout fixes: a new text repaints
// the box and relayouts nothing (a QLabel asks its layout to run again on every setText(), which
// laid out the whole explorer view on each change). LineLabel and FitLabel paint it their ways.

#include <QStringList>
#include <QWidget>

namespace syncwall::ui {

class PaintedText : public QWidget {
public:
    explicit PaintedText(QWidget* parent = nullptr) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    }

    // Each line of `text` may hold shorter variants of itself after U+009C, as Qt's length
    // variants do (QFontMetrics::elidedText): a painter that lacks room shows the first that
    // fits.
    void setText(const QString& text)
    {
        if (text == m_text)
            return;
        m_text = text;
        setAccessibleName(fullText());
        update();
    }
    const QString& text() const { return m_text; }
    // The text without its shorter variants: what is read aloud and reported.
    QString fullText() const { return withoutVariants(m_text); }
    // Each line of `text` without the variants after its U+009C.
    static QString withoutVariants(const QString& text)
    {
        QStringList lines = text.split(QLatin1Char('\n'));
        for (QString& line : lines)
            line = line.section(QChar(0x9C), 0, 0);
        return lines.join(QLatin1Char('\n'));
    }
    // A line with a shorter variant, shown where the line does not fit.
    static QString orShorter(const QString& line, const QString& shorter)
    {
        return line + QChar(0x9C) + shorter;
    }

    QSize minimumSizeHint() const override { return {0, fontMetrics().height()}; }

private:
    QString m_text;
};

}  // namespace syncwall::ui
