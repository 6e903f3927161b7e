#pragma once
// `--bench-ui`: drives changes across the parameter panel as a user would (through the
// widgets), each followed by the full refresh the user waits for: the estimate and every
// observer updated (synchronous), the worker's sweep landing and the views fed with it, then
// the frame Qt paints for what changed. Prints `refresh_ms p50=X p99=Y max=Z` for that wait.
// The failure Monte Carlo lands later, in a frame of its own, and is timed apart.
// SYNCWALL_BENCH_DETAIL=1 adds the parts (and the Monte Carlo) on stderr;
// SYNCWALL_BENCH_TRACE=1 one line per change.

namespace syncwall::ui {

class MainWindow;

class UiBench {
public:
    // Each field stepped up and back down: 240 changes visit each of the expert panel's fields
    // about once; more give a steadier p99 (`--bench-changes`).
    static constexpr int kDefaultChanges = 2 * 120;
    static constexpr int kMinChanges = 20;
    static constexpr int kMaxChanges = 20000;
    static int run(MainWindow& window, int changes = kDefaultChanges);
};

}  // namespace syncwall::ui
