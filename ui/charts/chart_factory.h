#pragma once
// Charts by their docs/contract.md names.

#include <QString>
#include <QStringList>
#include <memory>

#include "chart_view.h"

namespace syncwall::ui {

// "scaling", "breakdown", "checkpoint", "memory", "layouts", "syncwall", "compare",
// "sensitivity"; null if
// the name is unknown.
std::unique_ptr<ChartView> makeChart(const QString& name, QWidget* parent = nullptr);
QStringList chartNames();

}  // namespace syncwall::ui
