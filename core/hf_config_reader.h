#pragma once
// Typed, problem-reporting reads of one object of a Hugging Face config (hf_import.cpp).
// Internal to the core.

#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include "json_document.h"
#include "problem.h"

namespace syncwall::core::hf {

// Typed reads of one config object; absent and null read as "not given".
class ConfigReader {
public:
    ConfigReader(const Json& object, std::string prefix, Problems& problems)
        : m_object(object), m_prefix(std::move(prefix)), m_problems(problems)
    { }

    std::string path(std::string_view key) const { return m_prefix + std::string(key); }

    const Json* find(std::string_view key) const
    {
        const auto it = m_object.find(std::string(key));
        if (it == m_object.end() || it->is_null())
            return nullptr;
        return &*it;
    }

    bool has(std::string_view key) const { return find(key) != nullptr; }
    // Present and null (a Hugging Face config's None): not the class default.
    bool isNull(std::string_view key) const
    {
        const auto it = m_object.find(std::string(key));
        return it != m_object.end() && it->is_null();
    }

    // An integral number (4096 or 4096.0); WrongType otherwise.
    std::optional<double> integer(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_number()) {
            const double d = v->get<double>();
            if (std::isfinite(d) && d == std::floor(d))
                return d;
        }
        wrongType(key, "integer");
        return std::nullopt;
    }

    // Any finite number (7.0, 0.5); WrongType otherwise.
    std::optional<double> number(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_number() && std::isfinite(v->get<double>()))
            return v->get<double>();
        wrongType(key, "number");
        return std::nullopt;
    }

    std::optional<bool> boolean(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_boolean())
            return v->get<bool>();
        wrongType(key, "boolean");
        return std::nullopt;
    }

    std::optional<std::string> text(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_string())
            return v->get<std::string>();
        wrongType(key, "string");
        return std::nullopt;
    }

    void wrongType(std::string_view key, const char* expected)
    {
        m_problems.push_back({ProblemCode::WrongType, reportedKey(path(key)), 0, 0, expected});
    }

private:
    const Json& m_object;
    std::string m_prefix;
    Problems& m_problems;
};

}  // namespace syncwall::core::hf
