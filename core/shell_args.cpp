// readShellArgs (shell_args.h): a lexer for the Bash subset of launch scripts (quotes, $ and ${}
// expansions, comments, continuations, separators, parentheses), then commands and arrays.
#include "shell_args.h"

#include <cctype>
#include <map>
#include <optional>
#include <string_view>

namespace syncwall::core {
namespace {

// Caps against hostile input: a variable doubled in a loop of assignments, nested ${...}.
constexpr std::size_t kMaxValueBytes = 4096;
constexpr std::size_t kMaxVia = 8;
constexpr int kMaxDepth = 16;

struct Var {
    std::string value;
    std::vector<SourceLine> lines;
    std::string environment;
    bool unknown = false;
};

struct Word {
    std::string text;
    std::string raw;  // as written (for assignments)
    int line = 0;
    bool quoted = false;          // some of it was quoted
    bool wholeQuoted = false;     // all of it was one quoted string
    bool arrayExpansion = false;  // ${NAME[@]}, $@: elements are read where they are written
    std::vector<SourceLine> via;
    std::string environment;
    bool unknown = false;

    void append(const Var& v)
    {
        text += v.value;
        for (const SourceLine& l : v.lines)
            if (via.size() < kMaxVia)
                via.push_back(l);
        if (environment.empty())
            environment = v.environment;
        unknown = unknown || v.unknown;
        if (text.size() > kMaxValueBytes)
            text.resize(kMaxValueBytes), unknown = true;
    }
};

enum class Tok { Word, Newline, Separator, Open, Close, End };

struct Token {
    Tok kind = Tok::End;
    Word word;
};

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class Lexer {
public:
    Lexer(std::string_view s, int line, const std::map<std::string, Var>& vars,
          const TextLines& lines, Problems& problems, int depth)
        : m_s(s), m_line(line), m_vars(vars), m_lines(lines), m_problems(problems), m_depth(depth)
    { }

    Token next()
    {
        skipBlanks();
        if (m_i >= m_s.size())
            return {Tok::End, {}};
        const char c = m_s[m_i];
        if (c == '\n') {
            ++m_i;
            ++m_line;
            return {Tok::Newline, {}};
        }
        if (c == ';' || c == '&' || c == '|') {
            ++m_i;
            return {Tok::Separator, {}};
        }
        if (c == '(' || c == ')') {
            ++m_i;
            return {c == '(' ? Tok::Open : Tok::Close, {}};
        }
        if (c == '#') {  // a comment starts a word
            while (m_i < m_s.size() && m_s[m_i] != '\n')
                ++m_i;
            return next();
        }
        return {Tok::Word, word()};
    }

    // The whole input as one word (a ${VAR:-fallback}'s fallback).
    Word all()
    {
        Word w;
        w.line = m_line;
        while (m_i < m_s.size())
            piece(w);
        return w;
    }

private:
    void skipBlanks()
    {
        while (m_i < m_s.size()) {
            const char c = m_s[m_i];
            if (c == ' ' || c == '\t' || c == '\r') {
                ++m_i;
            } else if (c == '\\' && m_i + 1 < m_s.size()
                       && (m_s[m_i + 1] == '\n' || m_s[m_i + 1] == '\r')) {
                // A continuation; a stray one before the end of an array element too.
                m_i += m_s[m_i + 1] == '\r' && m_i + 2 < m_s.size() && m_s[m_i + 2] == '\n' ? 3 : 2;
                ++m_line;
            } else {
                break;
            }
        }
    }

    static bool ends(char c)
    {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == '&' || c == '|'
               || c == '(' || c == ')';
    }

    Word word()
    {
        Word w;
        w.line = m_line;
        const std::size_t start = m_i;
        bool onlyQuoted = true;
        while (m_i < m_s.size() && !ends(m_s[m_i])) {
            const char c = m_s[m_i];
            if (c == '\\' && m_i + 1 < m_s.size() && m_s[m_i + 1] == '\n')
                break;  // a continuation ends the word
            if (c != '"' && c != '\'')
                onlyQuoted = false;
            piece(w);
            if (w.text.size() > kMaxValueBytes)
                w.text.resize(kMaxValueBytes), w.unknown = true;
        }
        w.raw = std::string(m_s.substr(start, m_i - start));
        w.wholeQuoted = w.quoted && onlyQuoted;
        return w;
    }

    // One character, quoted string or expansion of a word.
    void piece(Word& w)
    {
        const char c = m_s[m_i];
        if (c == '\\' && m_i + 1 < m_s.size()) {
            if (m_s[m_i + 1] == '\n')
                ++m_line;
            else
                w.text += m_s[m_i + 1];
            m_i += 2;
        } else if (c == '\'') {
            w.quoted = true;
            const int line = m_line;
            const std::size_t close = m_s.find('\'', m_i + 1);
            if (close == std::string_view::npos) {
                unterminated("unterminated_quote", line);
                return;
            }
            for (std::size_t k = m_i + 1; k < close; ++k) {
                m_line += m_s[k] == '\n';
                w.text += m_s[k];
            }
            m_i = close + 1;
        } else if (c == '"') {
            w.quoted = true;
            const int line = m_line;
            ++m_i;
            while (m_i < m_s.size() && m_s[m_i] != '"') {
                const char d = m_s[m_i];
                if (d == '\\' && m_i + 1 < m_s.size()) {
                    const char e = m_s[m_i + 1];
                    if (e == '\n')
                        ++m_line;
                    else if (e == '"' || e == '\\' || e == '$' || e == '`')
                        w.text += e;
                    else
                        w.text += d, w.text += e;
                    m_i += 2;
                } else if (d == '$') {
                    dollar(w);
                } else if (d == '`') {
                    backtick(w);
                } else {
                    m_line += d == '\n';
                    w.text += d;
                    ++m_i;
                }
            }
            if (m_i >= m_s.size()) {
                unterminated("unterminated_quote", line);
                return;
            }
            ++m_i;
        } else if (c == '$') {
            dollar(w);
        } else if (c == '`') {
            backtick(w);
        } else {
            m_line += c == '\n';
            w.text += c;
            ++m_i;
        }
    }

    void unterminated(const char* what, int line)
    {
        Problem p;
        p.code = ProblemCode::ParseError;
        p.detail = what;
        p.line = line;
        m_problems.push_back(p);
        m_i = m_s.size();
    }

    // Skips from an opening bracket at m_i to just past its match; false at the end of input.
    bool skipBalanced(char open, char close)
    {
        int depth = 0;
        while (m_i < m_s.size()) {
            const char c = m_s[m_i];
            if (c == '\\') {
                m_i += 2;
                continue;
            }
            if (c == '\'' || c == '"') {
                const std::size_t q = m_s.find(c, m_i + 1);
                if (q == std::string_view::npos)
                    return false;
                for (std::size_t k = m_i; k < q; ++k)
                    m_line += m_s[k] == '\n';
                m_i = q + 1;
                continue;
            }
            m_line += c == '\n';
            ++m_i;
            if (c == open) {
                ++depth;
            } else if (c == close && --depth == 0) {
                return true;
            }
        }
        return false;
    }

    void backtick(Word& w)
    {
        const int line = m_line;
        const std::size_t close = m_s.find('`', m_i + 1);
        if (close == std::string_view::npos) {
            unterminated("unterminated_expansion", line);
            return;
        }
        for (std::size_t k = m_i; k < close; ++k)
            m_line += m_s[k] == '\n';
        m_i = close + 1;
        w.unknown = true;
    }

    void dollar(Word& w)
    {
        const int line = m_line;
        if (m_i + 1 >= m_s.size()) {
            w.text += '$';
            ++m_i;
            return;
        }
        const char n = m_s[m_i + 1];
        if (n == '(') {  // $(command) or $((arithmetic)): computed at run time
            ++m_i;
            if (!skipBalanced('(', ')'))
                unterminated("unterminated_expansion", line);
            w.unknown = true;
            return;
        }
        if (n == '{') {
            ++m_i;
            const std::size_t open = m_i;
            if (!skipBalanced('{', '}')) {
                unterminated("unterminated_expansion", line);
                return;
            }
            braced(w, m_s.substr(open + 1, m_i - open - 2), line);
            return;
        }
        if (isNameStart(n)) {
            std::size_t e = m_i + 1;
            while (e < m_s.size() && isNameChar(m_s[e]))
                ++e;
            variable(w, std::string(m_s.substr(m_i + 1, e - m_i - 1)));
            m_i = e;
            return;
        }
        if (n == '@' || n == '*') {
            w.arrayExpansion = true;
            m_i += 2;
            return;
        }
        if (std::isdigit(static_cast<unsigned char>(n)) || n == '#' || n == '?' || n == '$'
            || n == '!' || n == '-') {
            w.unknown = true;  // a script argument or shell state
            m_i += 2;
            return;
        }
        w.text += '$';
        ++m_i;
    }

    void variable(Word& w, const std::string& name)
    {
        const auto it = m_vars.find(name);
        if (it != m_vars.end()) {
            w.append(it->second);
        } else {
            if (w.environment.empty())
                w.environment = name;
        }
    }

    // ${...}: NAME, NAME[@], NAME:-fallback and the like, positional ${1:-x}.
    void braced(Word& w, std::string_view body, int line)
    {
        if (body.empty() || body.front() == '#' || body.front() == '!') {
            w.unknown = true;
            return;
        }
        std::size_t e = 0;
        while (e < body.size() && isNameChar(body[e]))
            ++e;
        const std::string name(body.substr(0, e));
        std::string_view rest = body.substr(e);
        if (name.empty()) {
            if (!rest.empty() && (rest.front() == '@' || rest.front() == '*'))
                w.arrayExpansion = true;
            else
                w.unknown = true;
            return;
        }
        if (!rest.empty() && rest.front() == '[') {
            if (rest.substr(0, 3) == "[@]" || rest.substr(0, 3) == "[*]")
                w.arrayExpansion = true;
            else
                w.unknown = true;
            return;
        }
        const bool positional = std::isdigit(static_cast<unsigned char>(name.front()));
        const auto it = positional ? m_vars.end() : m_vars.find(name);
        const bool set = it != m_vars.end();
        bool colon = false;
        if (!rest.empty() && rest.front() == ':')
            colon = true, rest.remove_prefix(1);
        const char op = rest.empty() ? '\0' : rest.front();
        if (op == '-' || op == '=' || op == '+' || op == '?') {
            rest.remove_prefix(1);
            const bool useSet = set && !(colon && it->second.value.empty());
            if (op == '+') {
                if (useSet)
                    fallback(w, rest, line);
                return;
            }
            if (useSet) {
                w.append(it->second);
                return;
            }
            if (positional)
                w.unknown = true;
            else if (w.environment.empty())
                w.environment = name;
            fallback(w, rest, line);
            return;
        }
        if (!rest.empty()) {  // ${NAME%...}, ${NAME/...}, ${NAME:0:3}: computed
            w.unknown = true;
            return;
        }
        if (positional)
            w.unknown = true;
        else
            variable(w, name);
    }

    void fallback(Word& w, std::string_view text, int line)
    {
        if (m_depth >= kMaxDepth) {
            w.unknown = true;
            return;
        }
        Lexer inner(text, line, m_vars, m_lines, m_problems, m_depth + 1);
        const Word f = inner.all();
        w.text += f.text;
        for (const SourceLine& l : f.via)
            if (w.via.size() < kMaxVia)
                w.via.push_back(l);
        w.unknown = w.unknown || f.unknown;
    }

    std::string_view m_s;
    std::size_t m_i = 0;
    int m_line;
    const std::map<std::string, Var>& m_vars;
    const TextLines& m_lines;
    Problems& m_problems;
    int m_depth;
};

// NAME= or NAME+= at the start of a raw word: the length of that prefix, else 0.
std::size_t assignmentPrefix(const std::string& raw, bool& append)
{
    if (raw.empty() || !isNameStart(raw.front()))
        return 0;
    std::size_t e = 1;
    while (e < raw.size() && isNameChar(raw[e]))
        ++e;
    append = e + 1 < raw.size() && raw[e] == '+' && raw[e + 1] == '=';
    if (append)
        return e + 2;
    return e < raw.size() && raw[e] == '=' ? e + 1 : 0;
}

bool looksLikeValue(const Word& w)
{
    if (w.arrayExpansion)
        return false;
    if (w.text.size() >= 2 && w.text[0] == '-' && w.text[1] == '-' && !w.wholeQuoted)
        return false;
    if (w.text.size() >= 2 && w.text[0] == '-'
        && !std::isdigit(static_cast<unsigned char>(w.text[1])) && w.text[1] != '.')
        return false;
    return true;
}

class Reader {
public:
    explicit Reader(const std::string& text) : m_text(text), m_lines(text) { }

    ConfigDocument run()
    {
        Lexer lexer(m_text, 1, m_vars, m_lines, m_doc.problems, 0);
        std::vector<Word> command;
        bool arrayOpen = false;
        std::vector<Word> array;
        while (true) {
            Token t = lexer.next();
            if (arrayOpen) {
                if (t.kind == Tok::Word)
                    array.push_back(std::move(t.word));
                if (t.kind == Tok::Close || t.kind == Tok::End) {
                    scan(array);
                    array.clear();
                    arrayOpen = false;
                }
                if (t.kind == Tok::End)
                    break;
                continue;
            }
            if (t.kind == Tok::Word) {
                // NAME=( starts an array: its elements are flags where they are written.
                bool append = false;
                if (command.empty() || isDeclaration(command)) {
                    const std::size_t prefix = assignmentPrefix(t.word.raw, append);
                    if (prefix > 0 && prefix == t.word.raw.size()) {
                        Token peek = lexer.next();
                        if (peek.kind == Tok::Open) {
                            arrayOpen = true;
                            continue;
                        }
                        assign(t.word, prefix, append);
                        if (peek.kind == Tok::Word) {
                            command.push_back(std::move(peek.word));
                            continue;
                        }
                        if (peek.kind == Tok::End)
                            break;
                        finish(command);
                        continue;
                    }
                    if (prefix > 0) {
                        assign(t.word, prefix, append);
                        continue;
                    }
                }
                command.push_back(std::move(t.word));
                continue;
            }
            if (t.kind == Tok::End) {
                finish(command);
                break;
            }
            if (t.kind == Tok::Newline || t.kind == Tok::Separator || t.kind == Tok::Close
                || t.kind == Tok::Open)
                finish(command);
        }
        return std::move(m_doc);
    }

private:
    static bool isDeclaration(const std::vector<Word>& command)
    {
        for (const Word& w : command)
            if (w.raw != "export" && w.raw != "local" && w.raw != "declare" && w.raw != "readonly"
                && w.raw != "typeset" && w.raw != "then" && w.raw != "else" && w.raw != "do"
                && !(w.raw.size() > 1 && w.raw.front() == '-'))
                return false;
        return true;
    }

    void assign(const Word& w, std::size_t prefix, bool append)
    {
        const std::size_t eq = w.raw.find('=');
        const std::string name = w.raw.substr(0, append ? eq - 1 : eq);
        // The expanded text starts with the same literal NAME= (or NAME+=).
        const std::string value = w.text.size() >= prefix ? w.text.substr(prefix) : std::string();
        Var v;
        if (append) {
            const auto it = m_vars.find(name);
            if (it != m_vars.end())
                v = it->second;
        }
        v.value += value;
        if (v.value.size() > kMaxValueBytes)
            v.value.resize(kMaxValueBytes), v.unknown = true;
        v.lines.clear();
        v.lines.push_back(m_lines.at(w.line));
        for (const SourceLine& l : w.via)
            if (v.lines.size() < kMaxVia)
                v.lines.push_back(l);
        v.environment = w.environment;
        v.unknown = w.unknown;
        m_vars[name] = std::move(v);
    }

    void finish(std::vector<Word>& command)
    {
        scan(command);
        command.clear();
    }

    // Quoted "--flag value" elements split as an unquoted ${ARRAY[@]} would split them.
    static std::vector<Word> split(const std::vector<Word>& words)
    {
        std::vector<Word> out;
        for (const Word& w : words) {
            const bool pair = w.wholeQuoted && w.text.size() > 2 && w.text.rfind("--", 0) == 0
                              && w.text.find_first_of(" \t") != std::string::npos;
            if (!pair) {
                out.push_back(w);
                continue;
            }
            std::size_t i = 0;
            while (i < w.text.size()) {
                while (i < w.text.size() && (w.text[i] == ' ' || w.text[i] == '\t'))
                    ++i;
                std::size_t e = i;
                while (e < w.text.size() && w.text[e] != ' ' && w.text[e] != '\t')
                    ++e;
                if (e > i) {
                    Word part = w;
                    part.text = w.text.substr(i, e - i);
                    part.wholeQuoted = false;
                    // '99,1,0' inside the quoted element: the shell keeps the quotes, Megatron
                    // reads them; strip them for the value.
                    if (part.text.size() >= 2 && part.text.front() == '\''
                        && part.text.back() == '\'')
                        part.text = part.text.substr(1, part.text.size() - 2);
                    out.push_back(std::move(part));
                }
                i = e;
            }
        }
        return out;
    }

    void scan(const std::vector<Word>& written)
    {
        const std::vector<Word> words = split(written);
        for (std::size_t i = 0; i < words.size(); ++i) {
            const Word& w = words[i];
            if (w.arrayExpansion || w.text.size() <= 2 || w.text.rfind("--", 0) != 0)
                continue;
            if (w.raw.rfind("--", 0) != 0 && !w.wholeQuoted && w.raw.rfind("\"--", 0) != 0
                && w.raw.rfind("'--", 0) != 0)
                continue;  // a flag that came out of a variable: not written here
            ConfigEntry e;
            e.lines.push_back(m_lines.at(w.line));
            const std::size_t eq = w.text.find('=');
            const Word* value = nullptr;
            if (eq != std::string::npos) {
                e.name = w.text.substr(0, eq);
                e.value = w.text.substr(eq + 1);
                value = &w;
            } else {
                e.name = w.text;
                if (i + 1 < words.size() && looksLikeValue(words[i + 1])) {
                    value = &words[i + 1];
                    e.value = value->text;
                    ++i;
                }
            }
            if (!value) {
                e.kind = ConfigEntry::Kind::Flag;
            } else {
                e.quoted = value->quoted;
                if (value->line != w.line)
                    e.lines.push_back(m_lines.at(value->line));
                for (const SourceLine& l : value->via)
                    e.lines.push_back(l);
                e.environment = value->environment;
                e.unknown = value->unknown;
            }
            m_doc.entries.push_back(std::move(e));
        }
    }

    const std::string& m_text;
    TextLines m_lines;
    std::map<std::string, Var> m_vars;
    ConfigDocument m_doc;
};

}  // namespace

ConfigDocument readShellArgs(const std::string& text) { return Reader(text).run(); }

}  // namespace syncwall::core
