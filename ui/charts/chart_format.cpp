#include "chart_format.h"

#include <QLocale>
#include <QStringList>
#include <cmath>

namespace syncwall::ui {

QString ChartFormat::count(double n)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(n)));
}

QString ChartFormat::value(double x)
{
    if (!std::isfinite(x))
        return QStringLiteral("–");
    if (std::abs(x) < 1e15 && x == std::round(x))
        return count(x);
    // Exponents where fixed decimals would read 0 or run long (1e-07, 1.235E+10).
    const double mag = std::abs(x);
    return mag >= 1e7 || mag < 1e-3 ? QLocale().toString(x, 'g', 4) : number(x, 4);
}

QString ChartFormat::compactCount(double n)
{
    // GPU counts are powers of two: 1K = 1,024 GPUs, as cluster sizes are quoted.
    const qlonglong v = std::llround(n);
    if (v >= 1024 && v % 1024 == 0)
        return tr("%1K").arg(v / 1024);
    return count(n);
}

QString ChartFormat::number(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    const double mag = std::abs(value);
    if (mag >= std::pow(10.0, significant - 1) || mag == 0)
        return QLocale().toString(static_cast<qlonglong>(std::llround(value)));
    const int decimals =
        qBound(0, significant - 1 - static_cast<int>(std::floor(std::log10(mag))), 6);
    QString s = QLocale().toString(value, 'f', decimals);
    // Trailing zeros say nothing on a chart ("2.50" -> "2.5").
    const QChar dot = QLocale().decimalPoint().at(0);
    if (s.contains(dot)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(dot))
            s.chop(1);
    }
    return s;
}

QString ChartFormat::percent(double fraction, int decimals)
{
    return tr("%1%").arg(QLocale().toString(fraction * 100.0, 'f', decimals));
}

TimeUnit ChartFormat::timeUnit(double largest)
{
    if (largest >= 2 * 86400.0)
        return {86400.0, tr("days"), tr("d")};
    if (largest >= 2 * 3600.0)
        return {3600.0, tr("hours"), tr("h")};
    if (largest >= 120.0)
        return {60.0, tr("minutes"), tr("min")};
    return {1.0, tr("seconds"), tr("s")};
}

QString ChartFormat::duration(double seconds)
{
    if (!std::isfinite(seconds))
        return QStringLiteral("–");
    if (seconds < 1.0)
        return tr("%1 ms").arg(number(seconds * 1000.0));
    const TimeUnit u = timeUnit(seconds);
    if (u.seconds >= 86400.0)
        return tr("%1 days").arg(number(seconds / u.seconds));
    return tr("%1 %2").arg(number(seconds / u.seconds), u.symbol);
}

QString ChartFormat::keepNumbersWithUnits(QString text)
{
    for (qsizetype i = 1; i + 1 < text.size(); ++i)
        if (text.at(i) == u' ' && text.at(i - 1).isDigit())
            text[i] = QChar(0x00A0);
    return text;
}

QString ChartFormat::keepLabelsWithNumbers(QString text)
{
    for (qsizetype i = 1; i + 1 < text.size(); ++i)
        if (text.at(i) == u' ' && text.at(i + 1).isDigit())
            text[i] = QChar(0x00A0);
    return text;
}

QString ChartFormat::gigabytes(double bytes) { return tr("%1 GB").arg(number(bytes / 1e9)); }

QString ChartFormat::layout(const core::Layout& l) { return layoutShowing(l, l.cp > 1, l.ep > 1); }

QString ChartFormat::tightLayout(const core::Layout& l)
{
    QString text = layout(l);
    return text.remove(QLatin1Char(' '));
}

QString ChartFormat::layoutShowing(const core::Layout& l, bool cp, bool ep)
{
    QStringList parts {tr("TP %1").arg(l.tp), tr("PP %1").arg(l.pp)};
    if (cp)
        parts << tr("CP %1").arg(l.cp);
    if (ep)
        parts << tr("EP %1").arg(l.ep);
    parts << tr("DP %1").arg(count(l.dp));
    return parts.join(QStringLiteral(" · "));
}

QString ChartFormat::layoutDetails(const core::Layout& l)
{
    QStringList parts {tr("micro-batch %1").arg(l.microBatch), tr("ZeRO %1").arg(l.zero),
                       recompute(l.recompute), schedule(l.schedule)};
    if (l.virtualStages > 1)
        parts << tr("%1 virtual stages").arg(l.virtualStages);
    return parts.join(QStringLiteral(" · "));
}

QString ChartFormat::layoutChange(const core::Layout& from, const core::Layout& to)
{
    // A CP or EP the change takes to 1 is named, as the layout would otherwise not say it.
    const QString layout = layoutShowing(to, to.cp > 1 || from.cp > 1, to.ep > 1 || from.ep > 1);
    const QString details = detailChange(from, to);
    return details.isEmpty() ? layout : layout + QStringLiteral(" · ") + details;
}

QString ChartFormat::detailChange(const core::Layout& from, const core::Layout& to)
{
    QStringList parts;
    if (to.microBatch != from.microBatch)
        parts << tr("micro-batch %1").arg(to.microBatch);
    if (to.zero != from.zero)
        parts << tr("ZeRO %1").arg(to.zero);
    if (to.recompute != from.recompute)
        parts << recompute(to.recompute);
    if (to.schedule != from.schedule)
        parts << schedule(to.schedule);
    if (to.virtualStages != from.virtualStages && to.virtualStages > 1)
        parts << tr("%1 virtual stages").arg(to.virtualStages);
    return parts.join(QStringLiteral(" · "));
}

QString ChartFormat::recompute(core::Recompute r)
{
    switch (r) {
    case core::Recompute::None:
        return tr("no recompute");
    case core::Recompute::Selective:
        return tr("selective recompute");
    case core::Recompute::Full:
        return tr("full recompute");
    case core::Recompute::Auto:
        break;
    }
    return tr("automatic recompute");
}

QString ChartFormat::schedule(core::Schedule s)
{
    switch (s) {
    case core::Schedule::GPipe:
        return tr("GPipe");
    case core::Schedule::OneFOneB:
        return tr("1F1B");
    case core::Schedule::Interleaved:
        return tr("interleaved 1F1B");
    case core::Schedule::DualPipe:
        return tr("DualPipe");
    }
    return {};
}

QString ChartFormat::precision(core::Precision p)
{
    switch (p) {
    case core::Precision::Fp32:
        return tr("FP32");
    case core::Precision::Tf32:
        return tr("TF32");
    case core::Precision::Bf16:
        return tr("BF16");
    case core::Precision::Fp16:
        return tr("FP16");
    case core::Precision::Fp8:
        return tr("FP8");
    case core::Precision::Fp4:
        return tr("FP4");
    }
    return {};
}

}  // namespace syncwall::ui
