// readTomlSubset (toml_subset.h): line by line, an array or string value running on until it
// closes.
#include "toml_subset.h"
#include "text_trim.h"

#include <cctype>
#include <map>
#include <string_view>

namespace syncwall::core {
namespace {

// No real value runs this long; an unclosed one is refused before the rest of the file.
constexpr int kMaxValueLines = 1000;

bool bareKeyChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

// A dotted key (a.b, "a".b); empty on a syntax error.
std::string dottedKey(std::string_view s)
{
    std::string out;
    s = trimBlanks(s);
    while (!s.empty()) {
        std::string part;
        if (s.front() == '"' || s.front() == '\'') {
            const std::size_t close = s.find(s.front(), 1);
            if (close == std::string_view::npos)
                return {};
            part = std::string(s.substr(1, close - 1));
            s.remove_prefix(close + 1);
        } else {
            std::size_t e = 0;
            while (e < s.size() && bareKeyChar(s[e]))
                ++e;
            if (e == 0)
                return {};
            part = std::string(s.substr(0, e));
            s.remove_prefix(e);
        }
        out += out.empty() ? part : "." + part;
        s = trimBlanks(s);
        if (s.empty())
            break;
        if (s.front() != '.')
            return {};
        s = trimBlanks(s.substr(1));
        if (s.empty())
            return {};
    }
    return out;
}

// Decodes a number: underscores only between digits (TOML 1.0).
bool number(std::string_view v, std::string& out)
{
    out.clear();
    if (v == "inf" || v == "+inf" || v == "-inf" || v == "nan" || v == "+nan" || v == "-nan") {
        out = std::string(v);
        return true;
    }
    bool digit = false;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const char c = v[i];
        if (c == '_') {
            if (i == 0 || i + 1 >= v.size() || !std::isxdigit(static_cast<unsigned char>(v[i - 1]))
                || !std::isxdigit(static_cast<unsigned char>(v[i + 1])))
                return false;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c)))
            digit = true;
        else if (!(c == '+' || c == '-' || c == '.' || c == 'e' || c == 'E' || c == 'x' || c == 'o'
                   || c == 'b' || std::isxdigit(static_cast<unsigned char>(c))))
            return false;
        out += c;
    }
    return digit;
}

class Reader {
public:
    explicit Reader(const std::string& text) : m_lines(text) { }

    ConfigDocument run()
    {
        const int count = m_lines.count();
        for (int n = 1; n <= count && m_doc.problems.empty();) {
            const std::string_view content = trimBlanks(withoutComment(m_lines.raw(n)));
            if (content.empty()) {
                ++n;
                continue;
            }
            if (content.front() == '[') {
                header(n, content);
                ++n;
                continue;
            }
            n = keyValue(n, content);
        }
        return std::move(m_doc);
    }

private:
    // The line without a # comment outside strings.
    static std::string_view withoutComment(std::string_view line)
    {
        char quote = 0;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (quote) {
                if (c == '\\' && quote == '"')
                    ++i;
                else if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '#') {
                return line.substr(0, i);
            }
        }
        return line;
    }

    void problem(ProblemCode code, int line, const char* detail, std::string key = {},
                 int other = 0)
    {
        Problem p;
        p.code = code;
        p.key = std::move(key);
        p.detail = detail;
        p.line = line;
        p.otherLine = other;
        m_doc.problems.push_back(std::move(p));
    }

    void header(int n, std::string_view content)
    {
        const bool arrayTable = content.size() > 1 && content[1] == '[';
        const std::string_view close = arrayTable ? "]]" : "]";
        if (content.size() < 2 * close.size() + 1
            || content.substr(content.size() - close.size()) != close) {
            problem(ProblemCode::ParseError, n, "bad_header");
            return;
        }
        const std::string key =
            dottedKey(content.substr(close.size(), content.size() - 2 * close.size()));
        if (key.empty()) {
            problem(ProblemCode::ParseError, n, "bad_header");
            return;
        }
        m_skipping = arrayTable;
        m_table = key;
        if (!arrayTable) {
            const auto seen = m_tables.find(key);
            if (seen != m_tables.end())
                problem(ProblemCode::Inconsistent, n, key.c_str(), key, seen->second);
            m_tables.emplace(key, n);
        }
    }

    // `key = value` at line n (a value may run over the next lines); returns the next line.
    int keyValue(int n, std::string_view content)
    {
        const std::size_t eq = equalsOf(content);
        if (eq == std::string_view::npos) {
            problem(ProblemCode::ParseError, n, "not_a_key_value");
            return n + 1;
        }
        const std::string key = dottedKey(content.substr(0, eq));
        if (key.empty()) {
            problem(ProblemCode::ParseError, n, "not_a_key_value");
            return n + 1;
        }
        std::string value(trimBlanks(content.substr(eq + 1)));
        int last = n;
        // An array or a multi-line string runs until it closes.
        while (!closed(value) && last < m_lines.count() && last - n < kMaxValueLines) {
            ++last;
            value += '\n';
            value += trimBlanks(withoutComment(m_lines.raw(last)));
        }
        const std::string path = m_table.empty() ? key : m_table + "." + key;
        if (!closed(value)) {
            problem(ProblemCode::ParseError, n,
                    value.front() == '[' ? "unterminated_array" : "unterminated_string", path);
            return last + 1;
        }
        if (!m_skipping)
            add(path, trimBlanks(value), n);
        return last + 1;
    }

    static std::size_t equalsOf(std::string_view s)
    {
        char quote = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const char c = s[i];
            if (quote)
                quote = c == quote ? 0 : quote;
            else if (c == '"' || c == '\'')
                quote = c;
            else if (c == '=')
                return i;
        }
        return std::string_view::npos;
    }

    // Whether brackets and strings of a value are balanced (an empty value is "closed": it is
    // reported as a bad value).
    static bool closed(std::string_view v)
    {
        if (v.substr(0, 3) == "\"\"\"" || v.substr(0, 3) == "'''")
            return v.size() >= 6 && v.substr(v.size() - 3) == v.substr(0, 3);
        int depth = 0;
        char quote = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const char c = v[i];
            if (quote) {
                if (c == '\\' && quote == '"')
                    ++i;
                else if (c == quote)
                    quote = 0;
                else if (c == '\n')
                    return false;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[' || c == '{') {
                ++depth;
            } else if (c == ']' || c == '}') {
                --depth;
            }
        }
        return depth <= 0 && !quote;
    }

    static std::string unescape(std::string_view s, char quote)
    {
        std::string out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (quote == '"' && s[i] == '\\' && i + 1 < s.size()) {
                const char e = s[++i];
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
            } else {
                out += s[i];
            }
        }
        return out;
    }

    // Items of an array: strings unquoted, nested arrays and tables as text.
    static std::vector<std::string> items(std::string_view body)
    {
        std::vector<std::string> out;
        std::string item;
        char quote = 0;
        int depth = 0;
        const auto push = [&] {
            std::string_view t = trimBlanks(item);
            while (!t.empty() && (t.front() == '\n' || t.back() == '\n'))
                t = trimBlanks(t.front() == '\n' ? t.substr(1) : t.substr(0, t.size() - 1));
            if (t.size() >= 2 && (t.front() == '"' || t.front() == '\'') && t.back() == t.front())
                out.push_back(unescape(t.substr(1, t.size() - 2), t.front()));
            else if (!t.empty())
                out.emplace_back(t);
            item.clear();
        };
        for (std::size_t i = 0; i < body.size(); ++i) {
            const char c = body[i];
            if (quote) {
                if (c == '\\' && quote == '"' && i + 1 < body.size())
                    item += c, item += body[++i];
                else
                    item += c, quote = c == quote ? 0 : quote;
                continue;
            }
            if (c == '"' || c == '\'')
                quote = c;
            else if (c == '[' || c == '{')
                ++depth;
            else if (c == ']' || c == '}')
                --depth;
            else if (c == ',' && depth == 0) {
                push();
                continue;
            }
            item += c;
        }
        push();
        return out;
    }

    void add(const std::string& path, std::string_view value, int line)
    {
        const auto seen = m_seen.find(path);
        if (seen != m_seen.end()) {
            problem(ProblemCode::Inconsistent, line, path.c_str(), path, seen->second);
            return;
        }
        m_seen.emplace(path, line);
        ConfigEntry e;
        e.name = path;
        e.lines.push_back(m_lines.at(line));
        if (value.empty()) {
            problem(ProblemCode::ParseError, line, "bad_value", path);
            return;
        }
        const char f = value.front();
        if (value.size() >= 6 && (value.substr(0, 3) == "\"\"\"" || value.substr(0, 3) == "'''")) {
            e.quoted = true;
            e.value = unescape(value.substr(3, value.size() - 6), f);
        } else if (f == '"' || f == '\'') {
            if (value.size() < 2 || value.back() != f) {
                problem(ProblemCode::ParseError, line, "bad_value", path);
                return;
            }
            e.quoted = true;
            e.value = unescape(value.substr(1, value.size() - 2), f);
        } else if (f == '[') {
            e.kind = ConfigEntry::Kind::List;
            e.value = std::string(value);
            e.items = items(value.substr(1, value.size() - 2));
        } else if (f == '{') {
            e.kind = ConfigEntry::Kind::Table;
            e.value = std::string(value);
        } else if (value == "true" || value == "false") {
            e.value = std::string(value);
        } else if (!number(value, e.value)) {
            // Dates and times are the only other bare values TOML has.
            if (!std::isdigit(static_cast<unsigned char>(f))
                || value.find_first_of("-:") == std::string_view::npos) {
                problem(ProblemCode::ParseError, line, "bad_value", path);
                return;
            }
            e.value = std::string(value);
        }
        m_doc.entries.push_back(std::move(e));
    }

    TextLines m_lines;
    ConfigDocument m_doc;
    std::string m_table;
    bool m_skipping = false;
    std::map<std::string, int> m_seen;
    std::map<std::string, int> m_tables;
};

}  // namespace

ConfigDocument readTomlSubset(const std::string& text) { return Reader(text).run(); }

}  // namespace syncwall::core
