#pragma once
// The common base of every chart: fed by core results only (scenario, estimate, sweep), an
// optional pinned baseline, the data behind it as CSV, and painting itself for export.

#include <QString>
#include <QWidget>
#include <optional>

#include "chart_display.h"
#include "chart_inputs.h"
#include "core/estimate.h"
#include "core/scenario.h"
#include "export_style.h"

class QLabel;
class QPainter;
class QResizeEvent;

namespace syncwall::ui {

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    virtual QString name() const = 0;   // "scaling", "breakdown", ... (docs/contract.md)
    virtual QString title() const = 0;  // translated, for tabs and export titles
    virtual QString csv() const = 0;    // the numbers drawn, RFC 4180
    // Paints the chart (no title or footer) into `rect`, in `style`.
    virtual void render(QPainter& painter, const QRect& rect, const ExportStyle& style) = 0;
    using QWidget::render;

    void setInputs(const core::Scenario& scenario, const core::Estimate& estimate,
                   const core::SweepResult& sweep);
    void setInputs(const ChartInputs& inputs);
    // Pins a baseline that charts which compare draw beside the current scenario (dashed).
    void setBaseline(const core::Scenario& scenario, const core::Estimate& estimate,
                     const core::SweepResult& sweep);
    void clearBaseline();
    virtual bool drawsBaseline() const { return false; }
    // Charts that draw the failure Monte Carlo (ChartInputs::band or ::monteCarlo) are fed
    // again when the worker's lands.
    virtual bool drawsMonteCarlo() const { return false; }
    // Charts that draw the sweep over GPU counts are fed when the worker's sweep lands; the
    // others are fed as soon as the scenario changes, and take a new sweep (for their summary's
    // sync wall) without drawing again (takeSweep).
    virtual bool drawsSweep() const { return true; }
    void takeSweep(const core::SweepResult& sweep);
    // False while the chart's own worker computes what it will draw for the current inputs
    // (the layouts heatmap's search): what is on screen is then the previous picture.
    virtual bool isCurrent() const { return true; }

    // A text summary of what the chart shows (its accessible description).
    virtual QString summary() const;
    // The chart's finding in one sentence, offered as an export title; empty when it has none.
    virtual QString callout() const { return {}; }
    // The series a person may hide, and whether the chart takes GPU and JCT axis ranges.
    virtual QList<ChartSeries> series() const { return {}; }
    virtual QStringList seriesIds() const { return {}; }  // every id series() may list
    virtual bool takesRanges() const { return false; }
    // The scenario changed: new inputs follow when the worker's sweep lands. Work still running
    // for the old ones may stop, so that the new sweep has the cores.
    virtual void scenarioChanging() { }
    // Axis ranges and hidden series; the default shows everything at the chart's own ranges.
    void setDisplay(const ChartDisplay& display);
    const ChartDisplay& display() const { return m_display; }

    // A note over the chart, for a picture that is not the current scenario's (its inputs
    // cannot be computed): what it shows instead. Empty hides it; an export never carries it.
    void setNotice(const QString& text);
    QString notice() const;

    const ChartInputs& inputs() const { return m_inputs; }
    const std::optional<ChartInputs>& baseline() const { return m_baseline; }
    bool hasInputs() const { return m_hasInputs; }

signals:
    void gpuCountRequested(int gpus);
    void layoutRequested(const syncwall::core::Layout& layout);
    void scenarioChangeRequested(const syncwall::core::Scenario& scenario);

protected:
    virtual void refresh() = 0;  // the inputs or the baseline changed
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateAccessibility();
    void placeNotice();

    ChartInputs m_inputs;
    std::optional<ChartInputs> m_baseline;
    ChartDisplay m_display;
    bool m_hasInputs = false;
    QLabel* m_notice = nullptr;
};

}  // namespace syncwall::ui

Q_DECLARE_METATYPE(syncwall::core::Layout)
Q_DECLARE_METATYPE(syncwall::core::Scenario)
