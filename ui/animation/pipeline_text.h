#pragma once
// The words of the pipeline animation: schedule names, captions and the bubble strip.

#include <QCoreApplication>
#include <QStringList>

#include "pipeline_schedule.h"
#include "pipeline_stages.h"

namespace syncwall::ui {

class PipelineText {
    Q_DECLARE_TR_FUNCTIONS(PipelineText)
public:
    static QString scheduleName(core::Schedule s);
    static QString title(const PipelineSchedule& ps, const core::Estimate& e);
    static QString caption(const PipelineSchedule& ps, double time);
    static QString blockLabel(const PipeBlock& b, int virtualStages);
    static QString stageName(const StageRow& row);    // "Stage 0"
    static QString stageLayers(const StageRow& row);  // "7 layers + embedding"
    // The bubble lines, and when the drawn stages are uneven, which one paces and by how much.
    static QStringList strip(const PipelineSchedule& ps, const PipelineStages& stages,
                             const core::Estimate& e);
};

}  // namespace syncwall::ui
