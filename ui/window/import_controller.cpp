#include "import_controller.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "core/hf_import.h"
#include "import_report_dialog.h"
#include "import_text.h"
#include "model/scenario_model.h"
#include "panel/problem_text.h"
#include "settings/app_settings.h"

namespace syncwall::ui {

namespace {

constexpr qint64 kMaxBytes = qint64(core::kMaxLaunchConfigBytes);

bool readSmallFile(const QString& path, std::string& text, QString& error)
{
    QFile file(path);
    if (file.size() > kMaxBytes) {
        error = ImportController::tr("larger than %1 bytes: not a config to import").arg(kMaxBytes);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    const QByteArray bytes = file.read(kMaxBytes + 1);
    text.assign(bytes.constData(), std::size_t(bytes.size()));
    return true;
}

}  // namespace

ImportController::ImportController(ScenarioModel* model, QWidget* window)
    : QObject(window), m_model(model), m_window(window)
{ }

bool ImportController::isImportable(const QString& path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    if (name.endsWith(QLatin1String(".png")) || name.endsWith(QLatin1String(".svg"))
        || name.endsWith(QLatin1String(".pdf")))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(64 * 1024);
    const core::ImportKind kind = core::detectImportKind(
        std::string_view(head.constData(), std::size_t(head.size())), name.toStdString());
    return kind != core::ImportKind::Scenario && kind != core::ImportKind::Unknown
           && kind != core::ImportKind::Binary;
}

void ImportController::importFile()
{
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import Config"), settings.folder(AppSettings::FileKind::Import),
        tr("Launch and model configs (*.sh *.bash *.yaml *.yml *.toml *.json *.txt);;"
           "Megatron-LM launch scripts (*.sh *.bash *.txt);;NeMo and Megatron-Bridge recipes "
           "(*.yaml *.yml);;torchtitan configs (*.toml);;Hugging Face config.json (*.json);;"
           "All files (*)"));
    if (path.isEmpty())
        return;
    settings.setFolder(AppSettings::FileKind::Import, path);
    importPath(path);
}

bool ImportController::importPath(const QString& path)
{
    m_problems.clear();
    m_sources.clear();
    std::string text;
    QString error;
    if (!readSmallFile(path, text, error)) {
        refuse(path, {error});
        return false;
    }
    const core::Scenario& current = m_model->scenario();
    m_before = current;
    m_kind = core::detectImportKind(text, QFileInfo(path).fileName().toStdString());
    const QString title = tr("Import %1").arg(QFileInfo(path).fileName());
    if (m_kind == core::ImportKind::HfConfig) {
        const core::HfImport imported = core::importHfConfig(text);
        if (!imported.ok()) {
            QStringList lines;
            for (const core::Problem& p : imported.problems)
                lines << ImportText::problem(p, nullptr);
            refuse(path, lines);
            return false;
        }
        const core::ImportedScenario result =
            core::scenarioWithModel(imported.model, current, m_model->catalog());
        m_sources = imported.sources;
        m_model->editScenario(result.scenario, title);
        report(path, ProblemText::list(result.problems, &result.scenario));
        return true;
    }
    const core::LaunchImport imported =
        core::importLaunchConfig(text, m_kind, current, m_model->catalog());
    if (!imported.ok()) {
        QStringList lines;
        for (const core::Problem& p : imported.problems)
            lines << ImportText::problem(p, &imported);
        refuse(path, lines);
        return false;
    }
    m_sources = imported.sources;
    m_model->editScenario(imported.scenario, title);
    report(path, ProblemText::list(imported.scenarioProblems, &imported.scenario));
    return true;
}

void ImportController::refuse(const QString& path, const QStringList& lines)
{
    m_problems = lines;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot import"),
                                tr("%1 was not imported; the current scenario is unchanged.")
                                    .arg(QFileInfo(path).fileName()),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("importProblems"));
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ImportController::report(const QString& path, const QStringList& scenarioProblems)
{
    // One report per window, replaced by the next import.
    auto* dialog = m_window->findChild<ImportReportDialog*>();
    if (!dialog)
        dialog = new ImportReportDialog(m_window);
    dialog->show(QFileInfo(path).fileName(), m_kind, m_sources,
                 core::differingInputs(m_before, m_model->scenario()), scenarioProblems);
}

}  // namespace syncwall::ui
