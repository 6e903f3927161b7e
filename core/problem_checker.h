#pragma once
// Collects the Problems of validate() and of the layout rules: range checks (remembering which
// keys failed, so rules on them are skipped), divisibility and free-form problems. Internal.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "problem.h"
#include "scenario_limits.h"

namespace syncwall::core {

class Checker {
public:
    // value in the key's file unit; false (and a Problem) when not finite or outside its limit.
    bool range(const Limit* limit, double value)
    {
        if (!std::isfinite(value)) {
            fail(ProblemCode::NotFinite, limit->key, {});
            return false;
        }
        const bool low = limit->minExclusive ? value <= limit->min : value < limit->min;
        if (low || value > limit->max) {
            fail(ProblemCode::OutOfRange, limit->key,
                 limit->minExclusive ? std::string(kExclusiveMin) : std::string(), limit->min,
                 limit->max);
            return false;
        }
        return true;
    }

    // True when none of the keys failed its range check (so rules on them are meaningful).
    bool good(std::initializer_list<std::string_view> keys) const
    {
        for (std::string_view key : keys)
            if (std::find(m_bad.begin(), m_bad.end(), key) != m_bad.end())
                return false;
        return true;
    }

    // "key must divide other": reports when value % divisor != 0; min holds the divisor.
    void divides(std::int64_t divisor, std::int64_t value, std::string_view key,
                 std::string_view other)
    {
        if (divisor > 0 && value % divisor != 0)
            add(ProblemCode::NotDivisible, key, std::string(other), double(divisor), 0);
    }

    void add(ProblemCode code, std::string_view key, std::string detail, double min = 0,
             double max = 0)
    {
        m_problems.push_back({code, std::string(key), min, max, std::move(detail)});
    }

    Problems take() { return std::move(m_problems); }

private:
    void fail(ProblemCode code, std::string_view staticKey, std::string detail, double min = 0,
              double max = 0)
    {
        m_bad.push_back(staticKey);
        add(code, staticKey, std::move(detail), min, max);
    }

    Problems m_problems;
    std::vector<std::string_view> m_bad;  // views of Limit::key (static storage)
};

}  // namespace syncwall::core
