#pragma once
// The slow part of a refresh, off the GUI thread: the GPU-count sweep with its sync wall, and
// the failure Monte Carlo with the P10-P90 JCT band. Each request bumps a generation; at most one job of each kind runs,
// the newest request waits as "pending" (older pending ones are dropped), and results from a
// stale generation are thrown away (qtbase's mandelbrot example restarts the same way). The
// sweep goes first: the Monte Carlo of a request starts once no sweep runs, so it never takes
// a core from the sweep a frame waits for. A newer request (or clear()) cancels what runs: its
// results would be dropped, and the sweep stops between two GPU counts. The Monte Carlo waits
// one 120 Hz frame more after its sweep has landed: the GUI thread paints what the sweep changed,
// and the shown chart runs its own search (the layout grid, the sync wall finder's levers), in
// that frame, and a third busy thread on two cores had stretched its slowest refreshes
// (docs/performance.md).

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

#include "core/estimate.h"
#include "core/failure_monte_carlo.h"
#include "core/jct_band.h"
#include "core/sweep.h"

namespace syncwall::ui {

struct SweepOutcome {
    quint64 generation = 0;
    core::SweepResult sweep;
    core::SyncWall wall;
};

struct MonteCarloOutcome {
    quint64 generation = 0;
    core::MonteCarloResult result;
    core::JctBand band;  // model error x failure Monte Carlo (core::jctBand), same generation
};

class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRunner(QObject* parent = nullptr);
    ~AnalysisRunner() override;

    // Threads of one sweep (core::sweepGpus): the worker and one more.
    static constexpr int kSweepThreads = 2;
    // How long after its sweep has landed the Monte Carlo starts: one frame at 120 Hz.
    static constexpr int kMonteCarloDelay_ms = 8;

    void request(const core::Scenario& scenario, const core::Estimate& estimate);
    // Only the scenario's own layout is illegal: the sweep (which picks the best layout at each
    // count) still means something; the Monte Carlo of this run does not.
    void requestSweepOnly(const core::Scenario& scenario);
    void clear();  // the scenario is invalid: nothing to analyse

    quint64 generation() const { return m_generation; }
    // The one state every view reads (none decides for itself): Current = this scenario's
    // result; Stale = an older scenario's, while this one's computes; Absent = none yet.
    enum class State { Absent, Stale, Current };
    State sweepState() const { return stateOf(m_sweep.generation); }
    State monteCarloState() const { return stateOf(m_mc.generation); }
    // What views draw. The sweep and its wall may be one step behind while the next computes
    // (they move little between slider steps; views keep them rather than flicker). The Monte
    // Carlo and its band only for this very scenario: an older band beside the new expected
    // JCT would mislead. nullptr = nothing to draw yet.
    const SweepOutcome* sweepToDraw() const
    {
        return sweepState() == State::Absent ? nullptr : &m_sweep;
    }
    const MonteCarloOutcome* monteCarloToDraw() const
    {
        return monteCarloState() == State::Current ? &m_mc : nullptr;
    }
    const SweepOutcome& sweep() const { return m_sweep; }
    const MonteCarloOutcome& monteCarlo() const { return m_mc; }
    bool isIdle() const;
    bool isMonteCarloRunning() const { return m_mcBusy; }
    // The generation whose Monte Carlo runs (0 = none): a cancelled older one may still be
    // winding down when a newer request's sweep lands.
    quint64 runningMonteCarloGeneration() const { return m_mcBusy ? m_mcRunning : 0; }
    // No sweep running or queued: the one for the newest request has landed (or was dropped
    // because the scenario became invalid).
    bool isSweepSettled() const { return !m_sweepBusy && !m_pendingSweep; }
    // Block (sleeping in an event loop) until idle / the sweep is settled, or the timeout;
    // for screenshots, tests and --bench-ui.
    bool waitForIdle(int timeout_ms);
    bool waitForSweep(int timeout_ms);

signals:
    void sweepFinished();
    void monteCarloFinished();
    void idle();
    void sweepSettled();

private:
    State stateOf(quint64 generation) const
    {
        return generation == 0              ? State::Absent
               : generation == m_generation ? State::Current
                                            : State::Stale;
    }
    struct Job {
        quint64 generation = 0;
        core::Scenario scenario;
        core::Estimate estimate;
    };
    // A new generation: the sweep of `scenario`, and its Monte Carlo when `estimate` is given.
    void queue(const core::Scenario& scenario, const core::Estimate* estimate);
    // Stops the running sweep and Monte Carlo: a newer request or none makes them stale.
    void cancelRunning();
    void startSweep();
    void startMonteCarlo();
    void onSweepDone();
    void onMonteCarloDone();
    bool waitFor(bool (AnalysisRunner::*done)() const, void (AnalysisRunner::*signal)(),
                 int timeout_ms);

    quint64 m_generation = 0;
    std::optional<Job> m_pendingSweep;
    std::optional<Job> m_pendingMc;
    std::shared_ptr<std::atomic<bool>> m_sweepCancel;
    std::shared_ptr<std::atomic<bool>> m_mcCancel;
    bool m_sweepBusy = false;
    bool m_mcBusy = false;
    quint64 m_mcRunning = 0;  // the running Monte Carlo's generation
    QFutureWatcher<SweepOutcome> m_sweepWatcher;
    QFutureWatcher<MonteCarloOutcome> m_mcWatcher;
    QTimer m_mcDelay;  // kMonteCarloDelay_ms after a sweep lands, then startMonteCarlo()
    SweepOutcome m_sweep;
    MonteCarloOutcome m_mc;
};

}  // namespace syncwall::ui
