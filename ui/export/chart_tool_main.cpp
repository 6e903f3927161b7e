// syncwall-chart NAME --out FILE [--size WxH] [--title T] [--subtitle S] [--baseline FILE]
// [SCENARIO.json]: renders one chart without the window (PNG, SVG, PDF or CSV by extension).
// Exit 0 on success, 2 on bad input (each problem on stderr with its key), 1 when the file
// cannot be written.

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>
#include <optional>

#include "core/catalog.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "ui/charts/chart_factory.h"
#include "ui/charts/chart_view.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/export_arguments.h"

namespace {

using namespace syncwall;

QString problemText(const core::Problem& p)
{
    const auto tr = [](const char* text) { return QCoreApplication::translate("ChartTool", text); };
    const QString detail = QString::fromStdString(p.detail);
    switch (p.code) {
    case core::ProblemCode::ParseError:
        return tr("not valid JSON (%1)").arg(detail);
    case core::ProblemCode::NotAnObject:
        return tr("must be an object");
    case core::ProblemCode::UnknownKey:
        return tr("unknown key");
    case core::ProblemCode::WrongType:
        return tr("must be a %1").arg(detail);
    case core::ProblemCode::Missing:
        return tr("missing");
    case core::ProblemCode::OutOfRange:
        return tr("out of range: allowed %1 to %2").arg(p.min).arg(p.max);
    case core::ProblemCode::NotFinite:
        return tr("must be a finite number");
    case core::ProblemCode::UnknownChoice:
        return tr("unknown value; allowed: %1").arg(detail);
    case core::ProblemCode::UnknownPreset:
        return tr("unknown preset; known: %1").arg(detail);
    case core::ProblemCode::BadFormat:
        return tr("not a Syncwall scenario (\"format\" must be \"syncwall-scenario\")");
    case core::ProblemCode::UnsupportedVersion:
        return tr("unsupported version");
    case core::ProblemCode::NotDivisible:
        return tr("must divide %1").arg(detail);
    case core::ProblemCode::ProductMismatch:
        return tr("tp × pp × cp × dp must equal cluster.gpus");
    case core::ProblemCode::Inconsistent:
        return tr("inconsistent with %1").arg(detail);
    case core::ProblemCode::TooDeep:
        return tr("nested too deeply");
    }
    return tr("invalid");
}

std::optional<core::Scenario> load(const QString& path, const core::Catalog& catalog,
                                   QTextStream& err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << path << ": " << file.errorString() << '\n';
        return std::nullopt;
    }
    const core::ParsedScenario parsed = core::parseScenario(file.readAll().toStdString(), catalog);
    // The parser checks types; validate() checks that the what-if can be computed.
    const core::Problems problems = parsed.ok() ? core::validate(parsed.scenario) : parsed.problems;
    for (const core::Problem& p : problems)
        err << path << ": "
            << (p.key.empty() ? QStringLiteral("(file)") : QString::fromStdString(p.key)) << ": "
            << problemText(p) << '\n';
    if (!problems.empty())
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
    parser.setApplicationDescription(
        QCoreApplication::translate("ChartTool", "Renders one Syncwall chart to a file."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("name"),
                                 ui::chartNames().join(QStringLiteral(", ")));
    parser.addPositionalArgument(
        QStringLiteral("scenario"),
        QCoreApplication::translate("ChartTool", "Scenario file (default: the built-in one)."),
        QStringLiteral("[scenario.syncwall.json]"));
    const QCommandLineOption out(
        QStringLiteral("out"),
        QCoreApplication::translate("ChartTool", "Output file (.png, .svg, .pdf, .csv)."),
        QStringLiteral("file"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("ChartTool", "Image size."),
                                  QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption baseline(
        QStringLiteral("baseline"),
        QCoreApplication::translate("ChartTool", "Scenario drawn dashed as the baseline."),
        QStringLiteral("file"));
    parser.addOptions({out, size, baseline});
    const ui::ExportArguments exportArgs(parser);  // --title, --subtitle, --gpus-range, ...
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty() || args.size() > 2 || !parser.isSet(out)) {
        err << QCoreApplication::translate(
            "ChartTool", "usage: syncwall-chart NAME --out FILE [--size WxH] [SCENARIO.json]")
            << '\n';
        return 2;
    }
    const QSize pixels = ui::parseExportSize(parser.value(size));
    if (pixels.isEmpty()) {
        err << QCoreApplication::translate(
                   "ChartTool", "--size: expected WxH between 64x64 and 16384x16384, got “%1”")
                   .arg(parser.value(size))
            << '\n';
        return 2;
    }
    const core::Catalog catalog = core::Catalog::builtIn();
    std::optional<core::Scenario> scenario = args.size() == 2
                                                 ? load(args[1], catalog, err)
                                                 : std::optional(core::defaultScenario(catalog));
    if (!scenario)
        return 2;
    QString error;
    const std::unique_ptr<ui::ChartView> chart = ui::makeChart(args[0]);
    if (!chart) {
        err << QCoreApplication::translate("ChartTool", "unknown chart “%1”; charts: %2")
                   .arg(args[0], ui::chartNames().join(QStringLiteral(", ")))
            << '\n';
        return 2;
    }
    std::optional<ui::ExportOptions> read = exportArgs.read(parser, chart->seriesIds(), &error);
    if (!read) {
        err << error << '\n';
        return 2;
    }
    ui::ExportOptions options = *read;
    if (parser.isSet(baseline)) {
        options.baseline = load(parser.value(baseline), catalog, err);
        if (!options.baseline)
            return 2;
    }
    if (!ui::exportChart(args[0], *scenario, parser.value(out), pixels, options, &error)) {
        err << error << '\n';
        return 1;
    }
    return 0;
}
