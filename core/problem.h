#pragma once
// A problem with an input: a code, the dotted key it concerns and the allowed range. The core
// carries no sentences; the CLI and UI turn a Problem into words (problem_text in the CLI,
// tr() in the UI).

#include <algorithm>
#include <string>
#include <vector>

namespace syncwall::core {

enum class ProblemCode {
    ParseError,     // not JSON; detail holds the parser's position
    NotAnObject,    // the key must hold an object
    UnknownKey,     // a key the format does not define
    WrongType,      // detail: the expected type ("number", "integer", "string", "boolean")
    Missing,        // a required key is absent
    OutOfRange,     // value outside [min, max]
    NotFinite,      // NaN or infinity
    UnknownChoice,  // string not among allowed (detail lists them, comma-separated)
    UnknownPreset,  // preset id not in the catalog
    BadFormat,      // "format" is not "syncwall-scenario"
    UnsupportedVersion,
    NotDivisible,     // key must divide another (detail: the other key)
    ProductMismatch,  // dp given explicitly but tp*pp*cp*dp != cluster.gpus
    Inconsistent,     // two keys that cannot hold together (detail: the other key)
    TooDeep,          // nesting deeper than any valid file
};

struct Problem {
    ProblemCode code = ProblemCode::ParseError;
    std::string key;  // dotted path, e.g. "parallelism.tp"
    double min = 0;   // for OutOfRange
    double max = 0;
    std::string detail;  // expected type, allowed choices, the other key, parser message
    // Imports of line-oriented configs: the 1-based line of `key` and of the other key
    // (Inconsistent) in the file; 0 = none.
    int line = 0;
    int otherLine = 0;
};

using Problems = std::vector<Problem>;

// The same problem, by key and kind (ranges and details aside): what an edit must not add and
// what the layout rules' own problems are matched by.
inline bool sameProblem(const Problem& a, const Problem& b)
{
    return a.key == b.key && a.code == b.code;
}
// Whether every problem of `after` is one of `before`'s.
inline bool addsNoProblem(const Problems& after, const Problems& before)
{
    return std::all_of(after.begin(), after.end(), [&](const Problem& p) {
        return std::any_of(before.begin(), before.end(),
                           [&](const Problem& q) { return sameProblem(p, q); });
    });
}

}  // namespace syncwall::core
