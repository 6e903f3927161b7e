// The model: edits reach the core and the cards; a slider drag is one undo step; no-op edits
// leave no step; the worker drops stale results.

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <utility>

#include "assumptions/assumptions_view.h"
#include "cards/card.h"
#include "cards/explorer_view.h"
#include "cards/headline_cards.h"
#include "cards/sweep_table.h"
#include "cards/units.h"
#include "controls/value_field.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "core/sweep.h"
#include "core/system_defaults.h"
#include "model/analysis_runner.h"
#include "model/scenario_file.h"
#include "model/scenario_model.h"
#include "panel/field_row.h"
#include "panel/parameter_panel.h"
#include "test_window.h"
#include "window/view_host.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

// The default scenario and the same job on twice the GPUs with twice the batch: two requests
// whose sweeps differ in every step time.
std::pair<core::Scenario, core::Scenario> twoScenarios()
{
    const core::Scenario first = core::defaultScenario(core::Catalog::builtIn());
    core::Scenario second = first;
    second.gpus = 3072;
    second.training.globalBatch = 3072;
    return {first, second};
}

}  // namespace

class ScenarioModelTest : public QObject {
    Q_OBJECT
private slots:
    void fieldChangeReachesCoreAndCards();
    void sliderDragIsOneUndoStep();
    void separateDragsAreSeparateSteps();
    void dragBackToStartLeavesNoStep();
    void undoRestoresEstimate();
    void staleWorkerResultsAreDropped();
    void monteCarloWaitsForTheSweep();
    void clearInTheMonteCarlosFrameSaysIdle();
    void cardsShowOnlyThisScenariosBand();
    void sweepShowsThisRunAndAppliesARow();
    void hiddenExplorerCatchesUpWhenShown();
    void gpuCountKeepsTheScenarioValid();
    void assumptionsFollowEdits();
    void theAllReduceCardSaysTheExpertsCollective();
    void theSyncWallCardSaysWhenNoCountIsValid();
};

void ScenarioModelTest::fieldChangeReachesCoreAndCards()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    auto* row = w->panel()->row(QStringLiteral("cluster.gpus"));
    QVERIFY(row && row->valueField());
    auto* jct = w->explorer()->cards()->card(QStringLiteral("jct"));
    const QString before = jct->value();

    row->valueField()->spinBox()->setValue(3072);

    QCOMPARE(model->scenario().gpus, 3072);
    QVERIFY(model->isValid());
    const core::Estimate expected = core::estimate(model->scenario());
    QCOMPARE(model->estimate().run.predicted_s, expected.run.predicted_s);
    QCOMPARE(jct->value(), Units::duration(expected.run.predicted_s));
    QVERIFY(jct->value() != before);
    QCOMPARE(w->explorer()->cards()->card(QStringLiteral("mfu"))->value(),
             Units::percent(expected.throughput.mfu));
    QVERIFY(model->isModified());
}

void ScenarioModelTest::sliderDragIsOneUndoStep()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    auto* slider =
        w->panel()->row(QStringLiteral("hardware.scale_out_Gbps"))->valueField()->slider();
    const double start = model->scenario().hardware.scaleOut_bps;
    const int steps = model->undoStack()->count();

    const int origin = slider->value();
    slider->setSliderDown(true);
    for (int p = origin + 10; p <= origin + 100; p += 10)
        slider->setValue(p);  // ten valueChanged signals in one drag
    slider->setSliderDown(false);

    QVERIFY(model->scenario().hardware.scaleOut_bps > start);
    QCOMPARE(model->undoStack()->count(), steps + 1);
    model->undoStack()->undo();
    QCOMPARE(model->scenario().hardware.scaleOut_bps, start);
}

void ScenarioModelTest::separateDragsAreSeparateSteps()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    auto* slider =
        w->panel()->row(QStringLiteral("hardware.scale_out_Gbps"))->valueField()->slider();
    const int steps = model->undoStack()->count();
    for (int drag = 0; drag < 2; ++drag) {
        slider->setSliderDown(true);
        slider->setValue(slider->value() + 20);
        slider->setValue(slider->value() + 20);
        slider->setSliderDown(false);
    }
    QCOMPARE(model->undoStack()->count(), steps + 2);
}

void ScenarioModelTest::dragBackToStartLeavesNoStep()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    // The GPU slider's stops include 1,536, so a drag can end exactly where it began.
    auto* slider = w->panel()->row(QStringLiteral("cluster.gpus"))->valueField()->slider();
    const int steps = model->undoStack()->count();
    const int origin = slider->value();
    slider->setSliderDown(true);
    slider->setValue(origin + 2);
    QCOMPARE(model->scenario().gpus, 3072);
    slider->setValue(origin);
    slider->setSliderDown(false);
    QCOMPARE(model->scenario().gpus, 1536);
    QCOMPARE(model->undoStack()->count(), steps);

    model->editField(QStringLiteral("cluster.gpus"), 1536);  // a no-op edit
    QCOMPARE(model->undoStack()->count(), steps);
    QVERIFY(!model->isModified());
}

void ScenarioModelTest::undoRestoresEstimate()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const double before = model->estimate().run.predicted_s;
    model->editField(QStringLiteral("training.global_batch"), 3072);
    QVERIFY(model->estimate().run.predicted_s != before);
    model->undoStack()->undo();
    QCOMPARE(model->estimate().run.predicted_s, before);
    QVERIFY(!model->isModified());
    model->undoStack()->redo();
    QCOMPARE(model->scenario().training.globalBatch, 3072);
}

void ScenarioModelTest::staleWorkerResultsAreDropped()
{
    // Two requests back to back: the first starts at once, the second waits. The first's
    // results come back while the second is the current generation: they must be dropped,
    // never published (a view would draw another scenario's sweep or band).
    const auto [first, second] = twoScenarios();
    AnalysisRunner runner;
    QList<quint64> sweeps, monteCarlos;
    connect(&runner, &AnalysisRunner::sweepFinished, &runner,
            [&] { sweeps << runner.sweep().generation; });
    connect(&runner, &AnalysisRunner::monteCarloFinished, &runner,
            [&] { monteCarlos << runner.monteCarlo().generation; });
    runner.request(first, core::estimate(first));
    const quint64 firstGeneration = runner.generation();
    runner.request(second, core::estimate(second));
    const quint64 secondGeneration = runner.generation();
    QVERIFY(secondGeneration > firstGeneration);
    QVERIFY(runner.waitForIdle(60000));
    QCOMPARE(sweeps, QList<quint64> {secondGeneration});
    QCOMPARE(monteCarlos, QList<quint64> {secondGeneration});
    QVERIFY(runner.sweepState() == AnalysisRunner::State::Current);
    QVERIFY(runner.sweepToDraw());
    // The sweep drawn is the second scenario's (twice the batch: other steps than the first's).
    const core::SweepResult expected = core::sweepGpus(second, core::standardGpuCounts(second));
    const auto& drawn = runner.sweepToDraw()->sweep.points;
    QCOMPARE(drawn.size(), expected.points.size());
    for (std::size_t i = 0; i < drawn.size(); ++i)
        QCOMPARE(drawn[i].estimate.step.total_s, expected.points[i].estimate.step.total_s);

    // A newer request makes both results stale: the sweep stays drawable (one step behind),
    // the Monte Carlo does not.
    runner.request(first, core::estimate(first));
    QVERIFY(runner.sweepState() == AnalysisRunner::State::Stale);
    QVERIFY(runner.sweepToDraw());
    QVERIFY(runner.monteCarloState() == AnalysisRunner::State::Stale);
    QVERIFY(!runner.monteCarloToDraw());
    QVERIFY(runner.waitForIdle(60000));
    QVERIFY(runner.monteCarloToDraw());
}

void ScenarioModelTest::monteCarloWaitsForTheSweep()
{
    // On two cores the Monte Carlo would take a core from the sweep, the paint and the chart's
    // own search that the frame waits for: it starts a frame (kMonteCarloDelay_ms) after the
    // sweep has landed, and a newer request's sweep goes before it again.
    const auto [first, second] = twoScenarios();
    AnalysisRunner runner;
    QList<bool> monteCarloRunningAtSweep;
    QElapsedTimer sinceSweep;
    qint64 startedAfter_ms = -1;
    // This request's Monte Carlo, not an older one that was cancelled and is still winding
    // down (its finished signal can come after the newer sweep's on a loaded machine: CI saw it).
    connect(&runner, &AnalysisRunner::sweepFinished, &runner, [&] {
        monteCarloRunningAtSweep << (runner.runningMonteCarloGeneration() == runner.generation());
        sinceSweep.start();
    });
    runner.request(first, core::estimate(first));
    QVERIFY(!runner.isMonteCarloRunning());
    QVERIFY(runner.waitForSweep(60000));
    QCOMPARE(monteCarloRunningAtSweep, QList<bool> {false});
    QVERIFY(!runner.isIdle());  // its Monte Carlo is still to come
    // Polled every millisecond: it starts no sooner than a frame after the sweep landed (a
    // coarse Qt timer fires within 5 % of its interval).
    while (!runner.isMonteCarloRunning() && !runner.isIdle() && sinceSweep.elapsed() < 60000)
        QTest::qWait(1);
    QVERIFY(runner.isMonteCarloRunning() || runner.isIdle());
    startedAfter_ms = sinceSweep.elapsed();
    QVERIFY2(startedAfter_ms >= AnalysisRunner::kMonteCarloDelay_ms - 1,
             qPrintable(QString::number(startedAfter_ms)));
    runner.request(second, core::estimate(second));  // cancels the first's Monte Carlo
    QVERIFY(runner.waitForIdle(60000));
    QCOMPARE(monteCarloRunningAtSweep, (QList<bool> {false, false}));
    QCOMPARE(runner.monteCarlo().generation, runner.generation());
}

void ScenarioModelTest::clearInTheMonteCarlosFrameSaysIdle()
{
    // Cleared while its Monte Carlo waits for its frame: nothing runs and nothing is pending, and
    // a waitForIdle() already waiting hears so at once rather than at its timeout.
    const core::Scenario first = twoScenarios().first;
    AnalysisRunner runner;
    runner.request(first, core::estimate(first));
    QVERIFY(runner.waitForSweep(60000));
    QVERIFY(!runner.isMonteCarloRunning() && !runner.isIdle());
    QSignalSpy idle(&runner, &AnalysisRunner::idle);
    runner.clear();
    QVERIFY(runner.isIdle());
    QCOMPARE(idle.count(), 1);
    QTest::qWait(3 * AnalysisRunner::kMonteCarloDelay_ms);
    QVERIFY(!runner.isMonteCarloRunning());  // the frame's timer started nothing
    QCOMPARE(runner.monteCarlo().generation, quint64(0));
}

void ScenarioModelTest::cardsShowOnlyThisScenariosBand()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    auto* runner = model->analysis();
    for (int gpus : {3072, 6144, 768})
        model->editField(QStringLiteral("cluster.gpus"), gpus);
    QVERIFY(runner->waitForIdle(60000));
    const MonteCarloOutcome* mc = runner->monteCarloToDraw();
    QVERIFY(mc);
    QVERIFY(mc->result.p10_s <= mc->result.p50_s && mc->result.p50_s <= mc->result.p90_s);
    // The card shows this generation's band (model error x failures), or says it has none.
    const auto& band = mc->band;
    const QString detail = w->explorer()->cards()->card(QStringLiteral("expected"))->detail();
    QVERIFY(band.outsideValidation ? detail.contains(QStringLiteral("validated"))
                                   : detail.contains(Units::duration(band.p90_s)));
    // The next edit takes that band away at once: until this scenario's Monte Carlo lands the
    // card says it is running, never the old band beside the new expected JCT.
    model->editField(QStringLiteral("cluster.gpus"), 12288);
    const QString during = w->explorer()->cards()->card(QStringLiteral("expected"))->detail();
    QVERIFY2(!during.contains(Units::duration(band.p90_s)), qPrintable(during));
    QVERIFY2(during.contains(HeadlineCards::tr("Monte Carlo running\u2026")), qPrintable(during));
    QVERIFY(runner->waitForIdle(60000));
    QVERIFY(w->explorer()->cards()->card(QStringLiteral("expected"))->detail() != during);
}

void ScenarioModelTest::sweepShowsThisRunAndAppliesARow()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(model->analysis()->waitForIdle(60000));
    auto* table = w->explorer()->findChild<SweepTable*>();
    QVERIFY(table);
    // This run, with its own layout, has a row of its own beside the sweep's best layouts.
    int thisRun = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text().contains(
                SweepTable::tr("%1\u2009\u25C0\u2009this run").arg(QString())))
            thisRun = row;
    QVERIFY(thisRun >= 0);
    const core::Layout& own = model->estimate().layout;
    // Its degrees TP, PP, CP, DP, in that order between the dots.
    QStringList degrees = table->item(thisRun, 1)->text().split(QChar(0x00B7));
    for (QString& d : degrees)
        d = d.trimmed();
    QCOMPARE(degrees, (QStringList {QString::number(own.tp), QString::number(own.pp),
                                    QString::number(own.cp), QString::number(own.dp)}));
    QVERIFY(!table->applyRow(thisRun));  // nothing to apply
    // A sweep row applies its count and layout as one undo step.
    const auto* sweep = model->analysis()->sweepToDraw();
    QVERIFY(sweep);
    int target = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (row != thisRun && table->item(row, 0)->text().startsWith(Units::count(4096)))
            target = row;
    QVERIFY(target >= 0);
    const int undoBefore = model->undoStack()->count();
    QVERIFY(table->applyRow(target));
    QCOMPARE(model->scenario().gpus, 4096);
    QCOMPARE(model->undoStack()->count(), undoBefore + 1);
    core::Layout best;
    for (const auto& p : sweep->sweep.points)
        if (p.gpus == 4096)
            best = p.estimate.layout;
    QCOMPARE(model->scenario().parallel.tp, best.tp);
    QCOMPARE(model->scenario().parallel.pp, best.pp);
    // This run is now the sweep's best at 4,096: one row there, not the same numbers twice.
    QVERIFY(model->analysis()->waitForIdle(60000));
    QStringList at4096;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text().startsWith(Units::count(4096)))
            at4096 << table->item(row, 0)->text();
    QCOMPARE(at4096,
             QStringList {SweepTable::tr("%1\u2009\u25C0\u2009this run").arg(Units::count(4096))});
    model->undoStack()->undo();
    QCOMPARE(model->scenario().gpus, 1536);
}

void ScenarioModelTest::hiddenExplorerCatchesUpWhenShown()
{
    // Behind another tab the explorer does no work per edit; shown again, it shows this
    // scenario (cards, this run's row) as if it had followed every edit.
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(model->analysis()->waitForIdle(60000));
    auto* jct = w->explorer()->cards()->card(QStringLiteral("jct"));
    auto* table = w->explorer()->sweepTable();
    const QString cardBefore = jct->value();
    QVERIFY(w->views()->select(QStringLiteral("compare")));
    model->editField(QStringLiteral("cluster.gpus"), 3072);
    QVERIFY(model->analysis()->waitForIdle(60000));
    QCOMPARE(jct->value(), cardBefore);  // not followed while hidden
    QVERIFY(w->views()->select(QStringLiteral("explorer")));
    const core::Estimate expected = core::estimate(model->scenario());
    QCOMPARE(jct->value(), Units::duration(expected.run.predicted_s));
    QStringList firstColumn;
    for (int row = 0; row < table->rowCount(); ++row)
        firstColumn << table->item(row, 0)->text();
    QVERIFY2(firstColumn.contains(
                 SweepTable::tr("%1\u2009\u25C0\u2009this run").arg(Units::count(3072))),
             qPrintable(firstColumn.join(QLatin1Char('|'))));
}

void ScenarioModelTest::gpuCountKeepsTheScenarioValid()
{
    // GPT-3 on TP 8 x PP 12: 1,024 GPUs is not a multiple of 96, so the layout alone would blank
    // the window. The edit takes the best legal layout at 1,024 in the same undo step, says so,
    // and undo brings back both.
    auto w = test::makeWindow();
    auto* model = w->model();
    const int undoBefore = model->undoStack()->count();
    model->editField(QStringLiteral("cluster.gpus"), 1024);
    QVERIFY(model->isValid());
    QCOMPARE(model->scenario().gpus, 1024);
    QCOMPARE(1024 % (model->scenario().parallel.tp * model->scenario().parallel.pp), 0);
    QCOMPARE(model->undoStack()->count(), undoBefore + 1);
    QVERIFY(!model->adjustment().isEmpty());
    QVERIFY(model->undoStack()->text(undoBefore).contains(QStringLiteral("TP")));
    model->undoStack()->undo();
    QCOMPARE(model->scenario().gpus, 1536);
    QCOMPARE(model->scenario().parallel.tp, 8);
    QCOMPARE(model->scenario().parallel.pp, 12);
    QVERIFY(model->adjustment().isEmpty());
    // A count whose layout stays legal is a plain edit: no notice, the layout kept.
    model->editField(QStringLiteral("cluster.gpus"), 3072);
    QCOMPARE(model->scenario().parallel.pp, 12);
    QVERIFY(model->adjustment().isEmpty());
}

void ScenarioModelTest::assumptionsFollowEdits()
{
    // The assumptions view shows the scenario's terms; an edit changes the line in place.
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("assumptions")));
    AssumptionsView* view = w->assumptions();
    const int sections = view->topLevelItemCount();
    QVERIFY(sections >= 4);
    const QString section = AssumptionsView::tr("Stragglers and cost");
    const QString power = AssumptionsView::tr("Power");
    QVERIFY2(
        view->valueOf(section, power).contains(Units::number(w->model()->scenario().cost.pue, 2)),
        qPrintable(view->valueOf(section, power)));
    QTreeWidgetItem* costSection = view->topLevelItem(sections - 1);
    w->model()->editField(QStringLiteral("cost.pue"), 1.55);
    QVERIFY2(view->valueOf(section, power).contains(Units::number(1.55, 2)),
             qPrintable(view->valueOf(section, power)));
    QCOMPARE(view->topLevelItemCount(), sections);
    QCOMPARE(view->topLevelItem(sections - 1), costSection);  // updated, not rebuilt
    // A hidden view catches up when shown.
    QVERIFY(w->views()->select(QStringLiteral("explorer")));
    w->model()->editField(QStringLiteral("cost.pue"), 1.2);
    QVERIFY(w->views()->select(QStringLiteral("assumptions")));
    QVERIFY2(view->valueOf(section, power).contains(Units::number(1.2, 2)),
             qPrintable(view->valueOf(section, power)));

    // The compute lines say which efficiency each kind of work runs at and where attention's
    // comes from: on the A100 the curves scaled by its GEMM efficiency; on a DGX B200 in FP8 the
    // FP8 figure for the linear layers and the attention measured against Hopper.
    const QString compute = AssumptionsView::tr("Compute");
    const QString attention = AssumptionsView::tr("Attention");
    const QString gemm = AssumptionsView::tr("GEMM efficiency");
    QVERIFY2(view->valueOf(compute, attention).contains(QStringLiteral("scaled")),
             qPrintable(view->valueOf(compute, attention)));
    core::Scenario b200 =
        core::withSystem(w->model()->scenario(), w->model()->catalog(), "dgx-b200");
    b200.training.precision = core::Precision::Fp8;
    w->model()->applyScenario(b200);
    QVERIFY2(view->valueOf(compute, attention).contains(Units::percent(0.765)),
             qPrintable(view->valueOf(compute, attention)));
    const core::GpuSpec& b200Gpu = w->model()->catalog().gpu("b200")->spec;
    QVERIFY2(view->valueOf(compute, gemm).contains(Units::percent(b200Gpu.fp8GemmEfficiency))
                 && view->valueOf(compute, gemm).contains(Units::percent(b200Gpu.gemmEfficiency)),
             qPrintable(view->valueOf(compute, gemm)));
    // On Hopper the curves are the GPU's own.
    w->model()->applyScenario(core::withSystem(b200, w->model()->catalog(), "dgx-h100"));
    QVERIFY2(view->valueOf(compute, attention).contains(QStringLiteral("as they are")),
             qPrintable(view->valueOf(compute, attention)));

    // Selective recompute says what it re-runs: Megatron's default the attention core, the
    // modules a file names, torchtitan's stack its op policy.
    const QString recompute = AssumptionsView::tr("Recompute");
    w->model()->editField(QStringLiteral("parallelism.recompute"),
                          double(int(core::Recompute::Selective)));
    QCOMPARE(view->valueOf(compute, recompute),
             AssumptionsView::tr("selective: %1").arg(AssumptionsView::tr("attention core")));
    w->model()->editField(QStringLiteral("parallelism.recompute_core_attn"), 0.0);
    QCOMPARE(view->valueOf(compute, recompute),
             AssumptionsView::tr("selective: %1").arg(AssumptionsView::tr("no module")));
    w->model()->editField(QStringLiteral("software.stack"),
                          double(int(core::SoftwareStack::PytorchFsdp)));
    QVERIFY2(view->valueOf(compute, recompute).contains(QStringLiteral("torchtitan")),
             qPrintable(view->valueOf(compute, recompute)));

    // Context parallelism's row appears with CP and says how the stack passes keys and values:
    // torchtitan's all-gather of the repeated heads, Megatron-Core's point-to-point ring.
    const QString comm = AssumptionsView::tr("Communication");
    const QString ring = AssumptionsView::tr("Context parallelism");
    QVERIFY(view->valueOf(comm, ring).isEmpty());
    w->model()->editField(QStringLiteral("parallelism.cp"), 2.0);
    QCOMPARE(w->model()->estimate().layout.cp, 2);
    QVERIFY2(view->valueOf(comm, ring).contains(QStringLiteral("all-gather"))
                 && view->valueOf(comm, ring).contains(QStringLiteral("repeated")),
             qPrintable(view->valueOf(comm, ring)));
    w->model()->editField(QStringLiteral("software.stack"),
                          double(int(core::SoftwareStack::MegatronCore)));
    QVERIFY2(view->valueOf(comm, ring).contains(QStringLiteral("point-to-point"))
                 && view->valueOf(comm, ring).contains(QStringLiteral("key/value heads"))
                 && !view->valueOf(comm, ring).contains(QStringLiteral("not modelled")),
             qPrintable(view->valueOf(comm, ring)));
    // DeepSpeed's own sequence parallelism (Ulysses) is not a ring: the row says it is priced
    // as one.
    w->model()->editField(QStringLiteral("software.stack"),
                          double(int(core::SoftwareStack::DeepSpeed)));
    QVERIFY2(view->valueOf(comm, ring).contains(QStringLiteral("not modelled")),
             qPrintable(view->valueOf(comm, ring)));

    // A value longer than its column wraps onto more lines instead of being cut: in a window
    // 900 pixels wide the row is at least two lines high and shows its whole text.
    w->resize(900, 700);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QTreeWidgetItem* line = nullptr;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        for (int j = 0; j < view->topLevelItem(i)->childCount(); ++j)
            if (view->topLevelItem(i)->child(j)->text(0) == ring)
                line = view->topLevelItem(i)->child(j);
    QVERIFY(line);
    const QFontMetrics metrics(view->font());
    QTRY_VERIFY2(view->visualItemRect(line).height() >= 2 * metrics.lineSpacing(),
                 qPrintable(QString::number(view->visualItemRect(line).height())));
    QVERIFY(metrics.horizontalAdvance(line->text(1)) > view->columnWidth(1));
}

void ScenarioModelTest::theAllReduceCardSaysTheExpertsCollective()
{
    // A tester's DeepSeek-V3 run showed an all-reduce of 18.6 ms while 645 ms of
    // data-parallel communication was exposed: the routed experts' gradients go in a
    // collective of their own over the expert data-parallel ranks, which the card left out.
    auto w = test::makeWindow();
    const ScenarioRead read = ScenarioFile::read(
        QStringLiteral(SYNCWALL_TEST_DATA_DIR
                       "/../../resources/scenarios/mixtral-8x7b-512-h100.syncwall.json"),
        w->model()->catalog());
    QVERIFY(read.ok);
    w->model()->editScenario(read.scenario, QStringLiteral("load"));
    const core::Estimate& e = w->model()->estimate();
    const core::CollectiveResult& experts = e.expertAllreduce;
    QVERIFY(experts.ranks > 1 && experts.time_s > 0);
    const QString detail = w->explorer()->cards()->card(QStringLiteral("allreduce"))->detail();
    QVERIFY2(detail.contains(Units::shortDuration(experts.time_s)), qPrintable(detail));
    QVERIFY2(detail.contains(Units::count(experts.ranks)), qPrintable(detail));
    // A dense model keeps the algorithm and bus bandwidth.
    w->model()->editScenario(core::defaultScenario(w->model()->catalog()), QStringLiteral("dense"));
    const QString dense = w->explorer()->cards()->card(QStringLiteral("allreduce"))->detail();
    QVERIFY2(dense.contains(Units::bandwidth(w->model()->estimate().allreduce.busbw_Bps)),
             qPrintable(dense));
}

void ScenarioModelTest::theSyncWallCardSaysWhenNoCountIsValid()
{
    // A global batch of -5: every card showed a dash and every sweep row "no valid layout",
    // yet the sync wall card read "not reached, efficiency stays above 85 %".
    auto w = test::makeWindow();
    core::Scenario s = w->model()->scenario();
    s.training.globalBatch = -5;
    w->model()->editScenario(s, QStringLiteral("batch"));
    QVERIFY(!w->model()->isValid());
    auto* card = w->explorer()->cards()->card(QStringLiteral("wall"));
    if (w->model()->onlyLayoutIsWrong())
        QVERIFY(w->model()->analysis()->waitForSweep(60000));
    QTRY_COMPARE(card->value(), Units::dash());
    QVERIFY(!card->detail().contains(HeadlineCards::tr("not reached")));
}

QTEST_MAIN(ScenarioModelTest)
#include "scenario_model_test.moc"
