// syncwall: the explorer window. Command-line handling only; the window lives in ui/.

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>
#include <cstdio>

#include "animation/frame_painter.h"
#include "charts/chart_factory.h"
#include "charts/chart_view.h"
#include "core/catalog.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "export/chart_exporter.h"
#include "export/export_arguments.h"
#include "ui/model/scenario_file.h"
#include "ui/model/scenario_model.h"
#include "ui/panel/parameter_panel.h"
#include "ui/panel/problem_text.h"
#include "ui/settings/app_settings.h"
#include "ui/theme/theme.h"
#include "ui/window/chart_tabs.h"
#include "ui/window/file_controller.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"
#include "ui/window/ui_bench.h"
#include "ui/window/view_host.h"

using namespace syncwall::ui;

namespace {

QString viewList()
{
    QString text = QCoreApplication::translate("main", "Views (--view NAME):");
    for (const auto& v : ViewHost::knownViews())
        text += QStringLiteral("\n  %1  %2").arg(v.name, -12).arg(v.description);
    return text;
}

// Translators for `locale`; an explicit --lang also sets the default locale for numbers and dates
// (the system locale already is the default otherwise).
void installLanguage(QApplication& app, const QLocale& locale, bool setDefault)
{
    if (setDefault)
        QLocale::setDefault(locale);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    // English plurals first ("1 key", "2 keys"): the translator installed last is asked first,
    // so a language's own catalog overrides them.
    auto* plurals = new QTranslator(&app);
    if (plurals->load(QStringLiteral("syncwall_en"), QStringLiteral(":/i18n")))
        app.installTranslator(plurals);
    if (locale.language() == QLocale::English)
        return;
    auto* own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("syncwall"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        app.installTranslator(own);
}

std::optional<ThemeChoice> parseTheme(const QString& name)
{
    if (name == QLatin1String("system"))
        return ThemeChoice::System;
    if (name == QLatin1String("light"))
        return ThemeChoice::Light;
    if (name == QLatin1String("dark"))
        return ThemeChoice::Dark;
    return std::nullopt;
}

// A scenario file read and validated; its problems, if any, on stderr.
std::optional<syncwall::core::Scenario> readScenarioOrReport(const QString& path,
                                                             const syncwall::core::Catalog& catalog)
{
    const ScenarioRead read = ScenarioFile::read(path, catalog);
    QStringList problems;
    if (!read.ioError.isEmpty())
        problems << QStringLiteral("%1: %2").arg(path, read.ioError);
    problems << ProblemText::list(read.problems, &read.scenario);
    if (read.ok)
        problems << ProblemText::list(syncwall::core::validate(read.scenario), &read.scenario);
    for (const auto& line : problems)
        std::fprintf(stderr, "%s\n", qPrintable(line));
    if (!problems.isEmpty())
        return std::nullopt;
    return read.scenario;
}

// A FILE argument. The window opens it as File > Open does: a file whose keys all read opens
// with its problems beside the inputs (and on stderr). Headless output needs a valid scenario.
// Either way a file that does not read: its problems on stderr, exit 2.
bool loadFile(MainWindow& window, const QString& path, bool headless)
{
    if (headless)
        return readScenarioOrReport(path, window.model()->catalog())
               && window.files()->openPath(path);
    const bool opened = window.files()->openPath(path);
    for (const QString& line : window.files()->lastProblems())
        std::fprintf(stderr, "%s\n", qPrintable(line));
    return opened;
}

// The scenario for headless output: FILE when given (its problems on stderr), else the default.
std::optional<syncwall::core::Scenario> headlessScenario(const QStringList& files,
                                                         const syncwall::core::Catalog& catalog)
{
    if (files.isEmpty())
        return syncwall::core::defaultScenario(catalog);
    return readScenarioOrReport(files.constFirst(), catalog);
}

// --export-chart and --render-frame: no window, exit 2 on bad input, 1 when the file cannot be written.
int renderHeadless(const QCommandLineParser& parser, const QCommandLineOption& chartOpt,
                   const QCommandLineOption& frameOpt, const QCommandLineOption& phaseOpt,
                   const QCommandLineOption& outOpt, const QCommandLineOption& sizeOpt,
                   const QCommandLineOption& presentationOpt, const ExportArguments& exportArgs)
{
    if (!parser.isSet(outOpt)) {
        std::fprintf(stderr, "--out FILE is required\n");
        return 2;
    }
    const syncwall::core::Catalog catalog = syncwall::core::Catalog::builtIn();
    const auto scenario = headlessScenario(parser.positionalArguments(), catalog);
    if (!scenario)
        return 2;
    const bool sizeGiven = parser.isSet(sizeOpt);
    QString error;
    if (parser.isSet(chartOpt)) {
        const QSize size = sizeGiven ? parseExportSize(parser.value(sizeOpt)) : kDefaultExportSize;
        if (size.isEmpty()) {
            std::fprintf(stderr, "--size: expected WxH, for example 1920x1080\n");
            return 2;
        }
        if (!chartNames().contains(parser.value(chartOpt))) {
            std::fprintf(stderr, "--export-chart: unknown chart '%s'; charts: %s\n",
                         qPrintable(parser.value(chartOpt)),
                         qPrintable(chartNames().join(QStringLiteral(", "))));
            return 2;
        }
        const auto options =
            exportArgs.read(parser, makeChart(parser.value(chartOpt))->seriesIds(), &error);
        if (!options) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        if (!exportChart(parser.value(chartOpt), *scenario, parser.value(outOpt), size, *options,
                         &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    bool phaseOk = false;
    const double x = parser.value(phaseOpt).toDouble(&phaseOk);
    if (!phaseOk || !(x >= 0.0 && x <= 1.0)) {
        std::fprintf(stderr, "--phase: expected a number from 0 to 1\n");
        return 2;
    }
    const QSize size = sizeGiven ? parseExportSize(parser.value(sizeOpt)) : QSize(1280, 720);
    if (size.isEmpty()) {
        std::fprintf(stderr, "--size: expected WxH, for example 1280x720\n");
        return 2;
    }
    if (!animationNames().contains(parser.value(frameOpt))) {
        std::fprintf(stderr, "--render-frame: unknown animation '%s'; animations: %s\n",
                     qPrintable(parser.value(frameOpt)),
                     qPrintable(animationNames().join(QStringLiteral(", "))));
        return 2;
    }
    // --theme dark draws the frame in the dark palette (light otherwise: a file has no system).
    const QString theme = parser.value(QStringLiteral("theme"));
    if (!theme.isEmpty() && !parseTheme(theme)) {
        std::fprintf(stderr, "--theme: expected system, light or dark\n");
        return 2;
    }
    const bool dark = theme == QLatin1String("dark");
    if (!renderAnimationFrame(parser.value(frameOpt), x, *scenario, size,
                              parser.isSet(presentationOpt), parser.value(outOpt), &error, dark)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Syncwall"));
    QApplication::setApplicationName(QStringLiteral("syncwall"));
    QApplication::setApplicationDisplayName(QStringLiteral("Syncwall"));
    QApplication::setApplicationVersion(QStringLiteral(SYNCWALL_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "What-if explorer for the job completion time of "
                                            "distributed training runs.\n\n")
        + viewList());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("main", "Scenario to open (*.syncwall.json)."),
        QStringLiteral("[FILE]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the window to OUT.png and exit."),
        QStringLiteral("OUT.png"));
    const QCommandLineOption view(
        QStringLiteral("view"),
        QCoreApplication::translate("main", "Select a view (see the list above)."),
        QStringLiteral("NAME"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size for --screenshot."), QStringLiteral("WxH"),
        QStringLiteral("1440x900"));
    const QCommandLineOption bench(
        QStringLiteral("bench-ui"),
        QCoreApplication::translate(
            "main", "Time panel changes with full refreshes; print refresh_ms p50/p99/max."));
    const QCommandLineOption benchChanges(
        QStringLiteral("bench-changes"),
        QCoreApplication::translate(
            "main", "With --bench-ui: how many changes to time (%1 to %2, default %3).")
            .arg(UiBench::kMinChanges)
            .arg(UiBench::kMaxChanges)
            .arg(UiBench::kDefaultChanges),
        QStringLiteral("N"), QString::number(UiBench::kDefaultChanges));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("main", "Run in this language (en, de, zh_CN, ...)."),
        QStringLiteral("CODE"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QCoreApplication::translate("main", "system, light or dark (overrides the setting)."),
        QStringLiteral("NAME"));
    const QCommandLineOption exportChartOpt(
        QStringLiteral("export-chart"),
        QCoreApplication::translate(
            "main", "Write chart NAME (scaling, breakdown, checkpoint, memory, layouts, "
                    "syncwall, compare) to --out as PNG, SVG, PDF or CSV and exit."),
        QStringLiteral("NAME"));
    const QCommandLineOption renderFrame(
        QStringLiteral("render-frame"),
        QCoreApplication::translate(
            "main", "Draw one frame of animation NAME (ring, ring-tree, ring-hierarchical, "
                    "ring-nvls, ddp, pipeline) at --phase to --out (PNG) and exit."),
        QStringLiteral("NAME"));
    const QCommandLineOption phase(
        QStringLiteral("phase"),
        QCoreApplication::translate("main", "Animation phase in [0, 1] for --render-frame."),
        QStringLiteral("X"));
    const QCommandLineOption out(
        QStringLiteral("out"),
        QCoreApplication::translate("main", "Output file for --export-chart and --render-frame."),
        QStringLiteral("FILE"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QCoreApplication::translate(
            "main", "With --render-frame: the presentation style (large, high contrast)."));
    const QCommandLineOption mode(
        QStringLiteral("mode"),
        QCoreApplication::translate("main", "Parameter panel mode: simple or expert."),
        QStringLiteral("NAME"));
    const QCommandLineOption baseline(
        QStringLiteral("baseline"),
        QCoreApplication::translate("main",
                                    "Open BASELINE and pin it as the baseline, then open FILE."),
        QStringLiteral("BASELINE"));
    parser.addOptions({screenshot, view, size, bench, benchChanges, lang, theme, mode, baseline,
                       exportChartOpt, renderFrame, phase, out, presentation});
    const ExportArguments exportArgs(parser);  // --title, --gpus-range, --hide, --slide, ...
    parser.process(app);
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.syncwall.Syncwall"));

    // --lang wins over the system locale; without it a German or Chinese desktop gets its language.
    installLanguage(app, parser.isSet(lang) ? QLocale(parser.value(lang)) : QLocale::system(),
                    parser.isSet(lang));
    if (parser.isSet(baseline) && (parser.isSet(exportChartOpt) || parser.isSet(renderFrame))) {
        std::fprintf(stderr, "--baseline: for the window (--screenshot or a session); "
                             "syncwall-chart --baseline exports a chart with one\n");
        return 2;
    }
    if (parser.isSet(exportChartOpt) || parser.isSet(renderFrame))
        return renderHeadless(parser, exportChartOpt, renderFrame, phase, out, size, presentation,
                              exportArgs);
    const bool headless = parser.isSet(screenshot) || parser.isSet(bench);

    const auto themeChoice = parseTheme(parser.value(theme));
    if (parser.isSet(theme) && !themeChoice) {
        std::fprintf(stderr, "--theme: expected system, light or dark\n");
        return 2;
    }
    const QRegularExpressionMatch sizeMatch =
        QRegularExpression(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$")).match(parser.value(size));
    if (!sizeMatch.hasMatch()) {
        std::fprintf(stderr, "--size: expected WxH, for example 1440x900\n");
        return 2;
    }
    if (parser.isSet(benchChanges) && !parser.isSet(bench)) {
        std::fprintf(stderr, "--bench-changes: only with --bench-ui\n");
        return 2;
    }
    bool changesOk = false;
    const int changes = parser.value(benchChanges).toInt(&changesOk);
    if (!changesOk || changes < UiBench::kMinChanges || changes > UiBench::kMaxChanges) {
        std::fprintf(stderr, "--bench-changes: expected a whole number from %d to %d\n",
                     UiBench::kMinChanges, UiBench::kMaxChanges);
        return 2;
    }
    Theme::initialize();
    Theme::apply(themeChoice ? *themeChoice
                             : (headless ? ThemeChoice::System : AppSettings().theme()));

    WindowOptions options;
    options.useSettings = !headless;
    options.autosave = !headless;
    MainWindow window(options);
    if (parser.isSet(mode)) {
        const QString m = parser.value(mode);
        if (m != QLatin1String("simple") && m != QLatin1String("expert")) {
            std::fprintf(stderr, "--mode: expected simple or expert\n");
            return 2;
        }
        window.panel()->setMode(m == QLatin1String("expert") ? ParameterPanel::Mode::Expert
                                                             : ParameterPanel::Mode::Simple);
    }
    if (parser.isSet(baseline)) {  // as a person would: open it, pin it, open the other
        if (!loadFile(window, parser.value(baseline), headless))
            return 2;
        window.charts()->pinBaseline();
        if (!window.charts()->hasBaseline()) {  // a scenario with problems cannot be pinned
            std::fprintf(stderr, "--baseline: %s has problems and cannot be pinned\n",
                         qPrintable(parser.value(baseline)));
            return 2;
        }
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        if (!loadFile(window, files.constFirst(), headless))
            return 2;
    } else if (!headless) {
        window.restoreSession();
    }

    if (parser.isSet(screenshot)) {
        const QSize wh(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());
        return Screenshot::render(window, parser.value(screenshot), parser.value(view), wh);
    }
    if (parser.isSet(view) && !window.views()->select(parser.value(view))) {
        std::fprintf(stderr, "unknown view '%s'\n%s\n", qPrintable(parser.value(view)),
                     qPrintable(viewList()));
        return 2;
    }
    if (parser.isSet(bench))
        return UiBench::run(window, changes);  // with --view: that view is the one refreshed
    window.show();
    return QApplication::exec();
}
