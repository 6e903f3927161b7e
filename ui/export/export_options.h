#pragma once
// What a deck author can change on an exported chart.

#include <QString>
#include <optional>

#include "core/scenario.h"

namespace syncwall::ui {

struct ExportOptions {
    QString title;                           // empty = the chart's title
    QString subtitle;                        // empty = scenario name · model · GPU count
    bool footer = true;                      // the assumptions, scenario name, app version and date
    std::optional<core::Scenario> baseline;  // a pinned baseline, drawn where the chart compares
};

}  // namespace syncwall::ui
