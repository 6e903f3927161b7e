#pragma once
// The File menu's work: new, open, save, save as, recent files and examples. A file that does
// not parse is refused with its problems listed field by field, and the current scenario stays;
// a file whose keys all read opens, and the panel shows its values' problems beside them.

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace syncwall::ui {

class AppSettings;
class FileWatcher;
class ScenarioModel;

class FileController : public QObject {
    Q_OBJECT
public:
    FileController(ScenarioModel* model, AppSettings* settings, QWidget* window);

    // Opens a file into the model; on failure shows the problems (without blocking) and keeps
    // the current scenario. `asTemplate` opens untitled (examples). lastProblems() lists the
    // problems of a file that opened with some, too.
    bool openPath(const QString& path, bool asTemplate = false);
    bool saveTo(const QString& path);
    // Asks about unsaved changes; false when the user cancels.
    bool maybeSave();
    QStringList lastProblems() const { return m_lastProblems; }

    void fillRecentMenu(QMenu* menu);
    void fillExamplesMenu(QMenu* menu);
    static QStringList examplePaths();

public slots:
    void newFile();
    void open();
    bool save();
    bool saveAs();

    // Re-reads the open file after another program changed it (one undoable document swap).
    bool reloadFromDisk();

signals:
    void recentFilesChanged();
    void fileChangedOnDisk(const QString& path);

private:
    // The folder of the open scenario's file; empty while it is untitled.
    QString scenarioFolder() const;
    bool openExport(const QString& path);
    void offerReload(const QString& path);
    void showProblems(const QString& path, const QStringList& lines);

    ScenarioModel* m_model;
    AppSettings* m_settings;
    QWidget* m_window;
    QStringList m_lastProblems;
    FileWatcher* m_watcher;
};

}  // namespace syncwall::ui
