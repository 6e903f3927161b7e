#pragma once
// The step time split into its parts (Qt Charts, stacked): on the left the scenario in seconds
// (and the pinned baseline beside it, dashed), on the right each GPU count of the sweep as
// shares of its step.

#include "breakdown_layout.h"
#include "breakdown_parts.h"
#include "chart_view.h"

class QGraphicsScene;

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace syncwall::ui {

class BreakdownChart : public ChartView {
    Q_OBJECT
public:
    explicit BreakdownChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("breakdown"); }
    QString title() const override;
    QString csv() const override;
    bool drawsBaseline() const override { return true; }
    void render(QPainter& painter, const QRect& rect, const ExportStyle& style) override;

    // The two charts side by side, or one above the other where the scenario's share of the
    // width cannot hold its bar beside its legend (a 1024 px window had cut "Warten auf Str").
    bool stacked() const;

protected:
    void refresh() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The charts with a set for each of `parts` (an export: the parts present; the screen: all
    // of them, so that a part coming or going never adds or removes sets).
    QChart* makeScenarioChart(const ExportStyle& style, const QVector<BreakdownPart>& parts) const;
    QChart* makeSweepChart(const ExportStyle& style, const QVector<BreakdownPart>& parts) const;
    static void styleChart(QChart* chart, const ExportStyle& style, const QString& title);
    // The legend as wide as the longest of `present` and showing those alone (a part at zero
    // everywhere and the baseline's repeated sets have no marker).
    static void fitScenarioLegend(QChart* chart, const QVector<BreakdownPart>& present,
                                  const ExportStyle& style);
    // What the charts' items depend on: the style and whether a baseline is pinned. While it
    // holds, a refresh moves the bars, renames the categories and shows the legend markers of the
    // parts present, in place (new QCharts cost ~10 ms per change, new sets for a part that
    // came, as with a second expert, ~5 ms).
    QString structureKey(const ExportStyle& style) const;
    QStringList scenarioCategories() const;
    QStringList sweepCategories() const;
    void updateScenarioChart(QChart* chart, const QVector<BreakdownPart>& parts,
                             const ExportStyle& style) const;
    void updateSweepChart(QChart* chart, const QVector<BreakdownPart>& parts,
                          const ExportStyle& style) const;
    QString scenarioTitle() const;
    // Where the two charts go in `total` px (BreakdownLayout), on screen and in an export.
    BreakdownLayout layoutIn(double total, double legend, const ExportStyle& style) const;
    void placeCharts();

    QChartView* m_scenarioView = nullptr;
    QChartView* m_sweepView = nullptr;
    QString m_structure;
};

}  // namespace syncwall::ui
