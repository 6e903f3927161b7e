#pragma once
// `--bench-ui`: drives changes across the parameter panel as a user would (through the
// widgets), each followed by the full refresh the user waits for: the estimate and every
// observer updated (synchronous), the worker's sweep and Monte Carlo landing, then the panel
// and the visible view repainted in full. Prints `refresh_ms p50=X p99=Y max=Z` for that wait;
// SYNCWALL_BENCH_DETAIL=1 adds the synchronous part alone on stderr.

namespace syncwall::ui {

class MainWindow;

class UiBench {
public:
    static constexpr int kChanges = 2 * 120;
    static int run(MainWindow& window);
};

}  // namespace syncwall::ui
