#pragma once
// Every persisted preference, typed, in one place over QSettings. Nothing else in the program
// reads or writes QSettings.

#include <QByteArray>
#include <QSettings>
#include <QStringList>

#include "theme/theme.h"

namespace syncwall::ui {

class AppSettings {
public:
    AppSettings();

    // What a file dialog is for; each kind remembers its own folder.
    enum class FileKind { Scenario, Export, Import, Measurement };
    // The folder a file dialog of `kind` starts in: the one last chosen for that kind while it
    // exists, else `fallback` (the open scenario's folder) while it exists, else the home folder.
    QString folder(FileKind kind, const QString& fallback = {}) const;
    // Remembers the folder of `file`, just chosen in a dialog of `kind`.
    void setFolder(FileKind kind, const QString& file);

    QByteArray geometry() const;
    void setGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray& state);

    QString lastScenario() const;
    void setLastScenario(const QString& path);
    bool expertMode() const;
    void setExpertMode(bool expert);
    ThemeChoice theme() const;
    void setTheme(ThemeChoice theme);
    QString currentView() const;
    void setCurrentView(const QString& name);

    // The series the export dialog leaves out of chart `chart` (ChartSeries ids).
    QStringList hiddenSeries(const QString& chart) const;
    void setHiddenSeries(const QString& chart, const QStringList& ids);

    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int kMaxRecentFiles = 8;

private:
    mutable QSettings m_settings;
};

}  // namespace syncwall::ui
