// Every chart is fed by the core's numbers: spot checks of each chart's data (its CSV or its
// model) against core::estimate, core::sweepGpus, core::reliabilityCost and core::searchLayouts.

#include <atomic>
#include <map>

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QPainter>
#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <qcustomplot.h>

#include "chart_support.h"
#include "core/estimator.h"
#include "core/layout_search.h"
#include "core/scenario_keys.h"
#include "core/validator.h"
#include "ui/charts/breakdown_chart.h"
#include "ui/charts/breakdown_parts.h"
#include "ui/charts/chart_factory.h"
#include "ui/charts/chart_format.h"
#include "ui/charts/checkpoint_chart.h"
#include "ui/charts/compare_table.h"
#include "ui/charts/layouts_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/qcp_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/syncwall_finder.h"

namespace syncwall::ui::test {
namespace {

// `chart` on screen, width x 600, fed the default inputs; its plot.
QCustomPlot* shown(ChartView& chart, int width)
{
    chart.setInputs(defaultInputs());
    chart.resize(width, 600);
    chart.show();
    QApplication::processEvents();
    return chart.findChild<QCustomPlot*>();
}

TEST(ChartFactory, MakesEveryNamedChartAndNothingElse)
{
    for (const QString& name : chartNames()) {
        auto chart = makeChart(name);
        ASSERT_TRUE(chart) << name.toStdString();
        EXPECT_EQ(chart->name(), name);
        EXPECT_FALSE(chart->title().isEmpty());
    }
    for (const char* name : {"scaling", "breakdown", "checkpoint", "memory", "layouts", "syncwall"})
        EXPECT_TRUE(chartNames().contains(QString::fromLatin1(name))) << name;
    EXPECT_FALSE(makeChart(QStringLiteral("pie")));
}

TEST(ScalingChart, CsvCarriesTheSweepAndMatchesTheEstimator)
{
    const ChartInputs& in = defaultInputs();
    ScalingChart chart;
    chart.setInputs(in);
    const Csv csv(chart.csv());
    ASSERT_EQ(csv.rows.size(), in.sweep.points.size());
    const int row = csv.find("gpus", QStringLiteral("2048"));
    ASSERT_GE(row, 0);
    // The same count and layout, estimated directly.
    core::Scenario at = in.scenario;
    at.gpus = 2048;
    core::Layout layout = in.sweep.points.at(std::size_t(row)).estimate.layout;
    EXPECT_EQ(csv.number(std::size_t(row), "tp"), layout.tp);
    const core::Estimate direct = core::estimate(core::withLayout(at, layout));
    EXPECT_NEAR(csv.number(std::size_t(row), "predicted_jct_s"), direct.run.predicted_s,
                1e-6 * direct.run.predicted_s);
    EXPECT_NEAR(csv.number(std::size_t(row), "expected_jct_s"), direct.run.expected_s,
                1e-6 * direct.run.expected_s);
    EXPECT_NEAR(csv.number(std::size_t(row), "efficiency"), direct.run.efficiency, 1e-9);
}

TEST(BreakdownChart, EveryStepPartIsInExactlyOneBar)
{
    // A part the core adds to the step (core/step_parts.h) must show: in one bar, not two.
    std::map<core::StepPart, int> bars;
    for (const BreakdownPart& bar : BreakdownParts::all())
        for (core::StepPart part : bar.parts)
            ++bars[part];
    for (const core::StepPartInfo& info : core::kStepParts)
        EXPECT_EQ(bars[info.part], 1) << info.key;
    // And the bars add up to the step, for a step that has every part.
    core::StepBreakdown step;
    double sum = 0;
    for (const core::StepPartInfo& info : core::kStepParts)
        sum += (step.*info.seconds = 1 + static_cast<int>(info.part));
    step.total_s = core::sumOfParts(step);
    EXPECT_DOUBLE_EQ(step.total_s, sum);
    double drawn = 0;
    for (const BreakdownPart& bar : BreakdownParts::present({step}))
        drawn += bar.value(step);
    EXPECT_DOUBLE_EQ(drawn, step.total_s);
}

TEST(BreakdownChart, CurrentRowIsTheEstimatesStepAndPartsAddUp)
{
    const ChartInputs& in = defaultInputs();
    BreakdownChart chart;
    chart.setInputs(in);
    const Csv csv(chart.csv());
    const int row = csv.find("series", QStringLiteral("current"));
    ASSERT_EQ(row, 0);
    const core::StepBreakdown& s = core::estimate(in.scenario).step;
    EXPECT_DOUBLE_EQ(csv.number(0, "compute_s"), s.compute_s);
    EXPECT_DOUBLE_EQ(csv.number(0, "tp_comm_s"), s.tp_comm_s);
    EXPECT_DOUBLE_EQ(csv.number(0, "bubble_s"), s.bubble_s);
    double sum = 0;
    for (const char* part : {"compute_s", "tp_comm_s", "cp_ep_comm_s", "pp_comm_s", "bubble_s",
                             "dp_comm_exposed_s", "optimizer_s", "straggler_s"})
        sum += csv.number(0, part);
    EXPECT_NEAR(sum, s.total_s, 1e-9 * s.total_s);
    EXPECT_EQ(int(csv.rows.size()),
              1
                  + int(std::count_if(in.sweep.points.begin(), in.sweep.points.end(),
                                      [](const core::SweepPoint& p) { return p.valid; })));
}

TEST(BreakdownChart, BarsFollowANewEstimateWhetherTheChartsAreRebuiltOrUpdated)
{
    // The same parts and GPU counts update the bars in place; a new GPU count rebuilds: either
    // way the bars drawn are the new estimate's.
    BreakdownChart chart;
    chart.setInputs(defaultInputs());
    core::Scenario slower = defaultInputs().scenario;
    slower.training.globalBatch *= 2;
    core::Scenario bigger = defaultInputs().scenario;
    bigger.gpus *= 2;
    for (const core::Scenario& s : {slower, bigger}) {
        const ChartInputs in = ChartInputs::compute(s);
        chart.setInputs(in);
        const QList<QChartView*> views = chart.findChildren<QChartView*>();
        ASSERT_EQ(views.size(), 2);
        const QList<QBarSet*> current =
            static_cast<QAbstractBarSeries*>(views[0]->chart()->series().constFirst())->barSets();
        double drawn = 0;
        for (QBarSet* set : current)
            drawn += set->at(0);
        EXPECT_NEAR(drawn, in.estimate.step.total_s, 1e-9 * in.estimate.step.total_s);
        EXPECT_TRUE(
            views[0]->chart()->title().contains(ChartFormat::duration(in.estimate.step.total_s)));
        const QList<QBarSet*> sweep =
            static_cast<QAbstractBarSeries*>(views[1]->chart()->series().constFirst())->barSets();
        const core::SweepPoint& last = in.sweep.points.back();
        ASSERT_TRUE(last.valid);
        EXPECT_DOUBLE_EQ(sweep.front()->at(sweep.front()->count() - 1),
                         last.estimate.step.compute_s);
    }
}

TEST(BreakdownChart, SetsThatComeAndGoInPlaceDrawWhatNewChartsDraw)
{
    // Issue 16 item 15: a part that comes or goes (CP/EP with a second expert), a new GPU count
    // and a baseline pinned or not update the charts in place; they must draw what charts built
    // from the same inputs draw: the same pixels, but for the legend's pattern swatches (a
    // texture's phase follows where Qt Charts placed the swatch first), whose names, order and
    // visibility must match instead.
    core::Scenario moe = defaultInputs().scenario;
    core::findScenarioKey("model.moe.experts")->set(moe, 2.0);
    core::Scenario moreGpus = defaultInputs().scenario;
    moreGpus.gpus *= 2;
    const ChartInputs dense = defaultInputs();
    const ChartInputs experts = ChartInputs::compute(moe);
    const auto partsOf = [](const ChartInputs& in) {
        QVector<core::StepBreakdown> steps {in.estimate.step};
        for (const core::SweepPoint& p : in.sweep.points)
            if (p.valid)
                steps << p.estimate.step;
        return BreakdownParts::present(steps).size();
    };
    ASSERT_GT(partsOf(experts), partsOf(dense));
    struct Drawn {
        QImage pixels;
        QStringList legend;
    };
    const auto drawn = [](BreakdownChart& chart) {
        chart.resize(900, 420);
        for (int i = 0; i < 3; ++i)  // Qt Charts lays its items out from posted events
            QCoreApplication::processEvents();
        Drawn out {chart.grab().toImage(), {}};
        QPainter painter(&out.pixels);
        for (QChartView* view : chart.findChildren<QChartView*>()) {
            QLegend* legend = view->chart()->legend();
            for (QLegendMarker* marker : legend->markers())
                out.legend << QStringLiteral("%1 %2").arg(marker->label()).arg(marker->isVisible());
            if (legend->isVisible()) {  // swatches and names: compared by name above
                const QRect at = view->mapFromScene(legend->sceneBoundingRect()).boundingRect();
                painter.fillRect(at.translated(view->mapTo(&chart, QPoint())), Qt::black);
            }
        }
        return out;
    };
    for (const bool pinned : {false, true}) {
        BreakdownChart updated;
        updated.setInputs(dense);
        if (pinned)
            updated.setBaseline(dense.scenario, dense.estimate, dense.sweep);
        (void)drawn(updated);
        for (const ChartInputs& in : {experts, ChartInputs::compute(moreGpus), dense}) {
            updated.setInputs(in);
            BreakdownChart fresh;
            if (pinned)
                fresh.setBaseline(dense.scenario, dense.estimate, dense.sweep);
            fresh.setInputs(in);
            const Drawn a = drawn(updated), b = drawn(fresh);
            const QString what = QStringLiteral("pinned %1, %2 GPUs, %3 sets")
                                     .arg(pinned)
                                     .arg(in.scenario.gpus)
                                     .arg(partsOf(in));
            EXPECT_TRUE(a.pixels == b.pixels) << qPrintable(what);
            EXPECT_EQ(a.legend, b.legend) << qPrintable(what);
            // The legend names the parts present, once each (a part at zero has no marker).
            EXPECT_EQ(a.legend.filter(QStringLiteral(" 1")).size(), partsOf(in))
                << qPrintable(what);
        }
    }
}

TEST(BreakdownChart, ANarrowViewStacksItsChartsSoTheLegendFits)
{
    // The 1024 px window's views are about 600 px wide: beside the sweep, the scenario's chart
    // had cut its legend ("Warten auf Str"). Narrow, the charts stack; wide, they stand side by
    // side.
    BreakdownChart chart;
    chart.setInputs(defaultInputs());
    chart.resize(600, 640);
    chart.show();
    QApplication::processEvents();
    EXPECT_TRUE(chart.stacked());
    chart.resize(1300, 640);
    QApplication::processEvents();
    EXPECT_FALSE(chart.stacked());
}

TEST(BreakdownChart, TheBaselinesBarGetsRoomForBothLabels)
{
    // A 1,280 px window's chart area is about 916 px: with a baseline, the scenario's chart
    // had kept 2/5 of it and Qt cut "Current" to "Curr...". It now takes what its labels need.
    BreakdownChart chart;
    const ChartInputs in = defaultInputs();
    chart.setInputs(in);
    chart.setBaseline(in.scenario, in.estimate, in.sweep);
    chart.resize(916, 700);
    chart.show();
    QApplication::processEvents();
    ASSERT_FALSE(chart.stacked());
    const QList<QChartView*> views = chart.findChildren<QChartView*>();
    ASSERT_FALSE(views.isEmpty());
    QStringList texts;
    for (QGraphicsItem* item : views.constFirst()->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
            texts << text->toPlainText();
    EXPECT_TRUE(texts.contains(QStringLiteral("Current")))
        << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Pinned")))
        << texts.join(QLatin1Char('|')).toStdString();
}

TEST(LayoutsChart, CellsWhoseBestLayoutIsZeroThreeAreMarked)
{
    // ZeRO-3 is outside the validated range: its cells carry a mark and the legend says why.
    // The search keeps the scenario's ZeRO stage, so this scenario asks for ZeRO-3.
    ChartInputs in = defaultInputs();
    in.scenario.parallel.zero = 3;
    LayoutsChart chart;
    chart.setInputs(in);
    auto* plot = chart.findChild<QCustomPlot*>();
    ASSERT_TRUE(plot);
    const LayoutGrid& grid = chart.grid();
    int zero3 = 0, marked = 0;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(plot->item(i));
        if (!text)
            continue;
        const QPointF at = text->position->coords();
        const LayoutCell& c = grid.at(std::size_t(at.x()), std::size_t(at.y()));
        if (!c.valid || !c.fits)
            continue;
        const bool isZero3 = c.best.layout.zero >= 3;
        zero3 += isZero3;
        marked += text->text().endsWith(QLatin1Char('*'));
        EXPECT_EQ(text->text().endsWith(QLatin1Char('*')), isZero3) << c.tp << "x" << c.pp;
    }
    EXPECT_GT(zero3, 0);
    EXPECT_EQ(marked, zero3);
    bool legend = false;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            legend |= item->plottable()->name().contains(QStringLiteral("ZeRO-3"));
    EXPECT_TRUE(legend);
}

TEST(CheckpointChart, DrawsNoHistogramUntilThisEstimatesMonteCarloLands)
{
    // The window feeds the chart before the worker's Monte Carlo lands: no histogram then (the
    // previous scenario's would sit beside the new curve), and the panel says it is running.
    CheckpointChart chart;
    chart.setInputs(defaultInputs());
    ASSERT_GT(chart.curve().monteCarlo.trials, 0);
    ChartInputs pending = ChartInputs::compute(defaultInputs().scenario);
    pending.scenario.gpus *= 2;
    pending.estimate = core::estimate(pending.scenario);
    pending.monteCarlo.reset();
    pending.band.reset();
    chart.setInputs(pending);
    EXPECT_EQ(chart.curve().monteCarlo.trials, 0);
    auto* plot = chart.findChild<QCustomPlot*>();
    ASSERT_TRUE(plot);
    for (int i = 0; i < plot->plottableCount(); ++i)
        EXPECT_FALSE(qobject_cast<QCPBars*>(plot->plottable(i))) << "a histogram was drawn";
    bool running = false;
    for (auto* t : plot->findChildren<QCPTextElement*>())
        running |= t->text().contains(QStringLiteral("running"));
    EXPECT_TRUE(running);
    pending.monteCarlo = core::simulateRun(pending.estimate);
    chart.setInputs(pending);
    EXPECT_EQ(chart.curve().monteCarlo.trials, core::kRunMonteCarloTrials);
}

TEST(CheckpointChart, CurveComesFromReliabilityCostAndMarksTheOptima)
{
    const ChartInputs& in = defaultInputs();
    CheckpointChart chart;
    chart.setInputs(in);
    const CheckpointCurve& c = chart.curve();
    const core::ReliabilityResult& r = in.estimate.reliability;
    EXPECT_DOUBLE_EQ(c.young_s, r.young_interval_s);
    EXPECT_DOUBLE_EQ(c.daly_s, r.daly_interval_s);
    ASSERT_GT(c.interval_s.size(), 20u);
    // At the estimate's own interval the curve's formula gives the estimate's overhead.
    core::ReliabilityInputs at = core::reliabilityInputsOf(in.estimate);
    const core::ReliabilityOutputs out = core::reliabilityCost(at);
    EXPECT_NEAR(out.checkpoint_overhead_s + out.failure_overhead_s, c.currentTotal_s,
                1e-6 * c.currentTotal_s);
    EXPECT_NEAR(out.expected_s, in.estimate.run.expected_s, 1e-6 * in.estimate.run.expected_s);
    // The total is the sum of its parts and has its minimum near Daly's optimum.
    std::size_t best = 0;
    for (std::size_t i = 0; i < c.total_s.size(); ++i) {
        EXPECT_DOUBLE_EQ(c.total_s[i], c.writes_s[i] + c.failures_s[i]);
        if (c.total_s[i] < c.total_s[best])
            best = i;
    }
    EXPECT_NEAR(std::log(c.interval_s[best] / c.daly_s), 0.0, 0.2);
    // Monte Carlo: the run's (core::simulateRun), ordered percentiles around the expected JCT.
    EXPECT_EQ(c.monteCarlo.trials, core::kRunMonteCarloTrials);
    EXPECT_LE(c.monteCarlo.p10_s, c.monteCarlo.p50_s);
    EXPECT_LE(c.monteCarlo.p50_s, c.monteCarlo.p90_s);
    EXPECT_NEAR(c.monteCarlo.mean_s / in.estimate.run.expected_s, 1.0, 0.05);
    const Csv csv(chart.csv());
    EXPECT_GE(csv.find("kind", QStringLiteral("mc_p90")), 0);
}

TEST(MemoryChart, ScenarioColumnIsTheEstimatesMemory)
{
    const ChartInputs& in = defaultInputs();
    MemoryChart chart;
    chart.setInputs(in);
    const Csv csv(chart.csv());
    const core::MemoryBreakdown& m = core::estimate(in.scenario).memory;
    EXPECT_DOUBLE_EQ(csv.number(0, "total_B"), m.total_B);
    EXPECT_DOUBLE_EQ(csv.number(0, "activations_B"), m.activations_B);
    EXPECT_DOUBLE_EQ(csv.number(0, "capacity_B"), m.capacity_B);
    chart.setMode(MemoryChart::Mode::TopLayouts);
    ASSERT_GE(chart.columns().size(), 2);
    core::SearchOptions options;
    options.top = 1;
    const core::RankedLayout best = core::searchLayouts(in.scenario, options).layouts.at(0);
    EXPECT_NEAR(chart.columns().at(1).estimate.memory.total_B, best.memory_B, 1e-6 * best.memory_B);
}

TEST(MemoryChart, CrowdedCategoryLabelsTurnInsteadOfRunningTogether)
{
    // Sixteen columns (the scenario and 8 ... 131,072 GPUs) in the plot a 1024 px window leaves
    // had read "16,38432,76865,536131,072": the labels turn 45 degrees there and stay level
    // where each fits its column.
    QCustomPlot plot;
    plot.xAxis->setTickLabelFont(QFont(QStringLiteral("Sans Serif"), 9));
    QStringList labels {QStringLiteral("This scenario\nTP 8 · PP 12")};
    for (int n = 8; n <= 131072; n *= 2)
        labels << ChartFormat::count(n);
    const double widest = QFontMetricsF(plot.xAxis->tickLabelFont())
                              .horizontalAdvance(QStringLiteral("This scenario"));
    QcpChart::fitCategoryLabels(plot.xAxis, labels, 0.8 * widest * labels.size());
    EXPECT_DOUBLE_EQ(plot.xAxis->tickLabelRotation(), -45);
    QcpChart::fitCategoryLabels(plot.xAxis, labels, 1.2 * widest * labels.size());
    EXPECT_DOUBLE_EQ(plot.xAxis->tickLabelRotation(), 0);
}

TEST(MemoryChart, AnOverCapacityTotalKeepsItsFigureInANarrowColumn)
{
    // In a 1,024 px window the clipped bars of 8-32 GPUs had read a bare "✕": their boxed totals
    // were wider than the columns. There they turn to read up the bar, whole; wide, they stay
    // level on the plot's top edge.
    const auto overCapacityLabels = [](int width) {
        MemoryChart chart;
        auto* plot = shown(chart, width);
        std::vector<std::pair<QString, double>> labels;  // text, rotation
        for (int i = 0; plot && i < plot->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)))
                if (t->text().startsWith(QStringLiteral("✕")))
                    labels.emplace_back(t->text(), t->rotation());
        return labels;
    };
    const auto narrow = overCapacityLabels(640);
    ASSERT_FALSE(narrow.empty());  // the default scenario's 8-32 GPUs do not fit
    for (const auto& [text, rotation] : narrow) {
        EXPECT_GT(text.size(), 2) << text.toStdString();  // the figure, not the mark alone
        EXPECT_DOUBLE_EQ(rotation, -90) << text.toStdString();
    }
    for (const auto& [text, rotation] : overCapacityLabels(2400)) {
        EXPECT_GT(text.size(), 2) << text.toStdString();
        EXPECT_DOUBLE_EQ(rotation, 0) << text.toStdString();
    }
}

TEST(MemoryChart, OverCapacityStacksEndAtThePlotsTopAsData)
{
    // An SVG export (no clip paths in Qt 6.4's generator) drew the clipped bars up through the
    // title: each stack is cut at the y range's top in its data.
    MemoryChart chart;
    auto* plot = shown(chart, 1200);
    ASSERT_NE(plot, nullptr);
    std::map<double, double> stacks;  // column key -> drawn height
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto* bars = qobject_cast<QCPBars*>(plot->plottable(i)))
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                stacks[it->key] += it->value;
    ASSERT_FALSE(stacks.empty());
    const double top = plot->yAxis->range().upper;
    bool reachesTop = false;
    for (const auto& [key, height] : stacks) {
        EXPECT_LE(height, top * (1 + 1e-9)) << key;
        reachesTop |= height >= top * (1 - 1e-9);
    }
    EXPECT_TRUE(reachesTop);  // the default scenario's 8-32 GPUs do not fit
}

TEST(CheckpointChart, ANarrowViewStacksTheHistogramUnderTheCurve)
{
    // In a 1,024 px window the histogram beside the curve was about 220 px wide, its P10, P50
    // and P90 labels stacked over its bars. Narrow, it goes under the curve with the same left
    // and right edges; wide, beside it.
    CheckpointChart chart;
    auto* plot = shown(chart, 650);
    ASSERT_NE(plot, nullptr);
    plot->replot();
    const auto rects = plot->axisRects();
    ASSERT_EQ(rects.size(), 2);
    EXPECT_GE(rects[1]->top(), rects[0]->bottom());
    EXPECT_EQ(rects[0]->left(), rects[1]->left());
    EXPECT_EQ(rects[0]->right(), rects[1]->right());
    chart.resize(1400, 600);
    QApplication::processEvents();
    plot->replot();
    const auto wide = plot->axisRects();
    EXPECT_GE(wide[1]->left(), wide[0]->right());
}

TEST(CheckpointChart, ATitleWiderThanItsPlotWrapsAtSpaces)
{
    // German at 1024 px: "Overhead über den Lauf vs. Checkpoint-Intervall" over a 400 px plot
    // had been cut at both ends. Lines stay within the width unless one word alone is wider.
    const QFont font(QStringLiteral("Sans Serif"), 12, QFont::Bold);
    const QString title = QStringLiteral("Overhead über den Lauf vs. Checkpoint-Intervall");
    const QFontMetricsF metrics(font);
    const double width = 0.6 * metrics.horizontalAdvance(title);
    const QString wrapped = QcpChart::wrapToWidth(title, font, width);
    EXPECT_EQ(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')), title);
    EXPECT_EQ(wrapped.count(QLatin1Char('\n')), 1) << wrapped.toStdString();
    for (const QString& line : wrapped.split(QLatin1Char('\n')))
        EXPECT_LE(metrics.horizontalAdvance(line), width) << line.toStdString();
    EXPECT_EQ(QcpChart::wrapToWidth(title, font, 2 * width), title);  // fits: one line
}

TEST(LayoutsChart, BestCellIsTheSearchsBestFittingLayout)
{
    const ChartInputs& in = defaultInputs();
    LayoutsChart chart;
    chart.setInputs(in);
    const LayoutGrid& grid = chart.grid();
    const core::SearchResult search = core::searchLayouts(in.scenario, core::SearchOptions {});
    ASSERT_FALSE(search.layouts.empty());
    ASSERT_TRUE(search.layouts.front().fits);
    const LayoutCell* best = grid.bestCell();
    ASSERT_TRUE(best);
    EXPECT_DOUBLE_EQ(best->best.step_s, search.layouts.front().step_s);
    EXPECT_EQ(best->tp, search.layouts.front().layout.tp);
    EXPECT_EQ(best->pp, search.layouts.front().layout.pp);
    const Csv csv(chart.csv());
    EXPECT_EQ(csv.rows.size(), grid.tps.size() * grid.pps.size());
}

TEST(LayoutsChart, RecomputeAutoGivesEveryCellOfTheThreeWaySearch)
{
    // The heatmap leaves recompute to Auto (a third of the search): every cell must still be what
    // the search that tries none, selective and full gives: the fastest fitting step, or where
    // nothing fits the least memory; dense and MoE, where some cells fit and where none does.
    core::Scenario moe = defaultInputs().scenario;
    core::findScenarioKey("model.moe.experts")->set(moe, 8.0);
    for (core::Scenario s : {defaultInputs().scenario, moe})
        for (int gpus : {8, 256, 1536}) {
            s.gpus = gpus;
            s.parallel.dp = 0;
            const LayoutGrid fast = LayoutGrid::compute(s);
            const LayoutGrid full =
                LayoutGrid::fromSearch(core::searchLayouts(s, core::SearchOptions {}));
            ASSERT_EQ(fast.tps, full.tps) << gpus;
            ASSERT_EQ(fast.pps, full.pps) << gpus;
            EXPECT_LT(fast.evaluated, full.evaluated);
            for (std::size_t i = 0; i < full.cells.size(); ++i) {
                const LayoutCell& a = fast.cells[i];
                const LayoutCell& b = full.cells[i];
                ASSERT_EQ(a.valid, b.valid) << gpus << " cell " << i;
                ASSERT_EQ(a.fits, b.fits) << gpus << " cell " << i;
                if (!b.valid)
                    continue;
                if (b.fits)
                    EXPECT_DOUBLE_EQ(a.best.step_s, b.best.step_s) << gpus << " cell " << i;
                else
                    EXPECT_DOUBLE_EQ(a.best.memory_B, b.best.memory_B) << gpus << " cell " << i;
            }
        }
}

TEST(SyncWallFinder, StatesTheCoresWallAndRerunsTheSweepPerLever)
{
    const ChartInputs& in = defaultInputs();
    SyncWallFinder finder;
    finder.setInputs(in);
    const WallLevers& levers = finder.levers();
    const core::SyncWall wall = in.wall();
    EXPECT_EQ(levers.base.wall_gpus, wall.wall_gpus);
    EXPECT_EQ(levers.base.efficiency85_gpus, wall.efficiency85_gpus);
    EXPECT_EQ(levers.base.efficiency70_gpus, wall.efficiency70_gpus);
    ASSERT_EQ(levers.levers.size(), 5u);
    const WallLever& bandwidth = levers.levers.front();
    EXPECT_EQ(bandwidth.kind, LeverKind::ScaleOutBandwidth);
    EXPECT_DOUBLE_EQ(bandwidth.scenario.hardware.scaleOut_bps,
                     2 * in.scenario.hardware.scaleOut_bps);
    const core::SyncWall moved = core::findSyncWall(
        core::sweepGpus(bandwidth.scenario, core::standardGpuCounts(in.scenario)));
    EXPECT_EQ(bandwidth.wall.wall_gpus, moved.wall_gpus);
    EXPECT_EQ(bandwidth.wall.wall_jct_s, moved.wall_jct_s);
    EXPECT_DOUBLE_EQ(bandwidth.expected_s, core::estimate(bandwidth.scenario).run.expected_s);
    EXPECT_EQ(levers.levers.at(2).scenario.training.globalBatch,
              2 * in.scenario.training.globalBatch);
    EXPECT_DOUBLE_EQ(levers.levers.at(3).scenario.comm.compression,
                     0.5 * in.scenario.comm.compression);
    EXPECT_TRUE(levers.levers.at(4).scenario.reliability.asyncCheckpoint);
    if (wall.wall_gpus) {
        EXPECT_TRUE(finder.headline().contains(QLocale().toString(*wall.wall_gpus)));
    }
}

TEST(SyncWallFinder, TheBestOtherLayoutSaysWhatDiffersBeyondTheParallelSizes)
{
    // The same TP, PP and DP at another schedule would read as no change at all: the lever
    // names the details that differ (here the interleaved schedule and its virtual stages).
    core::Layout now;
    now.tp = 8, now.pp = 16, now.dp = 128;
    core::Layout best = now;
    best.schedule = core::Schedule::Interleaved;
    best.virtualStages = 4;
    const QString text = ChartFormat::layoutChange(now, best);
    EXPECT_TRUE(text.startsWith(ChartFormat::layout(best))) << text.toStdString();
    EXPECT_TRUE(text.contains(ChartFormat::schedule(core::Schedule::Interleaved)))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("4 virtual stages"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("ZeRO"))) << text.toStdString();  // unchanged
    best.zero = 2;
    best.microBatch = 2;
    const QString more = ChartFormat::layoutChange(now, best);
    EXPECT_TRUE(more.contains(QStringLiteral("ZeRO 2"))) << more.toStdString();
    EXPECT_TRUE(more.contains(QStringLiteral("micro-batch 2"))) << more.toStdString();
    EXPECT_EQ(ChartFormat::layoutChange(now, now), ChartFormat::layout(now));
    // Only the virtual stages differ: the schedule both run is not repeated (the sweep table
    // appends this to a row with this run's degrees).
    core::Layout twoStages = best;
    twoStages.virtualStages = 2, twoStages.zero = now.zero, twoStages.microBatch = now.microBatch;
    best.zero = now.zero, best.microBatch = now.microBatch;
    EXPECT_EQ(ChartFormat::detailChange(twoStages, best), QStringLiteral("4 virtual stages"));
    // Context or expert parallelism that the change drops to 1 is named, not left unsaid.
    core::Layout split = now;
    split.cp = 2;
    split.ep = 4;
    const QString dropped = ChartFormat::layoutChange(split, now);
    EXPECT_TRUE(dropped.contains(QStringLiteral("CP 1"))) << dropped.toStdString();
    EXPECT_TRUE(dropped.contains(QStringLiteral("EP 1"))) << dropped.toStdString();
    EXPECT_FALSE(ChartFormat::layout(now).contains(QStringLiteral("CP"))) << "plain layout";

    // In the finder the lever's layout is the one its scenario runs, as estimated.
    const ChartInputs& in = defaultInputs();
    SyncWallFinder finder;
    finder.setInputs(in);
    const WallLever& layout = finder.levers().levers.at(1);
    ASSERT_EQ(layout.kind, LeverKind::Layout);
    const core::Layout expected =
        layout.available ? core::estimate(layout.scenario).layout : in.estimate.layout;
    EXPECT_EQ(layout.layout.tp, expected.tp);
    EXPECT_EQ(layout.layout.pp, expected.pp);
    EXPECT_EQ(layout.layout.virtualStages, expected.virtualStages);
    EXPECT_EQ(layout.layout.microBatch, expected.microBatch);
}

TEST(SyncWallFinder, CellsWrapRatherThanCutAndKeepNumbersWithTheirUnits)
{
    // German at 1024 px had cut "schnellste 2,57 Tage → 2,26 Ta" and "(−13 %": the effect
    // columns did not wrap. At the view's narrowest every cell fits its column, and a number
    // never parts from its unit where a line breaks.
    EXPECT_EQ(ChartFormat::keepNumbersWithUnits(QStringLiteral("16,1 Tage → 14,1 Tage (−13 %)")),
              QStringLiteral("16,1\u00A0Tage → 14,1\u00A0Tage (−13\u00A0%)"));
    SyncWallFinder finder;
    finder.setInputs(defaultInputs());
    finder.resize(finder.minimumWidth(), 900);
    finder.show();
    QApplication::processEvents();
    int cells = 0;
    for (const QLabel* label : finder.findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        ++cells;
        EXPECT_TRUE(label->wordWrap()) << label->text().toStdString();
        // The effect cells ("stays at …", "16.1 days → 14.1 days (−13%)") break only between
        // quantities: no plain space follows a digit.
        if (label->text().contains(QStringLiteral("\u2192"))
            && !label->text().startsWith(QStringLiteral("<b>"))) {  // not a lever's name
            EXPECT_FALSE(label->text().contains(QRegularExpression(QStringLiteral("\\d "))))
                << label->text().toStdString();
        }
    }
    EXPECT_GE(cells, 2 + 3 + 3 * 5);  // headline, crossings, header, three cells per lever
}

TEST(SyncWallFinder, LeversStopWhenCancelledAndSayTheyAreIncomplete)
{
    // The window cancels the levers' worker when the scenario changes (its sweeps would take a
    // core from the new scenario's sweep): a cancelled result must say it is incomplete, so the
    // finder never shows it; an uncancelled one is whole.
    const ChartInputs& in = defaultInputs();
    std::atomic<bool> cancel {true};
    const WallLevers stopped = WallLevers::compute(in, core::SweepLayoutPolicy::Best, &cancel);
    EXPECT_FALSE(stopped.complete);
    EXPECT_TRUE(stopped.levers.empty());
    cancel = false;
    const WallLevers whole = WallLevers::compute(in, core::SweepLayoutPolicy::Best, &cancel);
    EXPECT_TRUE(whole.complete);
    EXPECT_EQ(whole.levers.size(), 5u);
}

TEST(WallLevers, ALeverThatLeavesAnUnworkableInputIsNotOffered)
{
    // Twice the batch with fewer tokens than two steps leaves less than one step: applied, the
    // lever had loaded a scenario that showed "fix the inputs".
    ChartInputs in = defaultInputs();
    in.scenario.training.tokens =
        1.5 * double(in.scenario.training.globalBatch) * in.scenario.model.seqLen;
    ASSERT_TRUE(core::validate(in.scenario).empty());
    bool available = true;
    const core::Scenario doubled = WallLevers::changed(in, LeverKind::GlobalBatch, &available);
    EXPECT_FALSE(core::validate(doubled).empty());
    EXPECT_FALSE(available);
    in.scenario.training.tokens = 0;  // 20 per parameter: many steps
    WallLevers::changed(in, LeverKind::GlobalBatch, &available);
    EXPECT_TRUE(available);
}

TEST(CompareTable, DeltasAreBetweenTheTwoEstimates)
{
    const ChartInputs& in = defaultInputs();
    core::Scenario faster = in.scenario;
    faster.hardware.scaleOut_bps *= 2;
    const ChartInputs now = ChartInputs::compute(faster);
    CompareTable table;
    table.setInputs(now);
    EXPECT_TRUE(table.rows().isEmpty());
    table.setBaseline(in.scenario, in.estimate, in.sweep);
    const Csv csv(table.csv());
    const int row = csv.find("metric", QStringLiteral("expected_jct_s"));
    ASSERT_GE(row, 0);
    EXPECT_DOUBLE_EQ(csv.number(std::size_t(row), "baseline"), in.estimate.run.expected_s);
    EXPECT_DOUBLE_EQ(csv.number(std::size_t(row), "current"), now.estimate.run.expected_s);
    EXPECT_GE(csv.find("metric", QStringLiteral("cost_usd")), 0);
    EXPECT_GE(csv.find("metric", QStringLiteral("comm_share")), 0);
    // A metric the change leaves alone says so, not "+0 ms" beside values in days.
    bool unchanged = false;
    for (const CompareTable::Row& r : table.rows())
        if (r.verdict() == 0) {
            unchanged = true;
            EXPECT_EQ(r.deltaText, CompareTable::tr("no change")) << r.metric.toStdString();
        }
    EXPECT_TRUE(unchanged);  // the faster scale-out leaves the memory per GPU as it was
    // The GPU count is an input shown for reference: twice as many had read "worse".
    core::Scenario doubled = in.scenario;
    doubled.gpus *= 2;
    table.setInputs(ChartInputs::compute(doubled));
    bool gpusSeen = false;
    for (const CompareTable::Row& r : table.rows())
        if (r.key == QStringLiteral("gpus")) {
            gpusSeen = true;
            EXPECT_FALSE(r.judged);
            EXPECT_EQ(r.verdict(), 0);
            EXPECT_NE(r.deltaText, CompareTable::tr("no change"));  // the change is still said
        }
    EXPECT_TRUE(gpusSeen);
    EXPECT_TRUE(
        table.metricsTable()->findItems(CompareTable::tr("\u25BC worse"), Qt::MatchExactly).size()
        < table.metricsTable()->rowCount());
    table.setInputs(now);
    // Two figures that read differently get a verdict and a change, however small: 73.7 % and
    // 73.8 % (0.08 % apart, under the thousandth the table once called rounding) had read
    // "no change".
    ChartInputs close = in;
    core::Estimate base = in.estimate;
    base.run.efficiency = 0.7372;
    close.estimate.run.efficiency = 0.7378;
    table.setInputs(close);
    table.setBaseline(in.scenario, base, in.sweep);
    bool seen = false;
    for (const CompareTable::Row& r : table.rows())
        if (r.key == QStringLiteral("efficiency")) {
            seen = true;
            EXPECT_NE(r.baselineText, r.currentText);
            EXPECT_EQ(r.verdict(), 1);  // higher efficiency is better
            EXPECT_NE(r.deltaText, CompareTable::tr("no change"));
        }
    EXPECT_TRUE(seen);
    table.clearBaseline();
    EXPECT_TRUE(table.rows().isEmpty());
}

TEST(ChartFormat, ValuesAreWholeAndGroupedOrFourSignificantDigits)
{
    // One rule for a scenario value wherever it is shown (the import report, Compare's inputs):
    // whole numbers grouped whatever their size, the rest to four significant digits.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(ChartFormat::value(405853388800.0), QStringLiteral("405,853,388,800"));
    EXPECT_EQ(ChartFormat::value(1e9), QStringLiteral("1,000,000,000"));
    EXPECT_EQ(ChartFormat::value(150000), QStringLiteral("150,000"));
    EXPECT_EQ(ChartFormat::value(0.8387096774), QStringLiteral("0.8387"));
    EXPECT_EQ(ChartFormat::value(2.5), QStringLiteral("2.5"));
    EXPECT_EQ(ChartFormat::value(1.23456789e10 + 0.5), QStringLiteral("1.235E+10"));
    EXPECT_EQ(ChartFormat::value(1e-7), QStringLiteral("1E-07"));
    EXPECT_EQ(ChartFormat::value(0.0012), QStringLiteral("0.0012"));
    EXPECT_EQ(ChartFormat::value(std::nan("")), QStringLiteral("–"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(ChartFormat::value(150000), QStringLiteral("150.000"));
    EXPECT_EQ(ChartFormat::value(0.8387096774), QStringLiteral("0,8387"));
    QLocale::setDefault(before);
}

}  // namespace
}  // namespace syncwall::ui::test
