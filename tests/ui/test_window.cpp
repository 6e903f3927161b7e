#include "test_window.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>

#include "theme/theme.h"

namespace syncwall::ui::test {

std::unique_ptr<MainWindow> makeWindow(bool autosave)
{
    static bool initialized = false;
    if (!initialized) {
        QStandardPaths::setTestModeEnabled(true);
        Theme::initialize();
        Theme::apply(ThemeChoice::Light);
        initialized = true;
    }
    WindowOptions options;
    options.useSettings = false;
    options.autosave = autosave;
    auto window = std::make_unique<MainWindow>(options);
    window->resize(1280, 800);
    window->show();
    return window;
}

void addLanguageRows()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

ScopedLanguage::ScopedLanguage(const QString& language)
{
    if (language.isEmpty())
        return;
    // As the app does (main.cpp): Qt's own words (Close, Save, Cancel) from qtbase, which
    // qt6-translations-l10n installs (scripts/deps.sh), then the app's.
    m_ok = m_qt.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))
           && m_translator.load(QLocale(language), QStringLiteral("syncwall"), QStringLiteral("_"),
                                QStringLiteral(":/i18n"));
    if (m_ok)
        m_installed = QCoreApplication::installTranslator(&m_qt)
                      && QCoreApplication::installTranslator(&m_translator);
}

ScopedLanguage::~ScopedLanguage()
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        QCoreApplication::removeTranslator(&m_qt);
    }
}

}  // namespace syncwall::ui::test
