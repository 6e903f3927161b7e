// readShellArgs (shell_args.h): commands and arrays from the lexer's words (shell_lexer.h), and
// the flags written in them with their values.
#include "shell_args.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "shell_lexer.h"

namespace syncwall::core {
namespace {

using shell::isNameChar;
using shell::isNameStart;
using shell::kMaxValueBytes;
using shell::kMaxVia;
using shell::Lexer;
using shell::Tok;
using shell::Token;
using shell::Var;
using shell::Word;

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

// Megatron-LM flags that take a list of values (arguments.py, nargs="*" or "+") and that an
// importer reads as a list.
bool isListFlag(std::string_view name)
{
    return name == "--recompute-modules" || name == "--cuda-graph-scope";
}

bool looksLikeValue(const Word& w);

// A further item of a list flag: a name written here (letters, digits, underscores), not a
// flag, a redirection or a value from the environment.
bool isListItem(const Word& w)
{
    return looksLikeValue(w) && !w.text.empty() && w.environment.empty() && !w.unknown
           && std::all_of(w.text.begin(), w.text.end(), [](char c) {
                  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
              });
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
                    part.text = part.raw = w.text.substr(i, e - i);
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

    // A line that holds other flags too (a pasted one-line argument list) is quoted as this
    // flag's own words, "--num-layers 8", rather than as the whole line over and over.
    static void quoteOwnWords(SourceLine& line, const std::vector<Word>& words, std::size_t first,
                              std::size_t last)
    {
        int flags = 0;
        for (std::size_t at = line.text.find("--"); at != std::string::npos;
             at = line.text.find("--", at + 2))
            flags +=
                at == 0
                || std::string_view(" \t\"'").find(line.text[at - 1]) != std::string_view::npos;
        if (flags < 2)
            return;
        std::string own;
        for (std::size_t k = first; k <= last && k < words.size(); ++k) {
            if (words[k].line != line.number)
                break;
            own += (own.empty() ? "" : " ") + words[k].raw;
        }
        if (!own.empty() && own.size() <= kMaxSourceLineBytes)
            line.text = own;
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
            const std::size_t first = i;
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
                // Megatron's nargs="*" flags: every value word up to the next flag.
                if (value && isListFlag(e.name)) {
                    e.kind = ConfigEntry::Kind::List;
                    e.items.push_back(e.value);
                    while (i + 1 < words.size() && isListItem(words[i + 1]))
                        e.items.push_back(words[++i].text);
                }
            }
            quoteOwnWords(e.lines.front(), words, first, i);
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
