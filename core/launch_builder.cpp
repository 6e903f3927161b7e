#include "launch_builder.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "scenario_keys.h"

namespace syncwall::core::launch {

From of(const ConfigEntry& e)
{
    From f;
    f.names.push_back(e.name);
    f.lines = e.lines;
    return f;
}

From of(std::initializer_list<const ConfigEntry*> entries)
{
    From f;
    for (const ConfigEntry* e : entries) {
        if (!e)
            continue;
        f.names.push_back(e->name);
        f.lines.insert(f.lines.end(), e->lines.begin(), e->lines.end());
    }
    return f;
}

From absent(std::string name)
{
    From f;
    f.names.push_back(std::move(name));
    f.given = false;
    return f;
}

From LaunchBuilder::absent(std::string_view name)
{
    if (const ConfigEntry* e = find(name, true); e && e->kind == ConfigEntry::Kind::Null) {
        From f = of(*e);
        f.given = false;
        f.null = true;
        return f;
    }
    return launch::absent(std::string(name));
}

LaunchBuilder::LaunchBuilder(const ConfigDocument& doc, const Scenario& base, LaunchImport& out)
    : m_doc(doc), m_scenario(base), m_out(out)
{ }

const ConfigEntry* LaunchBuilder::first(std::initializer_list<std::string_view> names, bool nulls)
{
    for (std::string_view n : names)
        if (const ConfigEntry* e = find(n, nulls))
            return e;
    return nullptr;
}

std::optional<double> LaunchBuilder::mapInteger(const ConfigEntry* e, std::string_view key)
{
    if (!e)
        return std::nullopt;
    if (!stated(e)) {
        keepUnstated(key, *e);
        return std::nullopt;
    }
    const std::optional<double> v = integer(e);
    if (v && set(key, *v, ImportOrigin::Config, of(*e)))
        return v;
    return std::nullopt;
}

const ConfigEntry* LaunchBuilder::find(std::string_view name, bool nulls)
{
    const std::vector<const ConfigEntry*> all = m_doc.all(name);
    const ConfigEntry* first = nullptr;
    for (const ConfigEntry* e : all) {
        if (!first) {
            first = e;
            continue;
        }
        if (e->value != first->value || e->kind != first->kind) {
            if (!m_reported[std::string(name)])
                inconsistent(*e, *first);
            m_reported[std::string(name)] = true;
            break;
        }
    }
    if (first && first->kind == ConfigEntry::Kind::Null && !nulls)
        return nullptr;
    return first;
}

void LaunchBuilder::inconsistent(const ConfigEntry& a, const ConfigEntry& b)
{
    Problem p;
    p.code = ProblemCode::Inconsistent;
    p.key = a.name;
    p.detail = b.name;
    p.line = a.line();
    p.otherLine = b.line();
    m_out.problems.push_back(std::move(p));
}

void LaunchBuilder::problem(ProblemCode code, const ConfigEntry& e, std::string detail, double min,
                            double max)
{
    Problem p;
    p.code = code;
    p.key = e.name;
    p.detail = std::move(detail);
    p.min = min;
    p.max = max;
    p.line = e.line();
    m_out.problems.push_back(std::move(p));
}

namespace {

std::string trimmed(const std::string& s)
{
    std::size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t'))
        ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t'))
        --b;
    return s.substr(a, b - a);
}

std::optional<double> parseNumber(const std::string& text)
{
    const std::string t = trimmed(text);
    if (t.empty() || t.size() > 64)
        return std::nullopt;
    for (const char c : t)
        if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.'
              || c == 'e' || c == 'E'))
            return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

}  // namespace

std::optional<double> LaunchBuilder::number(const ConfigEntry* e)
{
    if (!e || !stated(e))
        return std::nullopt;
    if (e->kind == ConfigEntry::Kind::Scalar)
        if (auto v = parseNumber(e->value))
            return v;
    problem(ProblemCode::WrongType, *e,
            e->value.find("${") != std::string::npos ? "interpolation" : "number");
    return std::nullopt;
}

std::optional<double> LaunchBuilder::integer(const ConfigEntry* e)
{
    if (!e || !stated(e) || e->kind == ConfigEntry::Kind::Null)
        return std::nullopt;
    if (e->kind == ConfigEntry::Kind::Scalar)
        if (auto v = parseNumber(e->value); v && *v == std::floor(*v))
            return v;
    problem(ProblemCode::WrongType, *e,
            e->value.find("${") != std::string::npos ? "interpolation" : "integer");
    return std::nullopt;
}

std::optional<bool> LaunchBuilder::boolean(const ConfigEntry* e)
{
    if (!e || !stated(e) || e->kind == ConfigEntry::Kind::Null)
        return std::nullopt;
    if (e->kind == ConfigEntry::Kind::Flag)
        return true;
    const std::string v = trimmed(e->value);
    if (!e->quoted) {
        for (const char* t : {"true", "True", "TRUE", "yes", "Yes", "on", "On"})
            if (v == t)
                return true;
        for (const char* f : {"false", "False", "FALSE", "no", "No", "off", "Off"})
            if (v == f)
                return false;
    }
    problem(ProblemCode::WrongType, *e, "boolean");
    return std::nullopt;
}

std::optional<std::string> LaunchBuilder::word(const ConfigEntry* e)
{
    if (!e || !stated(e) || e->kind == ConfigEntry::Kind::Null)
        return std::nullopt;
    if (e->kind == ConfigEntry::Kind::Scalar)
        return trimmed(e->value);
    problem(ProblemCode::WrongType, *e, "string");
    return std::nullopt;
}

bool LaunchBuilder::set(std::string_view key, double value, ImportOrigin origin, From from,
                        std::string detail)
{
    const ScenarioKey* k = findScenarioKey(key);
    if (!k)
        return false;
    if (k->ranged && (!std::isfinite(value) || value < k->limit.min || value > k->limit.max)) {
        Problem p;
        p.code = ProblemCode::OutOfRange;
        p.key = from.names.empty() ? std::string(key) : from.names.front();
        p.detail = std::string(key);
        p.min = k->limit.min;
        p.max = k->limit.max;
        p.line = from.lines.empty() ? 0 : from.lines.front().number;
        m_out.problems.push_back(std::move(p));
        return false;
    }
    k->set(m_scenario, toSi(value, k->unit));
    if (from.null && detail.empty())
        detail = "null";
    ImportSource s;
    s.key = std::string(key);
    s.origin = origin;
    s.value = value;
    s.from = std::move(from.names);
    s.lines = std::move(from.lines);
    s.given = from.given && origin != ImportOrigin::ClassDefault;
    s.detail = std::move(detail);
    m_sources[s.key] = std::move(s);
    return true;
}

void LaunchBuilder::keep(std::string_view key, From from, std::string detail,
                         std::string configText)
{
    ImportSource s;
    s.key = std::string(key);
    s.origin = ImportOrigin::Default;
    s.from = std::move(from.names);
    s.lines = std::move(from.lines);
    s.given = from.given;
    s.detail = std::move(detail);
    s.configText = std::move(configText);
    m_sources[s.key] = std::move(s);
}

void LaunchBuilder::keepUnstated(std::string_view key, const ConfigEntry& e)
{
    if (!e.environment.empty())
        keep(key, of(e), "environment", e.environment + (e.value.empty() ? "" : "=" + e.value));
    else
        keep(key, of(e), "unknown");
}

bool LaunchBuilder::isSet(std::string_view key) const
{
    const auto it = m_sources.find(std::string(key));
    return it != m_sources.end() && it->second.origin != ImportOrigin::Default;
}

const ImportSource* LaunchBuilder::source(std::string_view key) const
{
    const auto it = m_sources.find(std::string(key));
    return it == m_sources.end() ? nullptr : &it->second;
}

std::vector<ImportSource> LaunchBuilder::sources() const
{
    std::vector<ImportSource> out;
    for (const ScenarioKey& k : scenarioKeys()) {
        if (!isLaunchKey(k.key))
            continue;
        const auto it = m_sources.find(std::string(k.key));
        ImportSource s;
        if (it != m_sources.end())
            s = it->second;
        else
            s.key = std::string(k.key);
        if (s.origin == ImportOrigin::Default)
            s.value = fileValue(m_scenario, k.key).value_or(0);
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace syncwall::core::launch
