#pragma once
// The chart half of the File and Edit menus: export the visible chart (PNG, SVG, PDF or CSV,
// never overwriting without asking), copy it or its data, and pin a baseline to compare with.

#include <QObject>

class QWidget;

namespace syncwall::ui {

class ChartTabs;
class ChartView;

class ExportController : public QObject {
    Q_OBJECT
public:
    ExportController(ChartTabs* charts, QWidget* window);

public slots:
    void exportChart();
    void copyChart();
    void copyChartData();

private:
    // The visible chart, else the scaling chart (what a deck most often wants).
    ChartView* target() const;

    ChartTabs* m_charts;
    QWidget* m_window;
};

}  // namespace syncwall::ui
