// Exports open and carry the scenario: PNG decodes at the asked size and is not blank, SVG
// parses and holds the scenario in <desc>, PDF starts with %PDF; each reads back to the same
// scenario. Bad sizes, formats and files are refused with a message.

#include <QFile>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include "chart_support.h"
#include "ui/charts/chart_factory.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/scenario_embedding.h"

namespace syncwall::ui::test {
namespace {

class ChartExport : public ::testing::Test {
protected:
    QString path(const QString& file) const { return m_dir.filePath(file); }
    const core::Scenario& scenario() const { return defaultInputs().scenario; }
    std::string json() const { return core::scenarioToJson(scenario()); }
    bool write(const QString& chart, const QString& file, QSize size = kDefaultExportSize,
               ExportOptions options = {})
    {
        QString error;
        const bool ok = exportChart(chart, scenario(), path(file), size, options, &error);
        EXPECT_TRUE(ok) << error.toStdString();
        return ok;
    }
    std::string readBack(const QString& file) const
    {
        QString error;
        const auto back = scenarioFromExport(path(file), core::Catalog::builtIn(), &error);
        EXPECT_TRUE(back) << error.toStdString();
        return back ? core::scenarioToJson(*back) : std::string();
    }

private:
    QTemporaryDir m_dir;
};

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

TEST_F(ChartExport, EveryChartAsPngAtSlideSizeIsNotBlankAndCarriesTheScenario)
{
    for (const QString& name : chartNames()) {
        const QString file = name + QStringLiteral(".png");
        ASSERT_TRUE(write(name, file));
        const QImage image(path(file));
        ASSERT_FALSE(image.isNull()) << name.toStdString();
        EXPECT_EQ(image.size(), QSize(1920, 1080));
        EXPECT_GT(distinctColours(image), 40) << name.toStdString();
        EXPECT_EQ(image.text(ScenarioEmbedding::pngKey()).toStdString(), json());
        EXPECT_EQ(readBack(file), json()) << name.toStdString();
    }
}

TEST_F(ChartExport, PngAt4kAndAnyAspect)
{
    ASSERT_TRUE(write(QStringLiteral("scaling"), QStringLiteral("4k.png"), QSize(3840, 2160)));
    EXPECT_EQ(QImage(path(QStringLiteral("4k.png"))).size(), QSize(3840, 2160));
    ASSERT_TRUE(write(QStringLiteral("breakdown"), QStringLiteral("43.png"), QSize(1600, 1200)));
    EXPECT_EQ(QImage(path(QStringLiteral("43.png"))).size(), QSize(1600, 1200));
}

TEST_F(ChartExport, SvgParsesAndHoldsTheScenarioInDesc)
{
    ExportOptions options;
    options.title = QStringLiteral("Cluster A: when more GPUs stop helping");
    for (const QString& name : chartNames()) {
        const QString file = name + QStringLiteral(".svg");
        ASSERT_TRUE(write(name, file, kDefaultExportSize, options));
        QFile svg(path(file));
        ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svg);
        QString desc, title;
        int elements = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            ++elements;
            if (xml.name() == QStringLiteral("desc") && desc.isEmpty())
                desc = xml.readElementText();
            else if (xml.name() == QStringLiteral("title") && title.isEmpty())
                title = xml.readElementText();
        }
        EXPECT_FALSE(xml.hasError())
            << name.toStdString() << ": " << xml.errorString().toStdString();
        EXPECT_GT(elements, 15) << name.toStdString();
        EXPECT_EQ(desc.toStdString(), json());
        EXPECT_EQ(title, options.title);
        EXPECT_EQ(readBack(file), json());
    }
}

TEST_F(ChartExport, SvgKeepsTheSlideScale)
{
    // The plot is drawn through a QPicture; at the SVG's 72 dpi it must not shrink to 75 %.
    ASSERT_TRUE(write(QStringLiteral("scaling"), QStringLiteral("scale.svg")));
    QFile svg(path(QStringLiteral("scale.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    const QByteArray bytes = svg.readAll();
    EXPECT_FALSE(bytes.contains("matrix(0.75,0,0,0.75"));
    EXPECT_TRUE(bytes.contains("font-size=\"18\""));  // tick labels: 18 px on a 1920x1080 slide
    EXPECT_FALSE(bytes.contains("font-size=\"13\""));
}

TEST_F(ChartExport, PdfStartsWithTheMagicAndCarriesTheScenario)
{
    for (const QString& name :
         {QStringLiteral("scaling"), QStringLiteral("layouts"), QStringLiteral("syncwall")}) {
        const QString file = name + QStringLiteral(".pdf");
        ASSERT_TRUE(write(name, file));
        QFile pdf(path(file));
        ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        EXPECT_TRUE(bytes.startsWith("%PDF-"));
        EXPECT_TRUE(bytes.contains("/Type /Metadata"));
        EXPECT_GT(bytes.size(), 5000);
        EXPECT_EQ(readBack(file), json());
    }
}

TEST_F(ChartExport, CsvIsTheDataBehindTheChart)
{
    ASSERT_TRUE(write(QStringLiteral("scaling"), QStringLiteral("scaling.csv")));
    QFile csv(path(QStringLiteral("scaling.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    auto chart = makeChart(QStringLiteral("scaling"));
    chart->setInputs(defaultInputs());
    EXPECT_EQ(QString::fromUtf8(csv.readAll()), chart->csv());
}

TEST_F(ChartExport, BadRequestsAreRefusedWithAMessage)
{
    QString error;
    EXPECT_FALSE(exportChart(QStringLiteral("pie"), scenario(), path(QStringLiteral("x.png")),
                             kDefaultExportSize, {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("pie")));
    EXPECT_FALSE(exportChart(QStringLiteral("scaling"), scenario(), path(QStringLiteral("x.bmp")),
                             kDefaultExportSize, {}, &error));
    EXPECT_FALSE(exportChart(QStringLiteral("scaling"), scenario(), path(QStringLiteral("x.png")),
                             QSize(10, 10), {}, &error));
    EXPECT_FALSE(exportChart(QStringLiteral("scaling"), scenario(),
                             QStringLiteral("/nonexistent/dir/x.png"), kDefaultExportSize, {},
                             &error));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("x.png"))));
    // A file that is not an export.
    QFile plain(path(QStringLiteral("plain.png")));
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    QImage(64, 64, QImage::Format_RGB32).save(&plain, "PNG");
    plain.close();
    EXPECT_FALSE(
        scenarioFromExport(path(QStringLiteral("plain.png")), core::Catalog::builtIn(), &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(ExportSize, ParsesWxH)
{
    EXPECT_EQ(parseExportSize(QStringLiteral("1920x1080")), QSize(1920, 1080));
    EXPECT_EQ(parseExportSize(QStringLiteral("3840X2160")), QSize(3840, 2160));
    EXPECT_TRUE(parseExportSize(QStringLiteral("1920")).isEmpty());
    EXPECT_TRUE(parseExportSize(QStringLiteral("0x0")).isEmpty());
    EXPECT_TRUE(parseExportSize(QStringLiteral("99999x10")).isEmpty());
}

TEST(ScenarioEmbedding, PdfXmpRoundTripsAnyText)
{
    const QString json = QStringLiteral("{\"name\": \"A < B & “quotes” 中文\"}");
    const QByteArray pdf =
        "%PDF-1.4\n" + ScenarioEmbedding::xmp(QStringLiteral("t <&>"), json) + "\n%%EOF";
    EXPECT_EQ(ScenarioEmbedding::fromPdf(pdf), json);
    EXPECT_FALSE(ScenarioEmbedding::fromPdf("%PDF-1.4 nothing"));
}

}  // namespace
}  // namespace syncwall::ui::test
