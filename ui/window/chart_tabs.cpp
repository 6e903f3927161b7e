#include "chart_tabs.h"

#include "charts/chart_factory.h"
#include "charts/chart_view.h"
#include "charts/compare_table.h"
#include "core/estimator.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "model/scenario_title.h"
#include "theme/theme.h"
#include "view_host.h"

namespace syncwall::ui {

namespace {

// Tabs carry short names with mnemonics; the chart's full title is the tab's tooltip.
QString tabLabel(const QString& name, const QString& fallback)
{
    if (name == QLatin1String("scaling"))
        return ChartTabs::tr("S&caling");
    if (name == QLatin1String("breakdown"))
        return ChartTabs::tr("B&reakdown");
    if (name == QLatin1String("checkpoint"))
        return ChartTabs::tr("Chec&kpoints");
    if (name == QLatin1String("memory"))
        return ChartTabs::tr("&Memory");
    if (name == QLatin1String("layouts"))
        return ChartTabs::tr("&Layouts");
    if (name == QLatin1String("syncwall"))
        return ChartTabs::tr("Sync &Wall");
    if (name == QLatin1String("compare"))
        return ChartTabs::tr("C&ompare");
    if (name == QLatin1String("sensitivity"))
        return ChartTabs::tr("&Sensitivity");
    return fallback;
}

}  // namespace

ChartTabs::ChartTabs(ScenarioModel* model, ViewHost* views, QObject* parent)
    : QObject(parent), m_model(model), m_views(views)
{
    for (const QString& name : chartNames()) {
        ChartView* chart = makeChart(name, views).release();
        if (!chart)
            continue;
        m_charts << chart;
        views->addView(name, tabLabel(name, chart->title()), chart);
        views->setTabToolTip(views->indexOf(chart), chart->title());
        connectRequests(chart);
        if (auto* compare = qobject_cast<CompareTable*>(chart)) {
            connect(compare, &CompareTable::pinRequested, this, &ChartTabs::pinBaseline);
            compare->setVerdictColors(
                [](bool better) { return Theme::text(better ? Tone::Good : Tone::Bad); });
        }
    }
    markAllStale();
    connect(model, &ScenarioModel::changed, this, [this] {
        keepLastGood();
        // A chart showing the last computed scenario keeps its inputs (and its worker's work)
        // while the inputs stay uncomputable.
        for (ChartView* c : m_charts)
            if (!m_showingLastGood.contains(c))
                c->scenarioChanging();
        markAllStale();
        // The sweep follows within a few milliseconds: a chart that draws it is drawn once, when
        // it lands, rather than a frame with the new estimate over the old sweep and then
        // another; a chart that does not is drawn now.
        const ChartView* visible = currentChart();
        if (m_model->analysis()->isSweepSettled() || (visible && !visible->drawsSweep()))
            refreshVisible();
    });
    connect(model->analysis(), &AnalysisRunner::sweepFinished, this, [this] {
        keepLastGood();
        const SweepOutcome* sweep = m_model->analysis()->sweepToDraw();
        for (ChartView* c : m_charts) {
            if (c->drawsSweep() || !sweep)
                m_stale.insert(c);
            else if (!m_stale.contains(c))
                c->takeSweep(sweep->sweep);  // drawn already for this scenario
        }
        refreshVisible();
    });
    connect(model->analysis(), &AnalysisRunner::monteCarloFinished, this, [this] {
        keepLastGood();
        for (ChartView* c : m_charts)
            if (c->drawsMonteCarlo())
                m_stale.insert(c);
        refreshVisibleSoon();
    });
    m_paced.setSingleShot(true);
    connect(&m_paced, &QTimer::timeout, this, &ChartTabs::refreshVisible);
    connect(views, &QTabWidget::currentChanged, this, &ChartTabs::refreshVisible);
}

ChartView* ChartTabs::currentChart() const
{
    return qobject_cast<ChartView*>(m_views->currentWidget());
}

ChartView* ChartTabs::chart(const QString& name) const
{
    for (ChartView* c : m_charts)
        if (c->name() == name)
            return c;
    return nullptr;
}

ChartInputs ChartTabs::currentInputs() const
{
    const AnalysisRunner* analysis = m_model->analysis();
    const SweepOutcome* sweep = analysis->sweepToDraw();
    ChartInputs in {m_model->scenario(), m_model->estimate(),
                    sweep ? sweep->sweep : core::SweepResult {}, std::nullopt, std::nullopt};
    if (const MonteCarloOutcome* mc = analysis->monteCarloToDraw()) {
        in.band = mc->band;
        in.monteCarlo = mc->result;
    }
    return in;
}

void ChartTabs::keepLastGood()
{
    // A chart first shown after the inputs went bad had nothing to show ("fix them to see this
    // chart") when no chart had been drawn since the file was opened.
    // The estimate is the new scenario's at once, its sweep lands later: wait for that sweep,
    // or the last good picture would pair the new estimate with the old scenario's sweep.
    if (!m_model->isValid() || m_model->analysis()->sweepState() != AnalysisRunner::State::Current)
        return;
    m_lastGood = currentInputs();
    m_showingLastGood.clear();
}

void ChartTabs::markAllStale()
{
    for (ChartView* c : m_charts)
        m_stale.insert(c);
}

void ChartTabs::refreshVisible()
{
    m_paced.stop();
    ChartView* visible = currentChart();
    if (visible && m_stale.contains(visible))
        feed(visible);
}

void ChartTabs::refreshVisibleSoon()
{
    constexpr qint64 kFrameMs = 16;
    ChartView* visible = currentChart();
    if (!visible || !m_stale.contains(visible) || m_paced.isActive())
        return;
    const qint64 since = m_sinceFeed.isValid() ? m_sinceFeed.elapsed() : kFrameMs;
    if (since >= kFrameMs)
        refreshVisible();
    else
        m_paced.start(int(kFrameMs - since));
}

void ChartTabs::bringUpToDate(ChartView* chart)
{
    if (chart && m_stale.contains(chart))
        feed(chart);
}

void ChartTabs::feed(ChartView* chart)
{
    // An invalid scenario has no estimate worth drawing: every chart shows the last scenario
    // that had one (not whatever each last drew while hidden), and says so over the picture.
    if (!m_model->isValid()) {
        m_stale.remove(chart);
        if (!m_lastGood) {
            chart->setNotice(
                tr("These inputs cannot be computed (the parameter panel says why): fix "
                   "them to see this chart."));
            return;
        }
        if (!m_showingLastGood.contains(chart)) {
            chart->setInputs(*m_lastGood);
            m_showingLastGood.insert(chart);
        }
        chart->setNotice(tr("These inputs cannot be computed (the parameter panel says why); this "
                            "chart shows the last scenario that could be: %1.")
                             .arg(ScenarioTitle::of(m_lastGood->scenario, m_model->catalog())));
        return;
    }
    // keepLastGood alone decides what is kept for when the inputs go bad; this chart now shows
    // the current scenario.
    m_showingLastGood.remove(chart);
    chart->setNotice({});
    chart->setInputs(currentInputs());
    if (m_baseline)
        chart->setBaseline(m_baseline->scenario, m_baseline->estimate, m_baseline->sweep);
    else
        chart->clearBaseline();
    m_stale.remove(chart);
    m_sinceFeed.start();
}

void ChartTabs::connectRequests(ChartView* chart)
{
    connect(chart, &ChartView::gpuCountRequested, this, [this](int gpus) {
        m_model->editField(QStringLiteral("cluster.gpus"), gpus, 0, tr("GPU count from chart"));
    });
    connect(chart, &ChartView::layoutRequested, this, [this](const core::Layout& layout) {
        m_model->editScenario(core::withLayout(m_model->scenario(), layout),
                              tr("Layout from chart"));
    });
    connect(chart, &ChartView::scenarioChangeRequested, this, [this](const core::Scenario& s) {
        m_model->editScenario(s, tr("Apply what moves the sync wall"));
    });
}

void ChartTabs::pinBaseline()
{
    if (!m_model->isValid())
        return;
    const AnalysisRunner* analysis = m_model->analysis();
    ChartInputs base;
    base.scenario = m_model->scenario();
    base.estimate = m_model->estimate();
    if (analysis->sweepState() == AnalysisRunner::State::Current)
        base.sweep = analysis->sweep().sweep;
    else
        base = ChartInputs::compute(m_model->scenario());
    m_baseline = base;
    markAllStale();
    refreshVisible();
    emit baselineChanged(true);
}

void ChartTabs::clearBaseline()
{
    m_baseline.reset();
    markAllStale();
    refreshVisible();
    emit baselineChanged(false);
}

}  // namespace syncwall::ui
