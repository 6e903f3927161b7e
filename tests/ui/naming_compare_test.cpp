// Issue 16 items 7 and 8: a scenario is named from its content until the user names it, the
// name sticks through save and reopen, a baseline keeps its own label; a system change moves
// the price and the failure data (one undo step) unless the user set them; Compare pins, lists
// the inputs that differ and marks each change better or worse, not by colour alone.

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "charts/chart_format.h"
#include "charts/compare_table.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "export/assumptions_footer.h"
#include "model/scenario_model.h"
#include "model/scenario_title.h"
#include "panel/parameter_panel.h"
#include "panel/preset_picker.h"
#include "panel/preset_pickers.h"
#include "test_window.h"
#include "theme/theme.h"
#include "window/chart_tabs.h"
#include "window/file_controller.h"
#include "window/view_host.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

void choose(MainWindow& w, PresetPickers::Kind kind, const QString& id)
{
    QComboBox* combo = w.panel()->pickers()->picker(kind)->combo();
    const int index = combo->findData(id);
    QVERIFY2(index >= 0, qPrintable(id));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

QLineEdit* nameEdit(MainWindow& w)
{
    return w.panel()->findChild<QLineEdit*>(QStringLiteral("scenarioName"));
}

CompareTable* compare(MainWindow& w)
{
    return qobject_cast<CompareTable*>(w.charts()->chart(QStringLiteral("compare")));
}

double llama3MttfS()
{
    return core::Catalog::builtIn().reliabilityPreset("llama3-h100")->spec.gpuMttf_s;
}

}  // namespace

class NamingCompareTest : public QObject {
    Q_OBJECT
private slots:
    void namesFollowTheContent();
    void aUserNameSticksThroughSaveAndReopen();
    void aBaselineKeepsItsOwnLabel();
    void namedAlikeTheCurrentSaysWhatChanged();
    void aSystemChangeMovesPriceAndFailureInOneUndoStep();
    void anotherGpuInASystemIsSaid();
    void aUserPriceStaysOnASystemChange();
    void compareListsInputsAndMarksChanges();
    void theFooterGivesTheCalibratedEfficiencies();
};

void NamingCompareTest::namesFollowTheContent()
{
    auto w = test::makeWindow();
    QVERIFY(w->windowTitle().contains(QStringLiteral("GPT-3 175B on")));
    choose(*w, PresetPickers::Model, QStringLiteral("llama3-70b"));
    choose(*w, PresetPickers::System, QStringLiteral("dgx-h100"));
    w->model()->editField(QStringLiteral("cluster.gpus"), 1024);
    const QString expected = QStringLiteral("Llama 3 70B on %1 H100").arg(QLocale().toString(1024));
    QCOMPARE(ScenarioTitle::of(w->model()->scenario()), expected);
    QVERIFY2(w->windowTitle().startsWith(expected), qPrintable(w->windowTitle()));
    QVERIFY(!w->windowTitle().contains(QStringLiteral("GPT-3")));
    QCOMPARE(nameEdit(*w)->placeholderText(), expected);
    QVERIFY(nameEdit(*w)->text().isEmpty());
    // The tooltip gives the whole name (a long one is cut in the field), then the field's help.
    QVERIFY2(nameEdit(*w)->toolTip().startsWith(expected + QStringLiteral("<br><br>")),
             qPrintable(nameEdit(*w)->toolTip()));
    QVERIFY(nameEdit(*w)->toolTip().contains(QStringLiteral("Leave it empty")));
    QVERIFY(AssumptionsFooter::subtitle(w->model()->scenario()).startsWith(expected));
    const QStringList footer =
        AssumptionsFooter::lines(w->model()->scenario(), w->model()->estimate());
    QVERIFY(footer.constLast().contains(expected));
    // Each line is a sentence of its own (the failures line had begun in lower case).
    for (const QString& line : footer)
        QVERIFY2(!line.isEmpty() && !line.front().isLower(), qPrintable(line));
    QCOMPARE(ScenarioTitle::fileName(w->model()->scenario(), w->model()->catalog()),
             QStringLiteral("llama-3-70b-on-1024-h100.syncwall.json"));
    // A count out of range names no count: a tester's 0 GPUs had titled the window "on 0 H100".
    w->model()->editField(QStringLiteral("cluster.gpus"), 0);
    QCOMPARE(ScenarioTitle::of(w->model()->scenario()), QStringLiteral("Llama 3 70B on H100"));
}

void NamingCompareTest::aUserNameSticksThroughSaveAndReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.syncwall.json"));
    {
        auto w = test::makeWindow();
        QLineEdit* edit = nameEdit(*w);
        const int before = w->model()->undoStack()->count();
        edit->setFocus();
        edit->setText(QStringLiteral("Plan B"));
        emit edit->editingFinished();
        QCOMPARE(w->model()->scenario().name, std::string("Plan B"));
        QCOMPARE(w->model()->undoStack()->count(), before + 1);
        choose(*w, PresetPickers::Model, QStringLiteral("llama3-8b"));  // content moves, name stays
        QCOMPARE(ScenarioTitle::of(w->model()->scenario()), QStringLiteral("Plan B"));
        QVERIFY(w->files()->saveTo(path));
        QVERIFY(w->windowTitle().contains(QStringLiteral("plan.syncwall.json")));
    }
    auto reopened = test::makeWindow();
    QVERIFY(reopened->files()->openPath(path));
    QCOMPARE(reopened->model()->scenario().name, std::string("Plan B"));
    QCOMPARE(nameEdit(*reopened)->text(), QStringLiteral("Plan B"));
    QVERIFY(nameEdit(*reopened)->toolTip().startsWith(QStringLiteral("Plan B<br><br>")));
    // Emptying the field goes back to the automatic name; undo brings the user's back.
    nameEdit(*reopened)->setText(QString());
    emit nameEdit(*reopened)->editingFinished();
    QVERIFY(
        ScenarioTitle::of(reopened->model()->scenario()).startsWith(QStringLiteral("Llama 3 8B")));
    reopened->model()->undoStack()->undo();
    QCOMPARE(reopened->model()->scenario().name, std::string("Plan B"));
}

void NamingCompareTest::aBaselineKeepsItsOwnLabel()
{
    auto w = test::makeWindow();
    w->views()->select(QStringLiteral("compare"));
    w->charts()->pinBaseline();
    choose(*w, PresetPickers::Model, QStringLiteral("llama3-70b"));
    w->charts()->refreshVisible();
    const QString hint = compare(*w)->findChildren<QLabel*>().constFirst()->text();
    QVERIFY2(hint.contains(QStringLiteral("A (baseline): GPT-3 175B on")), qPrintable(hint));
    QVERIFY2(hint.contains(QStringLiteral("B (current): Llama 3 70B on")), qPrintable(hint));
}

void NamingCompareTest::namedAlikeTheCurrentSaysWhatChanged()
{
    // A user's name stays through an edit, so A and B would read alike: B says what changed.
    auto w = test::makeWindow();
    w->model()->editName(QStringLiteral("Plan B"));
    w->views()->select(QStringLiteral("compare"));
    w->charts()->pinBaseline();
    const auto hint = [&] {
        w->charts()->refreshVisible();
        return compare(*w)->findChildren<QLabel*>().constFirst()->text();
    };
    QVERIFY2(hint().contains(QStringLiteral("B (current): Plan B, no input changed")),
             qPrintable(hint()));
    const int gpus = w->model()->scenario().gpus;
    w->model()->editField(QStringLiteral("cluster.gpus"), 2.0 * gpus);
    const QString one = hint();
    QVERIFY2(one.contains(QStringLiteral("A (baseline): Plan B\n")), qPrintable(one));
    QVERIFY2(one.contains(QStringLiteral("B (current): Plan B, with cluster.gpus "))
                 && one.contains(QStringLiteral(" \u2192 ")),
             qPrintable(one));
    w->model()->editField(QStringLiteral("cost.usd_per_gpu_hour"), 1.9);
    w->model()->editField(QStringLiteral("reliability.gpu_mttf_h"), 20000 * 3600.0);
    const QString three = hint();
    QVERIFY2(three.contains(QStringLiteral("(+1 more)")), qPrintable(three));
    // A GPU type brings its own specs: the type is named, before the figures that follow it.
    choose(*w, PresetPickers::Gpu, QStringLiteral("gb200"));
    const QString gpu = hint();
    QVERIFY2(gpu.contains(QStringLiteral("with hardware.gpu ")), qPrintable(gpu));
    QVERIFY2(!gpu.contains(QStringLiteral("hardware.gpu.")), qPrintable(gpu));
    // A model preset brings its shape: the preset is named, not the layers that follow it.
    choose(*w, PresetPickers::Model, QStringLiteral("llama3-70b"));
    const QString model = hint();
    QVERIFY2(model.contains(QStringLiteral("with model.preset ")), qPrintable(model));
    QVERIFY2(!model.contains(QStringLiteral("model.layers")), qPrintable(model));
    const QString shots = qEnvironmentVariable("SYNCWALL_TEST_SHOTS");
    if (!shots.isEmpty()) {
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(w->grab().save(shots + QStringLiteral("/compare-named.png")));
    }
}

void NamingCompareTest::aSystemChangeMovesPriceAndFailureInOneUndoStep()
{
    auto w = test::makeWindow();
    const core::Catalog& c = w->model()->catalog();
    choose(*w, PresetPickers::System, QStringLiteral("dgx-h100"));
    QCOMPARE(w->model()->scenario().cost.usdPerGpuHour, c.system("dgx-h100")->price.usdPerGpuHour);
    QCOMPARE(w->model()->scenario().reliability.gpuMttf_s, llama3MttfS());
    const int steps = w->model()->undoStack()->count();
    choose(*w, PresetPickers::System, QStringLiteral("dgx-b200"));
    QCOMPARE(w->model()->undoStack()->count(), steps + 1);
    QCOMPARE(w->model()->scenario().cost.usdPerGpuHour, c.system("dgx-b200")->price.usdPerGpuHour);
    QVERIFY(w->model()->scenario().reliability.gpuMttf_s != llama3MttfS());
    w->model()->undoStack()->undo();
    QCOMPARE(w->model()->scenario().hardware.preset, std::string("dgx-h100"));
    QCOMPARE(w->model()->scenario().cost.usdPerGpuHour, c.system("dgx-h100")->price.usdPerGpuHour);
    QCOMPARE(w->model()->scenario().reliability.gpuMttf_s, llama3MttfS());
}

void NamingCompareTest::anotherGpuInASystemIsSaid()
{
    // A GB200 chosen into a DGX H100 keeps the DGX H100's NVLink, NICs, price and failure data:
    // the GPU picker says so where its source would be, and stops once the GPU is the system's.
    auto w = test::makeWindow();
    choose(*w, PresetPickers::System, QStringLiteral("dgx-h100"));
    PresetPicker* gpu = w->panel()->pickers()->picker(PresetPickers::Gpu);
    QVERIFY(!gpu->provenanceText().contains(QStringLiteral("Not the GPU")));
    // The source line under the GPU picker, and the height it takes at the panel's width.
    const auto sourceHeight = [&] {
        for (QLabel* label : w->panel()->findChildren<QLabel*>(QStringLiteral("provenance")))
            if (label->text() == gpu->provenanceText())
                return label->heightForWidth(300);
        return -1;
    };
    const int plain = sourceHeight();
    QVERIFY(plain > 0);
    choose(*w, PresetPickers::Gpu, QStringLiteral("gb200"));
    QVERIFY(sourceHeight() > plain);  // the caution takes more lines
    // The undo step names the GPU as the picker shows it, not by its catalog id.
    QCOMPARE(w->model()->undoStack()->undoText(), QStringLiteral("Choose GPU NVIDIA GB200"));
    QCOMPARE(w->model()->scenario().hardware.preset, std::string("dgx-h100"));
    QVERIFY2(gpu->provenanceText().startsWith(QStringLiteral("Not the GPU of the NVIDIA DGX H100"))
                 && gpu->provenanceText().contains(QStringLiteral("H100")),
             qPrintable(gpu->provenanceText()));
    w->model()->undoStack()->undo();
    QVERIFY2(!gpu->provenanceText().contains(QStringLiteral("Not the GPU")),
             qPrintable(gpu->provenanceText()));
    QCOMPARE(sourceHeight(), plain);  // and gives them back once it clears
    choose(*w, PresetPickers::Gpu, QStringLiteral("b200"));
    QVERIFY(gpu->provenanceText().contains(QStringLiteral("Not the GPU")));
    choose(*w, PresetPickers::System, QStringLiteral("dgx-b200"));
    QVERIFY(!gpu->provenanceText().contains(QStringLiteral("Not the GPU")));
    const QString shots = qEnvironmentVariable("SYNCWALL_TEST_SHOTS");
    if (!shots.isEmpty()) {
        choose(*w, PresetPickers::Gpu, QStringLiteral("gb200"));
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(w->grab().save(shots + QStringLiteral("/gpu-not-the-systems.png")));
    }
}

void NamingCompareTest::aUserPriceStaysOnASystemChange()
{
    auto w = test::makeWindow();
    w->model()->editField(QStringLiteral("cost.usd_per_gpu_hour"), 1.9);
    w->model()->editField(QStringLiteral("reliability.gpu_mttf_h"), 20000 * 3600.0);
    choose(*w, PresetPickers::System, QStringLiteral("dgx-b200"));
    QCOMPARE(w->model()->scenario().hardware.preset, std::string("dgx-b200"));
    QCOMPARE(w->model()->scenario().cost.usdPerGpuHour, 1.9);
    QCOMPARE(w->model()->scenario().reliability.gpuMttf_s, 20000 * 3600.0);
}

void NamingCompareTest::compareListsInputsAndMarksChanges()
{
    auto w = test::makeWindow();
    w->views()->select(QStringLiteral("compare"));
    CompareTable* table = compare(*w);
    auto* pin = table->findChild<QPushButton*>(QStringLiteral("pinBaseline"));
    QVERIFY(pin);
    QSignalSpy pinned(w->charts(), &ChartTabs::baselineChanged);
    QTest::mouseClick(pin, Qt::LeftButton);
    QCOMPARE(pinned.count(), 1);
    QVERIFY(w->charts()->hasBaseline());
    choose(*w, PresetPickers::System, QStringLiteral("dgx-b200"));
    w->charts()->refreshVisible();

    QTableWidget* inputs = table->inputsTable();
    QStringList keys;
    for (int r = 0; r < inputs->rowCount(); ++r)
        keys << inputs->item(r, 0)->text();
    QVERIFY2(keys.contains(QStringLiteral("hardware.preset")),
             qPrintable(keys.join(QLatin1Char(' '))));
    QVERIFY(keys.contains(QStringLiteral("cost.usd_per_gpu_hour")));
    const int preset = int(keys.indexOf(QStringLiteral("hardware.preset")));
    QCOMPARE(inputs->item(preset, 1)->text(), QStringLiteral("dgx-a100"));
    QCOMPARE(inputs->item(preset, 2)->text(), QStringLiteral("dgx-b200"));
    QVERIFY(!keys.contains(QStringLiteral("cluster.gpus")));
    // The A100 and the B200 both assume the component MTTFs: Compare says so.
    QVERIFY2(table->notesText().contains(QStringLiteral("same failure rates")),
             qPrintable(table->notesText()));
    QVERIFY(!table->notesText().contains(QStringLiteral("same price")));

    QTableWidget* metrics = table->metricsTable();
    bool sawBetter = false, sawWorse = false;
    QStringList metricNames;
    for (int r = 0; r < metrics->rowCount(); ++r) {
        metricNames << metrics->item(r, 0)->text();
        const QString verdict = metrics->item(r, 4)->text();
        const QColor color = metrics->item(r, 4)->foreground().color();
        if (verdict.contains(QStringLiteral("better"))) {
            sawBetter = true;
            QVERIFY(verdict.startsWith(QChar(0x25B2)));
            QCOMPARE(color, Theme::text(Tone::Good));
        } else if (verdict.contains(QStringLiteral("worse"))) {
            sawWorse = true;
            QVERIFY(verdict.startsWith(QChar(0x25BC)));
            QCOMPARE(color, Theme::text(Tone::Bad));
        }
    }
    QVERIFY(sawBetter);  // the B200 is faster
    QVERIFY(sawWorse);   // and dearer per GPU-hour... or uses more energy per hour
    for (const char* metric : {"GPU-hours", "Energy", "Peak memory per GPU"})
        QVERIFY2(metricNames.contains(QString::fromLatin1(metric)), metric);
    // Percentage points to the percentages' own tenth ("−10 pts" had stood beside "−9.1 pts"),
    // and whole-number inputs with group separators ("1e+09" had stood beside "150,000").
    const QRegularExpression points(QStringLiteral("^[+\u2212]\\d+\\.\\d pts$"));
    int pointRows = 0;
    for (int r = 0; r < metrics->rowCount(); ++r) {
        const QString change = metrics->item(r, 3)->text();
        if (change.endsWith(QStringLiteral(" pts"))) {
            ++pointRows;
            QVERIFY2(points.match(change).hasMatch(), qPrintable(change));
        }
    }
    QVERIFY(pointRows > 0);
    core::Scenario more = w->model()->scenario();
    more.training.tokens = 1e9 * 1000;
    w->model()->editScenario(more, QStringLiteral("tokens"));
    w->charts()->refreshVisible();
    bool tokensRow = false;
    for (int r = 0; r < inputs->rowCount(); ++r)
        if (inputs->item(r, 0)->text() == QStringLiteral("training.tokens")) {
            tokensRow = true;
            QCOMPARE(inputs->item(r, 2)->text(), QLocale().toString(qlonglong(1e12)));
        }
    QVERIFY(tokensRow);

    // Screenshots of the view for review: SYNCWALL_SHOT_DIR=... ./naming_compare_test
    const QString shots = qEnvironmentVariable("SYNCWALL_SHOT_DIR");
    if (!shots.isEmpty()) {
        for (const ThemeChoice theme : {ThemeChoice::Light, ThemeChoice::Dark}) {
            Theme::apply(theme);
            w->resize(1440, 900);
            QApplication::processEvents();
            w->grab().save(shots
                           + QLatin1String(theme == ThemeChoice::Dark ? "/compare-dark.png"
                                                                      : "/compare-light.png"));
        }
        Theme::apply(ThemeChoice::Light);
    }
}

void NamingCompareTest::theFooterGivesTheCalibratedEfficiencies()
{
    // An exported slide's assumptions line had given the catalog's 70 % after a calibration to
    // 99 %: it gives what the estimate ran with, and says it was calibrated.
    core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    const double gemm = s.hardware.gpu.gemmEfficiency;
    const QString plain = AssumptionsFooter::lines(s, core::estimate(s)).constFirst();
    QVERIFY2(plain.contains(ChartFormat::percent(gemm)), qPrintable(plain));
    QVERIFY(!plain.contains(QStringLiteral("calibrated")));
    s.calibration.computeScale = 1.2;
    s.calibration.linkScale = 0.5;
    const QString fitted = AssumptionsFooter::lines(s, core::estimate(s)).constFirst();
    QVERIFY2(fitted.contains(ChartFormat::percent(gemm * 1.2) + QStringLiteral(" (calibrated")),
             qPrintable(fitted));
    QVERIFY2(fitted.contains(ChartFormat::percent(s.hardware.scaleOutEfficiency * 0.5)),
             qPrintable(fitted));
    QVERIFY2(fitted.contains(QStringLiteral("links calibrated")), qPrintable(fitted));
}

QTEST_MAIN(NamingCompareTest)
#include "naming_compare_test.moc"
