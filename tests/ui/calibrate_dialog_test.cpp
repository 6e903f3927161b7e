// The calibration dialog: applying a fit makes the estimate's step the measured one in one undo
// step, undo restores the estimate; refusals say why and cannot be applied; the headline card
// shows the P10-P90 band from the worker.

#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

#include "cards/card.h"
#include "cards/explorer_view.h"
#include "cards/headline_cards.h"
#include "cards/units.h"
#include "controls/typed_spin_box.h"
#include "core/jct_band.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "test_window.h"
#include "window/calibrate_dialog.h"

using namespace syncwall;
using namespace syncwall::ui;

class CalibrateDialogTest : public QObject {
    Q_OBJECT
private slots:
    void applyMatchesMeasuredStepAndUndoRestores();
    void refusalIsExplainedAndNotApplied();
    void expectedCardShowsTheBand();
    void typedMeasurementTakesLetters();
};

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
    QVERIFY(!dialog.calibrate().fitted());
    QVERIFY(!CalibrateDialog::statusText(dialog.result().status).isEmpty());
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
        QVERIFY(detail.contains(Units::duration(band.p10_s))
                && detail.contains(Units::duration(band.p90_s)));
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

QTEST_MAIN(CalibrateDialogTest)
#include "calibrate_dialog_test.moc"
