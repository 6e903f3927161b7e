#include "scenario_fields.h"

#include "core/scenario_keys.h"

namespace syncwall::ui {
namespace {

const core::ScenarioKey* declared(const QString& key)
{
    return core::findScenarioKey(key.toStdString());
}

}  // namespace

bool ScenarioFields::has(const QString& key) { return declared(key) != nullptr; }

QVariant ScenarioFields::get(const core::Scenario& scenario, const QString& key)
{
    const core::ScenarioKey* k = declared(key);
    if (!k)
        return {};
    const std::optional<double> v = k->get(scenario);
    if (!v)
        return {};
    switch (k->kind) {
    case core::KeyKind::Integer:
    case core::KeyKind::Choice:
        return QVariant(static_cast<int>(*v));
    case core::KeyKind::Boolean:
        return QVariant(*v != 0);
    case core::KeyKind::Count:
    case core::KeyKind::Number:
        break;
    }
    return QVariant(*v);
}

bool ScenarioFields::set(core::Scenario& scenario, const QString& key, const QVariant& value)
{
    const core::ScenarioKey* k = declared(key);
    if (!k)
        return false;
    k->set(scenario, value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt);
    return true;
}

QStringList ScenarioFields::keys()
{
    QStringList out;
    for (const core::ScenarioKey& k : core::scenarioKeys())
        out << QString::fromLatin1(k.key.data(), qsizetype(k.key.size()));
    return out;
}

}  // namespace syncwall::ui
