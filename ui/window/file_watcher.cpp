#include "file_watcher.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace syncwall::ui {

FileWatcher::FileWatcher(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatcher::check);
    // A rename over the file drops it from the watch list; its folder still sees it arrive.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileWatcher::check);
}

QByteArray FileWatcher::digest(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

void FileWatcher::watch(const QString& path)
{
    stop();
    if (path.isEmpty())
        return;
    m_path = QFileInfo(path).absoluteFilePath();
    m_known = digest(m_path);
    m_watcher.addPath(m_path);
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
}

void FileWatcher::stop()
{
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    m_path.clear();
    m_known.clear();
}

void FileWatcher::check()
{
    if (m_path.isEmpty() || !QFileInfo::exists(m_path))
        return;  // mid-replace: the folder signal comes again when the new file lands
    if (!m_watcher.files().contains(m_path))
        m_watcher.addPath(m_path);
    const QByteArray now = digest(m_path);
    if (now.isEmpty() || now == m_known)
        return;
    m_known = now;  // say it once per change
    emit changedOnDisk(m_path);
}

}  // namespace syncwall::ui
