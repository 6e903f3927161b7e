#include "assumptions_footer.h"

#include <algorithm>
#include <cmath>

#include "core/catalog.h"
#include "core/compute_model.h"
#include "core/jct_band.h"
#include "ui/charts/chart_format.h"
#include "ui/model/scenario_title.h"

namespace syncwall::ui {

namespace {

const core::Catalog& catalog()
{
    static const core::Catalog builtIn = core::Catalog::builtIn();
    return builtIn;
}

QString modelName(const core::Scenario& s)
{
    if (const core::ModelEntry* entry = catalog().model(s.model.preset))
        return QString::fromStdString(entry->about.name);
    if (!s.model.preset.empty())
        return QString::fromStdString(s.model.preset);
    return AssumptionsFooter::tr("%1B-parameter model")
        .arg(ChartFormat::number(s.model.params / 1e9));
}

QString failureModel(const core::Scenario& s, const core::Estimate& e)
{
    const core::ReliabilitySpec& r = s.reliability;
    QString basis;
    if (r.clusterMtbf_s)
        basis = AssumptionsFooter::tr("measured cluster MTBF");
    else
        basis = AssumptionsFooter::tr("component MTTFs (GPU %1 h)")
                    .arg(ChartFormat::count(r.gpuMttf_s / 3600.0));
    const core::CheckpointIntervalBasis why = e.reliability.interval_basis;
    const QString interval =
        why == core::CheckpointIntervalBasis::FlushFloor
            ? AssumptionsFooter::tr("every %1 (no sooner than the last write ends)")
        : why == core::CheckpointIntervalBasis::EveryStep
            ? AssumptionsFooter::tr("every %1 (once a step, the most often)")
        : why == core::CheckpointIntervalBasis::SetByHand
            ? AssumptionsFooter::tr("every %1")
            : AssumptionsFooter::tr("every %1 (Daly optimum)");
    return AssumptionsFooter::tr(
               "failures from %1, cluster MTBF %2; %3 checkpoints %4; recovery %5 per failure")
        .arg(basis, ChartFormat::duration(e.reliability.cluster_mtbf_s),
             r.asyncCheckpoint ? AssumptionsFooter::tr("async") : AssumptionsFooter::tr("blocking"),
             interval.arg(ChartFormat::duration(e.reliability.checkpoint_interval_s)),
             ChartFormat::duration(e.reliability.recovery_s));
}

}  // namespace

QString AssumptionsFooter::subtitle(const core::Scenario& s)
{
    QStringList parts {ScenarioTitle::of(s, catalog())};
    if (s.name.empty())  // the automatic name already says the model, GPU count and type
        return parts.constFirst();
    if (!parts.constFirst().contains(modelName(s)))
        parts << modelName(s);
    const core::GpuEntry* gpu = catalog().gpu(s.hardware.gpu.id);
    parts << tr("%1 × %2").arg(ChartFormat::count(s.gpus),
                               QString::fromStdString(gpu ? gpu->about.name : s.hardware.gpu.id));
    return parts.join(QStringLiteral(" · "));
}

QStringList AssumptionsFooter::lines(const core::Scenario& s, const core::Estimate& e,
                                     const QDate& date)
{
    const core::HardwareSpec& hw = s.hardware;
    const double peak = core::peakFlops(hw.gpu, s.training.precision);
    QStringList first;
    first << tr("%1 dense peak %2 TFLOP/s per GPU, MFU basis (no recompute FLOPs)")
                 .arg(ChartFormat::precision(s.training.precision),
                      ChartFormat::number(peak / 1e12));
    // What the estimate ran with: a calibration scales the catalog's efficiencies, and says so
    // (an exported slide had shown the catalog's 70 % after a fit to 99 %).
    const core::CalibrationSpec& cal = s.calibration;
    first << (cal.computeScale != 1.0
                  ? tr("GEMM efficiency %1 (calibrated \u00D7%2)")
                        .arg(ChartFormat::percent(hw.gpu.gemmEfficiency * cal.computeScale),
                             ChartFormat::number(cal.computeScale))
                  : tr("GEMM efficiency %1").arg(ChartFormat::percent(hw.gpu.gemmEfficiency)));
    first << tr("scale-up %1 GB/s at %2, scale-out %3 Gb/s at %4 of line rate")
                     .arg(ChartFormat::number(hw.scaleUp_Bps / 1e9),
                          ChartFormat::percent(hw.scaleUpEfficiency * cal.linkScale),
                          ChartFormat::number(hw.scaleOut_bps / 1e9),
                          ChartFormat::percent(hw.scaleOutEfficiency * cal.linkScale))
                 + (cal.linkScale != 1.0
                        ? tr(" (links calibrated \u00D7%1)").arg(ChartFormat::number(cal.linkScale))
                        : QString());
    first << tr("DP overlap %1").arg(ChartFormat::percent(s.comm.dpOverlap));
    if (s.comm.compression != 1.0)
        first << tr("gradient compression ×%1").arg(ChartFormat::number(s.comm.compression));
    QStringList second {failureModel(s, e)};
    if (e.run.expected_s > 0) {
        const core::JctBand band = core::jctBand(s, e);
        second << (band.outsideValidation
                       ? tr("expected JCT %1, outside the validated range: no P10\u2013P90 band")
                             .arg(ChartFormat::duration(band.point_s))
                       : tr("expected JCT %1, P10\u2013P90 %2 \u2013 %3 (model error on published "
                            "runs \u00D7 failure Monte Carlo)")
                             .arg(ChartFormat::duration(band.point_s),
                                  ChartFormat::duration(band.p10_s),
                                  ChartFormat::duration(band.p90_s)));
    }
    const QString tokens = e.run.tokens >= 1e12
                               ? tr("%1 T").arg(ChartFormat::number(e.run.tokens / 1e12))
                               : tr("%1 B").arg(ChartFormat::number(e.run.tokens / 1e9));
    second << tr("global batch %1 × %2 tokens, %3 tokens in all")
                  .arg(ChartFormat::count(s.training.globalBatch),
                       ChartFormat::count(s.model.seqLen), tokens);
    const QString origin = tr("Scenario “%1” · Syncwall %2 · %3")
                               .arg(ScenarioTitle::of(s, catalog()),
                                    QStringLiteral(SYNCWALL_VERSION), date.toString(Qt::ISODate));
    // The second line is a sentence of its own: it starts with a capital (in a language that
    // has them).
    QString failures = second.join(QStringLiteral("; ")) + QLatin1Char('.');
    failures[0] = failures[0].toUpper();
    return {tr("Assumptions: %1.").arg(first.join(QStringLiteral("; "))), failures, origin};
}

}  // namespace syncwall::ui
