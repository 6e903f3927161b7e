#include "scaling_markers.h"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "chart_colors.h"
#include "qcp_chart.h"
#include "scaling_series.h"

namespace syncwall::ui {

QString ScalingMarkers::wallSentence(const core::SyncWall& wall, int lastGpus)
{
    if (!wall.wall_gpus)
        return tr("No sync wall up to %1 GPUs: the expected JCT keeps falling")
            .arg(ChartFormat::count(lastGpus));
    return tr("Past %1 GPUs the job gets slower").arg(ChartFormat::count(*wall.wall_gpus));
}

QString ScalingMarkers::wallTitle(const core::SyncWall& wall, int lastGpus)
{
    if (!wall.wall_gpus)
        return tr("No sync wall up to %1 GPUs: more GPUs keep making this job faster")
            .arg(ChartFormat::count(lastGpus));
    return tr("The sync wall is at %1 GPUs: more GPUs make this job slower")
        .arg(ChartFormat::count(*wall.wall_gpus));
}

QString ScalingMarkers::crossingSentence(double threshold, const std::optional<int>& gpus)
{
    if (!gpus)
        return tr("Efficiency stays above %1").arg(ChartFormat::percent(threshold));
    return tr("Efficiency below %1 from %2 GPUs")
        .arg(ChartFormat::percent(threshold), ChartFormat::count(*gpus));
}

QPen ScalingMarkers::crossingPen(const ExportStyle& style)
{
    QPen pen(style.muted, style.px(2), Qt::CustomDashLine);
    pen.setDashPattern({2, 3});
    return pen;
}

void ScalingMarkers::addVertical(QCustomPlot* plot, double x, const QPen& pen)
{
    auto* line = new QCPItemStraightLine(plot);
    line->setPen(pen);
    line->point1->setCoords(x, 1);
    line->point2->setCoords(x, 10);
}

void ScalingMarkers::addCrossing(QCustomPlot* plot, double threshold, int gpus,
                                 const ExportStyle& style)
{
    addVertical(plot, gpus, crossingPen(style));
    // A short tag in the band below the wall label, above every curve (the plot keeps its top
    // quarter free); the legend says what the dashed lines are.
    QCPItemText* note = QcpChart::addNote(plot, plot->axisRect(), gpus, 0.135,
                                          tr("< %1").arg(ChartFormat::percent(threshold)),
                                          Qt::AlignHCenter | Qt::AlignTop, style);
    note->setPen(QPen(style.muted, style.px(1)));
    note->setColor(style.muted);
}

void ScalingMarkers::addDeadline(QCustomPlot* plot, double deadline_s, const TimeUnit& unit,
                                 const ExportStyle& style)
{
    const double y = deadline_s / unit.seconds;
    QPen pen(ChartColors::deadline(), style.px(3), Qt::CustomDashLine);
    pen.setDashPattern({6, 3});
    auto* line = new QCPItemStraightLine(plot);
    line->setPen(pen);
    line->point1->setCoords(1, y);
    line->point2->setCoords(10, y);
    // The label rides on the line at the left edge, where the JCT is longest and the curves are
    // above it; on the axes layer, above every curve.
    auto* label = new QCPItemText(plot);
    label->setLayer(QStringLiteral("axes"));
    label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    label->position->setTypeY(QCPItemPosition::ptPlotCoords);
    label->position->setCoords(0.012, y);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setText(tr("Deadline: %1").arg(ChartFormat::duration(deadline_s)));
    label->setFont(style.font(19, true));
    label->setColor(style.dark ? ChartColors::deadline().lighter(130)
                               : ChartColors::deadline().darker(140));
    label->setBrush(style.background);
    const int pad = qRound(style.px(4));
    label->setPadding(QMargins(pad, pad / 2, pad, pad / 2));
}

void ScalingMarkers::addMisfitBand(QCustomPlot* plot, const ScalingRange& range,
                                   const ExportStyle& style)
{
    if (!range.firstFit || range.lo >= *range.firstFit)
        return;
    // From the axis' left edge to half a step (on the log2 axis) before the first count that
    // fits.
    const double right = *range.firstFit / std::sqrt(2.0);
    auto* band = new QCPItemRect(plot);
    band->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    band->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    band->topLeft->setCoords(plot->xAxis->range().lower, 0.22);
    band->bottomRight->setCoords(right, 1);
    band->setPen(Qt::NoPen);
    band->setBrush(ChartColors::patterned(style.grid, Qt::BDiagPattern, style.scale));
    auto* text = new QCPItemText(plot);
    text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(std::sqrt(plot->xAxis->range().lower * right), 0.6);
    text->setText(tr("Does not fit\nin GPU memory"));
    text->setFont(style.noteFont());
    text->setColor(style.muted);
    text->setBrush(style.background);
    const int pad = qRound(style.px(4));
    text->setPadding(QMargins(pad, pad, pad, pad));
}

void ScalingMarkers::add(QCustomPlot* plot, const ChartInputs& in, const ScalingRange& range,
                         const ChartDisplay& display, const TimeUnit& unit,
                         const ExportStyle& style)
{
    const QColor ink = ChartColors::reference(style.dark);
    const core::SyncWall wall = in.wall();
    if (!display.hides(ScalingSeries::crossings())) {
        bool shown = false;
        const auto crossing = [&](double threshold, int gpus) {
            if (!range.contains(gpus))
                return;
            addCrossing(plot, threshold, gpus, style);
            shown = true;
        };
        if (wall.efficiency85_gpus && wall.efficiency70_gpus != wall.efficiency85_gpus)
            crossing(core::kComputeBoundEfficiency, *wall.efficiency85_gpus);
        if (wall.efficiency70_gpus)
            crossing(core::kCommunicationWallEfficiency, *wall.efficiency70_gpus);
        if (shown) {
            QCPGraph* key = plot->addGraph();
            key->setName(tr("Efficiency below 85% / 70%"));
            key->setPen(crossingPen(style));
            key->setProperty("legendRank", 4);
        }
    }
    if (in.scenario.plan.deadline_s && !display.hides(ScalingSeries::deadline()))
        addDeadline(plot, *in.scenario.plan.deadline_s, unit, style);

    // The scenario itself, ringed on its expected JCT, where it is plotted.
    const bool selfFits = in.estimate.memory.fits || !range.anyFits;
    if (!display.hides(ScalingSeries::scenario()) && selfFits && range.contains(in.scenario.gpus)
        && std::isfinite(in.estimate.run.expected_s) && in.estimate.run.expected_s > 0) {
        QCPGraph* self = plot->addGraph();
        self->setName(tr("This scenario (%1 GPUs)").arg(ChartFormat::count(in.scenario.gpus)));
        self->setLineStyle(QCPGraph::lsNone);
        self->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(ink, style.px(3)),
                                              Qt::NoBrush, style.px(24)));
        self->setData({double(in.scenario.gpus)}, {in.estimate.run.expected_s / unit.seconds});
        self->setProperty("legendRank", 7);
    }
    addWall(plot, in, range, style);
}

void ScalingMarkers::addWall(QCustomPlot* plot, const ChartInputs& in, const ScalingRange& range,
                             const ExportStyle& style)
{
    if (range.lo <= 0)
        return;
    const core::SyncWall wall = in.wall();
    const int first = range.lo, last = range.hi;
    const bool hasWall = wall.wall_gpus.has_value();
    // The label stays inside the chosen range even when the wall is outside it.
    const double x =
        std::clamp(double(hasWall ? *wall.wall_gpus : last), double(first), double(last));
    // The label sits on the side of the line with more room.
    const bool rightHalf =
        std::log2(x / double(first)) > 0.55 * std::log2(std::max(2.0, last / double(first)));
    if (hasWall && range.contains(*wall.wall_gpus))
        addVertical(plot, x, QPen(ChartColors::failures(), style.px(4)));
    QString text = wallSentence(wall, ScalingRange::of(in.sweep, {}).hi);
    if (hasWall && wall.wall_jct_s)
        text += QLatin1Char('\n')
                + tr("fastest expected JCT: %1 at %2 GPUs")
                      .arg(ChartFormat::duration(*wall.wall_jct_s),
                           ChartFormat::count(*wall.wall_gpus));
    const double nudge = hasWall ? 1.06 : 1.0;
    QCPItemText* note =
        QcpChart::addNote(plot, plot->axisRect(), rightHalf ? x / nudge : x * nudge, 0.025, text,
                          (rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop, style);
    note->setFont(style.font(21, true));
    note->setPen(QPen(hasWall ? ChartColors::failures() : style.muted, style.px(2)));
}

}  // namespace syncwall::ui
