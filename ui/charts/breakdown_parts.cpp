#include "breakdown_parts.h"

#include "chart_colors.h"
#include "csv_writer.h"

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

QString BreakdownParts::csv(const ChartInputs& in, const std::optional<ChartInputs>& base)
{
    QStringList header {QStringLiteral("series"), QStringLiteral("gpus"), QStringLiteral("tp"),
                        QStringLiteral("pp"), QStringLiteral("dp")};
    const auto parts = BreakdownParts::all();
    for (const BreakdownPart& part : parts)
        header << part.csvKey;
    header << QStringLiteral("total_s");
    CsvWriter out(header);
    const auto row = [&](const QString& series, int gpus, const core::Estimate& e) {
        QStringList cells {series, CsvWriter::integer(gpus), CsvWriter::integer(e.layout.tp),
                           CsvWriter::integer(e.layout.pp), CsvWriter::integer(e.layout.dp)};
        for (const BreakdownPart& part : parts)
            cells << CsvWriter::num(part.value(e.step));
        cells << CsvWriter::num(e.step.total_s);
        out.addRow(cells);
    };
    row(QStringLiteral("current"), in.scenario.gpus, in.estimate);
    if (base)
        row(QStringLiteral("baseline"), base->scenario.gpus, base->estimate);
    for (const core::SweepPoint& p : in.sweep.points)
        if (p.valid)
            row(QStringLiteral("sweep"), p.gpus, p.estimate);
    return out.text();
}

}  // namespace syncwall::ui
