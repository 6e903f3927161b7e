#include "ui_bench.h"

#include <QApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "main_window.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "panel/field_row.h"
#include "panel/parameter_panel.h"
#include "view_host.h"

namespace syncwall::ui {

namespace {

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

// grab() rather than repaint(): the offscreen platform never exposes the window, so a
// repaint() there paints nothing, while grab() always renders every child.
void repaintVisible(MainWindow& window)
{
    (void)window.panel()->viewport()->grab();
    if (auto* view = window.views()->currentWidget())
        (void)view->grab();
}

}  // namespace

int UiBench::run(MainWindow& window)
{
    window.resize(1440, 900);
    window.panel()->setMode(ParameterPanel::Mode::Expert);
    window.show();
    QApplication::processEvents();
    auto* runner = window.model()->analysis();
    runner->waitForIdle(30000);

    const QList<FieldRow*> rows = window.panel()->visibleRows();
    if (rows.isEmpty())
        return 1;
    std::vector<double> total, sync;
    int valid = 0;
    QElapsedTimer timer;
    for (int i = 0; i < kChanges; ++i) {
        // Each field is stepped up and straight back down, so the walk stays near a valid
        // scenario (an invalid one skips the estimate and the worker and would flatter us).
        FieldRow* row = rows[(i / 2) % rows.size()];
        const int direction = i % 2 == 0 ? 1 : -1;
        timer.start();
        row->nudge(direction);       // model edit -> estimate -> every observer updated
        sync.push_back(double(timer.nsecsElapsed()) / 1e6);
        runner->waitForIdle(30000);  // the worker's sweep and Monte Carlo land
        QApplication::processEvents();
        repaintVisible(window);      // the frame the user sees, painted in full
        total.push_back(double(timer.nsecsElapsed()) / 1e6);
        valid += window.model()->isValid() ? 1 : 0;
    }
    std::printf("refresh_ms p50=%.2f p99=%.2f max=%.2f\n", percentile(total, 0.5),
                percentile(total, 0.99), *std::max_element(total.begin(), total.end()));
    if (qEnvironmentVariableIsSet("SYNCWALL_BENCH_DETAIL"))
        std::fprintf(stderr, "sync_ms p50=%.2f p99=%.2f max=%.2f (changes=%d valid=%d fields=%d)\n",
                     percentile(sync, 0.5), percentile(sync, 0.99),
                     *std::max_element(sync.begin(), sync.end()), kChanges, valid, int(rows.size()));
    return 0;
}

}  // namespace syncwall::ui
