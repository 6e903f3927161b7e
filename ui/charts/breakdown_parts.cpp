#include "breakdown_parts.h"

#include "chart_colors.h"

namespace syncwall::ui {

QVector<BreakdownPart> BreakdownParts::all()
{
    const QColor comm = ChartColors::communication();
    return {
        {tr("Compute"), QStringLiteral("compute_s"), ChartColors::compute(), Qt::SolidPattern,
         [](const core::StepBreakdown& s) { return s.compute_s; }},
        {tr("TP comm."), QStringLiteral("tp_comm_s"), comm, Qt::SolidPattern,
         [](const core::StepBreakdown& s) { return s.tp_comm_s; }},
        {tr("CP/EP comm."), QStringLiteral("cp_ep_comm_s"), ChartColors::shade(comm, 1), Qt::Dense6Pattern,
         [](const core::StepBreakdown& s) { return s.cp_comm_s + s.ep_comm_s; }},
        {tr("PP comm."), QStringLiteral("pp_comm_s"), ChartColors::shade(comm, -2), Qt::BDiagPattern,
         [](const core::StepBreakdown& s) { return s.pp_comm_s; }},
        {tr("Pipeline bubble"), QStringLiteral("bubble_s"), ChartColors::bubble(), Qt::DiagCrossPattern,
         [](const core::StepBreakdown& s) { return s.bubble_s; }},
        {tr("Exposed DP"), QStringLiteral("dp_comm_exposed_s"), ChartColors::shade(comm, 2),
         Qt::CrossPattern, [](const core::StepBreakdown& s) { return s.dp_comm_exposed_s; }},
        {tr("Optimizer step"), QStringLiteral("optimizer_s"), ChartColors::optimizer(), Qt::SolidPattern,
         [](const core::StepBreakdown& s) { return s.optimizer_s; }},
        {tr("Straggler wait"), QStringLiteral("straggler_s"), ChartColors::straggler(), Qt::FDiagPattern,
         [](const core::StepBreakdown& s) { return s.straggler_s; }},
    };
}

QVector<BreakdownPart> BreakdownParts::present(const QVector<core::StepBreakdown>& steps)
{
    QVector<BreakdownPart> out;
    for (const BreakdownPart& part : all()) {
        // The seven parts every transformer step has stay even at zero; CP/EP only when used.
        bool any = part.csvKey != QStringLiteral("cp_ep_comm_s");
        for (const core::StepBreakdown& s : steps)
            any = any || part.value(s) > 0;
        if (any)
            out << part;
    }
    return out;
}

}  // namespace syncwall::ui
