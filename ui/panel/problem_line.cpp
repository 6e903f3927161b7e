#include "problem_line.h"

#include <algorithm>

#include "theme/theme.h"

namespace syncwall::ui {

ProblemLine::ProblemLine(QWidget* parent) : WrapLabel(parent)
{
    setObjectName(QStringLiteral("problem"));
    hide();
}

void ProblemLine::setFloatHost(QWidget* host, std::function<QRect()> anchor)
{
    m_host = host;
    m_anchor = std::move(anchor);
}

bool ProblemLine::isFloating() const { return m_callout && !m_callout->isHidden(); }

void ProblemLine::setProblem(const QString& text, bool rowShown)
{
    if (text.isEmpty()) {
        hideCallout();  // it took no room: nothing moves
        if (rowShown && isVisible()) {
            if (!m_holding)
                setMinimumHeight(std::max(0, height()));  // not yet laid out: -1
            m_holding = true;
            setText(text);
            return;
        }
    }
    setText(text);
    if (text.isEmpty() || !rowShown) {
        hideCallout();
        if (m_holding) {
            m_holding = false;
            setMinimumHeight(0);
        }
        hide();
        return;
    }
    // A line that has its place (shown, or held empty) shows the words there; a held line keeps
    // its height until settle(), so a shorter problem moves nothing either.
    if (!isHidden())
        return;
    if (m_host && m_host->isVisible() && m_anchor)
        showCallout();
    else
        show();
}

void ProblemLine::showCallout()
{
    if (!m_callout) {
        m_callout = new WrapLabel(m_host);
        m_callout->setObjectName(QStringLiteral("problemCallout"));
        m_callout->setAccessibleName(accessibleName());
        m_callout->setAutoFillBackground(true);
        m_callout->setFrameShape(QFrame::StyledPanel);
        m_callout->setMargin(3);
        Theme::setTone(m_callout, Tone::Bad, true);
        m_callout->hide();
    }
    m_callout->setText(text());
    const QRect at = m_anchor();
    m_callout->setGeometry(at.x(), at.y(), at.width(), m_callout->heightForWidth(at.width()));
    m_callout->raise();
    m_callout->show();
}

void ProblemLine::hideCallout()
{
    if (isFloating())
        m_callout->hide();
}

void ProblemLine::place()
{
    if (!isFloating())
        return;
    hideCallout();
    show();
}

void ProblemLine::settle()
{
    place();
    if (!m_holding)
        return;
    m_holding = false;
    setMinimumHeight(0);
    if (text().isEmpty())
        hide();
}

}  // namespace syncwall::ui
