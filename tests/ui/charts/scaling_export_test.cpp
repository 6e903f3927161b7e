// The scaling chart as a deck author exports it (issue 16, items 13 and 14): the GPU axis starts
// at the first count that fits in memory, chosen axis ranges are applied, hidden series are left
// out of the PNG, SVG and CSV, the wall callout can be the title, the 16:9 slide preset is a
// 13.33 x 7.5 in page, and a deadline set in the scenario is drawn as a line.

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "chart_support.h"
#include "ui/charts/chart_colors.h"
#include "ui/charts/chart_factory.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/scaling_range.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/export_arguments.h"

namespace syncwall::ui::test {
namespace {

class ScalingExport : public ::testing::Test {
protected:
    QString path(const QString& file) const { return m_dir.filePath(file); }
    QByteArray write(const QString& file, ExportOptions options = {},
                     std::optional<core::Scenario> scenario = std::nullopt)
    {
        QString error;
        EXPECT_TRUE(exportChart(QStringLiteral("scaling"),
                                scenario.value_or(defaultInputs().scenario), path(file),
                                kDefaultExportSize, options, &error))
            << error.toStdString();
        QFile f(path(file));
        EXPECT_TRUE(f.open(QIODevice::ReadOnly));
        return f.readAll();
    }
    // An SVG text element holding exactly `text` (a tick label, a legend entry).
    static bool hasText(const QByteArray& svg, const QString& text)
    {
        return svg.contains('>' + text.toUtf8() + '<');
    }

private:
    QTemporaryDir m_dir;
};

// Pixels of exactly `colour` (a series' pen) in the image.
int pixelsOf(const QImage& image, const QColor& colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y).rgb() == colour.rgb();
    return n;
}

TEST(ScalingRange, StartsAtTheFirstCountThatFitsAndPlotsNoCountThatDoesNot)
{
    const ChartInputs& in = defaultInputs();
    const ScalingRange range = ScalingRange::of(in.sweep, {});
    ASSERT_TRUE(range.anyFits);
    // Each smaller count's best layout needs more than the GPU holds; the first count's fits.
    for (const core::SweepPoint& p : in.sweep.points) {
        if (p.gpus < range.lo && p.valid) {
            EXPECT_GT(p.estimate.memory.total_B, p.estimate.memory.capacity_B) << p.gpus;
        }
        if (p.gpus == range.lo) {
            EXPECT_LE(p.estimate.memory.total_B, p.estimate.memory.capacity_B);
        }
        if (range.plots(p)) {
            EXPECT_TRUE(p.estimate.memory.fits) << p.gpus;
        }
    }
    EXPECT_GT(range.lo, in.sweep.points.front().gpus);  // GPT-3 175B does not fit on 8 A100s
    EXPECT_EQ(range.hi, in.sweep.points.back().gpus);
    // A chosen range wins, in either order.
    ChartDisplay display;
    display.minGpus = 4096;
    display.maxGpus = 256;
    const ScalingRange chosen = ScalingRange::of(in.sweep, display);
    EXPECT_EQ(chosen.lo, 256);
    EXPECT_EQ(chosen.hi, 4096);
}

TEST_F(ScalingExport, GpuAxisStartsAtTheFirstCountThatFits)
{
    const int first = ScalingRange::of(defaultInputs().sweep, {}).lo;
    const QByteArray svg = write(QStringLiteral("default.svg"));
    EXPECT_TRUE(hasText(svg, QLocale().toString(first)));
    for (const core::SweepPoint& p : defaultInputs().sweep.points) {
        if (p.gpus < first) {
            EXPECT_FALSE(hasText(svg, QLocale().toString(p.gpus))) << p.gpus;
        }
    }
    // No 10-million-day point: the counts that fit finish within 1,000 days, and the JCT axis
    // (decades 1 to 1,000 days, with room above for the notes) has no 10,000-day tick.
    EXPECT_TRUE(hasText(svg, QLocale().toString(1000)));
    EXPECT_FALSE(hasText(svg, QLocale().toString(10000)));
    EXPECT_FALSE(hasText(svg, QLocale().toString(10000000)));
}

TEST_F(ScalingExport, ChosenAxisRangesAreApplied)
{
    ExportOptions options;
    options.display.minGpus = 256;
    options.display.maxGpus = 4096;
    options.display.minJct_s = 2 * 86400.0;
    options.display.maxJct_s = 60 * 86400.0;
    const QByteArray svg = write(QStringLiteral("ranged.svg"), options);
    EXPECT_TRUE(hasText(svg, QStringLiteral("256")));
    EXPECT_TRUE(hasText(svg, QLocale().toString(4096)));
    EXPECT_FALSE(hasText(svg, QStringLiteral("128")));
    EXPECT_FALSE(hasText(svg, QLocale().toString(8192)));
    // 2 to 60 days: the 1,000-day and 1-day decades are outside the axis; 10 days inside (the
    // efficiency axis has 0 to 100 %, so 100 says nothing).
    EXPECT_TRUE(hasText(svg, QStringLiteral("10")));
    EXPECT_FALSE(hasText(svg, QLocale().toString(1000)));
    EXPECT_FALSE(hasText(svg, QStringLiteral("1")));
    // The default export has both.
    const QByteArray plain = write(QStringLiteral("plain.svg"));
    EXPECT_TRUE(hasText(plain, QLocale().toString(1000)));
    EXPECT_TRUE(hasText(plain, QStringLiteral("1")));
    EXPECT_TRUE(hasText(plain, QLocale().toString(8192)));
    // The CSV keeps the counts of the chosen range only.
    const Csv csv(QString::fromUtf8(write(QStringLiteral("ranged.csv"), options)));
    ASSERT_EQ(csv.rows.size(), 5u);  // 256, 512, 1,024, 2,048, 4,096
    EXPECT_EQ(csv.text(0, "gpus"), QStringLiteral("256"));
}

TEST_F(ScalingExport, HiddenSeriesAreAbsentFromPngSvgAndCsv)
{
    const QColor blue = ChartColors::compute();  // the "JCT without failures" curve
    EXPECT_GT(pixelsOf(QImage::fromData(write(QStringLiteral("all.png"))), blue), 300);
    ExportOptions options;
    options.display.hiddenSeries = {QStringLiteral("predicted"), QStringLiteral("baseline")};
    core::Scenario base = defaultInputs().scenario;
    base.gpus = 1024;
    base.parallel.dp = 0;
    options.baseline = base;
    EXPECT_LT(pixelsOf(QImage::fromData(write(QStringLiteral("hidden.png"), options)), blue), 10);
    const QByteArray svg = write(QStringLiteral("hidden.svg"), options);
    EXPECT_FALSE(svg.contains(ScalingChart::tr("JCT without failures").toUtf8()));
    EXPECT_TRUE(svg.contains(ScalingChart::tr("Ideal linear scaling").toUtf8()));
    EXPECT_FALSE(svg.contains("Baseline"));
    const Csv csv(QString::fromUtf8(write(QStringLiteral("hidden.csv"), options)));
    EXPECT_LT(csv.column("predicted_jct_s"), 0);
    EXPECT_GE(csv.column("expected_jct_s"), 0);
    EXPECT_LT(csv.find("series", QStringLiteral("baseline")), 0);
    EXPECT_EQ(csv.rows.size(), defaultInputs().sweep.points.size());
}

TEST_F(ScalingExport, WallCalloutIsOfferedAsTheTitle)
{
    const core::SyncWall wall = core::findSyncWall(defaultInputs().sweep);
    ASSERT_TRUE(wall.wall_gpus.has_value());
    ExportOptions options;
    options.calloutTitle = true;
    const QImage png = QImage::fromData(write(QStringLiteral("callout.png"), options));
    EXPECT_EQ(png.text(QStringLiteral("Title")),
              QStringLiteral("The sync wall is at %1 GPUs: more GPUs make this job slower")
                  .arg(QLocale().toString(*wall.wall_gpus)));
}

TEST_F(ScalingExport, SlidePresetIsA13By7AndAHalfInchPage)
{
    ExportOptions options;
    options.page_in = kSlidePage_in;
    // 13.33 x 7.5 in = 960 x 540 pt.
    const QByteArray pdf = write(QStringLiteral("slide.pdf"), options);
    EXPECT_TRUE(pdf.contains("/MediaBox [0 0 960.000000 540.000000]")) << pdf.left(2000).data();
    // 1920 px over 13.33 in = 144 dpi = 5,669 dots per metre; the SVG is 338.667 x 190.5 mm.
    const QImage png = QImage::fromData(write(QStringLiteral("slide.png"), options));
    EXPECT_EQ(png.size(), QSize(1920, 1080));
    EXPECT_EQ(png.dotsPerMeterX(), 5669);
    EXPECT_TRUE(write(QStringLiteral("slide.svg"), options)
                    .contains("width=\"338.667mm\" height=\"190.5mm\""));
    // Without the preset the page keeps the export's aspect at 96 dpi: 20 x 11.25 in.
    EXPECT_TRUE(
        write(QStringLiteral("plain.pdf")).contains("/MediaBox [0 0 1440.000000 810.000000]"));
}

TEST_F(ScalingExport, DeadlineIsDrawnWhenTheScenarioSetsOne)
{
    core::Scenario s = defaultInputs().scenario;
    const QColor line = ChartColors::deadline();
    EXPECT_EQ(pixelsOf(QImage::fromData(write(QStringLiteral("none.png"), {}, s)), line), 0);
    s.plan.deadline_s = 30 * 86400.0;
    EXPECT_GT(pixelsOf(QImage::fromData(write(QStringLiteral("deadline.png"), {}, s)), line), 500);
    EXPECT_TRUE(write(QStringLiteral("deadline.svg"), {}, s).contains("Deadline: 30 days"));
    ExportOptions hidden;
    hidden.display.hiddenSeries = {QStringLiteral("deadline")};
    EXPECT_EQ(pixelsOf(QImage::fromData(write(QStringLiteral("hidden.png"), hidden, s)), line), 0);
}

TEST(ExportArguments, RangesAreAToBWithAUnderB)
{
    EXPECT_EQ(ExportArguments::parseRange(QStringLiteral("256:4096"), 1e6),
              std::pair(256.0, 4096.0));
    EXPECT_EQ(ExportArguments::parseRange(QStringLiteral(" 0.5 : 30 "), 1e7), std::pair(0.5, 30.0));
    for (const char* bad : {"4096:256", "0:8", "8", "a:b", "8:8", "1:2e7", "-1:4"})
        EXPECT_FALSE(ExportArguments::parseRange(QString::fromLatin1(bad), 1e7)) << bad;
}

}  // namespace
}  // namespace syncwall::ui::test
