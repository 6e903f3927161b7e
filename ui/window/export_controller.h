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
    // `path` with the suffix of the file dialog's chosen `filter` ("PNG image (*.png)") where
    // it has none of the export formats'.
    static QString withFilterSuffix(const QString& path, const QString& filter);

private:
    // The visible chart, else the scaling chart (what a deck most often wants).
    ChartView* target() const;

    ChartTabs* m_charts;
    QWidget* m_window;
};

}  // namespace syncwall::ui
