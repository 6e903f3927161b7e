#pragma once
// The parts of a step, in stacking order, each with its fixed colour and pattern: compute,
// TP, CP/EP, PP, bubble, exposed DP, optimizer, straggler. Communication parts share the
// communication hue in shades and differ by pattern as well.

#include <QBrush>
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "core/estimate.h"

namespace syncwall::ui {

struct BreakdownPart {
    QString label;
    QString csvKey;
    QColor color;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    double (*value)(const core::StepBreakdown&) = nullptr;
};

class BreakdownParts {
    Q_DECLARE_TR_FUNCTIONS(BreakdownParts)
public:
    static QVector<BreakdownPart> all();
    // The parts to draw: all but CP/EP, which only when non-zero somewhere in `steps`.
    static QVector<BreakdownPart> present(const QVector<core::StepBreakdown>& steps);
};

}  // namespace syncwall::ui
