// Interaction: a click on a scaling point asks for its GPU count and layout, a click on a
// heatmap cell asks for its layout, Apply in the finder asks for the changed scenario; a pinned
// baseline is drawn (and exported) beside the current scenario.

#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <gtest/gtest.h>
#include <qcustomplot.h>

#include "chart_support.h"
#include "ui/charts/layouts_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/syncwall_finder.h"

namespace syncwall::ui::test {
namespace {

QCustomPlot* shownPlot(ChartView& chart)
{
    chart.resize(1200, 800);
    chart.show();
    QCustomPlot* plot = chart.findChild<QCustomPlot*>();
    plot->replot();
    return plot;
}

void click(QWidget* widget, QPointF at)
{
    QMouseEvent press(QEvent::MouseButtonPress, at, widget->mapToGlobal(at), Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &press);
}

TEST(ChartSignals, ClickOnAScalingPointRequestsItsCountAndLayout)
{
    const ChartInputs& in = defaultInputs();
    ScalingChart chart;
    chart.setInputs(in);
    QCustomPlot* plot = shownPlot(chart);
    QSignalSpy gpus(&chart, &ChartView::gpuCountRequested);
    QSignalSpy layouts(&chart, &ChartView::layoutRequested);
    const core::SweepPoint& point = in.sweep.points.at(8);
    const double unit =
        ChartFormat::timeUnit(in.sweep.points.front().estimate.run.expected_s).seconds;
    click(plot, QPointF(plot->xAxis->coordToPixel(point.gpus),
                        plot->yAxis->coordToPixel(point.estimate.run.predicted_s / unit)));
    ASSERT_EQ(gpus.count(), 1);
    EXPECT_EQ(gpus.at(0).at(0).toInt(), point.gpus);
    ASSERT_EQ(layouts.count(), 1);
    EXPECT_EQ(layouts.at(0).at(0).value<core::Layout>().tp, point.estimate.layout.tp);
    // Far from every point nothing is requested.
    click(plot, QPointF(plot->axisRect()->left() + 3, plot->axisRect()->bottom() - 3));
    EXPECT_EQ(gpus.count(), 1);
}

TEST(ChartSignals, ClickOnAHeatmapCellRequestsItsBestLayout)
{
    LayoutsChart chart;
    chart.setInputs(defaultInputs());
    QCustomPlot* plot = shownPlot(chart);
    QSignalSpy layouts(&chart, &ChartView::layoutRequested);
    const LayoutCell* best = chart.grid().bestCell();
    ASSERT_TRUE(best);
    const auto t = std::find(chart.grid().tps.begin(), chart.grid().tps.end(), best->tp)
                   - chart.grid().tps.begin();
    const auto p = std::find(chart.grid().pps.begin(), chart.grid().pps.end(), best->pp)
                   - chart.grid().pps.begin();
    click(plot,
          QPointF(plot->xAxis->coordToPixel(double(t)), plot->yAxis->coordToPixel(double(p))));
    ASSERT_EQ(layouts.count(), 1);
    const core::Layout layout = layouts.at(0).at(0).value<core::Layout>();
    EXPECT_EQ(layout.tp, best->tp);
    EXPECT_EQ(layout.pp, best->pp);
    EXPECT_EQ(layout.microBatch, best->best.layout.microBatch);
}

TEST(ChartSignals, ApplyInTheFinderRequestsTheChangedScenario)
{
    SyncWallFinder finder;
    finder.setInputs(defaultInputs());
    QSignalSpy changes(&finder, &ChartView::scenarioChangeRequested);
    const QList<QPushButton*> buttons = finder.findChildren<QPushButton*>();
    ASSERT_EQ(buttons.size(), 5);
    buttons.front()->click();  // double the scale-out bandwidth
    ASSERT_EQ(changes.count(), 1);
    const core::Scenario changed = changes.at(0).at(0).value<core::Scenario>();
    EXPECT_DOUBLE_EQ(changed.hardware.scaleOut_bps,
                     2 * defaultInputs().scenario.hardware.scaleOut_bps);
    EXPECT_EQ(changed.gpus, defaultInputs().scenario.gpus);
}

TEST(ChartSignals, BaselineIsOverlaidAndCleared)
{
    const ChartInputs& in = defaultInputs();
    core::Scenario other = in.scenario;
    other.hardware.scaleOut_bps *= 2;
    const ChartInputs now = ChartInputs::compute(other);
    ScalingChart chart;
    chart.setInputs(now);
    QCustomPlot* plot = shownPlot(chart);
    const int alone = plot->graphCount();
    chart.setBaseline(in.scenario, in.estimate, in.sweep);
    EXPECT_GT(plot->graphCount(), alone);
    EXPECT_GE(Csv(chart.csv()).find("series", QStringLiteral("baseline")), 0);
    chart.clearBaseline();
    EXPECT_EQ(plot->graphCount(), alone);
    EXPECT_LT(Csv(chart.csv()).find("series", QStringLiteral("baseline")), 0);
}

}  // namespace
}  // namespace syncwall::ui::test
