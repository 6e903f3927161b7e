// Files: a bad file is refused with its problems and the current scenario kept; a save
// round-trips; the examples open; unsaved work is recovered after a crash.

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "controls/value_field.h"
#include "core/scenario_io.h"
#include "model/scenario_model.h"
#include "panel/field_row.h"
#include "panel/parameter_panel.h"
#include "settings/app_settings.h"
#include "test_window.h"
#include "window/autosaver.h"
#include "window/file_controller.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

std::string json(const ScenarioModel* model) { return core::scenarioToJson(model->scenario()); }

void closeDialogs()
{
    for (auto* widget : QApplication::topLevelWidgets())
        if (auto* box = qobject_cast<QMessageBox*>(widget))
            box->close();
}

}  // namespace

class FileTest : public QObject {
    Q_OBJECT
private slots:
    void badFileIsRefusedAndScenarioKept();
    void saveRoundTrips();
    void savedProblemsOpenBesideTheInputs();
    void examplesOpen();
    void unsavedWorkIsRecovered();
    void recoveryIsOfferedAndAnswered();
    void fileDialogsStartWhereTheLastOneEnded();
};

void FileTest::badFileIsRefusedAndScenarioKept()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    model->editField(QStringLiteral("cluster.gpus"), 2048);
    const std::string before = json(model);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.syncwall.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"format": "syncwall-scenario", "version": 1, "model": {"preset": "gpt3-175b", "layerz": 3},
                  "cluster": {"gpus": "many"}})");
    file.close();

    QVERIFY(!w->files()->openPath(path));
    QCOMPARE(json(model), before);
    QCOMPARE(model->scenario().gpus, 2048);
    const QString problems = w->files()->lastProblems().join(QLatin1Char('\n'));
    QVERIFY2(problems.contains(QStringLiteral("model.layerz")), qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("cluster.gpus")), qPrintable(problems));
    auto* box = w->findChild<QMessageBox*>(QStringLiteral("openProblems"));
    QVERIFY(box);
    QVERIFY(box->informativeText().contains(QStringLiteral("model.layerz")));
    closeDialogs();

    QVERIFY(!w->files()->openPath(dir.filePath(QStringLiteral("missing.syncwall.json"))));
    QCOMPARE(json(model), before);
    closeDialogs();
}

void FileTest::saveRoundTrips()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    model->editField(QStringLiteral("cluster.gpus"), 3072);
    model->editField(QStringLiteral("parallelism.tp"), 4);
    model->editField(QStringLiteral("reliability.checkpoint_interval_s"), 1800.0);
    QVERIFY(model->isModified());
    QVERIFY(w->isWindowModified());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("round.syncwall.json"));
    QVERIFY(w->files()->saveTo(path));
    QVERIFY(!model->isModified());
    QVERIFY(!w->isWindowModified());
    QVERIFY(w->windowTitle().contains(QStringLiteral("round.syncwall.json")));

    auto other = test::makeWindow();
    QVERIFY2(other->files()->openPath(path),
             qPrintable(other->files()->lastProblems().join(QLatin1Char('\n'))));
    QCOMPARE(json(other->model()), json(model));
    QCOMPARE(other->model()->scenario().gpus, 3072);
    QCOMPARE(other->model()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!other->model()->isModified());
}

void FileTest::savedProblemsOpenBesideTheInputs()
{
    // What the window saves, it opens again: 2,000,000 GPUs is out of range, so the file opens
    // with the problem under the GPU count, as it was when it was saved.
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    TypedSpinBox* spin = w->panel()->row(QStringLiteral("cluster.gpus"))->valueField()->spinBox();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("2M"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(w->model()->scenario().gpus, 2000000);
    QVERIFY(!w->model()->isValid());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.syncwall.json"));
    QVERIFY(w->files()->saveTo(path));

    auto other = test::makeWindow();
    QVERIFY2(other->files()->openPath(path),
             qPrintable(other->files()->lastProblems().join(QLatin1Char('\n'))));
    QVERIFY(!other->findChild<QMessageBox*>(QStringLiteral("openProblems")));
    QCOMPARE(json(other->model()), json(w->model()));
    QCOMPARE(other->model()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!other->model()->isModified());
    const QString beside = other->panel()->row(QStringLiteral("cluster.gpus"))->problemText();
    QVERIFY2(beside.contains(QStringLiteral("between 1 and")), qPrintable(beside));
    QVERIFY(other->files()
                ->lastProblems()
                .join(QLatin1Char(' '))
                .contains(QStringLiteral("cluster.gpus")));
    QCOMPARE(other->panel()->row(QStringLiteral("cluster.gpus"))->valueField()->value(), 2000000.0);
}

void FileTest::examplesOpen()
{
    auto w = test::makeWindow();
    const QStringList examples = FileController::examplePaths();
    QVERIFY2(examples.size() >= 3, qPrintable(examples.join(QLatin1Char(' '))));
    for (const QString& path : examples) {
        QVERIFY2(w->files()->openPath(path, true),
                 qPrintable(path + QLatin1Char(' ')
                            + w->files()->lastProblems().join(QLatin1Char(' '))));
        QVERIFY2(w->model()->isValid(), qPrintable(path));
        QVERIFY(w->model()->filePath().isEmpty());
        // DP follows the GPU count ("dp": "auto"): another count never breaks the product.
        w->model()->editField(QStringLiteral("cluster.gpus"), w->model()->scenario().gpus * 2);
        for (const auto& p : w->model()->problems())
            QVERIFY2(p.code != core::ProblemCode::ProductMismatch, qPrintable(path));
    }
    closeDialogs();
}

void FileTest::unsavedWorkIsRecovered()
{
    std::string edited;
    {
        auto w = test::makeWindow(true);
        w->autosaver()->discard();
        w->model()->editField(QStringLiteral("training.global_batch"), 2048);
        w->autosaver()->writeNow();
        edited = json(w->model());
        // No clean exit: the copy stays, as after a crash.
    }
    auto w = test::makeWindow(true);
    QVERIFY(w->autosaver()->hasRecovery());
    QVERIFY(w->autosaver()->recover());
    QCOMPARE(json(w->model()), edited);
    QVERIFY(w->model()->isModified());
    w->autosaver()->discard();
    QVERIFY(!w->autosaver()->hasRecovery());
}

void FileTest::recoveryIsOfferedAndAnswered()
{
    // At start-up the copy is offered in a window-modal box: Yes restores it, Discard drops it.
    for (const bool accept : {true, false}) {
        std::string edited;
        {
            auto w = test::makeWindow(true);
            w->autosaver()->discard();
            w->model()->editField(QStringLiteral("cluster.gpus"), 3072);
            w->autosaver()->writeNow();
            edited = json(w->model());
        }
        auto w = test::makeWindow(true);
        const std::string fresh = json(w->model());
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->autosaver()->offerRecovery(w.get());
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w->findChild<QMessageBox*>(QStringLiteral("recoverUnsavedWork")))
                    != nullptr);
        QVERIFY(box->isVisible());
        box->button(accept ? QMessageBox::Yes : QMessageBox::Discard)->click();
        QTRY_VERIFY(!w->findChild<QMessageBox*>(QStringLiteral("recoverUnsavedWork")));
        QCOMPARE(json(w->model()), accept ? edited : fresh);
        QCOMPARE(w->model()->isModified(), accept);
        QVERIFY(!accept || w->autosaver()->hasRecovery());  // kept until saved or a clean exit
        QVERIFY(accept || !w->autosaver()->hasRecovery());
        w->autosaver()->discard();
    }
}

void FileTest::fileDialogsStartWhereTheLastOneEnded()
{
    // A tester's Save As and Export started in the home folder every time, however deep the
    // project folder they had just used. Each kind of file dialog starts where the last one of
    // its kind ended, while that folder exists.
    QStandardPaths::setTestModeEnabled(true);  // never the user's settings
    QTemporaryDir scenarios;
    QTemporaryDir exports;
    AppSettings settings;
    using Kind = AppSettings::FileKind;
    settings.setFolder(Kind::Scenario, scenarios.filePath(QStringLiteral("a.syncwall.json")));
    settings.setFolder(Kind::Export, exports.filePath(QStringLiteral("scaling.png")));
    QCOMPARE(QDir(settings.folder(Kind::Scenario)), QDir(scenarios.path()));
    QCOMPARE(QDir(settings.folder(Kind::Export)), QDir(exports.path()));
    // A kind never used starts in the fallback (the open scenario's folder), else home.
    QTemporaryDir fallback;
    settings.setFolder(Kind::Import, fallback.filePath(QStringLiteral("gone/x.toml")));
    QCOMPARE(QDir(settings.folder(Kind::Import, fallback.path())), QDir(fallback.path()));
    QCOMPARE(QDir(settings.folder(Kind::Import)), QDir::home());

    // Save As of an untitled scenario suggests its name in the scenarios' folder.
    auto w = test::makeWindow();
    w->show();
    QString shown;
    QTimer::singleShot(0, [&shown] {
        for (auto* widget : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QFileDialog*>(widget)) {
                shown = dialog->directory().absolutePath();
                dialog->reject();
            }
    });
    QVERIFY(!w->files()->saveAs());
    QCOMPARE(QDir(shown), QDir(scenarios.path()));
    // A folder that has gone is not offered.
    scenarios.remove();
    QCOMPARE(QDir(settings.folder(Kind::Scenario)), QDir::home());
}

QTEST_MAIN(FileTest)
#include "file_test.moc"
