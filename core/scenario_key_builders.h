#pragma once
// How scenario_keys.cpp declares a key: accessors through a path of members (get/set), the
// peak per precision, and constructors for each kind. Internal to the core.

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

#include "scenario_keys.h"
#include "scenario_names.h"

namespace syncwall::core::keys {

template <class V>
std::optional<double> toValue(const V& v)
{
    if constexpr (std::is_same_v<V, std::optional<double>>)
        return v;
    else if constexpr (std::is_enum_v<V>)
        return double(static_cast<int>(v));
    else
        return static_cast<double>(v);
}

template <class V>
void fromValue(V& v, std::optional<double> x)
{
    if constexpr (std::is_same_v<V, std::optional<double>>) {
        v = x;
    } else if constexpr (std::is_same_v<V, bool>) {
        v = x.value_or(0) != 0;
    } else if constexpr (std::is_enum_v<V> || std::is_integral_v<V>) {
        // Clamped: a double outside int range must not reach the cast (undefined behaviour).
        const double d = x.value_or(0);
        constexpr double lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
        const int i = std::isnan(d) ? 0 : int(std::clamp(d, lo, hi));
        v = static_cast<V>(i);
    } else {
        v = x.value_or(0);
    }
}

// Accessors through a path of members: get<&Scenario::model, &ModelSpec::layers>.
// (clang-format would write the fold as `s.*....*Path`.)
// clang-format off
template <auto... Path>
std::optional<double> get(const Scenario& s)
{
    return toValue((s .* ... .* Path));
}

template <auto... Path>
void set(Scenario& s, std::optional<double> x)
{
    fromValue((s .* ... .* Path), x);
}
// clang-format on

template <Precision P>
std::optional<double> getPeak(const Scenario& s)
{
    return s.hardware.gpu.peak_flops[precisionIndex(P)];
}

template <Precision P>
void setPeak(Scenario& s, std::optional<double> x)
{
    s.hardware.gpu.peak_flops[precisionIndex(P)] = x.value_or(0);
}

using G = std::optional<double> (*)(const Scenario&);
using S = void (*)(Scenario&, std::optional<double>);

constexpr ScenarioKey integer(std::string_view key, G g, S s, double lo, double hi,
                              std::string_view doc)
{
    return {key, KeyKind::Integer, kUnitOne, true, {key, lo, hi, false}, KeyUnset::Never, {}, g,
            s,   nullptr,          doc};
}

constexpr ScenarioKey number(std::string_view key, G g, S s, Unit unit, double lo, double hi,
                             bool minExclusive, std::string_view doc)
{
    return {key, KeyKind::Number, unit, true, {key, lo, hi, minExclusive}, KeyUnset::Never, {}, g,
            s,   nullptr,         doc};
}

constexpr ScenarioKey boolean(std::string_view key, G g, S s, std::string_view doc)
{
    return {key, KeyKind::Boolean, kUnitOne, false, {key, 0, 1, false}, KeyUnset::Never, {}, g,
            s,   nullptr,          doc};
}

constexpr ScenarioKey choice(std::string_view key, G g, S s,
                             std::span<const std::string_view> words, std::string_view doc)
{
    return {key, KeyKind::Choice, kUnitOne, false, {key, 0, 0, false}, KeyUnset::Never, words, g,
            s,   nullptr,         doc};
}

constexpr ScenarioKey unsetAs(ScenarioKey k, KeyUnset unset)
{
    k.unset = unset;
    return k;
}

constexpr ScenarioKey countKey(ScenarioKey k)
{
    k.kind = KeyKind::Count;
    return k;
}

constexpr ScenarioKey writtenWhen(ScenarioKey k, bool (*written)(const Scenario&))
{
    k.written = written;
    return k;
}

}  // namespace syncwall::core::keys
