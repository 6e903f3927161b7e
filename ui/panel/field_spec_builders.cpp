#include "field_spec_builders.h"

#include "core/scenario_keys.h"

namespace syncwall::ui::fields {

// 1, 2, 3, 4, 6, 8, 12, 16, 24, ... : powers of two and their 1.5x, up to `hi`.
QList<double> ladder(double lo, double hi)
{
    QList<double> out;
    for (double p = 1; p <= hi; p *= 2) {
        if (p >= lo)
            out << p;
        if (p >= 2 && p * 1.5 <= hi && p * 1.5 >= lo)
            out << p * 1.5;
    }
    return out;
}

FieldSpec spec(const char* key, FieldGroup group, FieldKind kind, const QString& label)
{
    FieldSpec s;
    s.key = QString::fromLatin1(key);
    s.group = group;
    s.kind = kind;
    s.label = label;
    return s;
}

FieldSpec& range(FieldSpec& s, double min, double max, const QString& suffix, double scale,
                 int decimals, bool log)
{
    s.min = min;
    s.max = max;
    s.suffix = suffix;
    s.scale = scale;
    s.decimals = decimals;
    s.log = log;
    return s;
}

// A choice field's entries in the core's order of its file words (core/scenario_keys.cpp), each
// with its translated label; a word without a label shows as itself.
QList<FieldChoice> declaredChoices(const char* key,
                                   const QList<QPair<const char*, QString>>& labels)
{
    QList<FieldChoice> out;
    const core::ScenarioKey* k = core::findScenarioKey(key);
    if (!k)
        return out;
    for (std::size_t i = 0; i < k->choices.size(); ++i) {
        const QString word =
            QString::fromLatin1(k->choices[i].data(), qsizetype(k->choices[i].size()));
        QString label = word;
        for (const auto& [w, l] : labels)
            if (word == QLatin1String(w))
                label = l;
        out.append({label, int(i)});
    }
    return out;
}

FieldSpec& addTo(QList<FieldSpec>& list, FieldSpec s, const QString& tip, bool simple)
{
    s.toolTip = tip;
    s.simple = simple;
    list << s;
    return list.last();
}

}  // namespace syncwall::ui::fields
