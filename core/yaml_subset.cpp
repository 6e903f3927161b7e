// readYamlSubset (yaml_subset.h): one pass over the lines with a stack of open mappings.
#include "yaml_subset.h"
#include "text_trim.h"

#include <map>
#include <string_view>
#include <utility>

namespace syncwall::core {
namespace {

constexpr std::size_t kMaxNesting = 64;

// The line without its comment: a # at the start or after a blank, outside quotes.
std::string_view withoutComment(std::string_view line)
{
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if ((c == '\'' || c == '"')
                   && (i == 0 || line[i - 1] == ' ' || line[i - 1] == ':' || line[i - 1] == '['
                       || line[i - 1] == ',')) {
            quote = c;
        } else if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
            return line.substr(0, i);
        }
    }
    return line;
}

// Where `key: value` splits: the first ": " (or a trailing ':') outside quotes and brackets.
std::size_t colonOf(std::string_view s)
{
    char quote = 0;
    int depth = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (quote) {
            if (c == quote)
                quote = 0;
            continue;
        }
        if ((c == '\'' || c == '"') && i == 0)
            quote = c;
        else if (c == '[' || c == '{')
            ++depth;
        else if ((c == ']' || c == '}') && depth > 0)
            --depth;
        else if (c == ':' && depth == 0 && (i + 1 == s.size() || s[i + 1] == ' '))
            return i;
    }
    return std::string_view::npos;
}

std::string unquoteKey(std::string_view k)
{
    if (k.size() >= 2 && (k.front() == '"' || k.front() == '\'') && k.back() == k.front())
        return std::string(k.substr(1, k.size() - 2));
    return std::string(k);
}

bool isNull(std::string_view v)
{
    return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL";
}

// Items of a one-line flow sequence [a, 'b', c] (nested brackets kept as text).
std::vector<std::string> flowItems(std::string_view body)
{
    std::vector<std::string> out;
    std::string item;
    char quote = 0;
    int depth = 0;
    const auto push = [&] {
        std::string_view t = trimBlanks(item);
        if (t.size() >= 2 && (t.front() == '"' || t.front() == '\'') && t.back() == t.front())
            t = t.substr(1, t.size() - 2);
        if (!t.empty())
            out.emplace_back(t);
        item.clear();
    };
    for (const char c : body) {
        if (quote) {
            quote = c == quote ? 0 : quote;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == ',' && depth == 0) {
            push();
            continue;
        }
        item += c;
    }
    push();
    return out;
}

class Reader {
public:
    explicit Reader(const std::string& text) : m_lines(text) { }

    ConfigDocument run()
    {
        const int count = m_lines.count();
        int n = 1;
        while (n <= count && m_doc.problems.empty()) {
            const std::string_view raw = rawLine(n);
            const std::string_view body = withoutComment(raw);
            std::size_t indent = 0;
            while (indent < body.size() && body[indent] == ' ')
                ++indent;
            const std::string_view content = trimBlanks(body.substr(indent));
            if (content.empty() || content == "---" || content == "...") {
                ++n;
                continue;
            }
            if (indent < body.size() && body[indent] == '\t') {
                problem(ProblemCode::ParseError, n, "tab");
                break;
            }
            n = line(n, indent, content);
        }
        closeAll();
        return std::move(m_doc);
    }

private:
    struct Open {
        std::size_t indent;
        std::string path;
        int line;
        bool hasChild = false;
    };

    std::string_view rawLine(int n) const { return m_lines.raw(n); }

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

    // A mapping whose key had nothing after it and nothing under it is null.
    void close(const Open& o)
    {
        if (!o.hasChild && !o.path.empty())
            add(o.path, "", ConfigEntry::Kind::Null, false, {}, o.line);
    }

    void closeAll()
    {
        while (!m_stack.empty()) {
            close(m_stack.back());
            m_stack.pop_back();
        }
    }

    void add(const std::string& path, std::string value, ConfigEntry::Kind kind, bool quoted,
             std::vector<std::string> items, int line)
    {
        const auto seen = m_seen.find(path);
        if (seen != m_seen.end()) {
            problem(ProblemCode::Inconsistent, line, path.c_str(), path, seen->second);
            return;
        }
        m_seen.emplace(path, line);
        ConfigEntry e;
        e.name = path;
        e.value = std::move(value);
        e.kind = kind;
        e.quoted = quoted;
        e.items = std::move(items);
        e.lines.push_back(m_lines.at(line));
        m_doc.entries.push_back(std::move(e));
    }

    // Skips the lines under `indent` (a block scalar, a sequence's items); returns the next.
    int skipUnder(int n, std::size_t indent, bool items)
    {
        const int count = m_lines.count();
        while (n <= count) {
            const std::string_view body = withoutComment(rawLine(n));
            std::size_t i = 0;
            while (i < body.size() && body[i] == ' ')
                ++i;
            const std::string_view content = trimBlanks(body.substr(i));
            if (!content.empty() && !(i > indent || (items && i == indent && content[0] == '-')))
                return n;
            ++n;
        }
        return n;
    }

    // One `key: value` or `- item` line at `indent`; returns the next line to read.
    int line(int n, std::size_t indent, std::string_view content)
    {
        while (!m_stack.empty() && indent <= m_stack.back().indent) {
            const Open o = m_stack.back();
            // A sequence at its key's own indentation (data_prefix:\n- .0333).
            if (content[0] == '-' && indent == o.indent && !o.hasChild
                && (content.size() == 1 || content[1] == ' ')) {
                m_stack.pop_back();
                return sequence(n, indent, o);
            }
            close(o);
            m_stack.pop_back();
        }
        const std::string parent = m_stack.empty() ? std::string() : m_stack.back().path + ".";
        if (content[0] == '-' && (content.size() == 1 || content[1] == ' ')) {
            if (m_stack.empty()) {  // a top-level sequence: not a recipe, but not an error
                return skipUnder(n + 1, indent, true);
            }
            Open o = m_stack.back();
            m_stack.pop_back();
            return sequence(n, indent, o);
        }
        if (!m_stack.empty())
            m_stack.back().hasChild = true;
        const std::size_t colon = colonOf(content);
        if (colon == std::string_view::npos) {
            problem(ProblemCode::ParseError, n, "not_a_mapping");
            return n + 1;
        }
        const std::string path = parent + unquoteKey(trimBlanks(content.substr(0, colon)));
        const std::string_view value = trimBlanks(content.substr(colon + 1));
        if (value.empty()) {
            if (m_stack.size() >= kMaxNesting) {
                problem(ProblemCode::ParseError, n, "too_deep");
                return n + 1;
            }
            m_stack.push_back({indent, path, n});
            return n + 1;
        }
        return scalar(n, indent, path, value);
    }

    int sequence(int n, std::size_t indent, const Open& o)
    {
        std::vector<std::string> items;
        const int count = m_lines.count();
        int k = n;
        while (k <= count) {
            const std::string_view body = withoutComment(rawLine(k));
            std::size_t i = 0;
            while (i < body.size() && body[i] == ' ')
                ++i;
            const std::string_view content = trimBlanks(body.substr(i));
            if (content.empty()) {
                ++k;
                continue;
            }
            if (i == indent && content[0] == '-' && (content.size() == 1 || content[1] == ' ')) {
                std::string_view item = trimBlanks(content.substr(1));
                if (item.size() >= 2 && (item.front() == '"' || item.front() == '\'')
                    && item.back() == item.front())
                    item = item.substr(1, item.size() - 2);
                items.emplace_back(item);
                ++k;
                continue;
            }
            if (i > indent) {
                ++k;
                continue;
            }
            break;
        }
        if (!m_stack.empty())
            m_stack.back().hasChild = true;
        add(o.path, {}, ConfigEntry::Kind::List, false, std::move(items), o.line);
        return k;
    }

    int scalar(int n, std::size_t indent, const std::string& path, std::string_view value)
    {
        if (value.front() == '|' || value.front() == '>') {
            add(path, {}, ConfigEntry::Kind::Scalar, true, {}, n);
            return skipUnder(n + 1, indent, false);
        }
        if (value.front() == '[' || value.front() == '{') {
            const char close = value.front() == '[' ? ']' : '}';
            if (value.back() != close) {
                problem(ProblemCode::ParseError, n, "unterminated_flow", path);
                return n + 1;
            }
            if (close == ']')
                add(path, std::string(value), ConfigEntry::Kind::List, false,
                    flowItems(value.substr(1, value.size() - 2)), n);
            else
                add(path, std::string(value), ConfigEntry::Kind::Table, false, {}, n);
            return n + 1;
        }
        if (value.front() == '\'' || value.front() == '"') {
            const char q = value.front();
            if (value.size() < 2 || value.back() != q) {
                problem(ProblemCode::ParseError, n, "unterminated_quote", path);
                return n + 1;
            }
            std::string text;
            const std::string_view inner = value.substr(1, value.size() - 2);
            for (std::size_t i = 0; i < inner.size(); ++i) {
                if (q == '\'' && inner[i] == '\'' && i + 1 < inner.size() && inner[i + 1] == '\'')
                    ++i;  // '' is a quote
                else if (q == '"' && inner[i] == '\\' && i + 1 < inner.size())
                    ++i;
                text += inner[i];
            }
            add(path, std::move(text), ConfigEntry::Kind::Scalar, true, {}, n);
            return n + 1;
        }
        if (isNull(value))
            add(path, {}, ConfigEntry::Kind::Null, false, {}, n);
        else
            add(path, std::string(value), ConfigEntry::Kind::Scalar, false, {}, n);
        return n + 1;
    }

    TextLines m_lines;
    ConfigDocument m_doc;
    std::vector<Open> m_stack;
    std::map<std::string, int> m_seen;
};

}  // namespace

ConfigDocument readYamlSubset(const std::string& text) { return Reader(text).run(); }

}  // namespace syncwall::core
