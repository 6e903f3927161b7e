#pragma once
// Notices when the open scenario file is changed by another program: written in place, or
// replaced by a rename (what editors and git do). The app's own saves are not changes: the
// watcher remembers the bytes it last read or wrote and compares contents, not timestamps.

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>

namespace syncwall::ui {

class FileWatcher : public QObject {
    Q_OBJECT
public:
    explicit FileWatcher(QObject* parent = nullptr);

    // Watches `path` whose current contents are the ones the app knows (just opened or saved).
    void watch(const QString& path);
    void stop();
    QString path() const { return m_path; }

signals:
    void changedOnDisk(const QString& path);

private:
    void check();
    static QByteArray digest(const QString& path);

    QFileSystemWatcher m_watcher;
    QString m_path;
    QByteArray m_known;
};

}  // namespace syncwall::ui
