#include "chart_view.h"

#include <QEvent>

namespace syncwall::ui {

ChartView::ChartView(QWidget* parent) : QWidget(parent)
{
    qRegisterMetaType<core::Layout>();
    qRegisterMetaType<core::Scenario>();
    setMinimumSize(480, 320);
}

void ChartView::setInputs(const core::Scenario& scenario, const core::Estimate& estimate,
                          const core::SweepResult& sweep)
{
    setInputs(ChartInputs{scenario, estimate, sweep});
}

void ChartView::setInputs(const ChartInputs& inputs)
{
    m_inputs = inputs;
    m_hasInputs = true;
    refresh();
}

void ChartView::setBaseline(const core::Scenario& scenario, const core::Estimate& estimate,
                            const core::SweepResult& sweep)
{
    m_baseline = ChartInputs{scenario, estimate, sweep};
    if (m_hasInputs)
        refresh();
}

void ChartView::clearBaseline()
{
    if (!m_baseline)
        return;
    m_baseline.reset();
    if (m_hasInputs)
        refresh();
}

void ChartView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Follow a theme switch or a language change.
    const auto type = event->type();
    if (m_hasInputs && (type == QEvent::PaletteChange || type == QEvent::LanguageChange ||
                        type == QEvent::FontChange))
        refresh();
}

}  // namespace syncwall::ui
