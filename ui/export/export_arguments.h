#pragma once
// The command-line options of an export beyond --out and --size, shared by
// `syncwall --export-chart` and `syncwall-chart`: the title (text or the chart's callout), the
// subtitle, the GPU and JCT axis ranges, hidden series and the 16:9 slide page.

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>
#include <optional>

#include "export_options.h"

class QCommandLineParser;

namespace syncwall::ui {

class ExportArguments {
    Q_DECLARE_TR_FUNCTIONS(ExportArguments)
public:
    // Adds the options to `parser`.
    explicit ExportArguments(QCommandLineParser& parser);
    // The options given; nullopt and `error` (naming the option and what it allows) when one is
    // malformed. `seriesIds`: what --hide may name for the chart (ChartView::seriesIds).
    std::optional<ExportOptions> read(const QCommandLineParser& parser,
                                      const QStringList& seriesIds, QString* error) const;

    // "A:B" with 1 <= A < B <= hi; nullopt when malformed.
    static std::optional<std::pair<double, double>> parseRange(const QString& text, double hi);

private:
    QCommandLineOption m_title;
    QCommandLineOption m_calloutTitle;
    QCommandLineOption m_subtitle;
    QCommandLineOption m_gpus;
    QCommandLineOption m_jctDays;
    QCommandLineOption m_hide;
    QCommandLineOption m_slide;
};

}  // namespace syncwall::ui
