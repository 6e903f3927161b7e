#pragma once
// The settings of a launch config as its reader found them (shell_args.h, yaml_subset.h,
// toml_subset.h): names as the file writes them, values as text, and the lines each came from.
// The importers (launch_import.h) map them onto scenario keys. Internal to the core.

#include <string>
#include <string_view>
#include <vector>

#include "import_source.h"
#include "problem.h"

namespace syncwall::core {

struct ConfigEntry {
    enum class Kind {
        Scalar,  // a number, word or quoted string (`quoted` says which)
        Null,    // YAML null / ~ or an empty value
        Flag,    // a command-line flag given without a value
        List,    // a YAML sequence or TOML array (`items`)
        Table,   // a nested YAML mapping or TOML inline table
    };
    std::string name;  // "--tensor-model-parallel-size", "model.hidden_size", "training.seq_len"
    std::string value;
    Kind kind = Kind::Scalar;
    bool quoted = false;
    std::vector<std::string> items;  // List: the items, unquoted
    // Where it was written (the name's line first, then the value's if another, then the shell
    // variable assignments it came through).
    std::vector<SourceLine> lines;
    // Shell: the value depends on this environment variable (`value` holds its fallback, if
    // any); `unknown`: computed at run time ($1, $(...), $((...))).
    std::string environment;
    bool unknown = false;

    int line() const { return lines.empty() ? 0 : lines.front().number; }
};

struct ConfigDocument {
    std::vector<ConfigEntry> entries;  // in file order; a flag given twice is here twice
    Problems problems;                 // syntax: ParseError (line set), Inconsistent duplicates

    // The entries named `name`, in file order.
    std::vector<const ConfigEntry*> all(std::string_view name) const;
};

// The lines of a text, for quoting them in sources and problems.
class TextLines {
public:
    explicit TextLines(std::string_view text);
    int count() const { return int(m_starts.size()); }
    // Line `number` (1-based) without a trailing comment, trimmed and cut at kMaxSourceLineBytes
    // on a UTF-8 boundary.
    SourceLine at(int number) const;
    // Line `number` as written, without its newline ("" out of range).
    std::string_view raw(int number) const;

private:
    std::string_view m_text;
    std::vector<std::size_t> m_starts;
};

}  // namespace syncwall::core
