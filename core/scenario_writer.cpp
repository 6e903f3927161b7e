// scenarioToJson: every declared key (scenario_keys.cpp) in file units, so that
// parse(write(s)) == s.
#include <cmath>

#include "json_fields.h"
#include "scenario_io.h"
#include "scenario_keys.h"

namespace syncwall::core {
namespace {

// A number in file units; integral values print without a fraction.
Json num(double si, Unit unit = kUnitOne)
{
    const double v = toFile(si, unit);
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15)
        return Json(static_cast<std::int64_t>(v));
    return Json(v);  // NaN/inf print as null, which the reader rejects
}

Json valueJson(const ScenarioKey& k, const std::optional<double>& v)
{
    if (k.isUnset(v) && k.unset != KeyUnset::Never)
        return k.unset == KeyUnset::Auto ? Json("auto") : Json(nullptr);
    const double x = v.value_or(0);
    switch (k.kind) {
    case KeyKind::Integer:
        return Json(static_cast<std::int64_t>(x));
    case KeyKind::Boolean:
        return Json(x != 0);
    case KeyKind::Choice: {
        const auto i = static_cast<std::size_t>(x);
        return x >= 0 && i < k.choices.size() ? Json(std::string(k.choices[i])) : Json("");
    }
    case KeyKind::Count:
    case KeyKind::Number:
        break;
    }
    return num(x, k.unit);
}

// The value slot of a dotted key, creating the objects on the way.
Json& slot(Json& root, std::string_view dotted)
{
    Json* at = &root;
    std::size_t begin = 0;
    for (std::size_t dot = dotted.find('.'); dot != std::string_view::npos;
         begin = dot + 1, dot = dotted.find('.', begin))
        at = &(*at)[std::string(dotted.substr(begin, dot - begin))];
    return (*at)[std::string(dotted.substr(begin))];
}

}  // namespace

std::string scenarioToJson(const Scenario& s)
{
    try {
        Json j = Json::object();
        j["format"] = "syncwall-scenario";
        j["version"] = 1;
        if (!s.name.empty())  // no name: the scenario is named from its content
            j["name"] = s.name;
        // Presets first (by id), then every declared key with its value.
        j["model"] = Json::object();
        if (!s.model.preset.empty())
            j["model"]["preset"] = s.model.preset;
        j["hardware"] = Json::object();
        if (!s.hardware.preset.empty())
            j["hardware"]["preset"] = s.hardware.preset;
        j["hardware"]["gpu"] = Json::object();
        if (!s.hardware.gpu.id.empty())
            j["hardware"]["gpu"]["base"] = s.hardware.gpu.id;
        for (const ScenarioKey& k : scenarioKeys())
            if (!k.written || k.written(s))
                slot(j, k.key) = valueJson(k, k.get(s));
        return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
    } catch (const std::exception&) {
        return {};  // allocation failure
    }
}

}  // namespace syncwall::core
