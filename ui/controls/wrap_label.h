#pragma once
// A word-wrapping label that remembers its height for each width. QLabel lays its text out
// again on every heightForWidth() call, and layouts ask on every pass: with a few wrapped
// labels on screen, that text layout dominated each refresh.

#include <QHash>
#include <QLabel>

class QTimer;

namespace syncwall::ui {

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);
    explicit WrapLabel(const QString& text, QWidget* parent = nullptr);

    void setText(const QString& text);
    int heightForWidth(int width) const override;
    // For a label beside a control: ask for the text's width on one line, so it wraps only when
    // its column is too narrow (QLabel's own hint wraps anything longer than about 20 characters).
    void setPreferOneLine(bool on);
    // For a label whose text follows the user's edits (a preset's source, a derived value):
    // at a given width it keeps the tallest height its texts have needed, so the controls
    // under it do not jump while a slider is dragged (and the panel is not laid out and
    // repainted again on every step). Once its text has stayed the same for kSettle_ms, it
    // takes its own height again: a shorter text after a longer one left a blank line.
    void setStableHeight(bool on);
    static constexpr int kSettle_ms = 700;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    mutable QHash<int, int> m_heights;
    mutable QString m_cachedText;
    mutable QHash<int, int> m_tallest;  // setStableHeight: by width
    bool m_oneLine = false;
    bool m_stable = false;
    QTimer* m_settle = nullptr;  // setStableHeight: forgets the tallest once the text rests
};

}  // namespace syncwall::ui
