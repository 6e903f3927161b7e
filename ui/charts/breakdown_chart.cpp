#include "breakdown_chart.h"

#include <algorithm>

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLegendMarker>
#include <QPainter>
#include <QPercentBarSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include "breakdown_parts.h"
#include "chart_colors.h"
#include "chart_format.h"

namespace syncwall::ui {

namespace {

QVector<core::StepBreakdown> allSteps(const ChartInputs& in, const std::optional<ChartInputs>& base)
{
    QVector<core::StepBreakdown> steps {in.estimate.step};
    if (base)
        steps << base->estimate.step;
    for (const core::SweepPoint& p : in.sweep.points)
        if (p.valid)
            steps << p.estimate.step;
    return steps;
}

QBarSet* makeSet(const BreakdownPart& part, const ExportStyle& style, bool baseline)
{
    auto* set = new QBarSet(part.label);
    const QColor fill = baseline ? ChartColors::baseline(part.color) : part.color;
    set->setBrush(ChartColors::patterned(fill, part.pattern, style.scale));
    set->setPen(QPen(baseline ? style.text : style.background, style.px(baseline ? 2 : 1),
                     baseline ? Qt::DashLine : Qt::SolidLine));
    set->setLabelColor(style.text);
    return set;
}

// Whether the series' sets are those of `parts` (`blocks` times: the baseline's repeat them).
bool setsMatch(QAbstractBarSeries* series, const QVector<BreakdownPart>& parts, int blocks)
{
    const QList<QBarSet*> sets = series->barSets();
    if (sets.size() != parts.size() * blocks)
        return false;
    for (int i = 0; i < sets.size(); ++i)
        if (sets[i]->label() != parts[i % parts.size()].label)
            return false;
    return true;
}

void setCategories(QBarCategoryAxis* axis, const QStringList& categories)
{
    if (axis->categories() != categories)
        axis->setCategories(categories);
}

}  // namespace

BreakdownChart::BreakdownChart(QWidget* parent)
    : ChartView(parent), m_scenarioView(new QChartView(this)), m_sweepView(new QChartView(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_scenarioView);  // placeCharts sets its width
    layout->addWidget(m_sweepView, 1);
    for (QChartView* view : {m_scenarioView, m_sweepView})
        view->setRenderHint(QPainter::Antialiasing, false);  // axis-aligned bars: crisp and cheaper
}

QString BreakdownChart::title() const { return tr("Where the step time goes"); }

bool BreakdownChart::stacked() const
{
    return static_cast<const QBoxLayout*>(layout())->direction() == QBoxLayout::TopToBottom;
}

void BreakdownChart::resizeEvent(QResizeEvent* event)
{
    ChartView::resizeEvent(event);
    placeCharts();
}

BreakdownLayout BreakdownChart::layoutIn(double total, double legend,
                                         const ExportStyle& style) const
{
    return BreakdownLayout::of(total, legend, scenarioCategories(), sweepCategories(),
                               BreakdownLayout::sweepFont(style, inputs().sweep.points.size()),
                               style);
}

void BreakdownChart::placeCharts()
{
    const QChart* chart = m_scenarioView->chart();
    const BreakdownLayout place =
        layoutIn(std::max(width(), 1), chart ? chart->legend()->minimumWidth() : 0,
                 ExportStyle::screen(*this));
    const auto direction = place.stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    auto* box = static_cast<QBoxLayout*>(layout());
    if (box->direction() != direction)
        box->setDirection(direction);
    // Side by side, exactly that width (stretch factors share only what the views' size hints
    // leave); stacked, 2/5 of the height.
    m_scenarioView->setMinimumWidth(place.stacked ? 0 : qRound(place.scenarioWidth));
    m_scenarioView->setMaximumWidth(place.stacked ? QWIDGETSIZE_MAX : qRound(place.scenarioWidth));
    box->setStretch(0, place.stacked ? 2 : 0);
    box->setStretch(1, place.stacked ? 3 : 1);
}

void BreakdownChart::styleChart(QChart* chart, const ExportStyle& style, const QString& title)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitle(title);
    chart->setTitleFont(style.font(21, true));
    chart->setTitleBrush(style.text);
    chart->setMargins(QMargins(qRound(style.px(8)), qRound(style.px(4)), qRound(style.px(8)),
                               qRound(style.px(4))));
    chart->legend()->setFont(style.legendFont());
    chart->legend()->setLabelColor(style.text);
    chart->legend()->setAlignment(Qt::AlignBottom);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(style.tickFont());
        axis->setLabelsColor(style.text);
        axis->setTitleFont(style.labelFont());
        axis->setTitleBrush(style.text);
        axis->setLinePen(QPen(style.muted, style.px(1.5)));
        axis->setGridLinePen(QPen(style.grid, style.px(1)));
    }
}

QChart* BreakdownChart::makeScenarioChart(const ExportStyle& style,
                                          const QVector<BreakdownPart>& parts) const
{
    const ChartInputs& in = inputs();
    const QStringList categories = scenarioCategories();
    auto* series = new QStackedBarSeries;
    series->setBarWidth(0.6);
    double total = in.estimate.step.total_s;
    for (const BreakdownPart& part : parts) {
        QBarSet* set = makeSet(part, style, false);
        *set << part.value(in.estimate.step);
        if (baseline())
            *set << 0.0;
        series->append(set);
    }
    if (baseline()) {
        total = std::max(total, baseline()->estimate.step.total_s);
        for (const BreakdownPart& part : parts) {
            QBarSet* set = makeSet(part, style, true);
            *set << 0.0 << part.value(baseline()->estimate.step);
            series->append(set);
        }
    }
    auto* chart = new QChart;
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    y->setRange(0, total * 1.08);
    y->setLabelFormat(QStringLiteral("%.3g"));
    y->applyNiceNumbers();
    y->setTitleText(tr("Step time (s)"));
    if (!baseline())
        x->setTitleText(tr("GPUs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    styleChart(chart, style, scenarioTitle());
    // Beside the scenario's bar, top to bottom in stacking order: full names, never elided.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setReverseMarkers(true);
    fitScenarioLegend(chart, BreakdownParts::present(allSteps(in, baseline())), style);
    return chart;
}

void BreakdownChart::fitScenarioLegend(QChart* chart, const QVector<BreakdownPart>& present,
                                       const ExportStyle& style)
{
    double widest = 0;
    QStringList labels;
    for (const BreakdownPart& part : present) {
        widest = std::max(widest, QFontMetricsF(style.legendFont()).horizontalAdvance(part.label));
        labels << part.label;
    }
    const double width = widest + style.px(100);
    if (chart->legend()->minimumWidth() != width) {
        chart->legend()->setMinimumWidth(width);
        chart->legend()->setMaximumWidth(width);
    }
    for (QLegendMarker* marker : chart->legend()->markers(chart->series().constFirst())) {
        auto* bar = qobject_cast<QBarLegendMarker*>(marker);
        // The baseline's sets repeat the current ones.
        const bool shown = bar && bar->barset()->pen().style() != Qt::DashLine
                           && labels.contains(bar->barset()->label());
        if (marker->isVisible() != shown)
            marker->setVisible(shown);
    }
}

QChart* BreakdownChart::makeSweepChart(const ExportStyle& style,
                                       const QVector<BreakdownPart>& parts) const
{
    const ChartInputs& in = inputs();
    auto* series = new QPercentBarSeries;
    series->setBarWidth(0.72);
    const QStringList categories = sweepCategories();
    for (const BreakdownPart& part : parts) {
        QBarSet* set = makeSet(part, style, false);
        for (const core::SweepPoint& p : in.sweep.points)
            if (p.valid)
                *set << part.value(p.estimate.step);
        series->append(set);
    }
    auto* chart = new QChart;
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("GPUs (count; best layout at each)"));
    auto* y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Share of the step (%)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    styleChart(chart, style, tr("Across GPU counts"));
    chart->legend()->setVisible(false);
    // Qt Charts would elide the widest count ("12...") though it fits under its bar.
    x->setLabelsFont(BreakdownLayout::sweepFont(style, in.sweep.points.size()));
    x->setTruncateLabels(false);
    return chart;
}

QString BreakdownChart::scenarioTitle() const
{
    return tr("This scenario: step %1").arg(ChartFormat::duration(inputs().estimate.step.total_s));
}

QStringList BreakdownChart::scenarioCategories() const
{
    if (baseline())  // short words: the bars share this narrow chart's width ("Baseli...")
        return {tr("Current"), tr("Pinned")};
    return {ChartFormat::count(inputs().scenario.gpus)};
}

QStringList BreakdownChart::sweepCategories() const
{
    QStringList categories;
    for (const core::SweepPoint& p : inputs().sweep.points)
        if (p.valid)
            categories << ChartFormat::compactCount(p.gpus);
    return categories;
}

QString BreakdownChart::structureKey(const ExportStyle& style) const
{
    return QStringList {QString::number(style.dark), QString::number(style.scale),
                        QString::number(bool(baseline()))}
        .join(QLatin1Char('|'));
}

void BreakdownChart::updateScenarioChart(QChart* chart, const QVector<BreakdownPart>& parts,
                                         const ExportStyle& style) const
{
    const ChartInputs& in = inputs();
    auto* series = static_cast<QStackedBarSeries*>(chart->series().constFirst());
    // A part that came or went (CP/EP) keeps its sets, at zero, and shows or hides its marker.
    fitScenarioLegend(chart, BreakdownParts::present(allSteps(in, baseline())), style);
    const QList<QBarSet*> sets = series->barSets();
    // replace() lays the series out again: only where a value changed.
    const auto put = [](QBarSet* set, int index, double value) {
        if (set->at(index) != value)
            set->replace(index, value);
    };
    double total = in.estimate.step.total_s;
    for (int i = 0; i < parts.size(); ++i)
        put(sets[i], 0, parts[i].value(in.estimate.step));
    if (baseline()) {
        total = std::max(total, baseline()->estimate.step.total_s);
        for (int i = 0; i < parts.size(); ++i)
            put(sets[parts.size() + i], 1, parts[i].value(baseline()->estimate.step));
    }
    setCategories(static_cast<QBarCategoryAxis*>(chart->axes(Qt::Horizontal).constFirst()),
                  scenarioCategories());
    auto* y = static_cast<QValueAxis*>(chart->axes(Qt::Vertical).constFirst());
    y->setRange(0, total * 1.08);
    y->applyNiceNumbers();
    chart->setTitle(scenarioTitle());
}

void BreakdownChart::updateSweepChart(QChart* chart, const QVector<BreakdownPart>& parts,
                                      const ExportStyle& style) const
{
    const ChartInputs& in = inputs();
    auto* series = static_cast<QPercentBarSeries*>(chart->series().constFirst());
    const QList<QBarSet*> sets = series->barSets();
    for (int i = 0; i < parts.size(); ++i) {
        QList<qreal> values;
        for (const core::SweepPoint& p : in.sweep.points)
            if (p.valid)
                values << parts[i].value(p.estimate.step);
        QBarSet* set = sets[i];
        // Each replace() lays every bar of the series out again: with a part's value at each
        // count, replacing one by one cost O(bars^2) per refresh. Changed values go in with
        // one removal and one append (two layouts) instead, unchanged ones not at all.
        bool same = set->count() == values.size();
        for (int c = 0; same && c < values.size(); ++c)
            same = set->at(c) == values[c];
        if (same)
            continue;
        set->remove(0, set->count());
        set->append(values);
    }
    auto* x = static_cast<QBarCategoryAxis*>(chart->axes(Qt::Horizontal).constFirst());
    setCategories(x, sweepCategories());
    const QFont font = BreakdownLayout::sweepFont(style, in.sweep.points.size());
    if (x->labelsFont() != font)
        x->setLabelsFont(font);
}

void BreakdownChart::refresh()
{
    const ExportStyle style = ExportStyle::screen(*this);
    const auto parts = BreakdownParts::all();
    const QString structure = structureKey(style);
    const auto seriesOf = [](QChartView* view) {
        return static_cast<QAbstractBarSeries*>(view->chart()->series().constFirst());
    };
    if (structure == m_structure && m_scenarioView->chart() && m_sweepView->chart()
        && setsMatch(seriesOf(m_scenarioView), parts, baseline() ? 2 : 1)
        && setsMatch(seriesOf(m_sweepView), parts, 1)) {
        updateScenarioChart(m_scenarioView->chart(), parts, style);
        updateSweepChart(m_sweepView->chart(), parts, style);
        placeCharts();
        return;
    }
    m_structure = structure;
    for (auto [view, chart] : {std::pair {m_scenarioView, makeScenarioChart(style, parts)},
                               std::pair {m_sweepView, makeSweepChart(style, parts)}}) {
        QChart* old = view->chart();
        view->setChart(chart);
        view->setBackgroundBrush(style.background);
        delete old;
    }
    placeCharts();
}

void BreakdownChart::render(QPainter& painter, const QRect& rect, const ExportStyle& style)
{
    // Fresh charts in a scene of their own: the on-screen views keep their size and theme.
    QGraphicsScene scene;
    const auto present = BreakdownParts::present(allSteps(inputs(), baseline()));
    QChart* charts[] = {makeScenarioChart(style, present), makeSweepChart(style, present)};
    // Side by side or stacked as on screen (placeCharts).
    const double w = rect.width(), h = rect.height();
    const BreakdownLayout place = layoutIn(w, charts[0]->legend()->minimumWidth(), style);
    // Stacked, the scenario's chart keeps 2/5 of the height, or what its legend's lines and its
    // title need (a 640 x 480 export had cut the legend), up to 3/5.
    const double legendLines =
        QFontMetricsF(style.legendFont()).lineSpacing() * 1.6 * double(present.size());
    const double top =
        place.stacked ? std::clamp(legendLines + style.px(90), h * 2.0 / 5.0, h * 3.0 / 5.0) : h;
    const QRectF parts[] = {QRectF(0, 0, place.scenarioWidth, top),
                            place.stacked
                                ? QRectF(0, top, w, h - top)
                                : QRectF(place.scenarioWidth, 0, w - place.scenarioWidth, h)};
    for (int i = 0; i < 2; ++i) {
        scene.addItem(charts[i]);
        charts[i]->setGeometry(parts[i]);
        charts[i]->layout()->activate();
    }
    scene.setSceneRect(0, 0, rect.width(), rect.height());
    QCoreApplication::sendPostedEvents();
    scene.render(&painter, QRectF(rect), scene.sceneRect());
}

QString BreakdownChart::csv() const { return BreakdownParts::csv(inputs(), baseline()); }

}  // namespace syncwall::ui
