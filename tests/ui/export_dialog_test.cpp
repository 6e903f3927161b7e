// The export dialog (issue 16, item 13): the title choice (the chart's, the wall callout from
// the core's wall, custom), the 16:9 slide preset, the GPU and JCT axis ranges and the series
// to draw, each turned into ExportOptions; the Plan view's deadline stored in the scenario.

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include "charts/chart_inputs.h"
#include "charts/chart_view.h"
#include "charts/scaling_chart.h"
#include "core/scenario_io.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "plan/plan_view.h"
#include "test_window.h"
#include "window/chart_tabs.h"
#include "window/export_controller.h"
#include "window/export_dialog.h"
#include "window/view_host.h"

using namespace syncwall;
using namespace syncwall::ui;

class ExportDialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void defaultsChangeNothing();
    void choicesBecomeExportOptions();
    void anEmptyRangeCannotBeAccepted();
    void planViewStoresTheDeadlineInTheScenario();
    void aHiddenChartIsBroughtUpToDateBeforeItsExport();
    void aNameWithoutSuffixTakesTheChosenFormats();

private:
    ScalingChart m_chart;
};

void ExportDialogTest::initTestCase()
{
    m_chart.setInputs(ChartInputs::compute(core::defaultScenario(core::Catalog::builtIn())));
}

void ExportDialogTest::defaultsChangeNothing()
{
    ExportDialog dialog(m_chart, QSize(900, 600), {});
    const ExportOptions o = dialog.options();
    QCOMPARE(o.title, m_chart.title());
    QVERIFY(o.display == ChartDisplay {});
    // The first preset is the 16:9 slide: 1920 x 1080 px on a 13.33 x 7.5 in page.
    QCOMPARE(dialog.size(), QSize(1920, 1080));
    QVERIFY(o.page_in.has_value());
    QCOMPARE(o.page_in->width() * 72, 960.0);
    QCOMPARE(o.page_in->height() * 72, 540.0);
}

void ExportDialogTest::choicesBecomeExportOptions()
{
    ExportDialog dialog(m_chart, QSize(900, 600), {QStringLiteral("ideal")});
    auto combos = dialog.findChildren<QComboBox*>();
    // Title: the callout, from the core's wall of this sweep.
    QComboBox* kind = combos.at(0);
    kind->setCurrentIndex(1);
    const core::SyncWall wall = core::findSyncWall(m_chart.inputs().sweep);
    QVERIFY(wall.wall_gpus.has_value());
    QCOMPARE(dialog.options().title,
             QStringLiteral("The sync wall is at %1 GPUs: more GPUs make this job slower")
                 .arg(QLocale().toString(*wall.wall_gpus)));
    // Custom text is typed.
    kind->setCurrentIndex(2);
    auto* title = dialog.findChildren<QLineEdit*>().at(0);
    QVERIFY(!title->isReadOnly());
    title->setText(QStringLiteral("Cluster A"));
    QCOMPARE(dialog.options().title, QStringLiteral("Cluster A"));
    // The 1920 x 1080 preset without a page; GPU axis 256 to 4,096; JCT axis 2 to 60 days.
    combos.at(1)->setCurrentIndex(1);
    QVERIFY(!dialog.options().page_in);
    QComboBox* from = combos.at(2);
    QComboBox* to = combos.at(3);
    from->setCurrentIndex(from->findData(256));
    to->setCurrentIndex(to->findData(4096));
    auto spins = dialog.findChildren<QDoubleSpinBox*>();
    spins.at(0)->setValue(2);
    spins.at(1)->setValue(60);
    // Series: the remembered "ideal" starts unchecked; unchecking "predicted" hides it too.
    QStringList unchecked;
    for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) {
        if (box->text() == ScalingChart::tr("JCT without failures"))
            box->setChecked(false);
        if (!box->isChecked())
            unchecked << box->text();
    }
    QCOMPARE(unchecked.size(), 2);
    const ExportOptions o = dialog.options();
    QCOMPARE(o.display.minGpus, std::optional(256));
    QCOMPARE(o.display.maxGpus, std::optional(4096));
    QCOMPARE(o.display.minJct_s, std::optional(2 * 86400.0));
    QCOMPARE(o.display.maxJct_s, std::optional(60 * 86400.0));
    QCOMPARE(o.display.hiddenSeries,
             (QStringList {QStringLiteral("predicted"), QStringLiteral("ideal")}));
    QCOMPARE(dialog.hiddenSeries(), o.display.hiddenSeries);
}

void ExportDialogTest::anEmptyRangeCannotBeAccepted()
{
    ExportDialog dialog(m_chart, QSize(900, 600), {});
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    auto combos = dialog.findChildren<QComboBox*>();
    combos.at(2)->setCurrentIndex(combos.at(2)->findData(4096));
    combos.at(3)->setCurrentIndex(combos.at(3)->findData(256));
    QVERIFY(!ok->isEnabled());
    combos.at(3)->setCurrentIndex(combos.at(3)->findData(8192));
    QVERIFY(ok->isEnabled());
    auto spins = dialog.findChildren<QDoubleSpinBox*>();
    spins.at(0)->setValue(50);
    spins.at(1)->setValue(5);
    QVERIFY(!ok->isEnabled());
    // The dialog says why OK is off, and what a JCT field cannot take, naming field and range,
    // instead of dropping the "e" of 1e99 (it read 199) or going back to auto in silence.
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("rangeProblem"));
    QVERIFY(problem);
    QVERIFY2(problem->text().contains(QStringLiteral("must start below")),
             qPrintable(problem->text()));
    spins.at(1)->setValue(0);
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->isHidden());
    const auto typeInto = [](QDoubleSpinBox* spin, const QString& text) {
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Return);
    };
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typeInto(spins.at(1), QStringLiteral("1e99"));
    QCOMPARE(spins.at(1)->value(), 0.0);  // not 199
    QVERIFY2(problem->text().contains(QStringLiteral("between 0 (auto) and 10,000,000 days"))
                 && problem->text().contains(QStringLiteral("1e99"))
                 && problem->text().contains(QStringLiteral("went back to auto")),
             qPrintable(problem->text()));
    typeInto(spins.at(1), QStringLiteral("abc"));
    QVERIFY2(problem->text().contains(QStringLiteral("not a number of days")),
             qPrintable(problem->text()));
    typeInto(spins.at(1), QStringLiteral("1.5k"));
    QCOMPARE(spins.at(1)->value(), 1500.0);
    QVERIFY(problem->isHidden());
}

void ExportDialogTest::planViewStoresTheDeadlineInTheScenario()
{
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    PlanView* view = w->plan();
    QVERIFY(!w->model()->scenario().plan.deadline_s);
    auto* draw = view->findChild<QCheckBox*>();
    auto* days = view->findChildren<QDoubleSpinBox*>().at(0);
    days->setValue(45);
    QVERIFY(!w->model()->scenario().plan.deadline_s);  // not drawn: not stored
    draw->setChecked(true);
    QCOMPARE(w->model()->scenario().plan.deadline_s, std::optional(45 * 86400.0));
    days->setValue(30);
    QCOMPARE(w->model()->scenario().plan.deadline_s, std::optional(30 * 86400.0));
    // Undo twice: no deadline, and the box follows the scenario.
    w->model()->undoStack()->undo();
    w->model()->undoStack()->undo();
    QVERIFY(!w->model()->scenario().plan.deadline_s);
    QVERIFY(!draw->isChecked());
    view->waitForPlan(60000);
}

void ExportDialogTest::aHiddenChartIsBroughtUpToDateBeforeItsExport()
{
    // Ctrl+E from the Explorer exports the scaling chart, which, hidden, had last been drawn
    // for an older scenario (or never: the export dialog's GPU axis lists were empty).
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("explorer")));
    QVERIFY(w->model()->analysis()->waitForIdle(60000));
    w->model()->editField(QStringLiteral("cluster.gpus"), 3072);
    QVERIFY(w->model()->analysis()->waitForIdle(60000));
    QCoreApplication::processEvents();
    ChartView* scaling = w->charts()->chart(QStringLiteral("scaling"));
    QVERIFY(scaling);
    w->charts()->bringUpToDate(scaling);
    QCOMPARE(scaling->inputs().scenario.gpus, 3072);
    QVERIFY(!scaling->inputs().sweep.points.empty());
}

void ExportDialogTest::aNameWithoutSuffixTakesTheChosenFormats()
{
    // "exp_de" with the PNG filter had been refused ("unknown format"); Save As adds its own.
    const QString png = ExportController::tr("PNG image (*.png)");
    QCOMPARE(ExportController::withFilterSuffix(QStringLiteral("/tmp/exp_de"), png),
             QStringLiteral("/tmp/exp_de.png"));
    QCOMPARE(ExportController::withFilterSuffix(QStringLiteral("/tmp/a.svg"), png),
             QStringLiteral("/tmp/a.svg"));  // a format's own suffix is kept
    QCOMPARE(ExportController::withFilterSuffix(QStringLiteral("/tmp/v1.2"),
                                                QStringLiteral("CSV data (*.csv)")),
             QStringLiteral("/tmp/v1.2.csv"));
}

QTEST_MAIN(ExportDialogTest)
#include "export_dialog_test.moc"
