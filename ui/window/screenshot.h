#pragma once
// `--screenshot`: renders the window offscreen, after the worker's results are in, to a PNG.

#include <QSize>
#include <QString>

namespace syncwall::ui {

class MainWindow;

class Screenshot {
public:
    // 0 on success; prints the reason to stderr and returns 1 (write) or 2 (unknown view).
    static int render(MainWindow& window, const QString& out, const QString& view,
                      const QSize& size);
};

}  // namespace syncwall::ui
