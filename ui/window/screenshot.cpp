#include "screenshot.h"

#include <QApplication>
#include <QPixmap>
#include <QThreadPool>
#include <cstdio>

#include "chart_tabs.h"
#include "main_window.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "plan/plan_view.h"
#include "view_host.h"

namespace syncwall::ui {

int Screenshot::render(MainWindow& window, const QString& out, const QString& view,
                       const QSize& size)
{
    if (!view.isEmpty() && !window.views()->select(view)) {
        std::fprintf(stderr, "unknown view '%s'; views: %s\n", qPrintable(view),
                     qPrintable(window.views()->names().join(QStringLiteral(", "))));
        return 2;
    }
    window.resize(size);
    window.show();
    QApplication::processEvents();
    window.model()->analysis()->waitForIdle(30000);
    window.charts()->refreshVisible();  // a paced refresh (the band) may still be waiting
    if (window.views()->currentName() == QLatin1String("plan"))
        window.plan()->waitForPlan(60000);
    // Views that compute on workers of their own (the sync-wall finder's levers) land too.
    QThreadPool::globalInstance()->waitForDone(60000);
    QApplication::processEvents();
    QApplication::processEvents();
    const QPixmap pixmap = window.grab();
    if (!pixmap.save(out, "PNG")) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}

}  // namespace syncwall::ui
