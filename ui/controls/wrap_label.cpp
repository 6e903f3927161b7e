#include "wrap_label.h"

#include <QEvent>
#include <QTimer>
#include <algorithm>

namespace syncwall::ui {

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent) { setWordWrap(true); }

WrapLabel::WrapLabel(const QString& text, QWidget* parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

void WrapLabel::setText(const QString& text)
{
    if (text == QLabel::text())
        return;
    m_heights.clear();
    QLabel::setText(text);
    if (m_settle)
        m_settle->start();
}

int WrapLabel::heightForWidth(int width) const
{
    // Keyed by the text too: QLabel may ask while a new text is being set.
    if (m_cachedText != text()) {
        m_heights.clear();
        m_cachedText = text();
    }
    auto it = m_heights.constFind(width);
    if (it == m_heights.constEnd())
        it = m_heights.insert(width, QLabel::heightForWidth(width));
    if (!m_stable)
        return *it;
    int& tallest = m_tallest[width];
    tallest = std::max(tallest, *it);
    return tallest;
}

void WrapLabel::setStableHeight(bool on)
{
    m_stable = on;
    m_tallest.clear();
    updateGeometry();
    if (on && !m_settle) {
        m_settle = new QTimer(this);
        m_settle->setSingleShot(true);
        m_settle->setInterval(kSettle_ms);
        connect(m_settle, &QTimer::timeout, this, [this] {
            m_tallest.clear();
            updateGeometry();
        });
    }
}

void WrapLabel::setPreferOneLine(bool on)
{
    m_oneLine = on;
    updateGeometry();
}

QSize WrapLabel::sizeHint() const
{
    if (!m_oneLine)
        return QLabel::sizeHint();
    const QSize line = fontMetrics().size(Qt::TextShowMnemonic, text());
    const QMargins m = contentsMargins();
    return {line.width() + m.left() + m.right() + 2 * margin(),
            line.height() + m.top() + m.bottom() + 2 * margin()};
}

void WrapLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
        || event->type() == QEvent::ContentsRectChange) {
        m_heights.clear();
        m_tallest.clear();
    }
    QLabel::changeEvent(event);
}

}  // namespace syncwall::ui
