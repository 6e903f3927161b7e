#include "scenario_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include "core/scenario_io.h"

namespace syncwall::ui {

namespace {
// A scenario file is a few kilobytes; anything far larger is not one.
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
}  // namespace

ScenarioRead ScenarioFile::read(const QString& path, const core::Catalog& catalog)
{
    ScenarioRead out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.ioError = file.errorString();
        return out;
    }
    if (file.size() > kMaxFileBytes) {
        out.ioError =
            QCoreApplication::translate("ScenarioFile", "The file is too large to be a scenario.");
        return out;
    }
    const QByteArray bytes = file.readAll();
    auto parsed = core::parseScenario(bytes.toStdString(), catalog);
    out.problems = std::move(parsed.problems);
    out.scenario = std::move(parsed.scenario);
    out.readable = parsed.readable;
    out.ok = out.problems.empty();
    return out;
}

bool ScenarioFile::write(const QString& path, const core::Scenario& scenario, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const std::string json = core::scenarioToJson(scenario);
    file.write(json.data(), qint64(json.size()));
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace syncwall::ui
