#include "units.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace syncwall::ui {

namespace {
QString fixed(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }
// One decimal below 100, none above: 14.3 days, 212 days.
QString adaptive(double v) { return fixed(v, std::abs(v) < 100 ? 1 : 0); }
}  // namespace

Units::TimeUnit Units::timeUnitOf(double s)
{
    return s < 120         ? TimeUnit::Seconds
           : s < 2 * 3600  ? TimeUnit::Minutes
           : s < 48 * 3600 ? TimeUnit::Hours
                           : TimeUnit::Days;
}

QString Units::durationIn(double s, TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Seconds:
        return tr("%1 s").arg(fixed(s, s < 10 ? 1 : 0));
    case TimeUnit::Minutes:
        return tr("%1 min").arg(fixed(s / 60, 0));
    case TimeUnit::Hours:
        return tr("%1 h").arg(fixed(s / 3600, 1));
    case TimeUnit::Days:
        break;
    }
    return tr("%1 days").arg(adaptive(s / 86400));
}

QString Units::duration(double s)
{
    if (!std::isfinite(s))
        return dash();
    return durationIn(s, timeUnitOf(s));
}

QString Units::durationRange(double low, double high)
{
    // Both ends in the higher one's unit: "1.2–2.2 days", not "29.8 h – 2.2 days".
    const bool finite = std::isfinite(low) && std::isfinite(high);
    const QString a = finite ? durationIn(low, timeUnitOf(high)) : duration(low);
    const QString b = duration(high);
    const qsizetype space = a.lastIndexOf(QLatin1Char(' '));
    if (space > 0 && b.lastIndexOf(QLatin1Char(' ')) > 0
        && a.section(QLatin1Char(' '), -1) == b.section(QLatin1Char(' '), -1))
        return a.left(space) + QStringLiteral("\u2013") + b;
    return a + QStringLiteral(" \u2013 ") + b;
}

QString Units::shortDuration(double s)
{
    if (!std::isfinite(s))
        return dash();
    if (s < 1e-3)
        return tr("%1 µs").arg(fixed(s * 1e6, 0));
    if (s < 1)
        return tr("%1 ms").arg(fixed(s * 1e3, s < 0.01 ? 2 : (s < 0.1 ? 1 : 0)));
    if (s < 120)
        return tr("%1 s").arg(fixed(s, 2));
    return duration(s);
}

QString Units::stepSeconds(double s)
{
    if (!std::isfinite(s) || s < 1)
        return shortDuration(s);
    return tr("%1 s").arg(fixed(s, s < 100 ? 2 : 1));
}

QString Units::bytes(double b)
{
    if (!std::isfinite(b))
        return dash();
    if (b >= 1e12)
        return tr("%1 TB").arg(fixed(b / 1e12, 2));
    if (b >= 1e9)
        return tr("%1 GB").arg(adaptive(b / 1e9));
    return tr("%1 MB").arg(adaptive(b / 1e6));
}

QString Units::bandwidth(double bps)
{
    if (!std::isfinite(bps))
        return dash();
    if (bps >= 1e12)
        return tr("%1 TB/s").arg(fixed(bps / 1e12, 2));
    return tr("%1 GB/s").arg(adaptive(bps / 1e9));
}

QString Units::percent(double f)
{
    if (!std::isfinite(f))
        return dash();
    return tr("%1 %").arg(fixed(f * 100, 1));
}

QString Units::money(double usd) { return money(usd, usd); }

QString Units::money(double usd, double largest)
{
    if (!std::isfinite(usd))
        return dash();
    if (!std::isfinite(largest))
        largest = usd;
    // Dollars whatever the locale; the translation may move the sign. A language that groups
    // by 10^4 (Chinese 万, 亿) writes "161 万美元", not "1.61 百万美元".
    //: How this language groups large sums: translate as the word "myriads" where they are
    //: written in tens of thousands and hundreds of millions (万, 亿), else as "millions".
    if (tr("millions", "grouping of money") == QLatin1String("myriads")) {
        // Three significant figures, as "$1.61 M" has (1.23 万, 12.3 万, 161 万).
        const auto figures = [](double v) {
            return fixed(v, std::abs(v) < 10 ? 2 : std::abs(v) < 100 ? 1 : 0);
        };
        if (largest >= 1e8)
            return tr("$%1 hundred million").arg(figures(usd / 1e8));
        if (largest >= 1e4)
            return tr("$%1 ten thousand").arg(figures(usd / 1e4));
        return tr("$%1").arg(fixed(usd, usd < 100 ? 2 : 0));
    }
    if (largest >= 1e9)
        return tr("$%1 bn").arg(fixed(usd / 1e9, 2));
    if (largest >= 1e6)
        return tr("$%1 M").arg(fixed(usd / 1e6, 2));
    return tr("$%1").arg(fixed(usd, usd < 100 ? 2 : 0));
}

QString Units::energy(double kWh)
{
    if (!std::isfinite(kWh))
        return dash();
    if (kWh >= 1e6)
        return tr("%1 GWh").arg(fixed(kWh / 1e6, 2));
    if (kWh >= 1e3)
        return tr("%1 MWh").arg(adaptive(kWh / 1e3));
    return tr("%1 kWh").arg(adaptive(kWh));
}

QString Units::count(double n)
{
    if (!std::isfinite(n))
        return dash();
    return QLocale().toString(std::llround(n));
}

QString Units::bigCount(double n)
{
    if (!std::isfinite(n))
        return dash();
    if (n >= 1e12)
        return tr("%1 T").arg(adaptive(n / 1e12));
    if (n >= 1e9)
        return tr("%1 B").arg(adaptive(n / 1e9));
    if (n >= 1e6)
        return tr("%1 M").arg(adaptive(n / 1e6));
    return count(n);
}

QList<std::pair<QString, QChar>> Units::magnitudeWords()
{
    // The same translations bigCount uses, with the number taken out.
    QList<std::pair<QString, QChar>> words {{tr("%1 T").arg(QString()).trimmed(), u'T'},
                                            {tr("%1 B").arg(QString()).trimmed(), u'B'},
                                            {tr("%1 M").arg(QString()).trimmed(), u'M'}};
    std::sort(words.begin(), words.end(),
              [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    return words;
}

QString Units::number(double value, int decimals)
{
    return std::isfinite(value) ? fixed(value, decimals) : dash();
}

QString Units::microBatchesPerStep(int n)
{
    return n == 1 ? tr("1 micro-batch per step") : tr("%1 micro-batches per step").arg(count(n));
}

QString Units::dash() { return QStringLiteral("\u2014"); }

}  // namespace syncwall::ui
