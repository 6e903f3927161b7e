#pragma once
// The lexer of the Bash subset that launch scripts use (shell_args.h): words with their quotes
// and $ / ${} expansions done against the variables read so far, comments, continuations,
// separators and parentheses. Internal to the core.

#include <cctype>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "config_document.h"

namespace syncwall::core::shell {

// Caps against hostile input: a variable doubled in a loop of assignments, nested ${...}.
constexpr std::size_t kMaxValueBytes = 4096;
constexpr std::size_t kMaxVia = 8;
constexpr int kMaxDepth = 16;

struct Var {  // a shell variable the file assigned
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

    // Appends a variable's value, lines and origin.
    void append(const Var& v);
};

enum class Tok { Word, Newline, Separator, Open, Close, End };

struct Token {
    Tok kind = Tok::End;
    Word word;
};

inline bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
inline bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Tokens of a script, expanding variables as it goes.
class Lexer {
public:
    Lexer(std::string_view s, int line, const std::map<std::string, Var>& vars,
          const TextLines& lines, Problems& problems, int depth);
    Token next();
    // The whole input as one word (a ${VAR:-fallback}'s fallback).
    Word all();

private:
    void skipBlanks();
    static bool ends(char c);
    Word word();
    void piece(Word& w);
    void unterminated(const char* what, int line);
    bool skipBalanced(char open, char close);
    void backtick(Word& w);
    void dollar(Word& w);
    void variable(Word& w, const std::string& name);
    void braced(Word& w, std::string_view body, int line);
    void fallback(Word& w, std::string_view text, int line);

    std::string_view m_s;
    std::size_t m_i = 0;
    int m_line;
    const std::map<std::string, Var>& m_vars;
    const TextLines& m_lines;
    Problems& m_problems;
    int m_depth;
};

}  // namespace syncwall::core::shell
