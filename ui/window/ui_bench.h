#pragma once
// `--bench-ui`: drives changes across the parameter panel as a user would (through the
// widgets), each followed by the full refresh the user sees: the estimate and every view
// (synchronous), then the worker's sweep and Monte Carlo landing and the views repainted
// again. Prints `refresh_ms p50=X p99=Y max=Z` for that whole wait.

namespace syncwall::ui {

class MainWindow;

class UiBench {
public:
    static constexpr int kChanges = 2 * 120;
    static int run(MainWindow& window);
};

}  // namespace syncwall::ui
