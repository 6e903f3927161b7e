// A long session offscreen: thousands of random field edits (valid and invalid values, unknown
// keys), undo/redo, whole-scenario edits, new documents and mode switches on a ScenarioModel
// with the ParameterPanel and the ExplorerView observing it. Nothing may crash, the model's
// state must stay coherent, and the resident memory must not grow across the second half.
// SYNCWALL_SOAK_ACTIONS overrides the number of actions (default 12,000, about 15 s).

#include <QApplication>
#include <QPixmapCache>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <malloc.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "cards/explorer_view.h"
#include "core/scenario_io.h"
#include "model/analysis_runner.h"
#include "model/presets.h"
#include "model/scenario_fields.h"
#include "model/scenario_model.h"
#include "panel/parameter_panel.h"
#include "theme/theme.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

struct Memory {
    long rssKiB = 0;   // /proc/self/status VmRSS
    long heapKiB = 0;  // malloc's bytes in use (mallinfo2().uordblks)
};

// Measured after emptying Qt's pixmap cache (bounded by QPixmapCache::cacheLimit(), 10 MiB:
// painting new content fills it, which is not a leak) and returning freed heap to the system,
// so the figures track live memory rather than caches and the allocator's free lists.
Memory memoryNow()
{
    QPixmapCache::clear();
    malloc_trim(0);
    Memory m;
    m.heapKiB = long(mallinfo2().uordblks / 1024);
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            m.rssKiB = std::stol(line.substr(6));
    return m;
}

class Session {
public:
    explicit Session(std::uint64_t seed) : m_rng(seed) { }

    QVariant randomValue(const QVariant& current)
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        switch (pick(0, 31)) {
        case 0:
            return QVariant(0);
        case 1:
            return QVariant(-1);
        case 2:
            return QVariant(pick(0, 1) ? nan : (pick(0, 1) ? inf : -inf));
        case 3:
            return QVariant(1e300);
        case 4:
            return QVariant(pick(0, 1 << 21));
        case 5:
            return QVariant(pick(0, 1) == 1);
        case 6:
            return QVariant();  // unset (optional keys) or nonsense
        case 7:
            return QVariant(QStringLiteral("not a number"));
        default: {
            // A plausible edit: the current value nudged, as a slider or a spin box would.
            const double base = current.isValid() ? current.toDouble() : 1.0;
            const double factor = std::pow(2.0, pick(-3, 3));
            if (current.typeId() == QMetaType::Int)
                return QVariant(std::max(0, int(std::lround(base * factor))));
            if (current.typeId() == QMetaType::Bool)
                return QVariant(!current.toBool());
            return QVariant(base * factor);
        }
        }
    }

    int pick(int lo, int hi) { return std::uniform_int_distribution(lo, hi)(m_rng); }

private:
    std::mt19937_64 m_rng;
};

// Qt's warnings (a painter on a null device, a bad connect, a widget deleted twice) count as
// failures: a release build does not assert, but it still says so.
QStringList g_warnings;
void recordWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

void checkCoherent(const ScenarioModel& model, int action)
{
    QVERIFY2(model.isValid() == model.problems().empty(), qPrintable(QString::number(action)));
    if (!model.isValid())
        return;
    const core::Estimate& e = model.estimate();
    QVERIFY2(std::isfinite(e.step.total_s) && e.step.total_s > 0,
             qPrintable(QString::number(action)));
    QVERIFY2(std::isfinite(e.run.expected_s) && e.run.expected_s >= 0,
             qPrintable(QString::number(action)));
    QVERIFY2(e.run.efficiency > 0 && e.run.efficiency <= 1 + 1e-12,
             qPrintable(QString::number(action)));
}

}  // namespace

class SoakTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void longSessionKeepsMemoryFlat();
};

void SoakTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Theme::initialize();
    Theme::apply(ThemeChoice::Light);
}

void SoakTest::longSessionKeepsMemoryFlat()
{
    const int actions = std::max(100, qEnvironmentVariableIsSet("SYNCWALL_SOAK_ACTIONS")
                                          ? qEnvironmentVariableIntValue("SYNCWALL_SOAK_ACTIONS")
                                          : 12000);
    // Allowed growth between the middle and the end of the session (docs/robustness.md).
    constexpr long kHeapToleranceKiB = 1024;
    constexpr long kRssToleranceKiB = 4096;

    ScenarioModel model;
    ParameterPanel panel(&model);
    ExplorerView explorer(&model);
    panel.resize(420, 900);
    explorer.resize(1000, 900);
    panel.show();
    explorer.show();

    Session session(20260611);
    QStringList keys = ScenarioFields::keys();
    keys << QStringLiteral("no.such.key") << QStringLiteral("")
         << QStringLiteral("parallelism.tpp");
    const core::Catalog& catalog = model.catalog();
    const core::Scenario start = core::defaultScenario(catalog);

    g_warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(recordWarnings);
    const auto begin = std::chrono::steady_clock::now();
    std::vector<Memory> samples;
    int edits = 0, undos = 0, redos = 0, switches = 0, documents = 0, invalid = 0;
    for (int i = 0; i < actions; ++i) {
        int roll = session.pick(0, 99);
        // A user whose last edit was refused usually takes it back.
        if (!model.isValid() && session.pick(0, 1) == 0)
            roll = 75;
        if (roll < 70) {
            const QString& key = keys[session.pick(0, int(keys.size()) - 1)];
            const QVariant current =
                ScenarioFields::has(key) ? ScenarioFields::get(model.scenario(), key) : QVariant();
            // Gestures 0 (a typed value) and a few drags, so merging is exercised too.
            model.editField(key, session.randomValue(current), session.pick(0, 3), {});
            ++edits;
        } else if (roll < 80) {
            model.undoStack()->undo();
            ++undos;
        } else if (roll < 88) {
            model.undoStack()->redo();
            ++redos;
        } else if (roll < 93) {
            panel.setMode(panel.mode() == ParameterPanel::Mode::Simple
                              ? ParameterPanel::Mode::Expert
                              : ParameterPanel::Mode::Simple);
            explorer.setVisible(session.pick(0, 3) != 0);
            ++switches;
        } else if (roll < 97) {
            // A preset picked in the panel: one whole-scenario edit.
            const auto& models = catalog.models();
            const auto& id =
                models[std::size_t(session.pick(0, int(models.size()) - 1))].spec.preset;
            model.editScenario(
                Presets::withModel(model.scenario(), catalog, QString::fromStdString(id)),
                QStringLiteral("Model preset"));
        } else if (roll < 99) {
            (void)panel.grab();
            (void)explorer.grab();
        } else {
            // New document: the undo history is dropped (what bounds memory in a real session).
            model.replaceDocument(start, {});
            ++documents;
        }
        invalid += model.isValid() ? 0 : 1;
        checkCoherent(model, i);
        if (QTest::currentTestFailed())
            return;
        if (i % 10 == 0)
            QCoreApplication::processEvents();

        // Every tenth of the session: the same state (a new default document, analysed and
        // painted), so the figures compare memory, not what happens to be on screen.
        if ((i + 1) % (actions / 10) == 0) {
            const core::Scenario here = model.scenario();
            model.replaceDocument(start, {});
            QVERIFY(model.analysis()->waitForIdle(30000));
            QCoreApplication::processEvents();
            (void)panel.grab();
            (void)explorer.grab();
            samples.push_back(memoryNow());
            model.replaceDocument(here, {});
        }
    }
    qInstallMessageHandler(previous);
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.mid(0, 5).join(QLatin1Char('\n'))));
    QVERIFY(samples.size() >= 10);
    const Memory warm = samples.front(), mid = samples[samples.size() / 2 - 1],
                 end = samples.back();
    QString rss, heap;
    for (const Memory& m : samples) {
        rss += QString::number(m.rssKiB) + QLatin1Char(' ');
        heap += QString::number(m.heapKiB) + QLatin1Char(' ');
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::printf(
        "soak: %d actions (%d edits, %d undo, %d redo, %d mode/view switches, %d new documents, "
        "%d while invalid) in %.1f s\n"
        "soak: every tenth, VmRSS KiB: %s\n"
        "soak: every tenth, heap in use KiB: %s\n"
        "soak: second half: VmRSS %+ld KiB (tolerance %ld), heap %+ld KiB (tolerance %ld); "
        "whole session after warm-up: VmRSS %+ld KiB, heap %+ld KiB\n",
        actions, edits, undos, redos, switches, documents, invalid, seconds, qPrintable(rss),
        qPrintable(heap), end.rssKiB - mid.rssKiB, kRssToleranceKiB, end.heapKiB - mid.heapKiB,
        kHeapToleranceKiB, end.rssKiB - warm.rssKiB, end.heapKiB - warm.heapKiB);
    QVERIFY(warm.rssKiB > 0 && warm.heapKiB > 0);
    QVERIFY2(
        end.heapKiB - mid.heapKiB <= kHeapToleranceKiB,
        qPrintable(
            QStringLiteral("heap grew %1 KiB in the second half").arg(end.heapKiB - mid.heapKiB)));
    QVERIFY2(
        end.rssKiB - mid.rssKiB <= kRssToleranceKiB,
        qPrintable(
            QStringLiteral("VmRSS grew %1 KiB in the second half").arg(end.rssKiB - mid.rssKiB)));
    // The session did reach both valid and invalid states, and the undo stack still works.
    QVERIFY(invalid > 0 && invalid < actions);
    model.replaceDocument(start, {});
    model.editField(QStringLiteral("cluster.gpus"), 3072);
    QCOMPARE(model.scenario().gpus, 3072);
    model.undoStack()->undo();
    QCOMPARE(model.scenario().gpus, start.gpus);
}

QTEST_MAIN(SoakTest)
#include "soak_test.moc"
