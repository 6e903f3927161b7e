#include "calibrate_series_text.h"

#include <QLocale>
#include <QStringList>
#include <cmath>

#include "cards/units.h"

namespace syncwall::ui {

namespace {

// "+4.1 %", "-0.3 %", and "0.0 %" for what rounds to nothing (never "-0.0 %").
QString signedPercent(double fraction)
{
    if (std::fabs(fraction) < 0.0005)
        return Units::percent(0);
    return (fraction > 0 ? QStringLiteral("+") : QString()) + Units::percent(fraction);
}

}  // namespace

QString CalibrateSeriesText::determination(bool determined, double uncertainty)
{
    // One standard error of 100 % or more says nothing about the multiplier (the core reports a
    // huge one when no run moves it apart from the other).
    if (!std::isfinite(uncertainty) || uncertainty >= 1)
        return tr("not determined: the runs do not tell it apart from the other");
    const QString band =
        tr("\u00B1%1 for a %2 error per measurement")
            .arg(Units::percent(uncertainty), Units::percent(core::kSeriesMeasurementError));
    return determined ? tr("determined, %1").arg(band) : tr("not determined, %1").arg(band);
}

QString CalibrateSeriesText::fitted(const core::SeriesCalibrationResult& r,
                                    const core::SeriesCalibrationResult* both)
{
    const auto scales = [](const core::SeriesCalibrationResult& fit) {
        const QString held = tr("held at the scenario's value, not fitted");
        return QStringList {
            tr("Compute scale: \u00D7%1 (%2)")
                .arg(Units::number(fit.computeScale, 3),
                     fit.fitsCompute()
                         ? determination(fit.computeDetermined, fit.computeUncertainty)
                         : held),
            tr("Link scale: \u00D7%1 (%2)")
                .arg(Units::number(fit.linkScale, 3),
                     fit.fitsLink() ? determination(fit.linkDetermined, fit.linkUncertainty)
                                    : held),
            tr("RMS error of the step times: %1 \u2192 %2")
                .arg(Units::percent(fit.rmsErrorBefore), Units::percent(fit.rmsErrorAfter))};
    };
    QStringList lines;
    if (!both) {
        lines << scales(r);
    } else {
        const auto indented = [](QStringList list) {
            for (QString& line : list)
                line.prepend(QStringLiteral("    "));
            return list;
        };
        const QString percent = Units::percent(core::kSeriesMeasurementError);
        const QString correlation = QLocale().toString(both->correlation, 'f', 2);
        lines << tr("Both fitted together:") << indented(scales(*both)) << QString();
        lines << (r.fit == core::SeriesFit::Link
                      ? tr("Both are not worth storing: the second scale lowers the error no more "
                           "than a %1 error in each measured step could, or the runs hardly tell "
                           "the two apart (correlation %2). Apply stores the link scale fitted "
                           "alone; the compute scale keeps its value:")
                      : tr("Both are not worth storing: the second scale lowers the error no more "
                           "than a %1 error in each measured step could, or the runs hardly tell "
                           "the two apart (correlation %2). Apply stores the compute scale fitted "
                           "alone; the link scale keeps its value:"))
                     .arg(percent, correlation);
        lines << indented(scales(r)) << QString();
        // Both determined: the runs need no second scale. Else more runs might pin it down.
        if (!both->computeDetermined || !both->linkDetermined)
            lines << tr("A run at another scale may tell the two apart.");
    }
    lines << tr("A multiplier counts as determined when a %1 error in each measured step moves it "
                "by less than %2.")
                 .arg(Units::percent(core::kSeriesMeasurementError),
                      Units::percent(core::kSeriesDeterminedShare));
    return lines.join(QLatin1Char('\n'));
}

QString CalibrateSeriesText::refusal(const core::SeriesCalibrationResult& r, const QString& run)
{
    switch (r.status) {
    case core::SeriesStatus::Fitted:
        return {};
    case core::SeriesStatus::TooFewRuns:
        return tr("A series needs at least two measured runs.");
    case core::SeriesStatus::InvalidMeasurement:
        return tr("%1: the measured step must be a time above 0 s and at most %2.")
            .arg(run, Units::stepSeconds(core::kMaxMeasuredStep_s));
    case core::SeriesStatus::OtherCluster:
        return tr("%1 runs on other GPUs or links than run 1: a series is one cluster.").arg(run);
    case core::SeriesStatus::NoConvergence:
        return tr("The fit did not converge (please report these runs).");
    }
    return {};
}

QString CalibrateSeriesText::predicted(double predicted_s, double measured_s)
{
    if (!(measured_s > 0))
        return Units::stepSeconds(predicted_s);
    return tr("%1 (%2)").arg(Units::stepSeconds(predicted_s),
                             signedPercent(predicted_s / measured_s - 1));
}

}  // namespace syncwall::ui
