#include "compare_inputs.h"

#include "chart_format.h"
#include "core/catalog.h"
#include "core/scenario_diff.h"
#include "core/scenario_keys.h"

namespace syncwall::ui {

namespace {

// A declared key's value as the file writes it (file units; enum words; auto or null).
QString fileText(const core::ScenarioKey& k, const std::optional<double>& v)
{
    if (k.isUnset(v))
        return k.unset == core::KeyUnset::Null ? CompareInputs::tr("none")
                                               : CompareInputs::tr("auto");
    const double x = *v;
    switch (k.kind) {
    case core::KeyKind::Boolean:
        return x != 0 ? CompareInputs::tr("yes") : CompareInputs::tr("no");
    case core::KeyKind::Choice: {
        const auto i = static_cast<std::size_t>(x);
        return i < k.choices.size()
                   ? QString::fromUtf8(k.choices[i].data(), qsizetype(k.choices[i].size()))
                   : QString::number(x);
    }
    case core::KeyKind::Integer:
    case core::KeyKind::Count:
        return ChartFormat::count(x);
    case core::KeyKind::Number:
        break;
    }
    // A tester had read "150,000" beside "1e+09".
    return ChartFormat::value(x);
}

QString presetText(const std::string& id)
{
    return id.empty() ? CompareInputs::tr("custom") : QString::fromStdString(id);
}

QString gpuName(const core::Scenario& s)
{
    static const core::Catalog catalog = core::Catalog::builtIn();
    const core::GpuEntry* gpu = catalog.gpu(s.hardware.gpu.id);
    return gpu ? QString::fromStdString(gpu->shortName) : presetText(s.hardware.gpu.id);
}

}  // namespace

QVector<CompareInputs::Row> CompareInputs::rows(const core::Scenario& a, const core::Scenario& b)
{
    QVector<Row> out;
    for (const core::InputDifference& d : core::differingInputs(a, b)) {
        const QString key = QString::fromStdString(d.key);
        if (d.isPreset()) {
            out << Row {key, presetText(d.aId), presetText(d.bId)};
        } else if (const core::ScenarioKey* k = core::findScenarioKey(d.key)) {
            out << Row {key, fileText(*k, d.a), fileText(*k, d.b)};
        }
    }
    return out;
}

QStringList CompareInputs::notes(const core::Scenario& a, const core::Scenario& b)
{
    QStringList out;
    for (const core::SharedAssumption shared : core::sharedAssumptions(a, b)) {
        switch (shared) {
        case core::SharedAssumption::PricePerGpuHour:
            out << tr("A (%1) and B (%2) assume the same price, $%3 per GPU-hour: the cost "
                      "comparison holds only if both GPU types really cost that.")
                       .arg(gpuName(a), gpuName(b), ChartFormat::number(a.cost.usdPerGpuHour, 4));
            break;
        case core::SharedAssumption::FailureRates:
            out << tr("A (%1) and B (%2) assume the same failure rates: the failure overhead "
                      "differs only by GPU count and run time, not by GPU type.")
                       .arg(gpuName(a), gpuName(b));
            break;
        }
    }
    return out;
}

}  // namespace syncwall::ui
