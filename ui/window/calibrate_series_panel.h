#pragma once
// The part of the calibration dialog that takes a series of measured runs (issue 14): run 1 is
// the current scenario as it is; the user adds runs of the same scenario at other GPU counts
// (and TP, PP, DP), or a saved scenario file with its own measured step, each with the step time
// measured on it. Every edit refits core::calibrateSeries at once and shows the fitted compute
// and link scales, how well each is determined, and each run's step before and after the fit;
// what keeps a run out (an illegal layout, a missing measurement) is said instead.

#include <QWidget>
#include <optional>
#include <vector>

#include "core/series_calibration.h"

class QPushButton;
class QTableWidget;

namespace syncwall::ui {

class CalibrateSeriesDelegate;
class ScenarioModel;

class CalibrateSeriesPanel : public QWidget {
    Q_OBJECT
public:
    explicit CalibrateSeriesPanel(ScenarioModel* model, QWidget* parent = nullptr);

    // For tests and scripting: the same as using the table. dp 0 = auto; measured_s 0 = none.
    int runCount() const;
    void addRun(int gpus, int tp, int pp, int dp, double measured_s);
    bool addRunFromFile(const QString& path);  // false (and says why) when it cannot be read
    void removeRun(int run);                   // run 0 (the scenario) stays
    // Back to run 1 alone, with the scenario's own measured step if it has one: another
    // document's runs and measurements do not belong to this one.
    void startOver();
    void setMeasured(int run, double measured_s);
    QTableWidget* table() const { return m_table; }

    // Run 1 follows the scenario; the fit is redone while the panel is shown.
    void refresh();
    bool fitted() const { return m_fitted; }
    const core::SeriesCalibrationResult& result() const { return m_result; }
    QString resultText() const;

signals:
    void fitChanged();  // fitted() or result() may have changed

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Run {
        std::optional<core::Scenario> file;  // a run read from a scenario file
        QString fileName;
    };
    void appendRow(const Run& run, int gpus, int tp, int pp, int dp, double measured_s);
    void setRow(int row, int gpus, int tp, int pp, int dp, bool editable);
    core::Scenario scenarioOf(int row) const;
    QString runName(int row) const;
    void refit();
    void say(const QString& text);
    void browse();
    void removeCurrent();
    void cellRefused(int row, int column, const QString& typed);

    ScenarioModel* m_model;
    QTableWidget* m_table;
    CalibrateSeriesDelegate* m_delegate;
    QPushButton* m_remove;
    QString m_text;           // shown: the fit, or what keeps it from being made
    QString m_fitText;        // the last of those refit() said, shown again below a refused cell
    std::vector<Run> m_runs;  // one per row
    core::SeriesCalibrationResult m_result;
    bool m_fitted = false;
    bool m_stale = true;
    bool m_updating = false;
};

}  // namespace syncwall::ui
