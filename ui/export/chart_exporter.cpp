#include "chart_exporter.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>
#include <memory>

#include "core/scenario_io.h"
#include "core/validator.h"
#include "export_page.h"
#include "scenario_embedding.h"
#include "ui/charts/chart_factory.h"
#include "ui/charts/chart_view.h"

namespace syncwall::ui {

namespace {

void setError(QString* error, const QString& text)
{
    if (error)
        *error = text;
}

bool writePng(ChartView& chart, QSaveFile& file, const QSize& size, const ExportOptions& options,
              const QString& json)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        ExportPage::paint(painter, size, chart, options);
    }
    if (options.page_in) {  // the slide's physical size, so a slide program places it 1:1
        image.setDotsPerMeterX(qRound(size.width() / options.page_in->width() / 0.0254));
        image.setDotsPerMeterY(qRound(size.height() / options.page_in->height() / 0.0254));
    }
    image.setText(ScenarioEmbedding::pngKey(), json);
    image.setText(QStringLiteral("Title"), ExportPage::title(chart, options));
    image.setText(QStringLiteral("Software"), QStringLiteral("Syncwall " SYNCWALL_VERSION));
    QImageWriter writer(&file, "png");
    return writer.write(image);
}

bool writeSvg(ChartView& chart, QSaveFile& file, const QSize& size, const ExportOptions& options,
              const QString& json)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    if (options.page_in)  // width and height in mm: the slide's physical size
        svg.setResolution(qRound(size.width() / options.page_in->width()));
    svg.setTitle(ExportPage::title(chart, options));
    svg.setDescription(json);
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    ExportPage::paint(painter, size, chart, options);
    return painter.end();
}

bool writePdf(ChartView& chart, QSaveFile& file, const QSize& size, const ExportOptions& options,
              const QString& json)
{
    QPdfWriter pdf(&file);
    // The page asked for, else one of the chart's aspect: 1920x1080 px at 96 dpi = 20 x 11.25 in.
    const QSizeF page_pt = options.page_in ? *options.page_in * 72.0
                                           : QSizeF(size.width() * 0.75, size.height() * 0.75);
    pdf.setPageSize(QPageSize(page_pt, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(288);
    pdf.setTitle(ExportPage::title(chart, options));
    pdf.setCreator(QStringLiteral("Syncwall " SYNCWALL_VERSION));
    pdf.setDocumentXmpMetadata(ScenarioEmbedding::xmp(ExportPage::title(chart, options), json));
    QPainter painter;
    if (!painter.begin(&pdf))
        return false;
    painter.setWindow(QRect(QPoint(0, 0), size));
    painter.setViewport(QRect(0, 0, pdf.width(), pdf.height()));
    ExportPage::paint(painter, size, chart, options);
    return painter.end();
}

}  // namespace

QSize parseExportSize(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{2,5})\\s*[xX×]\\s*(\\d{2,5})\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return {};
    const int w = m.captured(1).toInt(), h = m.captured(2).toInt();
    if (w < 64 || h < 64 || w > 16384 || h > 16384)
        return {};
    return {w, h};
}

bool ChartExporter::write(ChartView& chart, const QString& outFile, const QSize& size,
                          const ExportOptions& options, QString* error)
{
    const QString suffix = QFileInfo(outFile).suffix().toLower();
    const QStringList known {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"),
                             QStringLiteral("csv")};
    if (!known.contains(suffix)) {
        setError(error, tr("%1: unknown format; use .png, .svg, .pdf or .csv").arg(outFile));
        return false;
    }
    if (!size.isValid() || size.width() < 64 || size.height() < 64 || size.width() > 16384
        || size.height() > 16384) {
        setError(error, tr("export size %1x%2 is outside 64x64 to 16384x16384")
                            .arg(size.width())
                            .arg(size.height()));
        return false;
    }
    if (options.page_in && !(options.page_in->width() > 0 && options.page_in->height() > 0)) {
        setError(error, tr("the page size must be above zero"));
        return false;
    }
    QSaveFile file(outFile);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, tr("%1: %2").arg(outFile, file.errorString()));
        return false;
    }
    const QString json = QString::fromStdString(core::scenarioToJson(chart.inputs().scenario));
    // This export's ranges and hidden series; the chart shows its own again afterwards.
    const ChartDisplay own = chart.display();
    chart.setDisplay(options.display);
    bool ok = false;
    if (suffix == QStringLiteral("png"))
        ok = writePng(chart, file, size, options, json);
    else if (suffix == QStringLiteral("svg"))
        ok = writeSvg(chart, file, size, options, json);
    else if (suffix == QStringLiteral("pdf"))
        ok = writePdf(chart, file, size, options, json);
    else
        ok = file.write(chart.csv().toUtf8()) >= 0;
    chart.setDisplay(own);
    if (!ok || !file.commit()) {
        setError(error, tr("%1: could not write (%2)").arg(outFile, file.errorString()));
        return false;
    }
    return true;
}

std::optional<core::Scenario> ChartExporter::read(const QString& path, const core::Catalog& catalog,
                                                  QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, tr("%1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    // Exports are small; a huge file is not one of ours.
    const std::optional<QString> json = ScenarioEmbedding::fromAny(file.read(512LL * 1024 * 1024));
    if (!json) {
        setError(error, tr("%1 carries no Syncwall scenario").arg(path));
        return std::nullopt;
    }
    const core::ParsedScenario parsed = core::parseScenario(json->toStdString(), catalog);
    const core::Problems problems = parsed.ok() ? core::validate(parsed.scenario) : parsed.problems;
    if (!problems.empty()) {
        setError(error, tr("%1: the embedded scenario is not valid (%2 problems; first at “%3”)")
                            .arg(path)
                            .arg(problems.size())
                            .arg(QString::fromStdString(problems.front().key)));
        return std::nullopt;
    }
    return parsed.scenario;
}

bool exportChart(const QString& name, const core::Scenario& scenario, const QString& outFile,
                 const QSize& size, const ExportOptions& options, QString* error)
{
    std::unique_ptr<ChartView> chart = makeChart(name);
    if (!chart) {
        setError(error, ChartExporter::tr("unknown chart “%1”; charts: %2")
                            .arg(name, chartNames().join(QStringLiteral(", "))));
        return false;
    }
    chart->resize(size.boundedTo(QSize(1600, 1000)));
    chart->setInputs(ChartInputs::compute(scenario));
    if (options.baseline) {
        const ChartInputs base = ChartInputs::compute(*options.baseline);
        chart->setBaseline(base.scenario, base.estimate, base.sweep);
    }
    return ChartExporter::write(*chart, outFile, size, options, error);
}

bool exportChartView(ChartView& chart, const QString& outFile, const QSize& size,
                     const ExportOptions& options, QString* error)
{
    return ChartExporter::write(chart, outFile, size, options, error);
}

std::optional<core::Scenario> scenarioFromExport(const QString& file, const core::Catalog& catalog,
                                                 QString* error)
{
    return ChartExporter::read(file, catalog, error);
}

}  // namespace syncwall::ui
