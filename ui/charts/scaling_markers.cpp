#include "scaling_markers.h"

#include <qcustomplot.h>

#include "chart_colors.h"
#include "qcp_chart.h"

namespace syncwall::ui {

QString ScalingMarkers::wallSentence(const core::SyncWall& wall, int lastGpus)
{
    if (!wall.wall_gpus)
        return tr("No sync wall up to %1 GPUs: the expected JCT keeps falling")
            .arg(ChartFormat::count(lastGpus));
    return tr("Past %1 GPUs the job gets slower").arg(ChartFormat::count(*wall.wall_gpus));
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

void ScalingMarkers::add(QCustomPlot* plot, const ChartInputs& in, const TimeUnit& unit,
                         const ExportStyle& style)
{
    const QColor ink = ChartColors::reference(style.dark);
    const core::SyncWall wall = in.wall();
    int first = 0, last = 0;
    for (const core::SweepPoint& p : in.sweep.points)
        if (p.valid) {
            first = first ? first : p.gpus;
            last = p.gpus;
        }
    if (wall.efficiency85_gpus && wall.efficiency70_gpus != wall.efficiency85_gpus)
        addCrossing(plot, core::kComputeBoundEfficiency, *wall.efficiency85_gpus, style);
    if (wall.efficiency70_gpus)
        addCrossing(plot, core::kCommunicationWallEfficiency, *wall.efficiency70_gpus, style);
    if (wall.efficiency85_gpus || wall.efficiency70_gpus) {
        QCPGraph* key = plot->addGraph();
        key->setName(tr("Efficiency drops below 85% / 70%"));
        key->setPen(crossingPen(style));
        key->setProperty("legendRank", 4);
    }

    // The scenario itself, ringed on its expected JCT.
    QCPGraph* self = plot->addGraph();
    self->setName(tr("This scenario (%1 GPUs)").arg(ChartFormat::count(in.scenario.gpus)));
    self->setLineStyle(QCPGraph::lsNone);
    self->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(ink, style.px(3)),
                                          Qt::NoBrush, style.px(24)));
    self->setData({double(in.scenario.gpus)}, {in.estimate.run.expected_s / unit.seconds});
    self->setProperty("legendRank", 7);

    if (!first)
        return;
    const bool hasWall = wall.wall_gpus.has_value();
    const double x = hasWall ? *wall.wall_gpus : last;
    // The label sits on the side of the line with more room.
    const bool rightHalf =
        std::log2(x / double(first)) > 0.55 * std::log2(std::max(2.0, last / double(first)));
    if (hasWall)
        addVertical(plot, x, QPen(ChartColors::failures(), style.px(4)));
    QString text = wallSentence(wall, last);
    if (hasWall && wall.wall_jct_s)
        text += QLatin1Char('\n')
                + tr("fastest expected JCT: %1 at %2 GPUs")
                      .arg(ChartFormat::duration(*wall.wall_jct_s), ChartFormat::count(x));
    const double nudge = hasWall ? 1.06 : 1.0;
    QCPItemText* note =
        QcpChart::addNote(plot, plot->axisRect(), rightHalf ? x / nudge : x * nudge, 0.025, text,
                          (rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop, style);
    note->setFont(style.font(21, true));
    note->setPen(QPen(hasWall ? ChartColors::failures() : style.muted, style.px(2)));
}

}  // namespace syncwall::ui
