#include "log_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace syncwall::core {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

std::string_view trimLeft(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size() && isSpace(s[i]))
        ++i;
    return s.substr(i);
}

// "12: " as srun --label writes it (task number, colon, space).
std::string_view stripSrunLabel(std::string_view line)
{
    const std::string_view t = trimLeft(line);
    std::size_t i = 0;
    while (i < t.size() && i < 7 && isDigit(t[i]))
        ++i;
    if (i == 0 || i >= t.size() || t[i] != ':')
        return line;
    if (i + 1 == t.size())
        return t.substr(i + 1);
    return t[i + 1] == ' ' ? t.substr(i + 2) : line;
}

// "[rank0]:" as torchrun --tee / --local-ranks-filter writes it.
std::string_view stripRankTag(std::string_view line)
{
    if (!line.starts_with("[rank"))
        return line;
    const std::size_t close = line.find("]:");
    if (close == std::string_view::npos || close > 12)
        return line;
    return line.substr(close + 2);
}

}  // namespace

std::string_view stripLaunchPrefix(std::string_view line)
{
    std::string_view s = stripRankTag(stripSrunLabel(line));
    if (s.starts_with("> "))
        s.remove_prefix(2);
    else if (s == ">")
        s = {};
    return s;
}

std::vector<LogLine> splitLogLines(std::string_view text)
{
    std::vector<LogLine> lines;
    std::size_t start = 0;
    int number = 1;
    while (start < text.size()) {
        std::size_t end = start;
        while (end < text.size() && text[end] != '\n' && text[end] != '\r')
            ++end;
        const bool ended = end < text.size();
        lines.push_back({stripLaunchPrefix(text.substr(start, end - start)), number, ended});
        ++number;
        if (!ended)
            break;
        start =
            end + ((text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n') ? 2 : 1);
    }
    return lines;
}

std::vector<std::string_view> splitTokens(std::string_view line)
{
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        if (i > start)
            tokens.push_back(line.substr(start, i - start));
    }
    return tokens;
}

namespace {

// "10,139" and "1,234,567.5": the integer part in groups of three after the first.
bool validThousands(std::string_view integer)
{
    std::size_t group = 0, groups = 0;
    for (char c : integer) {
        if (c == ',') {
            if (group == 0 || (groups == 0 ? group > 3 : group != 3))
                return false;
            ++groups;
            group = 0;
        } else {
            ++group;
        }
    }
    return groups == 0 || group == 3;
}

}  // namespace

std::optional<double> parseLogNumber(std::string_view token)
{
    if (token.empty() || token.size() > 64)
        return std::nullopt;
    std::string_view body = token;
    if (body.front() == '+' || body.front() == '-')
        body.remove_prefix(1);
    if (body.empty() || !(isDigit(body.front()) || body.front() == '.'))
        return std::nullopt;
    const std::size_t integerEnd = std::min(body.find_first_of(".eE"), body.size());
    const std::string_view integer = body.substr(0, integerEnd);
    if (body.find(',', integerEnd) != std::string_view::npos || !validThousands(integer))
        return std::nullopt;
    std::string plain;
    if (token.front() == '-')
        plain.push_back('-');
    for (char c : body)
        if (c != ',')
            plain.push_back(c);
    double value = 0;
    const char* end = plain.data() + plain.size();
    const auto [ptr, ec] = std::from_chars(plain.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<double> parseLogCount(std::string_view token)
{
    if (token.empty() || !isDigit(token.front()))
        return std::nullopt;
    for (char c : token)
        if (!isDigit(c) && c != ',')
            return std::nullopt;
    const std::optional<double> v = parseLogNumber(token);
    if (!v || *v > 9007199254740992.0)
        return std::nullopt;
    return v;
}

std::optional<std::string_view> afterLabel(std::string_view line, std::string_view label)
{
    const std::size_t at = line.find(label);
    if (at == std::string_view::npos)
        return std::nullopt;
    return trimLeft(line.substr(at + label.size()));
}

}  // namespace syncwall::core
