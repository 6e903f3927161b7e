#include "test_window.h"

#include <QStandardPaths>

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

}  // namespace syncwall::ui::test
