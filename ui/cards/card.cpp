#include "card.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace syncwall::ui {

Card::Card(const QString& title, QWidget* parent)
    : QFrame(parent), m_title(new QLabel(title, this)), m_value(new QLabel(this)),
      m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("card"));
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(title);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_value->setObjectName(QStringLiteral("cardValue"));
    m_detail->setObjectName(QStringLiteral("cardDetail"));
    m_detail->setWordWrap(true);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);

    QFont valueFont = m_value->font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.6);
    valueFont.setWeight(QFont::DemiBold);
    m_value->setFont(valueFont);
    QFont small = m_detail->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_detail->setFont(small);
    m_title->setFont(small);
    // Two lines of context in every card, so a row of cards stays aligned whatever wraps.
    m_detail->setMinimumHeight(QFontMetrics(small).lineSpacing() * 2 + 2);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void Card::setContent(const QString& value, const QString& detail, Tone tone)
{
    if (m_value->text() != value)
        m_value->setText(value);
    if (m_detail->text() != detail)
        m_detail->setText(detail);
    if (tone != m_tone) {
        m_tone = tone;
        applyTone();
    }
    setAccessibleDescription(detail.isEmpty() ? value : value + QStringLiteral(", ") + detail);
}

QString Card::title() const
{
    return m_title->text();
}

QString Card::value() const
{
    return m_value->text();
}

QString Card::detail() const
{
    return m_detail->text();
}

void Card::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyTone();
    QFrame::changeEvent(event);
}

void Card::applyTone()
{
    QPalette p = m_value->palette();
    p.setColor(QPalette::WindowText, Theme::text(m_tone));
    m_value->setPalette(p);
}

}  // namespace syncwall::ui
