#pragma once
// Puts every chart view in the window's view host and keeps it fed from the model: the
// estimate at once, the sweep when the worker delivers it. Only the visible chart is refreshed;
// the others catch up when they are shown. Chart clicks come back as undoable edits.

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <optional>

#include "charts/chart_inputs.h"

namespace syncwall::ui {

class ChartView;
class ScenarioModel;
class ViewHost;

class ChartTabs : public QObject {
    Q_OBJECT
public:
    ChartTabs(ScenarioModel* model, ViewHost* views, QObject* parent = nullptr);

    // The chart on the current tab, or null when the current view is not a chart.
    ChartView* currentChart() const;
    ChartView* chart(const QString& name) const;
    QList<ChartView*> charts() const { return m_charts; }

    // Compare: the current scenario becomes the baseline every chart overlays.
    void pinBaseline();
    void clearBaseline();
    bool hasBaseline() const { return m_baseline.has_value(); }

    // Brings the visible chart up to date now (benchmarks, screenshots).
    void refreshVisible();
    // Brings `chart` up to date now, shown or not: an export from another view (the scaling
    // chart, from the Explorer) had drawn what the hidden chart last showed, or nothing.
    void bringUpToDate(ChartView* chart);
    // A paced refresh is waiting for its frame (see refreshVisibleSoon).
    bool isRefreshPending() const { return m_paced.isActive(); }

signals:
    void baselineChanged(bool pinned);

private:
    // At most one rebuild of the visible chart per 60 Hz frame: the Monte Carlo band, landing
    // a few milliseconds after the sweep, is drawn in the next frame rather than the same one.
    void refreshVisibleSoon();
    void markAllStale();
    void feed(ChartView* chart);
    // What the charts draw for the current scenario (estimate, sweep and Monte Carlo as far as
    // they have landed); kept as m_lastGood while the scenario is valid, whichever view shows.
    ChartInputs currentInputs() const;
    void keepLastGood();
    void connectRequests(ChartView* chart);

    ScenarioModel* m_model;
    ViewHost* m_views;
    QList<ChartView*> m_charts;
    QSet<ChartView*> m_stale;
    std::optional<ChartInputs> m_baseline;
    std::optional<ChartInputs> m_lastGood;  // what the charts show while the inputs are invalid
    QSet<ChartView*> m_showingLastGood;     // fed with m_lastGood since it was set
    QElapsedTimer m_sinceFeed;
    QTimer m_paced;
};

}  // namespace syncwall::ui
