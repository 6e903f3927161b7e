#pragma once
// The annotations of the scaling chart: the sync wall with its plain-words label, the 85 % and
// 70 % efficiency crossings, and the scenario's own point.

#include <QCoreApplication>

#include "chart_format.h"
#include "chart_inputs.h"
#include "export_style.h"

class QCustomPlot;

namespace syncwall::ui {

class ScalingMarkers {
    Q_DECLARE_TR_FUNCTIONS(ScalingMarkers)
public:
    static void add(QCustomPlot* plot, const ChartInputs& inputs, const TimeUnit& unit,
                    const ExportStyle& style);
    // "Past 2,048 GPUs the job gets slower", or that there is no wall in the sweep.
    static QString wallSentence(const core::SyncWall& wall, int lastGpus);
    static QString crossingSentence(double threshold, const std::optional<int>& gpus);

private:
    static QPen crossingPen(const ExportStyle& style);
    static void addVertical(QCustomPlot* plot, double x, const QPen& pen);
    static void addCrossing(QCustomPlot* plot, double threshold, int gpus,
                            const ExportStyle& style);
};

}  // namespace syncwall::ui
