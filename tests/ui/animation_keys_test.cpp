// On the Animations view the transport keys (Space, Left/Right, Home/End) drive the animation
// even while a panel field has the focus, and never edit the scenario; on other views the
// field keeps its keys.

#include <QSlider>
#include <QTest>

#include "animation/animation_view.h"
#include "animation/playback_clock.h"
#include "controls/value_field.h"
#include "core/scenario_io.h"
#include "model/scenario_model.h"
#include "panel/field_row.h"
#include "panel/parameter_panel.h"
#include "test_window.h"
#include "window/animation_tab.h"
#include "window/view_host.h"

using namespace syncwall;
using namespace syncwall::ui;

class AnimationKeysTest : public QObject {
    Q_OBJECT
private slots:
    void transportKeysDriveTheAnimationFromAPanelField_data();
    void transportKeysDriveTheAnimationFromAPanelField();
    void otherViewsLeaveTheKeysToTheField();
};

void AnimationKeysTest::transportKeysDriveTheAnimationFromAPanelField_data()
{
    QTest::addColumn<bool>("slider");
    QTest::newRow("typed field") << false;
    QTest::newRow("slider") << true;
}

void AnimationKeysTest::transportKeysDriveTheAnimationFromAPanelField()
{
    QFETCH(bool, slider);
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QVERIFY(w->views()->select(QStringLiteral("animations")));
    ValueField* gpus = w->panel()->row(QStringLiteral("cluster.gpus"))->valueField();
    QWidget* field = slider ? static_cast<QWidget*>(gpus->slider()) : gpus->spinBox();
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());

    auto* model = w->model();
    const std::string before = core::scenarioToJson(model->scenario());
    const int undoBefore = model->undoStack()->count();
    PlaybackClock* clock = w->animations()->view()->clock();
    QVERIFY(clock->stops().size() > 2);
    clock->toStart();

    QTest::keyClick(field, Qt::Key_Right);
    QCOMPARE(clock->stopIndex(), 1);
    QTest::keyClick(field, Qt::Key_Right);
    QCOMPARE(clock->stopIndex(), 2);
    QTest::keyClick(field, Qt::Key_Left);
    QCOMPARE(clock->stopIndex(), 1);
    QTest::keyClick(field, Qt::Key_End);
    QCOMPARE(clock->phase(), 1.0);
    QTest::keyClick(field, Qt::Key_Home);
    QCOMPARE(clock->phase(), 0.0);
    QVERIFY(!clock->isPlaying());
    QTest::keyClick(field, Qt::Key_Space);
    QVERIFY(clock->isPlaying());
    QTest::keyClick(field, Qt::Key_Space);
    QVERIFY(!clock->isPlaying());
    // Speed from the keyboard, which presentation mode (its speed box hidden) needs.
    QCOMPARE(clock->speed(), 1.0);
    QTest::keyClick(field, Qt::Key_BracketRight);
    QCOMPARE(clock->speed(), 2.0);
    QTest::keyClick(field, Qt::Key_BracketLeft);
    QTest::keyClick(field, Qt::Key_BracketLeft);
    QCOMPARE(clock->speed(), 0.5);

    QCOMPARE(core::scenarioToJson(model->scenario()), before);
    QCOMPARE(model->undoStack()->count(), undoBefore);
    QVERIFY(field->hasFocus());
}

void AnimationKeysTest::otherViewsLeaveTheKeysToTheField()
{
    auto w = test::makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QVERIFY(w->views()->select(QStringLiteral("explorer")));
    QSlider* slider = w->panel()->row(QStringLiteral("cluster.gpus"))->valueField()->slider();
    slider->setFocus();
    QTRY_VERIFY(slider->hasFocus());
    const int before = w->model()->scenario().gpus;
    const double phase = w->animations()->view()->clock()->phase();
    QTest::keyClick(slider, Qt::Key_Right);
    QVERIFY(w->model()->scenario().gpus > before);
    QCOMPARE(w->animations()->view()->clock()->phase(), phase);
}

QTEST_MAIN(AnimationKeysTest)
#include "animation_keys_test.moc"
