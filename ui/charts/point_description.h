#pragma once
// The words behind a point: its layout and step-time breakdown, for hover tool tips.

#include <QCoreApplication>
#include <QString>

#include "core/estimate.h"

namespace syncwall::ui {

class PointDescription {
    Q_DECLARE_TR_FUNCTIONS(PointDescription)
public:
    static QString text(int gpus, const core::Estimate& estimate);
    static QString breakdown(const core::StepBreakdown& step);
};

}  // namespace syncwall::ui
