#pragma once
// The annotations of the scaling chart: the sync wall with its plain-words label, the 85 % and
// 70 % efficiency crossings, the scenario's own point, the plan's deadline and the hatched band
// of counts that do not fit in memory.

#include <QCoreApplication>

#include "chart_display.h"
#include "chart_format.h"
#include "chart_inputs.h"
#include "export_style.h"
#include "scaling_range.h"

class QCustomPlot;

namespace syncwall::ui {

class ScalingMarkers {
    Q_DECLARE_TR_FUNCTIONS(ScalingMarkers)
public:
    static void add(QCustomPlot* plot, const ChartInputs& inputs, const ScalingRange& range,
                    const ChartDisplay& display, const TimeUnit& unit, const ExportStyle& style);
    // After the axes have their ranges: hatches the counts below the first that fits, where a
    // chosen range shows them.
    static void addMisfitBand(QCustomPlot* plot, const ScalingRange& range,
                              const ExportStyle& style);
    // "Past 2,048 GPUs the job gets slower", or that there is no wall in the sweep.
    static QString wallSentence(const core::SyncWall& wall, int lastGpus);
    // The same finding as a slide title: "The sync wall is at 2,048 GPUs: more GPUs make this
    // job slower".
    static QString wallTitle(const core::SyncWall& wall, int lastGpus);
    static QString crossingSentence(double threshold, const std::optional<int>& gpus);

private:
    static QPen crossingPen(const ExportStyle& style);
    static void addVertical(QCustomPlot* plot, double x, const QPen& pen);
    static void addCrossing(QCustomPlot* plot, double threshold, int gpus,
                            const ExportStyle& style);
    static void addDeadline(QCustomPlot* plot, double deadline_s, const TimeUnit& unit,
                            const ExportStyle& style);
    static void addWall(QCustomPlot* plot, const ChartInputs& inputs, const ScalingRange& range,
                        const ExportStyle& style);
};

}  // namespace syncwall::ui
