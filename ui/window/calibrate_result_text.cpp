#include "calibrate_result_text.h"

#include <QLocale>
#include <QStringList>

#include "cards/units.h"

namespace syncwall::ui {

QString CalibrateResultText::status(core::CalibrationStatus status)
{
    switch (status) {
    case core::CalibrationStatus::Fitted:
        return tr("Fitted.");
    case core::CalibrationStatus::InvalidMeasurement:
        return tr("The measurement is not a positive, finite number.");
    case core::CalibrationStatus::FasterThanPeak:
        return tr("The measurement is faster than the GPUs' peak allows: no run of this scenario "
                  "can be that fast. "
                  "Check the GPU count, batch and sequence length.");
    case core::CalibrationStatus::EfficiencyAboveOne:
        return tr("Reproducing it would need an efficiency above 100 % (or links beyond their line "
                  "rate). "
                  "The scenario probably differs from the measured run.");
    case core::CalibrationStatus::SlowerThanRange:
        return tr(
            "The measurement is slower than the model at a thousandth of the catalog efficiency: "
            "something other than this knob slows the run.");
    case core::CalibrationStatus::LinkNotInvolved:
        return tr("This step has no communication that link bandwidth could change: fit compute "
                  "instead.");
    case core::CalibrationStatus::NoConvergence:
        return tr("The fit did not converge.");
    }
    return {};
}

QString CalibrateResultText::result(const core::CalibrationResult& r)
{
    if (!r.fitted())
        return tr("Refused. %1").arg(status(r.status));
    QStringList lines;
    const bool link = r.knob == core::CalibrationKnob::Link;
    lines << (link ? tr("Fitted link scale: \u00D7%1").arg(Units::number(r.linkScale, 3))
                   : tr("Fitted compute scale: \u00D7%1").arg(Units::number(r.computeScale, 3)));
    lines << tr("GEMM efficiency: %1").arg(Units::percent(r.gemmEfficiency));
    lines << tr("Step time: %1 \u2192 %2 (%3 %)")
                 .arg(Units::shortDuration(r.before_s), Units::shortDuration(r.after_s),
                      (r.change_pct > 0 ? QStringLiteral("+") : QString())
                          + QLocale().toString(r.change_pct, 'f', 1));
    if (!r.splitIdentified)
        lines << tr("Communication is %1 of this step: one step time cannot tell compute "
                    "efficiency from "
                    "link efficiency, so the split between them is not identified.")
                     .arg(Units::percent(r.commShare));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace syncwall::ui
