#include "point_description.h"

#include <QStringList>

#include "breakdown_parts.h"
#include "chart_format.h"

namespace syncwall::ui {

QString PointDescription::breakdown(const core::StepBreakdown& s)
{
    // The chart's bars (each one or more of the core's step parts), in its words.
    QStringList parts;
    for (const BreakdownPart& part : BreakdownParts::all()) {
        const double seconds = part.value(s);
        if (seconds > 0 || part.parts.contains(core::StepPart::Compute))
            parts << tr("%1 %2", "a step part and its duration")
                         .arg(part.label, ChartFormat::duration(seconds));
    }
    return parts.join(QStringLiteral(", "));
}

QString PointDescription::text(int gpus, const core::Estimate& e)
{
    QStringList lines;
    lines << tr("%1 GPUs: %2").arg(ChartFormat::count(gpus), ChartFormat::layout(e.layout));
    lines << ChartFormat::layoutDetails(e.layout);
    lines << tr("Step %1 = %2").arg(ChartFormat::duration(e.step.total_s), breakdown(e.step));
    lines << tr("JCT %1 (expected with failures %2), efficiency %3, MFU %4")
                 .arg(ChartFormat::duration(e.run.predicted_s),
                      ChartFormat::duration(e.run.expected_s),
                      ChartFormat::percent(e.run.efficiency),
                      ChartFormat::percent(e.throughput.mfu));
    lines << (e.memory.fits ? tr("Memory %1 of %2 per GPU")
                            : tr("Does not fit: %1 needed, %2 per GPU"))
                 .arg(ChartFormat::gigabytes(e.memory.total_B),
                      ChartFormat::gigabytes(e.memory.capacity_B));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace syncwall::ui
