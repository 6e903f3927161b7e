#include "quantity_text.h"

#include <QLocale>

#include <cmath>

namespace syncwall::ui {
namespace {

// Value scaled to [1, 1000) with its SI prefix index (-4 p .. 4 T).
QString withPrefix(double x, const QString& unit)
{
    static const char* const prefixes[] = {"p", "n", "\u00B5", "m", "", "k", "M", "G", "T", "P"};
    if (!std::isfinite(x))
        return QStringLiteral("\u2013");
    if (x == 0)
        return QStringLiteral("0 ") + unit;
    int index = 4;
    double v = std::fabs(x);
    while (v >= 1000 && index < 9) {
        v /= 1000;
        ++index;
    }
    while (v < 1 && index > 0) {
        v *= 1000;
        --index;
    }
    const double signedV = x < 0 ? -v : v;
    return QuantityText::number(signedV) + QLatin1Char(' ') + QString::fromUtf8(prefixes[index])
           + unit;
}

}  // namespace

QString QuantityText::number(double x, int significant)
{
    if (!std::isfinite(x))
        return QStringLiteral("\u2013");
    const double a = std::fabs(x);
    int decimals = 0;
    if (a > 0 && a < 1e15)
        decimals = std::max(0, significant - 1 - static_cast<int>(std::floor(std::log10(a))));
    return QLocale().toString(x, 'f', std::min(decimals, 6));
}

QString QuantityText::seconds(double s)
{
    if (std::isfinite(s) && s >= 120)
        return tr("%1 min").arg(number(s / 60.0));
    return withPrefix(s, QStringLiteral("s"));
}

QString QuantityText::bytes(double b) { return withPrefix(b, QStringLiteral("B")); }

QString QuantityText::rate(double bytesPerS)
{
    return withPrefix(bytesPerS, QStringLiteral("B/s"));
}

QString QuantityText::percent(double fraction)
{
    return tr("%1 %").arg(number(100.0 * fraction, fraction >= 0.1 ? 3 : 2));
}

QString QuantityText::integer(long long n) { return QLocale().toString(n); }

}  // namespace syncwall::ui
