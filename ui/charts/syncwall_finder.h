#pragma once
// The sync-wall finder: states the wall and the efficiency crossings in plain words, then what
// would move the wall and by how much (double scale-out bandwidth, the best other layout, a
// larger global batch, gradient compression, async checkpoints), each one Apply away.

#include <QFutureWatcher>
#include <atomic>
#include <memory>
#include <utility>

#include "chart_view.h"
#include "wall_levers.h"

class QGridLayout;
class QLabel;

namespace syncwall::ui {

class SyncWallFinder : public ChartView {
    Q_OBJECT
public:
    explicit SyncWallFinder(QWidget* parent = nullptr);
    ~SyncWallFinder() override;
    QString name() const override { return QStringLiteral("syncwall"); }
    QString title() const override;
    QString csv() const override;
    void render(QPainter& painter, const QRect& rect, const ExportStyle& style) override;

    void setSweepPolicy(core::SweepLayoutPolicy policy);
    // The levers of the current inputs: computed on a worker when the inputs change (five
    // sweeps: too slow for the GUI thread), or here at once when asked before it lands
    // (exports, CSV, tests).
    const WallLevers& levers() const;
    int lastGpus() const;

    static QString leverName(LeverKind kind);
    QString leverChange(const WallLever& lever) const;  // what exactly changes
    QString wallEffect(const WallLever& lever) const;   // 32,768 -> 65,536 GPUs (x2)
    QString jctEffect(const WallLever& lever) const;    // 18.0 -> 17.2 days (-4%)
    QString headline() const;
    QString crossings() const;

    // Stops the levers' worker (their inputs are old): on two cores its five sweeps would take
    // a core from the sweep of the new scenario, which the frame waits for.
    void scenarioChanging() override;

protected:
    void refresh() override;

private:
    QString wallText(const std::optional<int>& gpus) const;
    void rebuildRows();

    void showLevers();
    void startWorker();

    core::SweepLayoutPolicy m_policy = core::SweepLayoutPolicy::Best;
    mutable WallLevers m_levers;
    quint64 m_inputsGeneration = 0;          // bumped by every refresh
    mutable quint64 m_leversGeneration = 0;  // the inputs m_levers belong to
    QFutureWatcher<std::pair<quint64, WallLevers>>* m_worker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;  // the running worker's
    QLabel* m_headline = nullptr;
    QLabel* m_crossings = nullptr;
    QGridLayout* m_rows = nullptr;
};

}  // namespace syncwall::ui
