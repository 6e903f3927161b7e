// syncwall-chart NAME --out FILE [--size WxH] [--title T] [--subtitle S] [--baseline FILE]
// [SCENARIO.json]: renders one chart without the window (PNG, SVG, PDF or CSV by extension).
// Exit 0 on success, 2 on bad input (the problems on stderr), 1 when the file cannot be written.

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>
#include <optional>

#include "core/catalog.h"
#include "core/scenario_io.h"
#include "ui/charts/chart_factory.h"
#include "ui/export/chart_exporter.h"

namespace {

using namespace syncwall;

std::optional<core::Scenario> load(const QString& path, const core::Catalog& catalog, QTextStream& err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << path << ": " << file.errorString() << '\n';
        return std::nullopt;
    }
    const core::ParsedScenario parsed = core::parseScenario(file.readAll().toStdString(), catalog);
    for (const core::Problem& p : parsed.problems) {
        err << path << ": " << QString::fromStdString(p.key.empty() ? std::string("(file)") : p.key) << ": "
            << QCoreApplication::translate("ChartTool", "problem %1").arg(static_cast<int>(p.code));
        if (!p.detail.empty())
            err << " (" << QString::fromStdString(p.detail) << ')';
        if (p.code == core::ProblemCode::OutOfRange)
            err << QCoreApplication::translate("ChartTool", ", allowed %1 to %2").arg(p.min).arg(p.max);
        err << '\n';
    }
    if (!parsed.ok())
        return std::nullopt;
    return parsed.scenario;
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("syncwall-chart"));
    QApplication::setApplicationVersion(QStringLiteral(SYNCWALL_VERSION));
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("ChartTool", "Renders one Syncwall chart to a file."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("name"), ui::chartNames().join(QStringLiteral(", ")));
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QCoreApplication::translate("ChartTool", "Scenario file (default: the built-in one)."),
                                 QStringLiteral("[scenario.syncwall.json]"));
    const QCommandLineOption out(QStringLiteral("out"), QCoreApplication::translate("ChartTool", "Output file (.png, .svg, .pdf, .csv)."), QStringLiteral("file"));
    const QCommandLineOption size(QStringLiteral("size"), QCoreApplication::translate("ChartTool", "Image size."), QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption title(QStringLiteral("title"), QCoreApplication::translate("ChartTool", "Title instead of the chart's."), QStringLiteral("text"));
    const QCommandLineOption subtitle(QStringLiteral("subtitle"), QCoreApplication::translate("ChartTool", "Subtitle."), QStringLiteral("text"));
    const QCommandLineOption baseline(QStringLiteral("baseline"), QCoreApplication::translate("ChartTool", "Scenario drawn dashed as the baseline."), QStringLiteral("file"));
    parser.addOptions({out, size, title, subtitle, baseline});
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty() || args.size() > 2 || !parser.isSet(out)) {
        err << QCoreApplication::translate("ChartTool", "usage: syncwall-chart NAME --out FILE [--size WxH] [SCENARIO.json]") << '\n';
        return 2;
    }
    const QSize pixels = ui::parseExportSize(parser.value(size));
    if (pixels.isEmpty()) {
        err << QCoreApplication::translate("ChartTool", "--size: expected WxH between 64x64 and 16384x16384, got “%1”").arg(parser.value(size)) << '\n';
        return 2;
    }
    const core::Catalog catalog = core::Catalog::builtIn();
    std::optional<core::Scenario> scenario = args.size() == 2 ? load(args[1], catalog, err)
                                                              : std::optional(core::defaultScenario(catalog));
    if (!scenario)
        return 2;
    ui::ExportOptions options;
    options.title = parser.value(title);
    options.subtitle = parser.value(subtitle);
    if (parser.isSet(baseline)) {
        options.baseline = load(parser.value(baseline), catalog, err);
        if (!options.baseline)
            return 2;
    }
    QString error;
    if (!ui::makeChart(args[0])) {
        err << QCoreApplication::translate("ChartTool", "unknown chart “%1”; charts: %2").arg(args[0], ui::chartNames().join(QStringLiteral(", "))) << '\n';
        return 2;
    }
    if (!ui::exportChart(args[0], *scenario, parser.value(out), pixels, options, &error)) {
        err << error << '\n';
        return 1;
    }
    return 0;
}
