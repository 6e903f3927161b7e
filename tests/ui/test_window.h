#pragma once
// A main window for tests: no settings, no autosave (unless asked), test-mode standard paths.

#include <QTranslator>
#include <memory>

#include "window/main_window.h"

namespace syncwall::ui::test {

std::unique_ptr<MainWindow> makeWindow(bool autosave = false);

// Rows "en", "de", "zh_CN" of a QString column "language", for data-driven tests.
void addLanguageRows();

// Installs Qt's and the app's translations for `language` ("" = English, none) for its
// lifetime; ok() is false when either is missing.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString& language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;
    bool ok() const { return m_ok; }

private:
    QTranslator m_qt;  // Qt's own (qtbase)
    QTranslator m_translator;
    bool m_ok = true;
    bool m_installed = false;
};

}  // namespace syncwall::ui::test
