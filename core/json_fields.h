#pragma once
// Typed, problem-reporting access to the keys of one JSON object of a scenario or catalog file.
// Every read marks its key as known; finish() reports the rest as UnknownKey. Internal.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "file_units.h"
#include "json_document.h"
#include "problem.h"
#include "scenario_names.h"

namespace syncwall::core {

class Fields {
public:
    // object may be null (the key was absent): every read then finds nothing.
    Fields(const Json* object, std::string path, Problems& problems);

    bool has(std::string_view key) const;
    const Json* peek(std::string_view key) const;  // without marking the key known
    const Json* take(std::string_view key);        // marks key known; nullptr if absent
    std::string path(std::string_view key) const;
    const std::string& path() const { return m_path; }
    void report(ProblemCode code, std::string_view key, std::string detail = {}, double min = 0,
                double max = 0);
    void requireKey(std::string_view key);  // Missing unless present

    // Each returns true when the key was present and valid (out is then set).
    bool number(std::string_view key, double& out, Unit unit = kUnitOne);
    bool integer(std::string_view key, int& out);
    bool count(std::string_view key, double& out);  // an integral number beyond int range
    bool boolean(std::string_view key, bool& out);
    bool text(std::string_view key, std::string& out);
    bool numberOrNull(std::string_view key, std::optional<double>& out, Unit unit = kUnitOne);
    bool numberOrAuto(std::string_view key, std::optional<double>& out, Unit unit = kUnitOne);
    bool integerOrAuto(std::string_view key, int& out);  // "auto" -> 0

    // One of `words`; out is its index. UnknownChoice (listing the words) otherwise.
    bool choice(std::string_view key, std::span<const std::string_view> words, std::size_t& out);

    // A nested object; NotAnObject if the key holds something else. Absent: an empty reader.
    Fields child(std::string_view key);
    void finish();

private:
    bool numericValue(std::string_view key, const Json& v, double& out, bool integral);
    // The number case of numberOrNull / numberOrAuto: a number, absent, or WrongType (`allowed`).
    bool presentNumber(std::string_view key, std::optional<double>& out, Unit unit,
                       const char* allowed);

    const Json* m_object;
    std::string m_path;
    Problems* m_problems;
    std::vector<std::string> m_taken;
};

}  // namespace syncwall::core
