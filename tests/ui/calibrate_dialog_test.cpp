// The calibration dialog: applying a fit makes the estimate's step the measured one in one undo
// step, undo restores the estimate; refusals say why and cannot be applied; the headline card
// shows the P10-P90 band from the worker.

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include "cards/card.h"
#include "cards/explorer_view.h"
#include "cards/headline_cards.h"
#include "cards/units.h"
#include "controls/typed_spin_box.h"
#include "core/catalog.h"
#include "core/jct_band.h"
#include "core/scenario_io.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "test_window.h"
#include "window/calibrate_dialog.h"
#include "window/calibrate_result_text.h"
#include "window/calibrate_source_panel.h"

using namespace syncwall;
using namespace syncwall::ui;

class CalibrateDialogTest : public QObject {
    Q_OBJECT
private slots:
    void applyMatchesMeasuredStepAndUndoRestores();
    void refusalIsExplainedAndNotApplied();
    void expectedCardShowsTheBand();
    void typedMeasurementTakesLetters();
    void calibrateTakesTheTextShownAndTypingWithdrawsApply();
    void anUntypedValueFollowsTheScenario();
    void logAppliesItsMedianStepAsOneUndoStep();
    void logOfAnotherRunIsExplainedNotApplied();
    void ncclTestsFitTheScaleUpTierAsOneUndoStep();
    void ncclTestsWithoutCountsAskForThem();
    void screenshotOfTheLogCalibration();
};

namespace {

QString dataFile(const QString& relative)
{
    QFile f(QStringLiteral(SYNCWALL_TEST_DATA_DIR "/") + relative);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A Megatron-LM log of the window's scenario: iteration 1 slow (warm-up), then steps around
// `step_s` with one checkpoint iteration three times as long (an outlier).
QString megatronLog(double step_s, int globalBatch)
{
    const double factors[] = {1.4, 1.0, 1.01, 0.99, 1.0, 3.0, 1.0, 1.02, 0.98};
    QString text;
    for (int i = 0; i < 9; ++i)
        text += QStringLiteral(" [2024-04-06 02:58:%1] iteration %2/ 100 | consumed samples: 0 | "
                               "elapsed time per iteration (ms): %3 | global batch size: %4 |\n")
                    .arg(10 + i)
                    .arg(i + 1)
                    .arg(step_s * 1000 * factors[i], 0, 'f', 1)
                    .arg(globalBatch);
    return text;
}

QString resultText(CalibrateDialog& dialog)
{
    QString all;
    for (auto* label : dialog.findChildren<QLabel*>())
        all += label->text() + QLatin1Char('\n');
    return all;
}

}  // namespace

void CalibrateDialogTest::applyMatchesMeasuredStepAndUndoRestores()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(model->isValid());
    const double before_s = model->estimate().step.total_s;
    const int undoBefore = model->undoStack()->count();
    const double measured_s = before_s * 1.25;  // the real cluster is slower than the catalog

    CalibrateDialog dialog(model, w.get());
    dialog.setMeasurement({core::MeasurementKind::StepTime, measured_s});
    dialog.setKnob(core::CalibrationKnob::Compute);
    const core::CalibrationResult& r = dialog.calibrate();
    QVERIFY(r.fitted());
    QVERIFY(r.computeScale < 1.0);
    QVERIFY(dialog.apply());

    QCOMPARE(model->undoStack()->count(), undoBefore + 1);
    // The value as the field holds it (3 decimals), then exactly as the core fitted it.
    QVERIFY(qAbs(r.measuredStep_s - measured_s) <= 5e-4);
    QVERIFY(qAbs(model->estimate().step.total_s / r.measuredStep_s - 1.0) < 1e-6);
    QCOMPARE(model->scenario().calibration.computeScale, r.computeScale);
    QVERIFY(!dialog.apply());  // applied once

    model->undoStack()->undo();
    QCOMPARE(model->estimate().step.total_s, before_s);
}

void CalibrateDialogTest::refusalIsExplainedAndNotApplied()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const double before_s = model->estimate().step.total_s;
    CalibrateDialog dialog(model, w.get());
    dialog.setMeasurement({core::MeasurementKind::StepTime, before_s * 1e-4});  // beyond peak
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.resize(dialog.sizeHint());  // as it opens: sized for the one-line prompt
    QVERIFY(!dialog.calibrate().fitted());
    // The three-line refusal grows the dialog; the inputs above it keep their height (a tester
    // saw them squeezed to half-cut slivers).
    QApplication::processEvents();
    for (QWidget* input : {static_cast<QWidget*>(dialog.findChild<TypedSpinBox*>()),
                           static_cast<QWidget*>(dialog.findChild<QComboBox*>())})
        QVERIFY2(
            input->height() >= input->sizeHint().height(),
            qPrintable(
                QStringLiteral("%1 < %2").arg(input->height()).arg(input->sizeHint().height())));
    QVERIFY(!CalibrateResultText::status(dialog.result().status).isEmpty());
    QVERIFY(!dialog.apply());
    QCOMPARE(model->estimate().step.total_s, before_s);
}

void CalibrateDialogTest::expectedCardShowsTheBand()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    QVERIFY(model->analysis()->waitForIdle(60000));
    QVERIFY(model->analysis()->monteCarloState() == AnalysisRunner::State::Current);
    const core::JctBand band = model->analysis()->monteCarlo().band;
    QVERIFY(band.trials > 0);
    QVERIFY(band.p10_s <= band.p90_s);
    const QString detail = w->explorer()->cards()->card(QStringLiteral("expected"))->detail();
    if (band.outsideValidation)
        QVERIFY(detail.contains(QStringLiteral("validated")));
    else
        QVERIFY2(detail.contains(Units::durationRange(band.p10_s, band.p90_s)), qPrintable(detail));
    // One unit for both ends (the 1024 px card had cut "14.5 days – …"), the higher one's where
    // they would differ (a tester read "29.8 h – 2.2 days").
    QCOMPARE(Units::durationRange(14.5 * 86400, 16.9 * 86400),
             QStringLiteral("14.5\u201316.9 days"));
    QCOMPARE(Units::durationRange(40 * 3600, 2.1 * 86400), QStringLiteral("1.7\u20132.1 days"));
    QCOMPARE(Units::durationRange(100 * 60, 3 * 3600), QStringLiteral("1.7\u20133.0 h"));
}

void CalibrateDialogTest::typedMeasurementTakesLetters()
{
    auto w = test::makeWindow();
    CalibrateDialog dialog(w->model(), w.get());
    dialog.setMeasurement({core::MeasurementKind::TokensPerSecond, 1000});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* value = dialog.findChild<TypedSpinBox*>();
    QVERIFY(value);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("1.2M"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(value->value(), 1.2e6);

    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("fast"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(value->value(), 1.2e6);
    bool explained = false;
    for (auto* label : dialog.findChildren<QLabel*>())
        explained = explained || label->text().contains(QStringLiteral("“fast”"));
    QVERIFY(explained);
}

void CalibrateDialogTest::calibrateTakesTheTextShownAndTypingWithdrawsApply()
{
    // A tester typed 8.5, Return, then 20 and Alt+C without Return: the fit was 8.5's, and Apply
    // stored it while the box showed 20.
    auto w = test::makeWindow();
    // Two measurements the fit can take: a fifth and a half slower than predicted, in ms.
    const double predicted_s = w->model()->estimate().step.total_s;
    const double first_s = std::round(predicted_s * 1200) / 1000;
    const double second_s = std::round(predicted_s * 1500) / 1000;
    CalibrateDialog dialog(w->model(), w.get());
    dialog.setMeasurement({core::MeasurementKind::StepTime, 1});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* value = dialog.findChild<TypedSpinBox*>();
    QVERIFY(value);
    QPushButton *apply = nullptr, *calibrate = nullptr;
    for (auto* b : dialog.findChildren<QPushButton*>()) {
        if (b->text() == CalibrateDialog::tr("&Apply"))
            apply = b;
        if (b->text() == CalibrateDialog::tr("&Calibrate"))
            calibrate = b;
    }
    QVERIFY(apply && calibrate);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QString::number(first_s));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(dialog.calibrate().measuredStep_s, first_s);
    QVERIFY(apply->isEnabled());
    value->selectAll();
    QTest::keyClicks(value, QString::number(second_s));
    QVERIFY(!apply->isEnabled());  // the first fit no longer stands for what the box shows
    // Alt+C, the button's mnemonic, clicks it without taking the focus from the box.
    QVERIFY(QKeySequence::mnemonic(calibrate->text()) == QKeySequence(Qt::ALT | Qt::Key_C));
    calibrate->click();
    QVERIFY(value->hasFocus());
    QCOMPARE(value->value(), second_s);
    QVERIFY2(resultText(dialog).contains(Units::shortDuration(second_s)),
             qPrintable(resultText(dialog)));
    QVERIFY(apply->isEnabled());
    // Text the box cannot take is refused, not swapped for the last value and fitted.
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("abc"));
    calibrate->click();
    QVERIFY(!apply->isEnabled());
    QVERIFY2(resultText(dialog).contains(QStringLiteral("abc")), qPrintable(resultText(dialog)));

    // With the mouse the click ends the edit first: the box refuses "xyz" and goes back to the
    // last value, and the press that follows had fitted that value silently. The refusal stands
    // for that press; a second one fits the value shown.
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("xyz"));
    calibrate->setFocus();  // what the mouse press on the button does
    QTRY_VERIFY(resultText(dialog).contains(QStringLiteral("xyz")));
    calibrate->click();
    QVERIFY(!apply->isEnabled());
    QVERIFY2(resultText(dialog).contains(QStringLiteral("xyz")), qPrintable(resultText(dialog)));
    calibrate->click();
    QVERIFY(apply->isEnabled());

    // A step time reads its units: seconds, milliseconds.
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QString::number(first_s) + QStringLiteral(" s"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(value->value(), first_s);
    value->selectAll();
    QTest::keyClicks(value, QString::number(second_s * 1000) + QStringLiteral(" ms"));
    QTest::keyClick(value, Qt::Key_Return);
    QCOMPARE(value->value(), second_s);
}

void CalibrateDialogTest::anUntypedValueFollowsTheScenario()
{
    // Opened on an invalid scenario the value had read 0.001 s, and kept it once the scenario
    // was fixed. Until a measurement is typed it is the prediction of the scenario as it is.
    auto w = test::makeWindow();
    CalibrateDialog dialog(w->model(), w.get());
    auto* value = dialog.findChild<TypedSpinBox*>();
    QVERIFY(value);
    QCOMPARE(value->value(), std::round(w->model()->estimate().step.total_s * 1000) / 1000);
    w->model()->editField(QStringLiteral("cluster.gpus"), 3072);
    QCoreApplication::processEvents();
    QCOMPARE(value->value(), std::round(w->model()->estimate().step.total_s * 1000) / 1000);
    // Typed, it stays.
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("9.5"));
    QTest::keyClick(value, Qt::Key_Return);
    w->model()->editField(QStringLiteral("cluster.gpus"), 1536);
    QCoreApplication::processEvents();
    QCOMPARE(value->value(), 9.5);
}

void CalibrateDialogTest::logAppliesItsMedianStepAsOneUndoStep()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const double predicted_s = model->estimate().step.total_s;
    const double measured_s = std::round(predicted_s * 1.3 * 1000) / 1000;  // ms as logs print
    const int undoBefore = model->undoStack()->count();
    CalibrateDialog dialog(model, w.get());
    dialog.setSource(CalibrateDialog::Source::TrainingLog);
    dialog.sourcePanel()->setText(megatronLog(measured_s, model->scenario().training.globalBatch));
    const core::CalibrationResult& r = dialog.calibrate();
    QVERIFY(r.fitted());
    // Iterations 2-9 without the 3x one: 0.98 0.99 1.0 1.0 1.0 1.01 1.02 x step: median 1.0 x.
    QVERIFY(qAbs(r.measuredStep_s / measured_s - 1) < 1e-9);
    const QString shown = resultText(dialog);
    QVERIFY(shown.contains(QStringLiteral("Warm-up dropped (iterations 0 and 1), lines: 1")));
    QVERIFY(shown.contains(
        QStringLiteral("Outliers dropped (over 3 MADs and 5 % from the median), lines: 6")));
    QVERIFY(shown.contains(QStringLiteral("2, 3, 4, 5, 7, 8, 9")));
    QVERIFY(dialog.apply());
    QCOMPARE(model->undoStack()->count(), undoBefore + 1);
    QVERIFY(qAbs(model->estimate().step.total_s / measured_s - 1) < 1e-6);
    model->undoStack()->undo();
    QCOMPARE(model->estimate().step.total_s, predicted_s);
}

void CalibrateDialogTest::logOfAnotherRunIsExplainedNotApplied()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const int undoBefore = model->undoStack()->count();
    CalibrateDialog dialog(model, w.get());
    dialog.setSource(CalibrateDialog::Source::TrainingLog);
    dialog.sourcePanel()->setText(
        dataFile(QStringLiteral("imports/logs/torchtitan.qwen3-14b.8xB200.run217.log")));
    QVERIFY(!dialog.calibrate().fitted());
    QVERIFY(!dialog.apply());
    const QString shown = resultText(dialog);
    QVERIFY(shown.contains(QStringLiteral("The log's cluster.gpus is 8 (line 20)")));
    QVERIFY(shown.contains(QStringLiteral("Read a torchtitan log")));
    dialog.sourcePanel()->setText(QStringLiteral("no iterations here\n"));
    dialog.calibrate();
    QVERIFY(resultText(dialog).contains(QStringLiteral("No iteration line")));
    QCOMPARE(model->undoStack()->count(), undoBefore);
}

void CalibrateDialogTest::ncclTestsFitTheScaleUpTierAsOneUndoStep()
{
    auto w = test::makeWindow();
    auto* model = w->model();
    const int undoBefore = model->undoStack()->count();
    const double before = model->scenario().hardware.scaleUpEfficiency;
    CalibrateDialog dialog(model, w.get());
    dialog.setSource(CalibrateDialog::Source::NcclTests);
    dialog.sourcePanel()->setText(dataFile(
        QStringLiteral("imports/nccl/sendrecv_perf.1node-8xA100.li-plus-playground.excerpt.txt")));
    dialog.calibrate();
    QVERIFY(dialog.hasNcclResult());
    const core::NcclCalibration& r = dialog.ncclResult();
    QVERIFY(r.fitted());
    QVERIFY(r.tier == core::LinkTier::ScaleUp);
    QVERIFY(resultText(dialog).contains(QStringLiteral("hardware.scale_up_efficiency")));
    QVERIFY(dialog.apply());
    QCOMPARE(model->undoStack()->count(), undoBefore + 1);
    QCOMPARE(model->scenario().hardware.scaleUpEfficiency, r.efficiency);
    model->undoStack()->undo();
    QCOMPARE(model->scenario().hardware.scaleUpEfficiency, before);
}

void CalibrateDialogTest::ncclTestsWithoutCountsAskForThem()
{
    auto w = test::makeWindow();
    CalibrateDialog dialog(w->model(), w.get());
    dialog.setSource(CalibrateDialog::Source::NcclTests);
    dialog.sourcePanel()->setText(
        dataFile(QStringLiteral(
            "imports/nccl/all_gather_perf.1node-2gpu-bf16.nccl-issue1435.excerpt.txt")),
        QStringLiteral("all_gather_perf.1node-2gpu-bf16.nccl-issue1435.excerpt.txt"));
    dialog.calibrate();
    QVERIFY(!dialog.ncclResult().fitted());
    QVERIFY(resultText(dialog).contains(QStringLiteral("enter them below")));
    QVERIFY(!dialog.apply());
    dialog.sourcePanel()->setCounts(2, 1);
    dialog.calibrate();
    QVERIFY(dialog.ncclResult().fitted());
}

void CalibrateDialogTest::screenshotOfTheLogCalibration()
{
    // The run behind Megatron-LM issue 756 and its log, as docs/user-guide.md shows them.
    auto w = test::makeWindow();
    auto* model = w->model();
    const core::ParsedScenario run = core::parseScenario(
        dataFile(QStringLiteral("cli/calibrate/mixtral-8x7b-16-h100.syncwall.json")).toStdString(),
        core::Catalog::builtIn());
    QVERIFY(run.ok());
    model->editScenario(run.scenario, QStringLiteral("load"));
    CalibrateDialog dialog(model, w.get());
    dialog.setSource(CalibrateDialog::Source::TrainingLog);
    dialog.sourcePanel()->setText(dataFile(
        QStringLiteral("imports/logs/megatron-lm.mixtral8x7b-16xH100.issue756.excerpt.log")));
    dialog.resize(760, 720);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.calibrate().fitted());
    QApplication::processEvents();
    const QImage shot = dialog.grab().toImage();
    QVERIFY(!shot.isNull());
    // Not blank: the text and the result differ from the background.
    QSet<QRgb> colours;
    for (int y = 0; y < shot.height(); y += 7)
        for (int x = 0; x < shot.width(); x += 7)
            colours.insert(shot.pixel(x, y));
    QVERIFY(colours.size() > 8);
    const QByteArray out = qgetenv("SYNCWALL_DIALOG_SCREENSHOT");
    if (!out.isEmpty())
        QVERIFY(shot.save(QString::fromLocal8Bit(out)));
}

QTEST_MAIN(CalibrateDialogTest)
#include "calibrate_dialog_test.moc"
