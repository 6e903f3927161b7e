#pragma once
// What a person chose to show on a chart beyond its data: axis ranges and hidden series. The
// window draws the defaults; the export dialog and `syncwall --export-chart` set them for one
// export (ChartView::setDisplay).

#include <QString>
#include <QStringList>
#include <optional>

namespace syncwall::ui {

// A series a person may hide: its stable id (settings, --hide) and its translated label.
struct ChartSeries {
    QString id;
    QString label;
};

struct ChartDisplay {
    std::optional<int> minGpus;      // GPU axis; empty = the first count that fits
    std::optional<int> maxGpus;      // empty = the largest count swept
    std::optional<double> minJct_s;  // JCT axis; empty = from the data
    std::optional<double> maxJct_s;
    QStringList hiddenSeries;  // ChartSeries ids

    bool hides(const QString& id) const { return hiddenSeries.contains(id); }
    bool operator==(const ChartDisplay&) const = default;
};

}  // namespace syncwall::ui
