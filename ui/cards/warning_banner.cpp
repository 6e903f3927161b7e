#include "warning_banner.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace syncwall::ui {

WarningBanner::WarningBanner(QWidget* parent) : QFrame(parent), m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("warningBanner"));
    setAccessibleName(tr("Warnings"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->addWidget(m_label);
    hide();
}

void WarningBanner::setWarnings(const QList<Warning>& warnings)
{
    QList<Warning> shown;
    for (const auto& w : warnings)
        if (!w.text.isEmpty())
            shown << w;
    const bool same = shown.size() == m_warnings.size()
                      && std::equal(shown.begin(), shown.end(), m_warnings.begin(),
                                    [](const Warning& a, const Warning& b) {
                                        return a.text == b.text && a.tone == b.tone;
                                    });
    if (same)
        return;
    m_warnings = shown;
    applyColors();
    setVisible(!m_warnings.isEmpty());
    setAccessibleDescription(texts().join(QLatin1Char('\n')));
}

QStringList WarningBanner::texts() const
{
    QStringList out;
    for (const auto& w : m_warnings)
        out << w.text;
    return out;
}

void WarningBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyColors();
    QFrame::changeEvent(event);
}

void WarningBanner::applyColors()
{
    bool bad = false;
    QStringList lines;
    for (const auto& w : m_warnings) {
        bad |= w.tone == Tone::Bad;
        lines << QStringLiteral("<span style=\"color:%1\">\u25B2</span>&nbsp;%2")
                     .arg(Theme::text(w.tone).name(),
                          w.text.toHtmlEscaped().replace(QLatin1Char('\n'),
                                                         QStringLiteral("<br>&nbsp;&nbsp;&nbsp;")));
    }
    const QString html = lines.join(QStringLiteral("<br>"));
    if (m_label->text() != html)
        m_label->setText(html);
    m_tone = bad ? Tone::Bad : Tone::Warning;
    update();
}

void WarningBanner::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Theme::text(m_tone), 1));
    painter.setBrush(Theme::background(m_tone));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
}

}  // namespace syncwall::ui
