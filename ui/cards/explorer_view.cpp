#include "explorer_view.h"

#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

#include "controls/scroll_bar_watcher.h"
#include "controls/wrap_label.h"
#include "headline_cards.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "panel/problem_text.h"
#include "sweep_table.h"
#include "warning_banner.h"

namespace syncwall::ui {

ExplorerView::ExplorerView(ScenarioModel* model, QWidget* parent)
    : QScrollArea(parent), m_model(model)
{
    setObjectName(QStringLiteral("explorerView"));
    setAccessibleName(tr("Explorer"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(12, 12, 12, 12);
    column->setSpacing(10);
    m_banner = new WarningBanner(this);  // outside the scrolled content: placeBanner
    // The bar coming or going changes the viewport's width after a resize: the banner follows
    // (a tester saw it 14 px wider than the table after a height change).
    new ScrollBarWatcher(this, [this] { placeBanner(); });
    m_cards = new HeadlineCards(model, content);
    auto* sweepTitle = new WrapLabel(tr("The same job at other GPU counts (the best layout at "
                                        "each; the rest as in this run, global batch and "
                                        "tokens included)"),
                                     content);
    sweepTitle->setObjectName(QStringLiteral("sectionTitle"));
    m_sweep = new SweepTable(model, content);
    sweepTitle->setBuddy(m_sweep);
    column->addWidget(m_cards);
    column->addSpacing(6);
    column->addWidget(sweepTitle);
    column->addWidget(m_sweep, 1);
    setWidget(content);

    connect(model, &ScenarioModel::changed, this,
            [this] { follow(&ExplorerView::scenarioChanged); });
    connect(model->analysis(), &AnalysisRunner::sweepFinished, this,
            [this] { follow(&ExplorerView::sweepLanded); });
    connect(model->analysis(), &AnalysisRunner::monteCarloFinished, this,
            [this] { follow(&ExplorerView::monteCarloLanded); });
    refreshBanner();
}

void ExplorerView::follow(void (ExplorerView::*part)())
{
    if (isHidden()) {  // another tab is current
        m_stale = true;
        return;
    }
    (this->*part)();
}

void ExplorerView::scenarioChanged()
{
    m_cards->refresh();
    m_sweep->scenarioChanged();
    refreshBanner();
}

void ExplorerView::sweepLanded()
{
    m_cards->refreshSweep();
    m_sweep->refresh();
    refreshBanner();
}

void ExplorerView::monteCarloLanded() { m_cards->refreshMonteCarlo(); }

void ExplorerView::refreshAll()
{
    m_cards->refresh();
    m_sweep->refresh();
    refreshBanner();
}

void ExplorerView::showEvent(QShowEvent* event)
{
    if (m_stale) {
        m_stale = false;
        refreshAll();
    }
    QScrollArea::showEvent(event);
}

void ExplorerView::refreshBanner()
{
    QList<Warning> warnings;
    if (!m_model->isValid()) {
        warnings << WarningText::invalidInputs(
            ProblemText::list(m_model->problems(), &m_model->scenario()));
    } else {
        const auto& e = m_model->estimate();
        for (auto code : e.warnings)
            warnings << WarningText::describe(code, e);
        if (const SweepOutcome* sweep = m_model->analysis()->sweepToDraw())
            warnings << WarningText::pastSyncWall(m_model->scenario().gpus, sweep->wall);
    }
    m_banner->setWarnings(warnings);
    placeBanner();
}

void ExplorerView::placeBanner()
{
    // Under the viewport, inside the content's margins, with the same gap below it. The
    // viewport's width does not depend on its bottom margin.
    constexpr int kMargin = 12;
    const int w = std::max(0, viewport()->width() - 2 * kMargin);
    const int h = m_banner->isHidden() ? 0 : m_banner->heightForWidth(w);
    setViewportMargins(0, 0, 0, h > 0 ? h + kMargin : 0);
    const QRect at(viewport()->x() + kMargin, viewport()->geometry().bottom() + 1, w, h);
    if (m_banner->geometry() != at)
        m_banner->setGeometry(at);
}

void ExplorerView::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    placeBanner();
}

}  // namespace syncwall::ui
