#include "breakdown_parts.h"

#include "chart_colors.h"

namespace syncwall::ui {

double BreakdownPart::value(const core::StepBreakdown& step) const
{
    double seconds = 0;
    for (core::StepPart part : parts)
        seconds += core::secondsOf(step, part);
    return seconds;
}

QVector<BreakdownPart> BreakdownParts::all()
{
    using P = core::StepPart;
    const QColor comm = ChartColors::communication();
    return {
        {tr("Compute"),
         QStringLiteral("compute_s"),
         ChartColors::compute(),
         Qt::SolidPattern,
         {P::Compute}},
        {tr("TP comm."), QStringLiteral("tp_comm_s"), comm, Qt::SolidPattern, {P::TpComm}},
        {tr("CP/EP comm."),
         QStringLiteral("cp_ep_comm_s"),
         ChartColors::shade(comm, 1),
         Qt::Dense6Pattern,
         {P::CpComm, P::EpComm},
         false},
        {tr("PP comm."),
         QStringLiteral("pp_comm_s"),
         ChartColors::shade(comm, -2),
         Qt::BDiagPattern,
         {P::PpComm}},
        {tr("Pipeline bubble"),
         QStringLiteral("bubble_s"),
         ChartColors::bubble(),
         Qt::DiagCrossPattern,
         {P::Bubble}},
        {tr("Exposed DP"),
         QStringLiteral("dp_comm_exposed_s"),
         ChartColors::shade(comm, 2),
         Qt::CrossPattern,
         {P::DpExposed}},
        {tr("Optimizer step"),
         QStringLiteral("optimizer_s"),
         ChartColors::optimizer(),
         Qt::SolidPattern,
         {P::Optimizer}},
        {tr("Straggler wait"),
         QStringLiteral("straggler_s"),
         ChartColors::straggler(),
         Qt::FDiagPattern,
         {P::Straggler}},
    };
}

QVector<BreakdownPart> BreakdownParts::present(const QVector<core::StepBreakdown>& steps)
{
    QVector<BreakdownPart> out;
    for (const BreakdownPart& part : all()) {
        bool any = part.always;
        for (const core::StepBreakdown& s : steps)
            any = any || part.value(s) > 0;
        if (any)
            out << part;
    }
    return out;
}

}  // namespace syncwall::ui
