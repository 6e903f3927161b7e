// Painted frames: a pure function of (scenario, estimate, phase) that changes with the phase.
#include <gtest/gtest.h>

#include <QFontMetricsF>
#include <QImage>
#include <QImageReader>
#include <QTemporaryDir>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/scenario_io.h"
#include "ui/animation/frame_painter.h"
#include "ui/animation/paint_kit.h"
#include "ui/animation/palette.h"

using namespace syncwall;
using namespace syncwall::ui;

namespace {

FrameInputs inputsFor(const QString& name, AnimationKind* kind)
{
    FrameInputs in;
    in.scenario = core::defaultScenario(core::Catalog::builtIn());
    in.scenario.stragglers.slowGpuFraction = 0.2;
    in.estimate = core::estimate(in.scenario);
    EXPECT_TRUE(parseAnimationName(name, kind, &in)) << name.toStdString();
    return in;
}

QImage frame(AnimationKind kind, const FrameInputs& in, double phase, bool presentation = false)
{
    QImage image(640, 360, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    paintAnimationFrame(painter, image.rect(), kind, in, phase,
                        FrameStyle::forPresentation(presentation, false));
    return image;
}

int differingPixels(const QImage& a, const QImage& b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

}  // namespace

TEST(FramePainter, FramesAtDifferentPhasesDifferAndRepeatExactly)
{
    for (const QString& name : animationNames()) {
        AnimationKind kind {};
        const FrameInputs in = inputsFor(name, &kind);
        const QImage early = frame(kind, in, 0.1);
        const QImage late = frame(kind, in, 0.7);
        EXPECT_GT(differingPixels(early, late), 500) << name.toStdString();
        EXPECT_EQ(early, frame(kind, in, 0.1))
            << name.toStdString();                     // pure: same inputs, same pixels
        EXPECT_NE(frame(kind, in, 0.1, true), early);  // presentation restyles
    }
}

TEST(FramePainter, NamesRoundTripAndDescriptionsFollowThePhase)
{
    for (const QString& name : animationNames()) {
        AnimationKind kind {};
        const FrameInputs in = inputsFor(name, &kind);
        EXPECT_EQ(animationName(kind, in), name);
        const QString a = describeAnimationFrame(kind, in, 0.05);
        const QString b = describeAnimationFrame(kind, in, 0.95);
        EXPECT_FALSE(a.isEmpty());
        EXPECT_NE(a, b) << name.toStdString();
        EXPECT_FALSE(a.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    }
    AnimationKind kind {};
    EXPECT_FALSE(parseAnimationName(QStringLiteral("spiral"), &kind, nullptr));
}

TEST(FramePainter, StopsAreOneRingStepApart)
{
    AnimationKind kind {};
    const FrameInputs in = inputsFor(QStringLiteral("ring"), &kind);
    const std::vector<double> stops = animationStops(kind, in);
    ASSERT_EQ(stops.size(), 15u);  // 8 GPUs drawn: 2(8-1) steps and the end
    EXPECT_DOUBLE_EQ(stops.front(), 0.0);
    EXPECT_DOUBLE_EQ(stops.back(), 1.0);
    EXPECT_NEAR(stops[7], 0.5, 1e-12);  // reduce-scatter ends half-way
    const std::vector<double> ddp = animationStops(AnimationKind::Ddp, in);
    EXPECT_GE(ddp.size(), 6u);  // at least one stop per phase
    EXPECT_TRUE(std::is_sorted(ddp.begin(), ddp.end()));
}

TEST(FramePainter, AStopShowsWhatStartsThere)
{
    // Stepping with the Right key lands on a stop: the frame must show the segment starting
    // there. DDP at the forward of the 2nd and 3rd micro-batch had shown the backward just
    // ended ("Backward 1/4"): the stop is time / span and phase x span fell a rounding error
    // short. A thousandth of the way to the next stop shows the same.
    for (const QString& name : animationNames()) {
        AnimationKind kind {};
        const FrameInputs in = inputsFor(name, &kind);
        const std::vector<double> stops = animationStops(kind, in);
        for (std::size_t k = 0; k + 1 < stops.size(); ++k) {
            const double after = stops[k] + 1e-3 * (stops[k + 1] - stops[k]);
            EXPECT_EQ(describeAnimationFrame(kind, in, stops[k]).toStdString(),
                      describeAnimationFrame(kind, in, after).toStdString())
                << name.toStdString() << " stop " << k << " of " << stops.size();
        }
    }
}

TEST(FramePainter, RenderWritesAPngWithTheScenario)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.png"));
    const core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    QString error;
    ASSERT_TRUE(renderAnimationFrame(QStringLiteral("pipeline"), 0.5, s, QSize(800, 450), false,
                                     out, &error))
        << error.toStdString();
    QImageReader reader(out);
    EXPECT_EQ(reader.size(), QSize(800, 450));
    EXPECT_TRUE(reader.text(QStringLiteral("syncwall-scenario"))
                    .contains(QStringLiteral("syncwall-scenario")));
    EXPECT_FALSE(
        renderAnimationFrame(QStringLiteral("nope"), 0.5, s, QSize(800, 450), false, out, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("ring")));  // lists the known names
    EXPECT_FALSE(
        renderAnimationFrame(QStringLiteral("ring"), 1.5, s, QSize(800, 450), false, out, &error));
}

TEST(FramePainter, RenderDrawsTheDarkPaletteWhenAsked)
{
    // --render-frame ... --theme dark: the background is the dark palette's, not the light one's.
    QTemporaryDir dir;
    const core::Scenario s = core::defaultScenario(core::Catalog::builtIn());
    QString error;
    for (bool dark : {false, true}) {
        const QString out = dir.filePath(dark ? QStringLiteral("d.png") : QStringLiteral("l.png"));
        ASSERT_TRUE(renderAnimationFrame(QStringLiteral("ring"), 0.3, s, QSize(640, 360), false,
                                         out, &error, dark))
            << error.toStdString();
        const QColor corner = QImage(out).pixelColor(2, 2);
        const QColor expected = (dark ? Palette::dark() : Palette::light()).background();
        EXPECT_EQ(corner.rgb(), expected.rgb()) << (dark ? "dark" : "light");
    }
}

TEST(Palette, FixedOkabeItoRolesWithReadableText)
{
    EXPECT_EQ(Palette::hexName(PaletteRole::Compute), QStringLiteral("#0072B2"));
    EXPECT_EQ(Palette::hexName(PaletteRole::Communication), QStringLiteral("#E69F00"));
    EXPECT_EQ(Palette::hexName(PaletteRole::Idle), QStringLiteral("#999999"));
    EXPECT_EQ(Palette::hexName(PaletteRole::Checkpoint), QStringLiteral("#009E73"));
    EXPECT_EQ(Palette::hexName(PaletteRole::Failure), QStringLiteral("#D55E00"));
    EXPECT_EQ(Palette::hexName(PaletteRole::Straggler), QStringLiteral("#CC79A7"));
    EXPECT_EQ(Palette::light().color(PaletteRole::Compute),
              Palette::dark().color(PaletteRole::Compute));
    EXPECT_EQ(Palette::textOn(QColor(0x00, 0x72, 0xB2)), QColor(Qt::white));
    EXPECT_EQ(Palette::textOn(QColor(0xE6, 0x9F, 0x00)), QColor(Qt::black));
    EXPECT_NE(Palette::light().pattern(PaletteRole::ComputeBackward), Qt::SolidPattern);
    EXPECT_NE(Palette::light().pattern(PaletteRole::Idle), Qt::SolidPattern);
}

TEST(FramePainter, PresentationBreaksLongStripLinesInsteadOfShrinkingThem)
{
    // A projector needs the strip at full size: an entry that would have to shrink below 90 %
    // to fit breaks into lines that each fit at full size, at a " · " where one keeps at least
    // half the line; the formula's lines stay the formula's. Outside presentation mode every
    // entry stays one line (the window shrinks it a little instead).
    const QRect rect(0, 0, 1280, 720);
    const FrameStyle presentation = FrameStyle::forPresentation(true, false);
    const QString first = QStringLiteral("Reduce-scatter step 6 of 7 (6 of 14 steps in all)");
    const QString second = QStringLiteral("sent per GPU so far: 2.44 GB of 6.84 GB");
    const QString third =
        QStringLiteral("t = 102 ms of 285 ms and a few more words to need a break");
    const QString sep = QStringLiteral("  \u00B7  ");
    const QString formula = QStringLiteral("T = 2(N-1) alpha + 2(N-1)/N M/B = 285 ms");
    const QStringList entries {formula, first + sep + second + sep + third, QStringLiteral("ok")};
    const StripText fitted = PaintKit::fitStrip(entries, rect, presentation);
    ASSERT_GT(fitted.lines.size(), entries.size());
    EXPECT_EQ(fitted.formulaLines, 1);
    EXPECT_EQ(fitted.lines.front(), formula);
    EXPECT_EQ(fitted.lines.back(), QStringLiteral("ok"));
    EXPECT_TRUE(fitted.lines.at(1).startsWith(first));  // broken at a separator, not mid-phrase
    const double width = rect.width() - 2 * presentation.textPx(rect) * 0.8;
    const QFontMetricsF fm(presentation.font(rect, 1.0));
    for (const QString& line : fitted.lines) {
        EXPECT_LE(fm.horizontalAdvance(line), width) << line.toStdString();
        EXPECT_FALSE(line.startsWith(QStringLiteral("\u00B7"))) << line.toStdString();
    }
    // A formula too long for one line keeps all its lines bold.
    const StripText longFormula = PaintKit::fitStrip(
        {formula + sep + formula + sep + formula + sep + formula, QStringLiteral("note")}, rect,
        presentation);
    EXPECT_GE(longFormula.formulaLines, 2);
    EXPECT_EQ(longFormula.lines.size(), longFormula.formulaLines + 1);
    const StripText window =
        PaintKit::fitStrip(entries, rect, FrameStyle::forPresentation(false, false));
    EXPECT_EQ(window.lines, entries);
    EXPECT_EQ(window.formulaLines, 1);
}
