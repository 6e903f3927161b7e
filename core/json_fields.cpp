#include "json_fields.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "scenario_limits.h"

namespace syncwall::core {

Fields::Fields(const Json* object, std::string path, Problems& problems)
    : m_object(object && object->is_object() ? object : nullptr), m_path(std::move(path)),
      m_problems(&problems)
{ }

bool Fields::has(std::string_view key) const { return peek(key) != nullptr; }

const Json* Fields::peek(std::string_view key) const
{
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(std::string(key));
    return it == m_object->end() ? nullptr : &*it;
}

const Json* Fields::take(std::string_view key)
{
    m_taken.emplace_back(key);
    return peek(key);
}

std::string Fields::path(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

void Fields::report(ProblemCode code, std::string_view key, std::string detail, double min,
                    double max)
{
    m_problems->push_back({code, path(key), min, max, std::move(detail)});
}

void Fields::requireKey(std::string_view key)
{
    if (!has(key))
        report(ProblemCode::Missing, key);
}

bool Fields::numericValue(std::string_view key, const Json& v, double& out, bool integral)
{
    if (!v.is_number()) {
        report(ProblemCode::WrongType, key, integral ? "integer" : "number");
        return false;
    }
    const double d = v.get<double>();
    if (!std::isfinite(d)) {
        report(ProblemCode::NotFinite, key);
        return false;
    }
    if (integral && v.is_number_float() && d != std::floor(d)) {
        report(ProblemCode::WrongType, key, "integer");
        return false;
    }
    out = d;
    return true;
}

namespace {
void reportRange(Fields& f, std::string_view key, double fallbackMin, double fallbackMax)
{
    const Limit* limit = findLimit(f.path(key));
    if (limit)
        f.report(ProblemCode::OutOfRange, key,
                 limit->minExclusive ? std::string(kExclusiveMin) : std::string(), limit->min,
                 limit->max);
    else
        f.report(ProblemCode::OutOfRange, key, {}, fallbackMin, fallbackMax);
}
}  // namespace

bool Fields::number(std::string_view key, double& out, Unit unit)
{
    const Json* v = take(key);
    double d = 0;
    if (!v || !numericValue(key, *v, d, false))
        return false;
    const double si = toSi(d, unit);
    if (!std::isfinite(si)) {
        reportRange(*this, key, -1e300, 1e300);
        return false;
    }
    out = si;
    return true;
}

bool Fields::integer(std::string_view key, int& out)
{
    const Json* v = take(key);
    double d = 0;
    if (!v || !numericValue(key, *v, d, true))
        return false;
    if (d < INT_MIN || d > INT_MAX) {
        reportRange(*this, key, INT_MIN, INT_MAX);
        return false;
    }
    out = static_cast<int>(d);
    return true;
}

bool Fields::count(std::string_view key, double& out)
{
    const Json* v = take(key);
    return v && numericValue(key, *v, out, true);
}

bool Fields::boolean(std::string_view key, bool& out)
{
    const Json* v = take(key);
    if (!v)
        return false;
    if (!v->is_boolean()) {
        report(ProblemCode::WrongType, key, "boolean");
        return false;
    }
    out = v->get<bool>();
    return true;
}

bool Fields::choice(std::string_view key, std::span<const std::string_view> words, std::size_t& out)
{
    std::string word;
    if (!text(key, word))
        return false;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i] == word) {
            out = i;
            return true;
        }
    std::string allowed;
    for (std::string_view w : words) {
        if (!allowed.empty())
            allowed += ',';  // appended apart, as in joinIds (g++ 12 -Wrestrict false positive)
        allowed += w;
    }
    report(ProblemCode::UnknownChoice, key, allowed);
    return false;
}

bool Fields::text(std::string_view key, std::string& out)
{
    const Json* v = take(key);
    if (!v)
        return false;
    if (!v->is_string()) {
        report(ProblemCode::WrongType, key, "string");
        return false;
    }
    out = v->get<std::string>();
    return true;
}

bool Fields::numberOrNull(std::string_view key, std::optional<double>& out, Unit unit)
{
    const Json* v = peek(key);
    if (v && v->is_null()) {
        take(key);
        out.reset();
        return true;
    }
    return presentNumber(key, out, unit, "number|null");
}

bool Fields::numberOrAuto(std::string_view key, std::optional<double>& out, Unit unit)
{
    const Json* v = peek(key);
    if (v && v->is_string()) {
        take(key);
        if (v->get<std::string>() != "auto") {
            report(ProblemCode::UnknownChoice, key, "auto");
            return false;
        }
        out.reset();
        return true;
    }
    return presentNumber(key, out, unit, "number|auto");
}

bool Fields::presentNumber(std::string_view key, std::optional<double>& out, Unit unit,
                           const char* allowed)
{
    const Json* v = peek(key);
    if (v && !v->is_number()) {
        take(key);
        report(ProblemCode::WrongType, key, allowed);
        return false;
    }
    double d = 0;
    if (!number(key, d, unit))
        return false;
    out = d;
    return true;
}

bool Fields::integerOrAuto(std::string_view key, int& out)
{
    const Json* v = peek(key);
    if (v && v->is_string()) {
        take(key);
        if (v->get<std::string>() != "auto") {
            report(ProblemCode::UnknownChoice, key, "auto");
            return false;
        }
        out = 0;
        return true;
    }
    if (v && !v->is_number()) {
        take(key);
        report(ProblemCode::WrongType, key, "integer|auto");
        return false;
    }
    return integer(key, out);
}

Fields Fields::child(std::string_view key)
{
    const Json* v = take(key);
    if (v && !v->is_object()) {
        report(ProblemCode::NotAnObject, key);
        v = nullptr;
    }
    return Fields(v, path(key), *m_problems);
}

void Fields::finish()
{
    if (!m_object)
        return;
    for (const auto& item : m_object->items())
        if (std::find(m_taken.begin(), m_taken.end(), item.key()) == m_taken.end())
            report(ProblemCode::UnknownKey, reportedKey(item.key()));
}

}  // namespace syncwall::core
