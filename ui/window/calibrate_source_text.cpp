#include "calibrate_source_text.h"

#include <QStringList>

#include "cards/units.h"
#include "core/file_units.h"

namespace syncwall::ui {

namespace {

QString formatName(core::LogFormat f)
{
    switch (f) {
    case core::LogFormat::Megatron:
        return QStringLiteral("Megatron-LM");
    case core::LogFormat::MegatronLegacy:
        return CalibrateSourceText::tr("Megatron-LM (older format)");
    case core::LogFormat::NeMo2:
        return QStringLiteral("NeMo 2 / Megatron-Bridge");
    case core::LogFormat::Torchtitan:
        return QStringLiteral("torchtitan");
    case core::LogFormat::Unknown:
        break;
    }
    return CalibrateSourceText::tr("unknown");
}

QString figure(core::LogMetric m, double v)
{
    switch (m) {
    case core::LogMetric::StepTime:
        return CalibrateSourceText::tr("step time %1").arg(Units::shortDuration(v));
    case core::LogMetric::TokensPerSecondPerGpu:
        return CalibrateSourceText::tr("%1 tokens/s per GPU").arg(Units::count(v));
    case core::LogMetric::TflopsPerGpu:
        return CalibrateSourceText::tr("%1 TFLOP/s per GPU").arg(Units::number(v, 1));
    }
    return {};
}

QString tierName(core::LinkTier t)
{
    return t == core::LinkTier::ScaleUp ? CalibrateSourceText::tr("scale-up (NVLink)")
                                        : CalibrateSourceText::tr("scale-out (network)");
}

}  // namespace

QString CalibrateSourceText::lineList(const core::TrainingLog& log,
                                      const std::vector<std::size_t>& which)
{
    if (which.empty())
        return tr("none");
    QStringList parts;
    for (std::size_t k = 0; k < which.size(); ++k) {
        if (which.size() > 12 && k == 8) {
            parts << QStringLiteral("\u2026 %1").arg(log.records[which.back()].line);
            break;
        }
        parts << QString::number(log.records[which[k]].line);
    }
    return parts.join(QStringLiteral(", "));
}

QString CalibrateSourceText::logRead(const core::TrainingLog& log, const core::LogMeasurement& m)
{
    const core::SteadyState& st = log.steady;
    QStringList lines;
    lines << tr("Read a %1 log: %n iteration line(s).", nullptr, int(log.records.size()))
                 .arg(formatName(log.format));
    lines << tr("Warm-up dropped (iterations 0 and 1), lines: %1").arg(lineList(log, st.warmup));
    lines << tr("Outliers dropped (over 3 MADs and 5 % from the median), lines: %1")
                 .arg(lineList(log, st.outliers));
    lines << tr("Used, %n line(s): %1", nullptr, int(st.used.size())).arg(lineList(log, st.used));
    lines << tr("Median: %1").arg(figure(m.metric, m.logValue));
    return lines.join(QLatin1Char('\n'));
}

QString CalibrateSourceText::logRefusal(const core::TrainingLog& log, const core::LogMeasurement& m)
{
    if (log.records.empty()) {
        for (const core::TrainingLogNote& n : log.notes)
            if (n.issue == core::TrainingLogIssue::TooLarge)
                return tr("The text is larger than 64 MiB: give the part with the iterations.");
        return tr("No iteration line of Megatron-LM, NeMo 2 or torchtitan in the text.");
    }
    if (!log.ok())
        return tr("Every iteration line is a warm-up one (iteration 0 or 1): give later "
                  "iterations.");
    QStringList lines;
    for (const core::LogMismatch& x : m.mismatches)
        lines << tr("The log's %1 is %2 (line %3); the scenario's is %4.")
                     .arg(QString::fromUtf8(x.key->key.data(), qsizetype(x.key->key.size())),
                          Units::count(x.logValue), QString::number(x.line),
                          Units::count(x.scenarioValue));
    if (!lines.isEmpty())
        lines << tr("The log is another run: set the scenario to the run that wrote it.");
    if (m.status == core::LogMeasurementStatus::NoPeak)
        lines << tr("The log gives only TFLOP/s, and the scenario's GPU has no peak at its "
                    "precision.");
    return lines.join(QLatin1Char('\n'));
}

QString CalibrateSourceText::ncclRead(const core::NcclTestsTable& table,
                                      const core::NcclCalibration& r)
{
    QStringList lines;
    lines << tr("Read %1: %2 GPUs on %3 node(s), %n size(s).", nullptr, r.fit.points)
                 .arg(QString::fromStdString(table.test), Units::count(r.ranks),
                      Units::count(r.nodes));
    lines << tr("Tier: %1, %2 domain(s) of %3 GPUs.")
                 .arg(tierName(r.tier), Units::count(r.domains), Units::count(r.ranksPerDomain));
    lines << tr("Fit: time = %1 + size / %2 (residual %3).")
                 .arg(Units::shortDuration(r.fit.latency_s),
                      Units::bandwidth(1 / r.fit.secondsPerByte),
                      Units::percent(r.fit.rmsRelResidual));
    lines << tr("Bus bandwidth %1 fitted, %2 the table's peak (line %3); %4 at line rate in the "
                "model.")
                 .arg(Units::bandwidth(r.fittedBusbw_Bps), Units::bandwidth(r.peakBusbw_Bps),
                      QString::number(r.peakLine), Units::bandwidth(r.referenceBusbw_Bps));
    if (!r.fitted())
        return lines.join(QLatin1Char('\n'));
    lines << tr("%1: %2 \u2192 %3")
                 .arg(QString::fromUtf8(r.efficiencyKey->key.data(),
                                        qsizetype(r.efficiencyKey->key.size())),
                      Units::number(r.efficiencyBefore, 3), Units::number(r.efficiency, 3));
    const QString latencyKey =
        QString::fromUtf8(r.latencyKey->key.data(), qsizetype(r.latencyKey->key.size()));
    if (r.latency == core::LatencyOutcome::Fitted)
        lines << tr("%1: %2 \u2192 %3")
                     .arg(latencyKey,
                          Units::number(core::toFile(r.latencyBefore_s, r.latencyKey->unit), 2),
                          Units::number(core::toFile(r.latency_s, r.latencyKey->unit), 2));
    else
        lines << tr("%1: kept; the table does not determine a latency (too few small sizes).")
                     .arg(latencyKey);
    if (r.fit.rmsRelResidual > 0.10)
        lines << tr("One line fits this table loosely: NCCL changes protocol with the size.");
    return lines.join(QLatin1Char('\n'));
}

QString CalibrateSourceText::ncclRefusal(const core::NcclTestsTable& table,
                                         const core::NcclCalibration& r)
{
    using S = core::NcclCalibrationStatus;
    switch (r.status) {
    case S::Fitted:
        return {};
    case S::NoTable:
        return tr(
            "No nccl-tests table (size, count, type, \u2026, time, algbw, busbw) in the text.");
    case S::UnknownCollective:
        return table.test.empty()
                   ? tr("The text does not say which test ran: include its command line.")
                   : tr("%1 measures no collective the model has.")
                         .arg(QString::fromStdString(table.test));
    case S::OtherCollective:
        return tr("The table is %1, not the collective asked for.")
            .arg(QString::fromStdString(table.test));
    case S::MissingRanks:
        return tr("The text does not say how many GPUs ran the test: enter them below.");
    case S::MissingNodes:
        return tr("The text does not say on how many nodes the %1 GPUs ran: enter them below.")
            .arg(Units::count(r.ranks));
    case S::BadCounts:
        return tr("%1 GPUs on %2 nodes: the GPUs must be at least 2 and a multiple of the nodes.")
            .arg(Units::count(r.ranks), Units::count(r.nodes));
    case S::MoreGpusPerNode:
        return tr("The test ran more GPUs per node than the scenario's nodes have.");
    case S::TooFewSizes:
        return tr("The table has fewer than two sizes: a line needs two.");
    case S::TimeNotIncreasing:
        return tr("The time does not grow with the size: the table holds no bandwidth.");
    case S::EfficiencyAboveOne:
        return tr("The fitted bus bandwidth %1 is above what the model gives this group even at "
                  "line rate (%2): the scenario's hardware is slower than the tested machine.")
            .arg(Units::bandwidth(r.fittedBusbw_Bps), Units::bandwidth(r.referenceBusbw_Bps));
    case S::TierNotLimiting:
        return tr("This tier does not change the collective in the model: nothing to fit.");
    }
    return {};
}

}  // namespace syncwall::ui
