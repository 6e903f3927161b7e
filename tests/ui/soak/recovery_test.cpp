// No lost work after a crash: a child process (this executable with --child) edits a scenario,
// lets the Autosaver's timer write it, and is killed with SIGKILL (no clean-shutdown path);
// a new Autosaver then finds the copy and restores it as a modified document with its origin.
// A clean exit, a save and a corrupt copy leave nothing to recover.

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>

#include <cstdio>

#include "model/scenario_model.h"
#include "window/autosaver.h"

using namespace syncwall::ui;

namespace {

constexpr int kEditedGpus = 3072;
const char* const kOrigin = "/nowhere/colleague.syncwall.json";

void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("syncwall-recovery-test"));
    QCoreApplication::setApplicationName(QStringLiteral("syncwall"));
}

QString autosaveFile()
{
    return QDir(Autosaver::directory()).filePath(QStringLiteral("autosave.syncwall.json"));
}

// The child: edit, wait for the autosave timer (not writeNow: the real path), report, then
// either hang until killed or exit cleanly (mode "clean": the discard() a clean exit runs).
int runChild(const QString& mode)
{
    ScenarioModel model;
    Autosaver saver(&model);
    model.setFilePath(QString::fromLatin1(kOrigin));
    model.editField(QStringLiteral("cluster.gpus"), kEditedGpus);
    QElapsedTimer clock;
    clock.start();
    while (!QFile::exists(autosaveFile()) && clock.elapsed() < 4 * Autosaver::kDelay_ms)
        QTest::qWait(50);
    std::printf(QFile::exists(autosaveFile()) ? "saved\n" : "not saved\n");
    std::fflush(stdout);
    if (mode == QLatin1String("clean")) {
        saver.discard();
        return 0;
    }
    for (;;)
        QTest::qWait(1000);
}

}  // namespace

class RecoveryTest : public QObject {
    Q_OBJECT
private slots:
    void init();
    void killedSessionIsRecovered();
    void cleanExitLeavesNothing();
    void savingDiscardsTheCopy();
    void corruptCopyIsDiscarded();

private:
    QString startChild(const QString& mode, QProcess& child);
    QTemporaryDir m_home;
};

void RecoveryTest::init()
{
    QVERIFY(m_home.isValid());
    // The app-data folder of this test only (the child inherits it).
    qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
    QDir(Autosaver::directory()).removeRecursively();
}

QString RecoveryTest::startChild(const QString& mode, QProcess& child)
{
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), mode});
    if (!child.waitForStarted(10000))
        return QStringLiteral("did not start");
    QString out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains(QLatin1Char('\n')) && clock.elapsed() < 60000) {
        child.waitForReadyRead(500);
        out += QString::fromUtf8(child.readAllStandardOutput());
    }
    return out.trimmed();
}

void RecoveryTest::killedSessionIsRecovered()
{
    QProcess child;
    QCOMPARE(startChild(QStringLiteral("crash"), child), QStringLiteral("saved"));
    child.kill();  // SIGKILL: no destructor, no discard()
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    ScenarioModel model;
    Autosaver saver(&model);
    QVERIFY(saver.hasRecovery());
    QVERIFY(model.scenario().gpus != kEditedGpus);
    QVERIFY(saver.recover());
    QCOMPARE(model.scenario().gpus, kEditedGpus);
    QVERIFY(model.isModified());  // still unsaved work: the user must save it
    QCOMPARE(model.filePath(), QString::fromLatin1(kOrigin));
    QVERIFY(model.undoStack()->count() == 0);
    // Recovered work stays recoverable until it is saved or the app exits cleanly.
    QVERIFY(saver.hasRecovery());
    saver.discard();
    QVERIFY(!saver.hasRecovery());
}

void RecoveryTest::cleanExitLeavesNothing()
{
    QProcess child;
    QCOMPARE(startChild(QStringLiteral("clean"), child), QStringLiteral("saved"));
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QCOMPARE(child.exitCode(), 0);
    ScenarioModel model;
    Autosaver saver(&model);
    QVERIFY(!saver.hasRecovery());
}

void RecoveryTest::savingDiscardsTheCopy()
{
    ScenarioModel model;
    Autosaver saver(&model);
    model.editField(QStringLiteral("cluster.gpus"), kEditedGpus);
    saver.writeNow();
    QVERIFY(saver.hasRecovery());
    model.markSaved();  // what a successful save does
    QVERIFY(!saver.hasRecovery());
    // An unmodified document is never written.
    saver.writeNow();
    QVERIFY(!saver.hasRecovery());
}

void RecoveryTest::corruptCopyIsDiscarded()
{
    QDir().mkpath(Autosaver::directory());
    QFile file(autosaveFile());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"syncwall-scenario\", \"cluster\": {\"gpus\": 1");  // cut by a crash
    file.close();
    ScenarioModel model;
    const int before = model.scenario().gpus;
    Autosaver saver(&model);
    QVERIFY(saver.hasRecovery());
    QVERIFY(!saver.recover());
    QCOMPARE(model.scenario().gpus, before);
    QVERIFY(!model.isModified());
    QVERIFY(!saver.hasRecovery());
}

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setNames();
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 3 && args[1] == QLatin1String("--child"))
        return runChild(args[2]);
    RecoveryTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "recovery_test.moc"
