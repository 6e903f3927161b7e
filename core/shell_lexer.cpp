// The shell lexer (shell_lexer.h).
#include "shell_lexer.h"

namespace syncwall::core::shell {

void Word::append(const Var& v)
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

Lexer::Lexer(std::string_view s, int line, const std::map<std::string, Var>& vars,
             const TextLines& lines, Problems& problems, int depth)
    : m_s(s), m_line(line), m_vars(vars), m_lines(lines), m_problems(problems), m_depth(depth)
{ }

Token Lexer::next()
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

Word Lexer::all()
{
    Word w;
    w.line = m_line;
    while (m_i < m_s.size())
        piece(w);
    return w;
}

void Lexer::skipBlanks()
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

bool Lexer::ends(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == '&' || c == '|'
           || c == '(' || c == ')';
}

Word Lexer::word()
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
void Lexer::piece(Word& w)
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

void Lexer::unterminated(const char* what, int line)
{
    Problem p;
    p.code = ProblemCode::ParseError;
    p.detail = what;
    p.line = line;
    m_problems.push_back(p);
    m_i = m_s.size();
}

// Skips from an opening bracket at m_i to just past its match; false at the end of input.
bool Lexer::skipBalanced(char open, char close)
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

void Lexer::backtick(Word& w)
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

void Lexer::dollar(Word& w)
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
    if (std::isdigit(static_cast<unsigned char>(n)) || n == '#' || n == '?' || n == '$' || n == '!'
        || n == '-') {
        w.unknown = true;  // a script argument or shell state
        m_i += 2;
        return;
    }
    w.text += '$';
    ++m_i;
}

void Lexer::variable(Word& w, const std::string& name)
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
void Lexer::braced(Word& w, std::string_view body, int line)
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

void Lexer::fallback(Word& w, std::string_view text, int line)
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

}  // namespace syncwall::core::shell
