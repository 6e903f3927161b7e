#pragma once
// A main window for tests: no settings, no autosave (unless asked), test-mode standard paths.

#include <memory>

#include "window/main_window.h"

namespace syncwall::ui::test {

std::unique_ptr<MainWindow> makeWindow(bool autosave = false);

}  // namespace syncwall::ui::test
