// syncwall-chart: renders a chart from the default or a given scenario; a bad scenario file
// prints each problem with its key and exits 2; an unknown chart exits 2.

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {

struct ToolRun {
    int exitCode = -1;
    QString errors;
};

ToolRun runTool(const QStringList& args)
{
    QProcess tool;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    tool.setProcessEnvironment(env);
    tool.start(QStringLiteral(SYNCWALL_CHART_TOOL), args);
    if (!tool.waitForFinished(120000))
        return {};
    return {tool.exitStatus() == QProcess::NormalExit ? tool.exitCode() : -1,
            QString::fromUtf8(tool.readAllStandardError())};
}

TEST(ChartTool, RendersTheDefaultScenarioAtTheAskedSize)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("memory.png"));
    const ToolRun run = runTool({QStringLiteral("memory"), QStringLiteral("--out"), out,
                                 QStringLiteral("--size"), QStringLiteral("1280x720")});
    ASSERT_EQ(run.exitCode, 0) << run.errors.toStdString();
    EXPECT_EQ(QImage(out).size(), QSize(1280, 720));
}

TEST(ChartTool, BadScenarioFileExitsTwoNamingTheKey)
{
    QTemporaryDir dir;
    QFile bad(dir.filePath(QStringLiteral("bad.syncwall.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format": "syncwall-scenario", "version": 1, "model": {"preset": "gpt3-175b"},
                  "cluster": {"gpus": 1536}, "parallelism": {"tp": 7}})");
    bad.close();
    const QString out = dir.filePath(QStringLiteral("x.png"));
    const ToolRun run =
        runTool({QStringLiteral("scaling"), QStringLiteral("--out"), out, bad.fileName()});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.errors.contains(QStringLiteral("parallelism.tp"))) << run.errors.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

TEST(ChartTool, UnknownChartAndBadSizeExitTwo)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    EXPECT_EQ(runTool({QStringLiteral("pie"), QStringLiteral("--out"), out}).exitCode, 2);
    EXPECT_EQ(runTool({QStringLiteral("scaling"), QStringLiteral("--out"), out,
                       QStringLiteral("--size"), QStringLiteral("wide")})
                  .exitCode,
              2);
    EXPECT_EQ(runTool({QStringLiteral("scaling")}).exitCode, 2);
}

}  // namespace
