#include "app_settings.h"

#include <QDir>
#include <QFileInfo>

namespace syncwall::ui {

namespace {
QString key(const char* name) { return QString::fromLatin1(name); }

QString folderKey(AppSettings::FileKind kind)
{
    switch (kind) {
    case AppSettings::FileKind::Scenario:
        return key("folders/scenario");
    case AppSettings::FileKind::Export:
        return key("folders/export");
    case AppSettings::FileKind::Import:
        return key("folders/import");
    case AppSettings::FileKind::Measurement:
        break;
    }
    return key("folders/measurement");
}

bool isFolder(const QString& path) { return !path.isEmpty() && QFileInfo(path).isDir(); }
}  // namespace

AppSettings::AppSettings()
    : m_settings(QSettings::UserScope, QStringLiteral("Syncwall"), QStringLiteral("syncwall"))
{ }

QString AppSettings::folder(FileKind kind, const QString& fallback) const
{
    const QString last = m_settings.value(folderKey(kind)).toString();
    if (isFolder(last))
        return last;
    return isFolder(fallback) ? fallback : QDir::homePath();
}

void AppSettings::setFolder(FileKind kind, const QString& file)
{
    if (!file.isEmpty())
        m_settings.setValue(folderKey(kind), QFileInfo(file).absolutePath());
}

QByteArray AppSettings::geometry() const
{
    return m_settings.value(key("window/geometry")).toByteArray();
}
void AppSettings::setGeometry(const QByteArray& g)
{
    m_settings.setValue(key("window/geometry"), g);
}
QByteArray AppSettings::windowState() const
{
    return m_settings.value(key("window/state")).toByteArray();
}
void AppSettings::setWindowState(const QByteArray& s)
{
    m_settings.setValue(key("window/state"), s);
}
QByteArray AppSettings::splitterState() const
{
    return m_settings.value(key("window/splitter")).toByteArray();
}
void AppSettings::setSplitterState(const QByteArray& s)
{
    m_settings.setValue(key("window/splitter"), s);
}

QString AppSettings::lastScenario() const { return m_settings.value(key("files/last")).toString(); }
void AppSettings::setLastScenario(const QString& path)
{
    m_settings.setValue(key("files/last"), path);
}

bool AppSettings::expertMode() const
{
    return m_settings.value(key("panel/expert"), false).toBool();
}
void AppSettings::setExpertMode(bool expert) { m_settings.setValue(key("panel/expert"), expert); }

ThemeChoice AppSettings::theme() const
{
    const QString t = m_settings.value(key("view/theme")).toString();
    if (t == QLatin1String("light"))
        return ThemeChoice::Light;
    if (t == QLatin1String("dark"))
        return ThemeChoice::Dark;
    return ThemeChoice::System;
}

void AppSettings::setTheme(ThemeChoice theme)
{
    const char* name = theme == ThemeChoice::Dark    ? "dark"
                       : theme == ThemeChoice::Light ? "light"
                                                     : "system";
    m_settings.setValue(key("view/theme"), key(name));
}

QString AppSettings::currentView() const
{
    return m_settings.value(key("view/current")).toString();
}
void AppSettings::setCurrentView(const QString& name)
{
    m_settings.setValue(key("view/current"), name);
}

QStringList AppSettings::recentFiles() const
{
    return m_settings.value(key("files/recent")).toStringList();
}

void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(key("files/recent"), files);
}

void AppSettings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(key("files/recent"), files);
}

QStringList AppSettings::hiddenSeries(const QString& chart) const
{
    return m_settings.value(QStringLiteral("export/hidden/") + chart).toStringList();
}
void AppSettings::setHiddenSeries(const QString& chart, const QStringList& ids)
{
    m_settings.setValue(QStringLiteral("export/hidden/") + chart, ids);
}

}  // namespace syncwall::ui
