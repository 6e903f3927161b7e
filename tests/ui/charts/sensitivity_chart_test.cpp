// The tornado chart draws core::sensitivity's numbers: its CSV carries every input, in the
// core's order, with the core's values; the export paints something.

#include <QImage>
#include <QPainter>
#include <cmath>
#include <gtest/gtest.h>
#include <qcustomplot.h>

#include "chart_support.h"
#include "core/sensitivity.h"
#include "ui/charts/chart_factory.h"
#include "ui/charts/sensitivity_chart.h"

namespace syncwall::ui::test {
namespace {

TEST(SensitivityChart, CsvEqualsTheCoresSensitivity)
{
    const ChartInputs& in = defaultInputs();
    SensitivityChart chart;
    chart.setInputs(in);
    const core::SensitivityResult expected = core::sensitivity(in.scenario);
    const Csv csv(chart.csv());
    EXPECT_EQ(csv.header,
              (QStringList {QStringLiteral("name"), QStringLiteral("low"), QStringLiteral("high"),
                            QStringLiteral("jct_low_s"), QStringLiteral("jct_high_s")}));
    ASSERT_EQ(csv.rows.size(), expected.entries.size());
    ASSERT_EQ(int(csv.rows.size()), core::kSensitivityInputCount);
    for (std::size_t i = 0; i < csv.rows.size(); ++i) {
        const core::SensitivityEntry& e = expected.entries[i];
        EXPECT_EQ(csv.text(i, "name").toStdString(), std::string(core::sensitivityKey(e.input)));
        EXPECT_DOUBLE_EQ(csv.number(i, "low"), e.low);
        EXPECT_DOUBLE_EQ(csv.number(i, "high"), e.high);
        EXPECT_DOUBLE_EQ(csv.number(i, "jct_low_s"), e.jct_low_s);
        EXPECT_DOUBLE_EQ(csv.number(i, "jct_high_s"), e.jct_high_s);
    }
    // Sorted by swing, largest first, and the swings are not all zero.
    for (std::size_t i = 1; i < expected.entries.size(); ++i)
        EXPECT_GE(expected.entries[i - 1].swing_s(), expected.entries[i].swing_s());
    EXPECT_GT(expected.entries.front().swing_s(), 0.0);
}

TEST(SensitivityChart, AnAssumptionWithoutEffectSaysSo)
{
    // The default scenario's scale-up links carry nothing that waits (TP inside a node
    // overlapped): their whole range leaves the JCT where it is, and that row had been empty.
    const ChartInputs& in = defaultInputs();
    const core::SensitivityResult r = core::sensitivity(in.scenario);
    int none = 0;
    for (const core::SensitivityEntry& e : r.entries)
        none += std::abs(e.jct_low_s - r.base_jct_s) < 1e-9 * r.base_jct_s
                && std::abs(e.jct_high_s - r.base_jct_s) < 1e-9 * r.base_jct_s;
    ASSERT_GT(none, 0);
    SensitivityChart chart;
    chart.setInputs(in);
    chart.resize(1280, 720);
    int notes = 0;
    for (const QCPItemText* item : chart.findChildren<QCPItemText*>())
        notes += item->text() == SensitivityChart::tr("no effect");
    EXPECT_GE(notes, none);
}

TEST(SensitivityChart, IsRegisteredAndExportsAPicture)
{
    auto chart = makeChart(QStringLiteral("sensitivity"));
    ASSERT_TRUE(chart);
    EXPECT_EQ(chart->name(), QStringLiteral("sensitivity"));
    chart->setInputs(defaultInputs());
    QImage image(1280, 720, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        chart->render(painter, image.rect(), ExportStyle::print(image.size()));
    }
    int dark = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            dark += qGray(image.pixel(x, y)) < 200;
    EXPECT_GT(dark, 500);
}

}  // namespace
}  // namespace syncwall::ui::test
