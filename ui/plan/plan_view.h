#pragma once

#include <atomic>
#include <memory>
// The Plan view: "how many GPUs, of which type, to finish by a date or within a budget?". For
// each system of the catalog, the core's plan (core/plan.h) for the scenario as it stands: the
// fewest GPUs and their layout, the expected JCT with its P10-P90 band, and the cost. Computed
// on a worker while the view is shown; a newer scenario or goal replaces the job in flight.

#include <QFutureWatcher>
#include <QWidget>

#include "core/plan.h"

class QButtonGroup;
class QCheckBox;
class QLabel;
class QTableWidget;

namespace syncwall::ui {

class ScenarioModel;
class TypedSpinBox;

class PlanView : public QWidget {
    Q_OBJECT
public:
    explicit PlanView(ScenarioModel* model, QWidget* parent = nullptr);
    ~PlanView() override;

    // The table's columns, in order: what a plan needs and whether it meets the goal first,
    // its layout last (the widest and the most often cut off a 1024 px window).
    enum Column {
        SystemColumn,
        GpuColumn,
        GpusColumn,
        JctColumn,
        BandColumn,
        CostColumn,
        GoalColumn,
        LayoutColumn,
        ColumnCount
    };
    QTableWidget* table() const { return m_table; }
    // True while a plan is being computed (tests wait for it).
    bool isBusy() const { return m_busy || m_pending; }
    bool isSearching() const { return m_busy; }  // a worker runs (not just a request waits)
    // Block (in an event loop) until the plan of the current scenario is shown, or the timeout;
    // for screenshots and tests.
    bool waitForPlan(int timeout_ms);

signals:
    void planned();  // the table shows the plans of the current scenario and goal

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Outcome {
        quint64 generation = 0;
        std::vector<core::SystemPlan> plans;
    };
    void request();
    // Says under the fields what one of them refused; empty hides it.
    void refuse(const QString& message);
    void start();
    void onDone();
    void fill(const std::vector<core::SystemPlan>& plans);
    core::PlanGoal goal() const;
    // The scenario's plan.deadline_days <-> the deadline field and its "draw" box.
    void showScenarioDeadline();
    void storeDeadline();

    ScenarioModel* m_model;
    QButtonGroup* m_kind;
    TypedSpinBox* m_deadline;
    QCheckBox* m_drawDeadline;
    TypedSpinBox* m_budget;
    QLabel* m_status;
    QLabel* m_refusal;  // what the deadline or budget field could not take, until it takes one
    QTableWidget* m_table;
    QFutureWatcher<Outcome> m_watcher;
    // Set when a newer scenario or goal arrives: the running plan stops between GPU counts
    // instead of taking a core from the sweep the next frame waits for.
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    bool m_busy = false;
    bool m_pending = false;
    bool m_stale = true;
};

}  // namespace syncwall::ui
