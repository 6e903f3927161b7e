#include "problem_text.h"

#include <QLocale>
#include <cmath>

#include "core/scenario_key_names.h"
#include "field_specs.h"
#include "model/scenario_fields.h"

namespace syncwall::ui {

namespace {

// Whole numbers in full with group separators (1,048,576, not 1.04858e+06), others to six
// significant digits.
QString number(double v)
{
    const QLocale locale;
    if (std::isfinite(v) && std::fabs(v) < 1e15 && v == std::round(v))
        return locale.toString(qlonglong(v));
    return locale.toString(v, 'g', 6);
}

// A range bound in the field's display unit when the panel shows the field, else as is.
QString bound(const core::Problem& p, double value)
{
    const QString key = QString::fromStdString(p.key);
    if (const auto* spec = FieldSpecs::find(key))
        return number(value * FieldSpecs::fileUnit(key) / spec->scale) + spec->suffix;
    return number(value);
}

// "parallelism.tp*parallelism.pp" names a product of inputs.
QString subject(const core::Problem& p)
{
    QStringList labels;
    for (const QString& part : QString::fromStdString(p.key).split(QLatin1Char('*')))
        labels << FieldSpecs::plainLabel(part);
    return labels.join(QStringLiteral(" \u00D7 "));
}

QString other(const core::Problem& p, const core::Scenario* scenario)
{
    const QString key = QString::fromStdString(p.detail);
    if (key.isEmpty())
        return ProblemText::tr("another input");
    const QString label = FieldSpecs::plainLabel(key);
    const auto* spec = FieldSpecs::find(key);
    const QVariant value = scenario ? ScenarioFields::get(*scenario, key) : QVariant();
    if (!spec || !value.isValid() || spec->kind == FieldKind::Choice
        || spec->kind == FieldKind::Toggle)
        return label;
    const QString shown = QLocale().toString(value.toDouble() / spec->scale, 'f', spec->decimals);
    return ProblemText::tr("%1 (%2)").arg(label, shown + spec->suffix);
}

}  // namespace

QString ProblemText::sentence(const core::Problem& p, const core::Scenario* scenario)
{
    using C = core::ProblemCode;
    const QString detail = QString::fromStdString(p.detail);
    switch (p.code) {
    case C::ParseError:
        return tr("The file is not valid JSON: %1.").arg(detail);
    case C::NotAnObject:
        return tr("Must be an object (a group of keys).");
    case C::UnknownKey:
        return tr("Unknown key; check its spelling.");
    case C::WrongType:
        return tr("Must be of type %1.").arg(detail);
    case C::Missing:
        return tr("Required, but missing.");
    case C::OutOfRange:
        if (detail == QLatin1String("exclusive_min"))
            return tr("Must be above %1 and at most %2.").arg(bound(p, p.min), bound(p, p.max));
        if (detail == QLatin1String("one_step"))  // edited through the batch or the sequence
            return tr("Must be at least one step's tokens, %1 (the global batch times the "
                      "sequence length).")
                .arg(bound(p, p.min));
        return tr("Must be between %1 and %2.").arg(bound(p, p.min), bound(p, p.max));
    case C::NotFinite:
        return tr("Must be a finite number.");
    case C::UnknownChoice:
        return tr("Must be one of: %1.").arg(detail);
    case C::UnknownPreset:
        return tr("No preset with this id in the catalog.");
    case C::BadFormat:
        return tr("Not a Syncwall scenario (\"format\" must be \"syncwall-scenario\").");
    case C::UnsupportedVersion:
        return tr("This version of the file format is not supported.");
    case C::NotDivisible:
        if (p.key.find('*') != std::string::npos)
            return tr("%1 must divide %2 evenly.").arg(subject(p), other(p, scenario));
        return tr("Must divide %1 evenly.").arg(other(p, scenario));
    case C::ProductMismatch:
        return tr("TP x PP x CP x DP must equal the GPU count.");
    case C::Inconsistent:
        if (p.key == "training.precision")  // the GPU lacks the precision's tensor cores
            return detail == QLatin1String("hardware.gpu")
                       ? tr("This GPU type has no tensor cores for it.")
                       : tr("This GPU type cannot run it: its %1 is 0.")
                             .arg(FieldSpecs::plainLabel(detail));
        if (p.key == core::key_names::kCudaGraphs && detail == QLatin1String("software.stack"))
            return tr("Needs the Megatron-Core software stack.");
        if (p.key == core::key_names::kExpertOverlap) {  // Megatron-Core's own needs
            if (detail == QLatin1String("model.moe.experts"))
                return tr("Needs a mixture-of-experts model.");
            if (detail == QLatin1String("parallelism.ep"))
                return tr("Needs expert parallelism (EP) of 2 or more.");
            if (detail == QLatin1String("parallelism.schedule"))
                return tr("With pipeline parallelism it needs the interleaved schedule (virtual "
                          "stages) or DualPipe.");
            if (detail == QLatin1String("training.precision"))
                return tr("Needs 16-bit or lower precision (Megatron-Core overlaps a bf16 or fp16 "
                          "model only).");
            if (detail == QLatin1String("model.mtp_layers"))
                return tr("Allows at most one MTP module.");
            if (detail == QLatin1String("software.stack"))
                return tr("Needs the Megatron-Core software stack.");
            if (detail == QLatin1String("parallelism.recompute"))
                return tr("Cannot be used with full recompute; choose selective, none or auto.");
        }
        return tr("Cannot hold together with %1.").arg(other(p, scenario));
    case C::TooDeep:
        return tr("Nested too deeply.");
    }
    return tr("Invalid value.");
}

QString ProblemText::withField(const core::Problem& p, const core::Scenario* scenario)
{
    const QString key = QString::fromStdString(p.key);
    if (key.isEmpty())
        return sentence(p, scenario);
    if (key.contains(QLatin1Char('*')))  // the sentence already names the inputs
        return tr("%1 (%2)").arg(sentence(p, scenario), key);
    const QString label = FieldSpecs::plainLabel(key);
    if (label == key)
        return tr("%1: %2").arg(key, sentence(p, scenario));
    return tr("%1 (%2): %3").arg(label, key, sentence(p, scenario));
}

QStringList ProblemText::list(const core::Problems& problems, const core::Scenario* scenario)
{
    QStringList out;
    for (const auto& p : problems)
        out << withField(p, scenario);
    return out;
}

}  // namespace syncwall::ui
