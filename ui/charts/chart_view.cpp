#include "chart_view.h"

#include <QEvent>
#include <QLabel>

#include "chart_format.h"

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
    setInputs(ChartInputs {scenario, estimate, sweep, std::nullopt, std::nullopt});
}

void ChartView::setInputs(const ChartInputs& inputs)
{
    m_inputs = inputs;
    m_hasInputs = true;
    refresh();
    updateAccessibility();
}

void ChartView::setNotice(const QString& text)
{
    if (text.isEmpty()) {
        if (m_notice)
            m_notice->hide();
        setContentsMargins(0, 0, 0, 0);
        return;
    }
    if (!m_notice) {
        m_notice = new QLabel(this);
        m_notice->setObjectName(QStringLiteral("chartNotice"));
        m_notice->setWordWrap(true);
        m_notice->setMargin(8);
        m_notice->setAttribute(Qt::WA_TransparentForMouseEvents);
        m_notice->setFrameShape(QFrame::StyledPanel);
        m_notice->setAutoFillBackground(true);  // a tooltip's colours: readable in either theme
        m_notice->setBackgroundRole(QPalette::ToolTipBase);
        m_notice->setForegroundRole(QPalette::ToolTipText);
    }
    m_notice->setText(text);
    m_notice->show();
    m_notice->raise();
    placeNotice();
}

QString ChartView::notice() const
{
    return m_notice && !m_notice->isHidden() ? m_notice->text() : QString();
}

void ChartView::placeNotice()
{
    if (!m_notice || m_notice->isHidden())
        return;
    constexpr int kMargin = 12;
    const int width = std::max(120, this->width() - 2 * kMargin);
    // QLabel's heightForWidth stays within the label's own minimum and maximum size: with the
    // height fixed it answered the old height at any width (a note placed wide stayed one line
    // high when the window narrowed and clipped its text). Free the height, then ask.
    m_notice->setFixedWidth(width);
    m_notice->setMinimumHeight(0);
    m_notice->setMaximumHeight(QWIDGETSIZE_MAX);
    const int height = m_notice->heightForWidth(width);
    m_notice->setFixedHeight(height);
    m_notice->move(kMargin, kMargin);
    // The chart lays itself out under the note, not beneath it: its title and top axis stay
    // readable (every chart's layout sits in the widget's contents rectangle).
    setContentsMargins(0, height + 2 * kMargin, 0, 0);
}

void ChartView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeNotice();
}

void ChartView::takeSweep(const core::SweepResult& sweep)
{
    m_inputs.sweep = sweep;
    setAccessibleDescription(summary());
}

QString ChartView::summary() const
{
    // The few numbers every chart is about, for a screen reader; the rest is in the CSV.
    const core::Estimate& e = m_inputs.estimate;
    const core::SyncWall wall = m_inputs.wall();
    const QString wallText =
        wall.wall_gpus
            ? tr("past %1 GPUs the job gets slower").arg(ChartFormat::count(*wall.wall_gpus))
            : tr("no sync wall in the GPU counts swept");
    return tr("%1 GPUs: predicted JCT %2, expected with failures %3, GPU efficiency %4; %5. "
              "The data behind the chart: Edit, Copy Chart Data.")
        .arg(ChartFormat::count(m_inputs.scenario.gpus), ChartFormat::duration(e.run.predicted_s),
             ChartFormat::duration(e.run.expected_s), ChartFormat::percent(e.run.efficiency, 0),
             wallText);
}

void ChartView::updateAccessibility()
{
    setAccessibleName(title());
    setAccessibleDescription(summary());
    // The plot widgets inside take focus for hover and clicks: they answer to the chart's name.
    for (QWidget* child : findChildren<QWidget*>())
        if ((child->focusPolicy() & Qt::TabFocus) && child->accessibleName().isEmpty())
            child->setAccessibleName(title());
}

void ChartView::setBaseline(const core::Scenario& scenario, const core::Estimate& estimate,
                            const core::SweepResult& sweep)
{
    m_baseline = ChartInputs {scenario, estimate, sweep, std::nullopt, std::nullopt};
    if (m_hasInputs)
        refresh();
}

void ChartView::setDisplay(const ChartDisplay& display)
{
    if (display == m_display)
        return;
    m_display = display;
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
    if (m_hasInputs
        && (type == QEvent::PaletteChange || type == QEvent::LanguageChange
            || type == QEvent::FontChange))
        refresh();
}

}  // namespace syncwall::ui
