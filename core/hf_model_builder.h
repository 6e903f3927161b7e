#pragma once
// The model being filled by the Hugging Face importer, one scenario key at a time, with each
// key's source (hf_import.h). Internal to the core.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hf_config_reader.h"
#include "hf_import.h"
#include "scenario_keys.h"

namespace syncwall::core::hf {

// The scenario being filled, one key at a time, with each key's source.
class ModelBuilder {
public:
    explicit ModelBuilder(Problems& problems) : m_problems(problems) { }

    // Sets `key` (a model key, file units) when `value` is within its range; otherwise an
    // OutOfRange naming the first config key of `from`.
    bool set(std::string_view key, double value, ImportOrigin origin, std::vector<std::string> from,
             bool given = true)
    {
        const ScenarioKey* k = findScenarioKey(key);
        if (!k)
            return false;
        if (const Limit* limit = findLimit(key)) {
            if (!std::isfinite(value) || value < limit->min || value > limit->max) {
                m_problems.push_back({ProblemCode::OutOfRange,
                                      reportedKey(from.empty() ? std::string(key) : from.front()),
                                      limit->min, limit->max, std::string(key)});
                return false;
            }
        }
        k->set(m_scenario, value);
        ImportSource source;
        source.key = std::string(key);
        source.origin = origin;
        source.value = value;
        source.from = std::move(from);
        source.given = given && origin != ImportOrigin::ClassDefault;
        m_sources[source.key] = std::move(source);
        return true;
    }

    void keep(std::string_view key, std::string from, double configValue)
    {
        ImportSource source;
        source.key = std::string(key);
        source.from = {std::move(from)};
        source.configValue = configValue;
        m_sources[source.key] = std::move(source);
    }

    const ModelSpec& model() const { return m_scenario.model; }

    // Every model key in file order: those set, and the rest as kept defaults.
    std::vector<ImportSource> sources() const
    {
        std::vector<ImportSource> out;
        for (const ScenarioKey& k : scenarioKeys()) {
            if (k.key.substr(0, 6) != "model.")
                continue;
            const auto it = m_sources.find(std::string(k.key));
            if (it != m_sources.end()) {
                out.push_back(it->second);
                continue;
            }
            ImportSource source;
            source.key = std::string(k.key);
            source.value = k.get(m_scenario).value_or(0);
            out.push_back(std::move(source));
        }
        for (ImportSource& s : out)
            if (s.origin == ImportOrigin::Default)
                s.value = findScenarioKey(s.key)->get(m_scenario).value_or(0);
        return out;
    }

private:
    Scenario m_scenario;  // its model only; ModelSpec's defaults are the scenario's
    std::map<std::string, ImportSource> m_sources;
    Problems& m_problems;
};

}  // namespace syncwall::core::hf
