#pragma once
// Slide-ready exports of one chart: PNG (1920x1080 by default, any WxH), SVG and PDF (page of
// the same aspect) chosen by the file extension, or the CSV behind the chart for ".csv". Each
// image carries the scenario JSON (see ScenarioEmbedding) and is written atomically.

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <optional>

#include "core/catalog.h"
#include "core/scenario.h"
#include "export_options.h"

namespace syncwall::ui {

class ChartView;

inline constexpr QSize kDefaultExportSize {1920, 1080};

// Builds the chart `name` for the scenario (estimate and sweep computed here) and writes it.
bool exportChart(const QString& name, const core::Scenario& scenario, const QString& outFile,
                 const QSize& size, const ExportOptions& options, QString* error);
// Writes a chart the caller already feeds (the window's on-screen chart, with its baseline).
bool exportChartView(ChartView& chart, const QString& outFile, const QSize& size,
                     const ExportOptions& options, QString* error);
// The scenario embedded in an exported PNG, SVG or PDF; nullopt and `error` when there is none
// or it does not parse.
std::optional<core::Scenario> scenarioFromExport(const QString& file, const core::Catalog& catalog,
                                                 QString* error);
// "1920x1080" -> size; invalid -> empty.
QSize parseExportSize(const QString& text);

class ChartExporter {
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)
public:
    static bool write(ChartView& chart, const QString& outFile, const QSize& size,
                      const ExportOptions& options, QString* error);
    static std::optional<core::Scenario> read(const QString& file, const core::Catalog& catalog,
                                              QString* error);
};

}  // namespace syncwall::ui
