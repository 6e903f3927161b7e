#include "import_text.h"

#include <QLocale>
#include <QStringList>

#include "charts/chart_format.h"
#include "core/scenario_keys.h"

namespace syncwall::ui {
namespace {

QString lines(const std::vector<core::SourceLine>& list)
{
    QStringList out;
    for (const core::SourceLine& l : list)
        out << ImportText::tr("line %1: %2").arg(l.number).arg(QString::fromStdString(l.text));
    return out.join(QStringLiteral("; "));
}

QString quoted(int line, const std::string& text)
{
    return text.empty()
               ? ImportText::tr("line %1").arg(line)
               : ImportText::tr("line %1 (%2)").arg(line).arg(QString::fromStdString(text));
}

QString number(double v) { return QLocale().toString(v, 'g', 10); }

}  // namespace

QString ImportText::kindName(core::ImportKind kind)
{
    switch (kind) {
    case core::ImportKind::MegatronArgs:
        return QStringLiteral("Megatron-LM");
    case core::ImportKind::NemoYaml:
        return QStringLiteral("NeMo");
    case core::ImportKind::TorchtitanToml:
        return QStringLiteral("torchtitan");
    case core::ImportKind::HfConfig:
        return QStringLiteral("Hugging Face");
    default:
        return tr("unknown");
    }
}

QString ImportText::value(const core::ImportSource& s) { return value(s.key, s.value); }

QString ImportText::value(const std::string& key, std::optional<double> v)
{
    const core::ScenarioKey* k = core::findScenarioKey(key);
    const bool autoInteger =
        k && k->unset == core::KeyUnset::Auto && k->kind == core::KeyKind::Integer;
    if (!v)
        return autoInteger ? QStringLiteral("auto") : QStringLiteral("null");
    if (k && k->kind == core::KeyKind::Boolean)
        return *v != 0 ? QStringLiteral("true") : QStringLiteral("false");
    if (k && k->kind == core::KeyKind::Choice && *v >= 0 && std::size_t(*v) < k->choices.size())
        return QString::fromUtf8(k->choices[std::size_t(*v)].data(),
                                 qsizetype(k->choices[std::size_t(*v)].size()));
    if (autoInteger && *v == 0)
        return QStringLiteral("auto");
    // Gemma 3's windowed share had read 0.8387096774.
    return ChartFormat::value(*v);
}

QString ImportText::source(const core::ImportSource& s, core::ImportKind kind)
{
    const QString where = lines(s.lines);
    const QString first = s.from.empty() ? QString() : QString::fromStdString(s.from.front());
    switch (s.origin) {
    case core::ImportOrigin::Config:
        return where.isEmpty() ? first : where;
    case core::ImportOrigin::Derived:
        if (s.detail.rfind("preset:", 0) == 0)
            return tr("%1 (the catalog's %2)")
                .arg(where, QString::fromStdString(s.detail.substr(7)));
        if (s.detail == "world_size")
            return tr("%1 (nodes \u00D7 GPUs per node)").arg(where);
        if (s.detail == "data_parallel")
            return tr("%1 (the GPUs TP \u00D7 PP \u00D7 CP leave)").arg(where);
        if (s.detail == "torchtitan")
            return tr("torchtitan (PyTorch FSDP2)");
        return tr("%1 (derived)").arg(where.isEmpty() ? first : where);
    case core::ImportOrigin::ClassDefault:
        if (s.detail == "torchtitan_tp")
            return tr("torchtitan's tensor parallelism shards the sequence");
        if (s.detail == "null")
            return tr("%1 default (%2)").arg(kindName(kind), where);
        return tr("%1 default (%2 not given)").arg(kindName(kind), first);
    case core::ImportOrigin::Guessed:
        return tr("%1 (guessed)").arg(where.isEmpty() ? first : where);
    case core::ImportOrigin::Default:
        break;
    }
    if (s.detail == "not_stated")
        return tr("kept: the file does not state the GPU count");
    if (s.detail == "environment")
        return tr("kept: %1 comes from the environment ($%2)")
            .arg(where, QString::fromStdString(s.configText.substr(0, s.configText.find('='))));
    if (s.detail == "unknown")
        return tr("kept: %1 is computed when the script runs").arg(where);
    if (s.detail == "tokenizer")
        return tr("kept: the vocabulary comes from the tokenizer");
    return tr("kept");
}

QString ImportText::problem(const core::Problem& p, const core::LaunchImport* imported)
{
    const QString key = QString::fromStdString(p.key);
    const auto text = [imported](int line, std::string_view name) {
        return imported ? imported->quote(line, name) : std::string();
    };
    const QString at =
        p.line > 0 ? quoted(p.line, text(p.line, p.key)) + QStringLiteral(": ") : QString();
    const QString other = p.otherLine > 0
                              ? quoted(p.otherLine, text(p.otherLine, core::otherName(p)))
                              : tr("the file");
    switch (p.code) {
    case core::ProblemCode::ParseError:
        if (p.detail == "size")
            return tr("larger than %1 bytes: not a launch config").arg(number(p.max));
        if (p.detail.find("unterminated") == 0)
            return at + tr("something opened here is not closed (is the file cut short?)");
        return at + tr("cannot be read");
    case core::ProblemCode::BadFormat:
        if (p.detail == "binary")
            return tr("a binary file, not a launch config");
        if (p.detail == "empty")
            return tr("the file is empty");
        if (p.detail == "scenario")
            return tr("a Syncwall scenario: open it with File \u203A Open");
        if (p.detail == "no_settings")
            return tr("no layout, batch or model setting found");
        return tr("not a file Syncwall imports (a Hugging Face config.json, a Megatron-LM script "
                  "or argument list, a NeMo recipe, a torchtitan TOML)");
    case core::ProblemCode::Inconsistent:
        if (p.otherLine == 0)
            return at + tr("%1 needs %2 of 2 or more").arg(key, QString::fromStdString(p.detail));
        return at + tr("%1 contradicts %2").arg(key, other);
    case core::ProblemCode::NotDivisible: {
        const std::string rule = p.detail.substr(0, p.detail.find(':'));
        if (rule == "world_size")
            return at
                   + tr("TP \u00D7 PP \u00D7 CP = %1 does not divide the %2 GPUs of %3")
                         .arg(number(p.min), number(p.max), other);
        if (rule == "expert_folding")
            return at
                   + tr("EP \u00D7 expert TP = %1 does not divide TP \u00D7 CP \u00D7 DP = %2 "
                        "(with the GPUs of %3)")
                         .arg(number(p.min), number(p.max), other);
        return at
               + tr("the global batch %1 is not a multiple of DP \u00D7 micro-batch = %2 "
                    "(with the GPUs of %3)")
                     .arg(number(p.max), number(p.min), other);
    }
    case core::ProblemCode::OutOfRange:
        return at
               + tr("%1 is out of range for %2 (must be between %3 and %4)")
                     .arg(key, QString::fromStdString(p.detail), number(p.min), number(p.max));
    case core::ProblemCode::WrongType:
        return at + tr("%1 must be %2").arg(key, QString::fromStdString(p.detail));
    case core::ProblemCode::UnknownChoice:
        return at + tr("%1 must be one of %2").arg(key, QString::fromStdString(p.detail));
    case core::ProblemCode::Missing:
        return tr("%1: missing (it gives %2)").arg(key, QString::fromStdString(p.detail));
    default:
        return at + tr("%1: cannot be imported").arg(key);
    }
}

}  // namespace syncwall::ui
