#include "analysis_runner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

#include "core/cancel_flag.h"

namespace syncwall::ui {

namespace {

// Powers of two around any realistic run: one GPU to 128 Ki GPUs.

void setFlag(std::atomic<bool>* flag) { flag->store(true, std::memory_order_relaxed); }

}  // namespace

AnalysisRunner::AnalysisRunner(QObject* parent) : QObject(parent)
{
    connect(&m_sweepWatcher, &QFutureWatcher<SweepOutcome>::finished, this,
            &AnalysisRunner::onSweepDone);
    connect(&m_mcWatcher, &QFutureWatcher<MonteCarloOutcome>::finished, this,
            &AnalysisRunner::onMonteCarloDone);
    m_mcDelay.setSingleShot(true);
    m_mcDelay.setInterval(kMonteCarloDelay_ms);
    connect(&m_mcDelay, &QTimer::timeout, this, &AnalysisRunner::startMonteCarlo);
}

AnalysisRunner::~AnalysisRunner()
{
    cancelRunning();
    m_sweepWatcher.waitForFinished();
    m_mcWatcher.waitForFinished();
}

void AnalysisRunner::request(const core::Scenario& scenario, const core::Estimate& estimate)
{
    queue(scenario, &estimate);
}

void AnalysisRunner::requestSweepOnly(const core::Scenario& scenario) { queue(scenario, nullptr); }

void AnalysisRunner::queue(const core::Scenario& scenario, const core::Estimate* estimate)
{
    Job job;
    job.generation = ++m_generation;
    job.scenario = scenario;
    if (estimate)
        job.estimate = *estimate;
    m_pendingSweep = job;
    if (estimate)
        m_pendingMc = job;
    else
        m_pendingMc.reset();  // no estimate of this scenario: nothing to simulate
    // What runs is an older scenario's, whose results would be dropped: stop it, so that this
    // request's sweep starts as soon as the running one notices (between two GPU counts).
    cancelRunning();
    if (!m_sweepBusy)
        startSweep();
    // The Monte Carlo starts a frame after this sweep has landed (onSweepDone): on two cores it
    // would otherwise take a core from the sweep, the paint and the chart's own search that
    // the frame waits for.
}

void AnalysisRunner::clear()
{
    ++m_generation;
    m_pendingSweep.reset();
    m_pendingMc.reset();
    m_mcDelay.stop();
    cancelRunning();
    if (isIdle())  // a Monte Carlo was only waiting for its frame: nothing else will say so
        emit idle();
}

void AnalysisRunner::cancelRunning()
{
    if (m_sweepCancel)
        setFlag(m_sweepCancel.get());
    if (m_mcCancel)
        setFlag(m_mcCancel.get());
}

bool AnalysisRunner::isIdle() const
{
    return !m_sweepBusy && !m_mcBusy && !m_pendingSweep && !m_pendingMc;
}

bool AnalysisRunner::waitForIdle(int timeout_ms)
{
    return waitFor(&AnalysisRunner::isIdle, &AnalysisRunner::idle, timeout_ms);
}

bool AnalysisRunner::waitForSweep(int timeout_ms)
{
    return waitFor(&AnalysisRunner::isSweepSettled, &AnalysisRunner::sweepSettled, timeout_ms);
}

bool AnalysisRunner::waitFor(bool (AnalysisRunner::*done)() const, void (AnalysisRunner::*signal)(),
                             int timeout_ms)
{
    if ((this->*done)())
        return true;
    // Sleep in an event loop rather than spin: on two cores a spinning GUI thread would slow
    // the very workers it waits for.
    QEventLoop loop;
    connect(this, signal, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeout_ms, &loop, &QEventLoop::quit);
    loop.exec();
    return (this->*done)();
}

void AnalysisRunner::startSweep()
{
    if (!m_pendingSweep)
        return;
    Job job = std::move(*m_pendingSweep);
    m_pendingSweep.reset();
    m_sweepBusy = true;
    m_sweepCancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_sweepCancel;
    m_sweepWatcher.setFuture(QtConcurrent::run([job, cancel]() {
        SweepOutcome out;
        out.generation = job.generation;
        // Two threads: the GUI thread mostly waits for this sweep, and the Monte Carlo starts
        // only once it has landed, so on two cores the second one would otherwise sit idle.
        out.sweep = core::sweepGpus(job.scenario, core::standardGpuCounts(job.scenario),
                                    core::SweepLayoutPolicy::Best, kSweepThreads, cancel.get());
        if (out.sweep.complete)  // a cancelled sweep is stale: onSweepDone drops it
            out.wall = core::findSyncWall(out.sweep);
        return out;
    }));
}

void AnalysisRunner::startMonteCarlo()
{
    if (!m_pendingMc || m_mcBusy || m_sweepBusy)
        return;
    Job job = std::move(*m_pendingMc);
    m_pendingMc.reset();
    m_mcBusy = true;
    m_mcRunning = job.generation;
    m_mcCancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_mcCancel;
    m_mcWatcher.setFuture(QtConcurrent::run([job, cancel]() {
        MonteCarloOutcome out;
        out.generation = job.generation;
        // Exactly the terms the estimate already resolved (core::reliabilityInputsOf).
        out.result = core::simulateRun(job.estimate, cancel.get());
        // The band from the same samples (core::jctBand): one Monte Carlo, not two. A run a
        // newer request cancelled is stale and dropped (onMonteCarloDone).
        if (!core::stopRequested(cancel.get()))
            out.band = core::jctBand(job.scenario, job.estimate, out.result);
        return out;
    }));
}

void AnalysisRunner::onSweepDone()
{
    // Busy until this handler has run: a future that finished but whose result is not yet
    // taken still counts, so idle() never fires ahead of a result.
    m_sweepBusy = false;
    SweepOutcome out = m_sweepWatcher.result();
    const bool fresh = out.generation == m_generation && out.sweep.complete;
    if (fresh)
        m_sweep = std::move(out);
    startSweep();
    if (m_pendingMc && !m_sweepBusy)  // a frame from now, if no newer sweep has started by then
        m_mcDelay.start();
    if (fresh)
        emit sweepFinished();
    if (isSweepSettled())
        emit sweepSettled();
    if (isIdle())
        emit idle();
}

void AnalysisRunner::onMonteCarloDone()
{
    m_mcBusy = false;
    MonteCarloOutcome out = m_mcWatcher.result();
    const bool fresh = out.generation == m_generation;
    if (fresh)
        m_mc = std::move(out);
    if (!m_mcDelay.isActive())  // else the newer one starts a frame after its sweep, as ever
        startMonteCarlo();
    if (fresh)
        emit monteCarloFinished();
    if (isIdle())
        emit idle();
}

}  // namespace syncwall::ui
