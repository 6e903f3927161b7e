#pragma once
// The fine print of an exported chart: the assumptions that move the numbers most (precision
// and peak basis, GEMM efficiency, link efficiencies, overlap, failure model), then the
// scenario, the app version and the date.

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::ui {

class AssumptionsFooter {
    Q_DECLARE_TR_FUNCTIONS(AssumptionsFooter)
public:
    static QStringList lines(const core::Scenario& scenario, const core::Estimate& estimate,
                             const QDate& date = QDate::currentDate());
    // Scenario name · model · GPU count: the default subtitle.
    static QString subtitle(const core::Scenario& scenario);
};

}  // namespace syncwall::ui
