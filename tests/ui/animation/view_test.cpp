// AnimationView and its clock: playback, stepping, keys, presentation mode, accessibility.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "ui/animation/animation_canvas.h"
#include "ui/animation/animation_view.h"
#include "ui/animation/playback_clock.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

// The view on the default scenario, shown at 1000 x 640.
bool showDefault(AnimationView& view)
{
    const core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    view.setInputs(s, core::estimate(s));
    view.resize(1000, 640);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

}  // namespace

TEST(PlaybackClock, PlaysAtSpeedStepsAndLoops)
{
    PlaybackClock clock;
    clock.setTimeline(10.0, {0.0, 0.25, 0.5, 1.0});
    clock.play();
    clock.advance(1.0);
    EXPECT_NEAR(clock.phase(), 0.1, 1e-12);
    clock.setSpeed(4.0);
    clock.advance(1.0);
    EXPECT_NEAR(clock.phase(), 0.5, 1e-12);
    clock.stepForward();
    EXPECT_FALSE(clock.isPlaying());  // stepping pauses
    EXPECT_DOUBLE_EQ(clock.phase(), 1.0);
    clock.stepBack();
    clock.stepBack();
    EXPECT_DOUBLE_EQ(clock.phase(), 0.25);
    clock.setSpeed(100);
    EXPECT_DOUBLE_EQ(clock.speed(), 4.0);

    clock.setLoop(false);
    clock.play();
    clock.advance(100);
    EXPECT_DOUBLE_EQ(clock.phase(), 1.0);
    EXPECT_FALSE(clock.isPlaying());  // no loop: stops at the end
    clock.setLoop(true);
    clock.play();  // from the end, play restarts
    EXPECT_DOUBLE_EQ(clock.phase(), 0.0);
}

TEST(PlaybackClock, ReducedMotionHoldsWholeSteps)
{
    PlaybackClock clock;
    clock.setTimeline(10.0, {0.0, 0.25, 0.5, 1.0});
    clock.setPhase(0.3);
    clock.setReducedMotion(true);
    EXPECT_DOUBLE_EQ(clock.phase(), 0.25);  // snapped to the step shown
    clock.play();
    clock.advance(1.0);
    EXPECT_DOUBLE_EQ(clock.phase(), 0.25);  // held
    clock.advance(2.0);
    EXPECT_DOUBLE_EQ(clock.phase(), 0.5);  // then the next whole step
    EXPECT_TRUE(clock.isPlaying());
}

TEST(AnimationView, KeysDriveTheClockAndEscLeavesPresentation)
{
    AnimationView view;
    ASSERT_TRUE(showDefault(view));
    view.canvas()->setFocus();

    EXPECT_TRUE(view.setAnimation(QStringLiteral("ring-tree")));
    EXPECT_EQ(view.animation(), QStringLiteral("ring-tree"));
    EXPECT_FALSE(view.setAnimation(QStringLiteral("spiral")));
    EXPECT_EQ(view.animation(), QStringLiteral("ring-tree"));

    const QString before = view.canvas()->accessibleDescription();
    EXPECT_FALSE(before.isEmpty());
    QTest::keyClick(view.canvas(), Qt::Key_Right);
    EXPECT_GT(view.clock()->phase(), 0.0);
    EXPECT_NE(view.canvas()->accessibleDescription(), before);  // the summary follows the step
    QTest::keyClick(view.canvas(), Qt::Key_End);
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 1.0);
    QTest::keyClick(view.canvas(), Qt::Key_Home);
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 0.0);
    QTest::keyClick(view.canvas(), Qt::Key_Space);
    EXPECT_TRUE(view.clock()->isPlaying());
    QTest::keyClick(view.canvas(), Qt::Key_Space);
    EXPECT_FALSE(view.clock()->isPlaying());

    QSignalSpy exits(&view, &AnimationView::presentationExitRequested);
    QTest::keyClick(view.canvas(), Qt::Key_Escape);
    EXPECT_EQ(exits.count(), 0);  // Esc means nothing outside presentation
    view.setPresentationMode(true);
    EXPECT_TRUE(view.canvas()->frameStyle().presentation);
    QTest::keyClick(view.canvas(), Qt::Key_Escape);
    EXPECT_EQ(exits.count(), 1);
}

TEST(AnimationView, TabVisitsWhatToShowThenThePictureThenTheTransport)
{
    // Tab had gone from the canvas through the transport and only then to "Show:" and the
    // algorithm above them: the order a person reads the view in is top to bottom.
    AnimationView view;
    ASSERT_TRUE(showDefault(view));
    QList<QWidget*> chain;
    QWidget* w = &view;
    do {
        w = w->nextInFocusChain();
        if (w->isVisible() && (w->focusPolicy() & Qt::TabFocus) && !chain.contains(w))
            chain << w;
    } while (w != &view);
    const auto first = [&chain](auto predicate) {
        for (qsizetype i = 0; i < chain.size(); ++i)
            if (predicate(chain[i]))
                return i;
        return qsizetype(-1);
    };
    const qsizetype show =
        first([](QWidget* x) { return x->accessibleName() == QStringLiteral("Animation"); });
    const qsizetype algorithm = first(
        [](QWidget* x) { return x->accessibleName() == QStringLiteral("All-reduce algorithm"); });
    const qsizetype canvas = first([&view](QWidget* x) { return x == view.canvas(); });
    const qsizetype transport = first([](QWidget* x) { return x->inherits("QToolButton"); });
    ASSERT_GE(show, 0);
    ASSERT_GE(canvas, 0);
    ASSERT_GE(transport, 0);
    EXPECT_LT(show, algorithm);
    EXPECT_LT(algorithm, canvas);
    EXPECT_LT(canvas, transport);
}

TEST(AnimationView, NewInputsKeepThePlace)
{
    AnimationView view;
    core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    view.setInputs(s, core::estimate(s));
    view.setAnimation(QStringLiteral("pipeline"));
    view.clock()->setPhase(0.4);
    s.stragglers.slowGpuFraction = 0.1;
    view.setInputs(s, core::estimate(s));
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 0.4);
    EXPECT_EQ(view.animation(), QStringLiteral("pipeline"));
}

TEST(AnimationView, AnotherAnimationStartsAtItsBeginning)
{
    // DDP chosen after the ring had been left at its end opened at "Phase 5 of 5". Another
    // animation starts at its beginning, by the selector or by name; the same one keeps its
    // place.
    AnimationView view;
    core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    view.setInputs(s, core::estimate(s));
    ASSERT_TRUE(view.setAnimation(QStringLiteral("ring")));
    view.clock()->setPhase(1.0);
    ASSERT_TRUE(view.setAnimation(QStringLiteral("ddp")));
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 0.0);
    view.clock()->setPhase(0.6);
    ASSERT_TRUE(view.setAnimation(QStringLiteral("ddp")));
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 0.6);
    auto* kinds = view.findChildren<QComboBox*>().front();
    const int other = kinds->currentIndex() == 0 ? 1 : 0;
    kinds->setCurrentIndex(other);
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 0.0);
}

// The MoE animation answers the transport keys as the others do: Right steps phase by phase
// (route, dispatch, experts, combine, sum), End and Home jump, Space plays.
TEST(AnimationView, MoeStepsThroughItsFivePhases)
{
    AnimationView view;
    ASSERT_TRUE(showDefault(view));
    view.canvas()->setFocus();
    ASSERT_TRUE(view.setAnimation(QStringLiteral("moe-skew")));
    EXPECT_EQ(view.animation(), QStringLiteral("moe-skew"));
    EXPECT_EQ(view.clock()->stops().size(), 6u);  // five phases: six edges
    QTest::keyClick(view.canvas(), Qt::Key_Home);
    const QString before = view.canvas()->accessibleDescription();
    QTest::keyClick(view.canvas(), Qt::Key_Right);
    EXPECT_GT(view.clock()->phase(), 0.0);
    EXPECT_NE(view.canvas()->accessibleDescription(), before);
    QTest::keyClick(view.canvas(), Qt::Key_End);
    EXPECT_DOUBLE_EQ(view.clock()->phase(), 1.0);
    QTest::keyClick(view.canvas(), Qt::Key_Space);
    EXPECT_TRUE(view.clock()->isPlaying());
    QTest::keyClick(view.canvas(), Qt::Key_Space);
    EXPECT_FALSE(view.clock()->isPlaying());
}
