// The Plan view: one row per system of the catalog, each the core's plan for the scenario as it
// stands (core::planRuns), refreshed when the goal or the scenario changes.

#include <QApplication>
#include <QDoubleSpinBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTableWidget>
#include <QTest>

#include "controls/typed_spin_box.h"
#include "core/plan.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "plan/plan_view.h"
#include "test_window.h"
#include "theme/theme.h"
#include "window/view_host.h"

using namespace syncwall;
using namespace syncwall::ui;

class PlanViewTest : public QObject {
    Q_OBJECT
private slots:
    void rowsAreTheCoresPlans();
    void goalAndScenarioChangesReplan();
    void planWaitsForTheSweep();
    void typedGoalsTakeTheirUnitsOrSayWhy();
    void goalButtonsShowInTheDarkTheme();
};

void PlanViewTest::typedGoalsTakeTheirUnitsOrSayWhy()
{
    // A tester typed "3 months" and "2160 h" and got plans for 3 and 2,160 days, and
    // "20 million" for 20 dollars: the unit word was dropped while the number was taken.
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    PlanView* view = w->plan();
    const QList<TypedSpinBox*> boxes = view->findChildren<TypedSpinBox*>();
    QCOMPARE(boxes.size(), 2);
    TypedSpinBox* deadline = boxes.at(0);
    TypedSpinBox* budget = boxes.at(1);
    const auto type = [](TypedSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
        return box->value();
    };
    // What an input method commits (keyClicks types Latin-1 only): the text a Chinese or
    // Japanese user composes, then Return.
    const auto compose = [](TypedSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QApplication::sendEvent(box->findChild<QLineEdit*>(), &commit);
        QTest::keyClick(box, Qt::Key_Return);
        return box->value();
    };
    const auto near = [](double a, double b) { return std::abs(a - b) < 1e-9 * std::abs(b); };
    QVERIFY(near(type(deadline, QStringLiteral("3 months")), 3 * 365.25 / 12));
    QVERIFY(near(type(deadline, QStringLiteral("12 weeks")), 84));
    QVERIFY(near(type(deadline, QStringLiteral("2160 h")), 90));
    QVERIFY(near(type(deadline, QStringLiteral("1 year")), 365.25));
    QVERIFY(near(type(deadline, QStringLiteral("45 days")), 45));
    // Refused: the field keeps its value and the view says why, naming the units and range.
    QVERIFY(near(type(deadline, QStringLiteral("0")), 45));
    QLabel* said = nullptr;
    for (QLabel* label : view->findChildren<QLabel*>())
        if (label->isVisible() && label->text().contains(QStringLiteral("plan can take")))
            said = label;
    QVERIFY(said);
    QVERIFY2(said->text().contains(QStringLiteral("\u201C0\u201D")), qPrintable(said->text()));
    QVERIFY2(said->text().contains(QStringLiteral("outside")), qPrintable(said->text()));
    QVERIFY(near(type(deadline, QStringLiteral("6 fortnights")), 45));
    QVERIFY(said->isVisible());
    // Text it cannot read says which units it reads.
    QVERIFY2(said->text().contains(QStringLiteral("12 weeks")), qPrintable(said->text()));
    QVERIFY(near(type(deadline, QStringLiteral("60")), 60));
    QVERIFY(!said->isVisible());  // a value taken clears it
    QVERIFY(near(type(deadline, QStringLiteral("0")), 60));
    QVERIFY(said->isVisible());
    QVERIFY(near(type(deadline, QStringLiteral("60")), 60));  // the value it already had
    QVERIFY(!said->isVisible());
    QVERIFY(near(type(deadline, QStringLiteral("48 H")), 2));  // not a magnitude letter

    view->findChildren<QRadioButton*>().at(1)->click();
    QVERIFY(near(type(budget, QStringLiteral("20 million")), 20e6));
    QVERIFY(near(type(budget, QStringLiteral("$35M")), 35e6));
    QVERIFY(near(type(budget, QStringLiteral("2e7")), 20e6));
    QVERIFY(near(type(budget, QStringLiteral("1.5 billion USD")), 1.5e9));
    QVERIFY(near(type(budget, QStringLiteral("20 million dollars")), 20e6));
    QVERIFY(near(type(budget, QStringLiteral("1.5 bn")), 1.5e9));
    // Ten thousands and hundred millions, as Chinese and Japanese write budgets, in any UI
    // language, with or without the currency.
    QVERIFY(near(compose(budget, QStringLiteral("2000\u4E07")), 2e7));
    QVERIFY(near(compose(budget, QStringLiteral("1.5\u4EBF")), 1.5e8));
    QVERIFY(near(compose(budget, QStringLiteral("500\u842C\u7F8E\u5143")), 5e6));
    QVERIFY(near(compose(budget, QStringLiteral("3\u5343\u4E07")), 3e7));  // thousand ten-thousands
    QVERIFY(near(compose(budget, QStringLiteral("3\u5104")), 3e8));
    QVERIFY(near(type(budget, QStringLiteral("100 EUR")), 3e8));  // refused: the value stays
    bool named = false;
    for (QLabel* label : view->findChildren<QLabel*>())
        named = named || (label->isVisible() && label->text().contains(QStringLiteral("EUR")));
    QVERIFY(named);
    // A number read but past the range says the range, not how to write a budget.
    QVERIFY(near(compose(budget, QStringLiteral("2\u4E07\u4EBF")), 3e8));  // 2e12 > 1e12
    bool outside = false;
    for (QLabel* label : view->findChildren<QLabel*>())
        outside =
            outside || (label->isVisible() && label->text().contains(QStringLiteral("outside")));
    QVERIFY(outside);
}

void PlanViewTest::planWaitsForTheSweep()
{
    // On two cores the plan's search would take a core from the sweep the frame waits for: a
    // scenario change plans once that sweep has landed, and the plan is then this scenario's.
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    PlanView* view = w->plan();
    QVERIFY(view->waitForPlan(60000));
    w->model()->editField(QStringLiteral("cluster.gpus"), 3072);
    QVERIFY(!w->model()->analysis()->isSweepSettled());
    QVERIFY(view->isBusy());
    QVERIFY(!view->isSearching());
    QVERIFY(w->model()->analysis()->waitForSweep(60000));
    QVERIFY(view->isSearching());
    QVERIFY(view->waitForPlan(60000));
    QCOMPARE(view->table()->rowCount(), int(w->model()->catalog().systems().size()));
}

void PlanViewTest::rowsAreTheCoresPlans()
{
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    PlanView* view = w->plan();
    QVERIFY(view->waitForPlan(60000));
    const core::Catalog& catalog = w->model()->catalog();
    QCOMPARE(view->table()->rowCount(), int(catalog.systems().size()));
    // The row of dgx-h100 shows the core's fewest GPUs for the default 90-day deadline.
    core::PlanGoal goal;
    goal.deadline_s = 90 * 86400.0;
    const core::SystemPlan plan =
        core::planRuns(w->model()->scenario(), catalog, goal, {"dgx-h100"}).at(0);
    QVERIFY(plan.found);
    bool seen = false;
    for (int row = 0; row < view->table()->rowCount(); ++row) {
        if (view->table()->item(row, PlanView::SystemColumn)->text() != QLatin1String("dgx-h100"))
            continue;
        seen = true;
        QCOMPARE(view->table()->item(row, PlanView::GpusColumn)->text(),
                 QLocale().toString(plan.gpus));
        QCOMPARE(view->table()->item(row, PlanView::GoalColumn)->text(), PlanView::tr("met"));
    }
    QVERIFY(seen);
    // A dense model's plans use no CP or EP: the layout column leaves them out ("CP 1 · EP 1" on
    // every row had pushed Cost and Goal off a 1024 px window), and says TP, PP and DP, each
    // kept with its degree where the cell wraps ("DP" / "1,024" had broken apart).
    for (int row = 0; row < view->table()->rowCount(); ++row) {
        QString layout = view->table()->item(row, PlanView::LayoutColumn)->text();
        QVERIFY2(!layout.contains(QStringLiteral("DP ")), qPrintable(layout));
        layout.replace(QChar(0x00A0), QLatin1Char(' '));
        QVERIFY2(!layout.contains(QStringLiteral("CP")) && !layout.contains(QStringLiteral("EP")),
                 qPrintable(layout));
        QVERIFY2(layout == QStringLiteral("\u2013") || layout.startsWith(QStringLiteral("TP ")),
                 qPrintable(layout));
    }
}

void PlanViewTest::goalAndScenarioChangesReplan()
{
    auto w = test::makeWindow();
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    PlanView* view = w->plan();
    QVERIFY(view->waitForPlan(60000));
    // A budget of one dollar: every system is over it and shows its cheapest run.
    auto* budget = view->findChildren<QRadioButton*>().at(1);
    budget->click();
    auto* spin = view->findChildren<QDoubleSpinBox*>().at(1);
    spin->setValue(1);
    QVERIFY(view->waitForPlan(60000));
    // A word in the cell (the sentence had pushed the column off a 1024 px window), the
    // sentence in its tooltip.
    QCOMPARE(view->table()->item(0, PlanView::GoalColumn)->text(), PlanView::tr("over budget"));
    QCOMPARE(view->table()->item(0, PlanView::GoalColumn)->toolTip(),
             PlanView::tr("over budget: the cheapest run shown"));
    // A scenario change while shown replans: twice the tokens, a longer cheapest run.
    const QString before = view->table()->item(0, PlanView::JctColumn)->text();
    w->model()->editField(QStringLiteral("training.tokens"),
                          w->model()->scenario().training.tokens * 2);
    QVERIFY(view->isBusy());
    QVERIFY(view->waitForPlan(60000));
    QVERIFY2(view->table()->item(0, PlanView::JctColumn)->text() != before, qPrintable(before));
}

void PlanViewTest::goalButtonsShowInTheDarkTheme()
{
    // Fusion outlines a radio button in the window colour made darker: on the dark palette the
    // unchecked goal button was next to black on a near-black field (a tester could not see it).
    // Its indicator now has an edge well above the field's lightness (theme/indicator_style.h).
    auto w = test::makeWindow();
    Theme::apply(ThemeChoice::Dark);
    QVERIFY(w->views()->select(QStringLiteral("plan")));
    w->resize(1200, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QRadioButton* unchecked = nullptr;
    for (QRadioButton* button : w->plan()->findChildren<QRadioButton*>())
        if (!button->isChecked())
            unchecked = button;
    QVERIFY(unchecked);
    QStyleOptionButton option;
    option.initFrom(unchecked);
    const QRect indicator =
        unchecked->style()->subElementRect(QStyle::SE_RadioButtonIndicator, &option, unchecked);
    const QImage image = unchecked->grab(indicator).toImage();
    int brightest = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            brightest = std::max(brightest, QColor(image.pixel(x, y)).lightness());
    const int field = unchecked->palette().color(QPalette::Base).lightness();
    Theme::apply(ThemeChoice::Light);
    QVERIFY2(brightest >= field + 60,
             qPrintable(QStringLiteral("edge %1, field %2").arg(brightest).arg(field)));
}

QTEST_MAIN(PlanViewTest)
#include "plan_view_test.moc"
