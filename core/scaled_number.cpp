#include "scaled_number.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace syncwall::core {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t'; }

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

// The power of ten of an SI prefix (k, M, G, T, P), or of B for billion as in "175B
// parameters"; 0 for anything else. No m: it is milli.
int letterExponent(char c)
{
    switch (c) {
    case 'k':
    case 'K':
        return 3;
    case 'M':
        return 6;
    case 'B':
    case 'G':
        return 9;
    case 'T':
        return 12;
    case 'P':
        return 15;
    default:
        return 0;
    }
}

bool readNumber(std::string_view text, double& out)
{
    const auto [end, error] =
        std::from_chars(text.data(), text.data() + text.size(), out, std::chars_format::general);
    return error == std::errc {} && end == text.data() + text.size();
}

}  // namespace

std::optional<ScaledNumber> parseScaledNumber(std::string_view text)
{
    text = trimmed(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    // from_chars reads "inf" and "nan" too; a typed value starts with a digit, a sign or a dot.
    if (text.empty()
        || !(std::isdigit(static_cast<unsigned char>(text.front())) || text.front() == '-'
             || text.front() == '.'))
        return std::nullopt;
    std::size_t numberEnd = text.size();
    int exponent = 0;
    if (const int e = letterExponent(text.back()); e != 0) {
        exponent = e;
        numberEnd = text.size() - 1;
    }
    const std::string_view number = trimmed(text.substr(0, numberEnd));
    ScaledNumber out {0, exponent != 0};
    if (!readNumber(number, out.value))
        return std::nullopt;
    // "1.1T" read as "1.1e12" is the nearest double to 1.1 trillion; 1.1 * 1e12 is not.
    if (exponent != 0 && number.find_first_of("eE") == std::string_view::npos)
        readNumber(std::string(number) + 'e' + std::to_string(exponent), out.value);
    else if (exponent != 0)
        out.value *= std::pow(10.0, exponent);
    if (!std::isfinite(out.value))
        return std::nullopt;
    return out;
}

double scaledToUnit(const ScaledNumber& number, double unitAmount)
{
    if (!number.lettered || !(unitAmount >= 1))
        return number.value;
    const double power = std::pow(10.0, std::round(std::log10(unitAmount)));
    return power == unitAmount ? number.value / unitAmount : number.value;
}

}  // namespace syncwall::core
