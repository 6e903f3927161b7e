#include "cli/gpu_list.h"

#include <algorithm>
#include <cctype>

namespace syncwall::cli {

namespace {

std::string trimmed(const std::string& text)
{
    std::size_t b = 0;
    std::size_t e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1])))
        --e;
    return text.substr(b, e - b);
}

bool parseCount(const std::string& raw, int& value, std::string& error)
{
    const std::string text = trimmed(raw);
    const bool digits =
        !text.empty() && text.size() <= 9
        && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
    const long long n = digits ? std::stoll(text) : -1;
    if (n < 1 || n > kMaxGpus) {
        error = "\"" + text + "\" is not a GPU count between 1 and " + std::to_string(kMaxGpus);
        return false;
    }
    value = static_cast<int>(n);
    return true;
}

}  // namespace

bool parseGpuList(const std::string& text, std::vector<int>& counts, std::string& error)
{
    counts.clear();
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string item =
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        const std::size_t colon = item.find(':');
        if (colon == std::string::npos) {
            int n = 0;
            if (!parseCount(item, n, error))
                return false;
            counts.push_back(n);
        } else {
            int lo = 0;
            int hi = 0;
            if (!parseCount(item.substr(0, colon), lo, error)
                || !parseCount(item.substr(colon + 1), hi, error))
                return false;
            if (lo > hi) {
                error = "range \"" + trimmed(item) + "\" runs backwards (A:B needs A <= B)";
                return false;
            }
            long long p = 1;
            while (p < lo)
                p *= 2;
            if (p > hi) {
                error = "range \"" + trimmed(item) + "\" contains no power of two";
                return false;
            }
            for (; p <= hi; p *= 2)
                counts.push_back(static_cast<int>(p));
        }
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return true;
}

}  // namespace syncwall::cli
