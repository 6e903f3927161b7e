// File > Import: a launch config or a config.json onto the current scenario as one undo step,
// with a report of what came from where; a refused file leaves the scenario as it was; a config
// dropped on the window is imported. SYNCWALL_IMPORT_SCREENSHOT=DIR saves the window and the
// report as PNGs there, to look at.

#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QMessageBox>
#include <QMimeData>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>
#include <QUrl>
#include <algorithm>

#include "core/scenario_diff.h"
#include "core/scenario_io.h"
#include "model/scenario_file.h"
#include "model/scenario_model.h"
#include "test_window.h"
#include "window/import_controller.h"
#include "window/import_report_dialog.h"
#include "window/import_text.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

QString launchFile(const char* name)
{
    return QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/launch/") + QLatin1String(name);
}

std::string json(const ScenarioModel* model) { return core::scenarioToJson(model->scenario()); }

void closeDialogs()
{
    for (auto* widget : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox*>(widget))
            widget->close();
}

// The report's "From" cell of a key, or "" when the key has no row.
QString fromOf(QTableWidget* table, const QString& key)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == key)
            return table->item(r, 2)->text();
    return {};
}

// The shipped Llama 3 405B example (8,192 tokens, TP 8, PP 16), as the window opens it.
bool loadTheLlama405bExample(ScenarioModel* model)
{
    const ScenarioRead base = ScenarioFile::read(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR
                       "/../../resources/scenarios/llama3-405b-16384-h100.syncwall.json"),
        model->catalog());
    if (base.ok)
        model->editScenario(base.scenario, QStringLiteral("load"));
    return base.ok;
}

}  // namespace

class ImportTest : public QObject {
    Q_OBJECT
private slots:
    void launchConfigIsOneUndoStep();
    void refusedFileKeepsTheScenario();
    void droppedConfigIsImported();
    void configJsonGivesTheModel();
    void theReportListsEveryKeyTheImportChanged();
    void theReportSaysWhyAKeyMoved();
};

void ImportTest::launchConfigIsOneUndoStep()
{
    auto w = test::makeWindow();
    w->resize(1440, 900);
    w->show();
    auto* model = w->model();
    const std::string before = json(model);
    const int steps = model->undoStack()->count();

    QVERIFY(w->imports()->importPath(launchFile("nemo-launcher.mixtral_8x7b.yaml")));
    const core::Scenario& s = model->scenario();
    QCOMPARE(s.gpus, 64);
    QCOMPARE(s.parallel.tp, 1);
    QCOMPARE(s.parallel.pp, 4);
    QCOMPARE(s.parallel.ep, 8);
    QCOMPARE(s.parallel.virtualStages, 8);
    QCOMPARE(s.parallel.schedule, core::Schedule::Interleaved);
    QCOMPARE(s.model.experts, 8);
    QCOMPARE(s.model.topK, 2);
    QCOMPARE(s.training.globalBatch, 256);
    QCOMPARE(s.model.seqLen, 4096);
    QVERIFY(model->isValid());
    QCOMPARE(model->undoStack()->count(), steps + 1);

    auto* report = w->findChild<ImportReportDialog*>();
    QVERIFY(report);
    QVERIFY(report->isVisible());
    QCOMPARE(fromOf(report->table(), QStringLiteral("parallelism.pp")),
             QStringLiteral("line 58: pipeline_model_parallel_size: 4"));
    QVERIFY(
        fromOf(report->table(), QStringLiteral("cluster.gpus")).contains(QLatin1String("line 8")));
    QVERIFY(fromOf(report->table(), QStringLiteral("parallelism.cp"))
                .contains(QLatin1String("NeMo default")));

    if (const QByteArray dir = qgetenv("SYNCWALL_IMPORT_SCREENSHOT"); !dir.isEmpty()) {
        QTest::qWait(200);
        w->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/import-window.png"));
        report->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/import-report.png"));
    }

    model->undoStack()->undo();
    QCOMPARE(json(model), before);
}

void ImportTest::refusedFileKeepsTheScenario()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const std::string before = json(model);
    QVERIFY(!w->imports()->importPath(launchFile("megatron-lm.train_gpt3_175b_distributed.sh")));
    QCOMPARE(json(model), before);
    const QStringList problems = w->imports()->lastProblems();
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.front().contains(QLatin1String("line 57")));
    QVERIFY(problems.front().contains(QLatin1String("line 22")));
    closeDialogs();
}

void ImportTest::droppedConfigIsImported()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(ImportController::isImportable(launchFile("torchtitan.llama3_405b.toml")));
    QVERIFY(!ImportController::isImportable(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/cli/llama-8b-256-h100.syncwall.json")));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(launchFile("torchtitan.deepseek_v3_671b.toml"))});
    // Qt delivers a drop to a widget that accepted the drag's entry.
    QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w.get(), &drop);
    QCOMPARE(w->imports()->lastProblems(), QStringList());
    QCOMPARE(w->imports()->lastKind(), core::ImportKind::TorchtitanToml);
    QCOMPARE(model->scenario().model.preset, std::string("deepseek-v3"));
    QCOMPARE(model->scenario().parallel.zero, 3);
    QCOMPARE(model->scenario().software.stack, core::SoftwareStack::PytorchFsdp);
    QCOMPARE(model->scenario().training.steps, 10000.0);
}

void ImportTest::configJsonGivesTheModel()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const int gpus = model->scenario().gpus;
    QVERIFY(w->imports()->importPath(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/hf/llama-3.1-8b.config.json")));
    QCOMPARE(model->scenario().model.hidden, 4096);
    QCOMPARE(model->scenario().model.kvHeads, 8);
    QCOMPARE(model->scenario().gpus, gpus);  // the layout and cluster stay
    QCOMPARE(w->imports()->lastKind(), core::ImportKind::HfConfig);
    // A tester imported DeepSeek-V3's config.json and the model picker said "Custom", though
    // the catalog holds that network: the picker names the preset of the imported shape.
    QVERIFY(w->imports()->importPath(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/hf/deepseek-v3.config.json")));
    QCOMPARE(model->scenario().model.preset, std::string("deepseek-v3"));
    const auto combos = w->findChildren<QComboBox*>();
    const auto picker = std::find_if(combos.begin(), combos.end(), [](QComboBox* c) {
        return c->accessibleName() == QStringLiteral("Model");
    });
    QVERIFY(picker != combos.end());
    QCOMPARE((*picker)->currentData().toString(), QStringLiteral("deepseek-v3"));
    QCOMPARE((*picker)->findData(QString()), -1);  // no "Custom" entry
}

void ImportTest::theReportListsEveryKeyTheImportChanged()
{
    // A tester imported a config.json over the Llama 3 405B example (8,192 tokens, TP 8, PP 16):
    // the report said "the other 13 keep their values" while the sequence length fell to 2,048
    // and the layout to TP 1, PP 1, none of it listed.
    auto w = test::makeWindow();
    w->show();
    auto* model = w->model();
    QVERIFY(loadTheLlama405bExample(model));
    const core::Scenario before = model->scenario();
    QVERIFY(w->imports()->importPath(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/hf/qwen3-30b-a3b.config.json")));
    auto* report = w->findChild<ImportReportDialog*>();
    QVERIFY(report && report->isVisible());
    const std::vector<core::InputDifference> changed =
        core::differingInputs(before, model->scenario());
    QVERIFY(!changed.empty());
    for (const core::InputDifference& d : changed)
        QVERIFY2(!fromOf(report->table(), QString::fromStdString(d.key)).isEmpty(), d.key.c_str());
    // A key the import filled with a default says what it replaced.
    for (const core::InputDifference& d : changed)
        if (d.key == "model.seq_len" || d.key == "parallelism.tp")
            QVERIFY2(fromOf(report->table(), QString::fromStdString(d.key))
                         .contains(ImportText::value(d.key, d.a)),
                     d.key.c_str());
    // A launch recipe that leaves the vocabulary to its tokenizer falls back to the default
    // one, which replaces the 405B's: the row says what it was.
    model->undoStack()->undo();
    QVERIFY(w->imports()->importPath(launchFile("nemo-launcher.mixtral_8x7b.yaml")));
    QVERIFY2(fromOf(report->table(), QStringLiteral("model.vocab"))
                 .contains(ImportText::value("model.vocab", double(before.model.vocab))),
             qPrintable(fromOf(report->table(), QStringLiteral("model.vocab"))));
    // Every row is a key that changed or one the file set; the rest keep their values.
    const std::vector<core::InputDifference> changedNow =
        core::differingInputs(before, model->scenario());
    for (int row = 0; row < report->table()->rowCount(); ++row) {
        const std::string key = report->table()->item(row, 0)->text().toStdString();
        const bool moved = std::any_of(changedNow.begin(), changedNow.end(),
                                       [&key](const auto& d) { return d.key == key; });
        const bool set = std::any_of(
            w->imports()->lastSources().begin(), w->imports()->lastSources().end(),
            [&key](const core::ImportSource& s) {
                return s.key == key
                       && !(s.origin == core::ImportOrigin::Default && s.detail.empty());
            });
        QVERIFY2(moved || set, key.c_str());
    }
    QCOMPARE(report->table()->currentRow(), -1);
    QVERIFY(report->table()->selectedItems().isEmpty());
    if (const QByteArray dir = qgetenv("SYNCWALL_IMPORT_SCREENSHOT"); !dir.isEmpty()) {
        QTest::qWait(200);
        report->grab().save(QString::fromLocal8Bit(dir)
                            + QStringLiteral("/import-report-changed.png"));
    }
}

void ImportTest::theReportSaysWhyAKeyMoved()
{
    // A tester read "model.preset gpt-oss-120b: not in the file, was llama3-405b (the imported
    // model is no preset)" and "training.tokens 0 (the imported model's default)" where the
    // file had set the steps; and Gemma 3's windowed share as 0.8387096774.
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(loadTheLlama405bExample(model));
    QVERIFY(w->imports()->importPath(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/hf/gpt-oss-120b.config.json")));
    auto* report = w->findChild<ImportReportDialog*>();
    QVERIFY(report);
    const QString preset = fromOf(report->table(), QStringLiteral("model.preset"));
    QVERIFY2(preset.contains(ImportReportDialog::tr("the catalog's model of the imported shape")),
             qPrintable(preset));
    model->undoStack()->undo();
    QVERIFY(w->imports()->importPath(launchFile("torchtitan.deepseek_v3_671b.toml")));
    const QString tokens = fromOf(report->table(), QStringLiteral("training.tokens"));
    QVERIFY2(tokens.contains(ImportReportDialog::tr("the file sets %1 instead")
                                 .arg(QStringLiteral("training.steps"))),
             qPrintable(tokens));
    model->undoStack()->undo();
    QVERIFY(w->imports()->importPath(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR "/imports/hf/gemma-3-27b-it.config.json")));
    const QString share = ImportText::value("model.sliding_window_share", 52.0 / 62.0);
    QCOMPARE(share, QLocale().toString(0.8387, 'g', 4));
}

QTEST_MAIN(ImportTest)
#include "import_test.moc"
