#include "problem_line.h"

#include <algorithm>

namespace syncwall::ui {

ProblemLine::ProblemLine(QWidget* parent) : WrapLabel(parent)
{
    setObjectName(QStringLiteral("problem"));
    hide();
}

void ProblemLine::setProblem(const QString& text, bool rowShown)
{
    if (text.isEmpty() && rowShown && isVisible()) {
        if (!m_holding)
            setMinimumHeight(std::max(0, height()));  // not yet laid out: -1
        m_holding = true;
        setText(text);
        return;
    }
    if (m_holding) {
        m_holding = false;
        setMinimumHeight(0);
    }
    setText(text);
    setVisible(rowShown && !text.isEmpty());
}

void ProblemLine::collapse()
{
    if (!m_holding)
        return;
    m_holding = false;
    setMinimumHeight(0);
    hide();
}

}  // namespace syncwall::ui
