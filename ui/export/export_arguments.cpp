#include "export_arguments.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <cmath>

#include "core/file_units.h"
#include "core/scenario_limits.h"
#include "ui/charts/scaling_series.h"

namespace syncwall::ui {

namespace {

// The largest GPU count a scenario may have (cluster.gpus).
double maxGpus()
{
    const core::Limit* limit = core::findLimit("cluster.gpus");
    return limit ? limit->max : 0;
}

constexpr double kMaxJctDays = 1e7;                        // beyond any run worth drawing
constexpr double kSecondsPerDay = core::kUnitDays.factor;  // the fields are in days

}  // namespace

ExportArguments::ExportArguments(QCommandLineParser& parser)
    : m_title(QStringLiteral("title"), tr("Export title instead of the chart's."),
              QStringLiteral("TEXT")),
      m_calloutTitle(QStringLiteral("title-callout"),
                     tr("Export title: the chart's finding (scaling: where the sync wall is).")),
      m_subtitle(QStringLiteral("subtitle"), tr("Export subtitle."), QStringLiteral("TEXT")),
      m_gpus(QStringLiteral("gpus-range"),
             tr("GPU axis of the scaling chart from A to B (default: the first count that fits "
                "in memory to the largest)."),
             QStringLiteral("A:B")),
      m_jctDays(QStringLiteral("jct-range-days"),
                tr("JCT axis of the scaling chart from A to B days (default: from the data)."),
                QStringLiteral("A:B")),
      m_hide(QStringLiteral("hide"),
             tr("Series not to draw, comma-separated (scaling: %1).")
                 .arg(ScalingSeries::all().join(QStringLiteral(", "))),
             QStringLiteral("LIST")),
      m_slide(QStringLiteral("slide"),
              tr("A 16:9 slide page: a 13.33 x 7.5 in PDF; PNG and SVG say 144 dpi."))
{
    parser.addOptions({m_title, m_calloutTitle, m_subtitle, m_gpus, m_jctDays, m_hide, m_slide});
}

std::optional<std::pair<double, double>> ExportArguments::parseRange(const QString& text, double hi)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*:\\s*"
                       "([0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double a = m.captured(1).toDouble(), b = m.captured(2).toDouble();
    if (!(std::isfinite(a) && std::isfinite(b) && a > 0 && a < b && b <= hi))
        return std::nullopt;
    return std::pair(a, b);
}

std::optional<ExportOptions> ExportArguments::read(const QCommandLineParser& parser,
                                                   const QStringList& seriesIds,
                                                   QString* error) const
{
    const auto fail = [error](const QString& text) {
        if (error)
            *error = text;
        return std::nullopt;
    };
    ExportOptions o;
    o.title = parser.value(m_title);
    o.calloutTitle = parser.isSet(m_calloutTitle);
    o.subtitle = parser.value(m_subtitle);
    if (parser.isSet(m_gpus)) {
        const auto r = parseRange(parser.value(m_gpus), maxGpus());
        if (!r || *r != std::pair(std::round(r->first), std::round(r->second)))
            return fail(tr("--gpus-range: expected A:B, whole GPU counts with 1 <= A < B <= %1, "
                           "got “%2”")
                            .arg(qint64(maxGpus()))
                            .arg(parser.value(m_gpus)));
        o.display.minGpus = int(r->first);
        o.display.maxGpus = int(r->second);
    }
    if (parser.isSet(m_jctDays)) {
        const auto r = parseRange(parser.value(m_jctDays), kMaxJctDays);
        if (!r)
            return fail(tr("--jct-range-days: expected A:B days with 0 < A < B <= %1, got “%2”")
                            .arg(qint64(kMaxJctDays))
                            .arg(parser.value(m_jctDays)));
        o.display.minJct_s = r->first * kSecondsPerDay;
        o.display.maxJct_s = r->second * kSecondsPerDay;
    }
    if (parser.isSet(m_hide)) {
        for (const QString& id : parser.value(m_hide).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString word = id.trimmed();
            if (!seriesIds.contains(word))
                return fail(tr("--hide: unknown series “%1”; this chart's series: %2")
                                .arg(word, seriesIds.isEmpty()
                                               ? tr("none")
                                               : seriesIds.join(QStringLiteral(", "))));
            o.display.hiddenSeries << word;
        }
    }
    if (parser.isSet(m_slide))
        o.page_in = kSlidePage_in;
    return o;
}

}  // namespace syncwall::ui
