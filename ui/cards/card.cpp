#include "card.h"

#include <QLabel>
#include <QLocale>
#include <QPaintEvent>
#include <QPainter>
#include <QVBoxLayout>

#include "controls/fit_label.h"
#include "controls/line_label.h"

namespace syncwall::ui {

namespace {
// Two lines as the UI language sets them: Chinese, Japanese and Korean text comes from a
// fallback font whose lines are taller than the Latin font's metrics say (32 px against 26 at
// the card's size), which cut the second line of every card in Chinese.
int twoLinesHeight(const QFont& font)
{
    const QLocale::Language language = QLocale().language();
    const bool cjk = language == QLocale::Chinese || language == QLocale::Japanese
                     || language == QLocale::Korean;
    const QString sample = cjk ? QStringLiteral("Ag\u56FD\nAg\u56FD") : QStringLiteral("Ag\nAg");
    return QFontMetrics(font)
        .boundingRect(QRect(0, 0, 4096, 4096), Qt::AlignLeft | Qt::AlignTop, sample)
        .height();
}
}  // namespace

Card::Card(const QString& title, QWidget* parent)
    : QFrame(parent), m_title(new QLabel(title, this)), m_value(new FitLabel(this)),
      m_detail(new LineLabel(this))
{
    setObjectName(QStringLiteral("card"));
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(title);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_value->setObjectName(QStringLiteral("cardValue"));
    m_detail->setObjectName(QStringLiteral("cardDetail"));
    // No word wrap, and no relayout when the text changes (a QLabel's setText() would lay the
    // whole view out again). Details carry their own line break; a line too long is cut.

    QFont valueFont = m_value->font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.6);
    valueFont.setWeight(QFont::DemiBold);
    m_value->setFont(valueFont);
    QFont small = m_detail->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_detail->setFont(small);
    m_title->setFont(small);
    // Two lines of context in every card, so a row of cards stays aligned whatever wraps.
    m_detail->setFixedHeight(twoLinesHeight(small) + 2);

    Theme::setTone(m_title, Tone::Muted);
    Theme::setTone(m_detail, Tone::Muted);

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
    m_value->setText(value);
    const QString whole = PaintedText::withoutVariants(detail);
    if (m_detail->text() != detail) {
        m_detail->setText(detail);
        m_detail->setToolTip(whole);
    }
    if (tone != m_tone) {
        m_tone = tone;
        Theme::setTone(m_value, tone);
    }
    QString spoken = whole;
    spoken.replace(QLatin1Char('\n'), QStringLiteral(", "));
    const QString full = m_value->fullText();
    setAccessibleDescription(whole.isEmpty() ? full : full + QStringLiteral(", ") + spoken);
}

void Card::paintEvent(QPaintEvent* event)
{
    // The antialiased outline is drawn once per size and palette and then copied: a new value
    // repaints the card under its labels, and stroking the rounded rectangle for each of the
    // sixteen cards was a good part of the explorer's frame.
    const QColor edge = palette().color(QPalette::Mid);
    const QColor fill = palette().color(QPalette::Base);
    const qreal dpr = devicePixelRatioF();
    if (m_background.isNull() || m_background.deviceIndependentSize() != QSizeF(size())
        || m_background.devicePixelRatio() != dpr || m_backgroundColors != std::pair {edge, fill}) {
        m_background = QPixmap((QSizeF(size()) * dpr).toSize());
        m_background.setDevicePixelRatio(dpr);
        m_background.fill(Qt::transparent);
        QPainter painter(&m_background);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(edge, 1));
        painter.setBrush(fill);
        painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
        m_backgroundColors = {edge, fill};
    }
    QPainter painter(this);
    const QRect dirty = event->rect();
    painter.drawPixmap(dirty, m_background,
                       QRectF(QRectF(dirty).topLeft() * dpr, QSizeF(dirty.size()) * dpr));
}

QString Card::title() const { return m_title->text(); }

QString Card::value() const { return m_value->fullText(); }

QString Card::detail() const { return m_detail->fullText(); }

}  // namespace syncwall::ui
