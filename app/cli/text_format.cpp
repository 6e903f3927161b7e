#include "cli/text_format.h"

#include <cmath>
#include <cstdio>

namespace syncwall::cli {

namespace {

std::string printf1(const char* format, double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, decimals, value);
    return buffer;
}

// Inserts "," every three digits of the integer part of a plain decimal string.
std::string groupThousands(const std::string& plain)
{
    std::size_t start = (plain.empty() || plain[0] != '-') ? 0 : 1;
    std::size_t end = plain.find('.');
    if (end == std::string::npos)
        end = plain.size();
    std::string out = plain.substr(0, start);
    for (std::size_t i = start; i < end; ++i) {
        out += plain[i];
        const std::size_t left = end - i - 1;
        if (left > 0 && left % 3 == 0)
            out += ',';
    }
    return out + plain.substr(end);
}

}  // namespace

std::string fmtNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return "n/a";
    // Avoid "-0" after rounding.
    const double scale = std::pow(10.0, decimals);
    if (std::round(std::fabs(value) * scale) == 0)
        value = 0;
    return groupThousands(printf1("%.*f", value, decimals));
}

std::string fmtCount(long long value) { return groupThousands(std::to_string(value)); }

std::string fmtStepSeconds(double seconds)
{
    const double a = std::fabs(seconds);
    if (!std::isfinite(seconds) || a < 1)
        return fmtDuration(seconds);
    return fmtNumber(seconds, a < 10 ? 3 : a < 100 ? 2 : 1) + " s";
}

std::string fmtDuration(double seconds)
{
    if (!std::isfinite(seconds))
        return "n/a";
    const double a = std::fabs(seconds);
    if (a == 0)
        return "0 s";
    if (a < 1e-3)
        return fmtNumber(seconds * 1e6, 1) + " us";
    if (a < 1)
        return fmtNumber(seconds * 1e3, a < 0.1 ? 2 : 1) + " ms";
    if (a < 120)
        return fmtNumber(seconds, a < 10 ? 3 : 2) + " s";
    if (a < 2 * 3600)
        return fmtNumber(seconds / 60, 1) + " min";
    if (a < 72 * 3600)
        return fmtNumber(seconds / 3600, 2) + " h";
    return fmtNumber(seconds / 86400, 2) + " days";
}

std::string fmtRunTime(double seconds)
{
    if (!std::isfinite(seconds))
        return "n/a";
    if (std::fabs(seconds) < 3600)
        return fmtDuration(seconds);
    return fmtNumber(seconds, 0) + " s (" + fmtNumber(seconds / 3600, 1) + " h, "
           + fmtNumber(seconds / 86400, 2) + " days)";
}

std::string fmtBytes(double bytes)
{
    if (!std::isfinite(bytes))
        return "n/a";
    if (std::fabs(bytes) >= 1e12)
        return fmtNumber(bytes / 1e12, 2) + " TB";
    if (std::fabs(bytes) >= 1e7 || bytes == 0)
        return fmtNumber(bytes / 1e9, 2) + " GB";
    return fmtNumber(bytes / 1e6, 2) + " MB";
}

std::string fmtBandwidth(double bytesPerSecond)
{
    if (!std::isfinite(bytesPerSecond))
        return "n/a";
    if (std::fabs(bytesPerSecond) >= 1e12)
        return fmtNumber(bytesPerSecond / 1e12, 2) + " TB/s";
    return fmtNumber(bytesPerSecond / 1e9, 1) + " GB/s";
}

std::string fmtPercent(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return "n/a";
    return fmtNumber(fraction * 100, decimals) + " %";
}

std::string fmtPlain(double value)
{
    if (!std::isfinite(value))
        return "";
    // Ten significant digits: exact enough for any model output, short enough to read.
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

}  // namespace syncwall::cli
