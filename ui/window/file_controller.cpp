#include "file_controller.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include "core/scenario_io.h"
#include "export/chart_exporter.h"
#include "file_watcher.h"
#include "model/scenario_file.h"
#include "model/scenario_model.h"
#include "model/scenario_title.h"
#include "panel/problem_text.h"
#include "settings/app_settings.h"

namespace syncwall::ui {

namespace {
QString fileFilter()
{
    return FileController::tr(
        "Syncwall scenarios (*.syncwall.json);;Exported charts (*.png *.svg *.pdf);;"
        "JSON files (*.json);;All files (*)");
}
}  // namespace

FileController::FileController(ScenarioModel* model, AppSettings* settings, QWidget* window)
    : QObject(window), m_model(model), m_settings(settings), m_window(window),
      m_watcher(new FileWatcher(this))
{
    connect(m_watcher, &FileWatcher::changedOnDisk, this, &FileController::fileChangedOnDisk);
    connect(m_watcher, &FileWatcher::changedOnDisk, this, &FileController::offerReload);
    // Whatever document the model holds now is the one to watch (new files: none).
    connect(m_model, &ScenarioModel::fileStateChanged, this, [this] {
        if (m_model->filePath() != m_watcher->path())
            m_watcher->watch(m_model->filePath());
    });
}

bool FileController::reloadFromDisk()
{
    const QString path = m_model->filePath();
    return !path.isEmpty() && openPath(path);
}

void FileController::offerReload(const QString& path)
{
    if (!m_window || !m_window->isVisible())
        return;  // headless: the signal is enough
    auto* box = new QMessageBox(QMessageBox::Question, tr("File changed on disk"),
                                tr("%1 was changed by another program. Reload it? Your current "
                                   "scenario stays if you keep it.")
                                    .arg(QFileInfo(path).fileName()),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->button(QMessageBox::Yes)->setText(tr("&Reload"));
    box->button(QMessageBox::No)->setText(tr("&Keep Mine"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, &FileController::reloadFromDisk);
    box->open();
}

void FileController::newFile()
{
    if (!maybeSave())
        return;
    m_model->replaceDocument(core::defaultScenario(m_model->catalog()), {});
}

void FileController::open()
{
    if (!maybeSave())
        return;
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Scenario"),
        settings.folder(AppSettings::FileKind::Scenario, scenarioFolder()), fileFilter());
    if (path.isEmpty())
        return;
    settings.setFolder(AppSettings::FileKind::Scenario, path);
    openPath(path);
}

bool FileController::openPath(const QString& path, bool asTemplate)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png") || suffix == QLatin1String("svg")
        || suffix == QLatin1String("pdf"))
        return openExport(path);
    const ScenarioRead read = ScenarioFile::read(path, m_model->catalog());
    m_lastProblems.clear();
    if (!read.ioError.isEmpty())
        m_lastProblems << read.ioError;
    m_lastProblems << ProblemText::list(read.problems, &read.scenario);
    // Problems of values (a range, the layout) open with the file and show beside their
    // inputs, as after an edit: what the app saves, it opens again.
    if (!read.readable) {
        if (m_settings && !read.ioError.isEmpty())
            m_settings->removeRecentFile(path);
        showProblems(path, m_lastProblems);
        emit recentFilesChanged();
        return false;
    }
    m_model->replaceDocument(read.scenario,
                             asTemplate ? QString() : QFileInfo(path).absoluteFilePath());
    if (m_settings && !asTemplate) {
        m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
        m_settings->setLastScenario(QFileInfo(path).absoluteFilePath());
        emit recentFilesChanged();
    }
    return true;
}

bool FileController::openExport(const QString& path)
{
    // An exported chart carries its scenario: it opens untitled, so a save never overwrites
    // the picture with JSON.
    QString error;
    const std::optional<core::Scenario> scenario =
        scenarioFromExport(path, m_model->catalog(), &error);
    m_lastProblems.clear();
    if (!scenario) {
        m_lastProblems << error;
        showProblems(path, m_lastProblems);
        return false;
    }
    m_model->replaceDocument(*scenario, QString(), true);
    return true;
}

QString FileController::scenarioFolder() const
{
    return m_model->filePath().isEmpty() ? QString()
                                         : QFileInfo(m_model->filePath()).absolutePath();
}

bool FileController::save()
{
    if (m_model->filePath().isEmpty())
        return saveAs();
    return saveTo(m_model->filePath());
}

bool FileController::saveAs()
{
    // An untitled scenario is suggested in the folder scenarios were last saved or opened in.
    AppSettings settings;
    QString suggested = m_model->filePath();
    if (suggested.isEmpty())
        suggested = QDir(settings.folder(AppSettings::FileKind::Scenario))
                        .filePath(ScenarioTitle::fileName(m_model->scenario(), m_model->catalog()));
    QFileDialog dialog(m_window, tr("Save Scenario As"), suggested, fileFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("syncwall.json"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    const QString path = dialog.selectedFiles().constFirst();
    settings.setFolder(AppSettings::FileKind::Scenario, path);
    return saveTo(path);
}

bool FileController::saveTo(const QString& path)
{
    QString error;
    if (!ScenarioFile::write(path, m_model->scenario(), &error)) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot save"),
                                    tr("The scenario was not saved to %1:\n%2").arg(path, error),
                                    QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_model->setFilePath(absolute);
    m_model->markSaved();
    m_watcher->watch(absolute);  // our own bytes: not a change from outside
    if (m_settings) {
        m_settings->addRecentFile(absolute);
        m_settings->setLastScenario(absolute);
        emit recentFilesChanged();
    }
    return true;
}

bool FileController::maybeSave()
{
    if (!m_model->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::fillRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList files = m_settings ? m_settings->recentFiles() : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        auto* action = menu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openPath(path);
        });
    }
    menu->setEnabled(!files.isEmpty());
}

QStringList FileController::examplePaths()
{
    QStringList out;
    const QDir dir(QStringLiteral(":/scenarios"));
    for (const QString& name :
         dir.entryList({QStringLiteral("*.syncwall.json")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

void FileController::fillExamplesMenu(QMenu* menu)
{
    menu->clear();
    for (const QString& path : examplePaths()) {
        const ScenarioRead read = ScenarioFile::read(path, m_model->catalog());
        QString title = ScenarioTitle::of(read.scenario, m_model->catalog());
        if (!read.ok)
            title = QFileInfo(path).fileName();
        auto* action = menu->addAction(title);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openPath(path, true);
        });
    }
    menu->setEnabled(!menu->isEmpty());
}

void FileController::showProblems(const QString& path, const QStringList& lines)
{
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("Cannot open scenario"),
        tr("%1 was not opened; the current scenario is unchanged.").arg(QFileInfo(path).fileName()),
        QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("openProblems"));
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace syncwall::ui
