#include "point_description.h"

#include <QStringList>

#include "chart_format.h"

namespace syncwall::ui {

QString PointDescription::breakdown(const core::StepBreakdown& s)
{
    QStringList parts{tr("compute %1").arg(ChartFormat::duration(s.compute_s))};
    const auto add = [&parts](double seconds, const QString& text) {
        if (seconds > 0)
            parts << text.arg(ChartFormat::duration(seconds));
    };
    add(s.tp_comm_s, tr("TP %1"));
    add(s.cp_comm_s + s.ep_comm_s, tr("CP/EP %1"));
    add(s.pp_comm_s, tr("PP %1"));
    add(s.bubble_s, tr("bubble %1"));
    add(s.dp_comm_exposed_s, tr("exposed DP %1"));
    add(s.optimizer_s, tr("optimizer %1"));
    add(s.straggler_s, tr("straggler %1"));
    return parts.join(QStringLiteral(", "));
}

QString PointDescription::text(int gpus, const core::Estimate& e)
{
    QStringList lines;
    lines << tr("%1 GPUs: %2").arg(ChartFormat::count(gpus), ChartFormat::layout(e.layout));
    lines << ChartFormat::layoutDetails(e.layout);
    lines << tr("Step %1 = %2").arg(ChartFormat::duration(e.step.total_s), breakdown(e.step));
    lines << tr("JCT %1 (expected with failures %2), efficiency %3, MFU %4")
                 .arg(ChartFormat::duration(e.run.predicted_s), ChartFormat::duration(e.run.expected_s),
                      ChartFormat::percent(e.run.efficiency), ChartFormat::percent(e.throughput.mfu));
    lines << (e.memory.fits ? tr("Memory %1 of %2 per GPU")
                            : tr("Does not fit: %1 needed, %2 per GPU"))
                 .arg(ChartFormat::gigabytes(e.memory.total_B), ChartFormat::gigabytes(e.memory.capacity_B));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace syncwall::ui
