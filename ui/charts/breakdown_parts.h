#pragma once
// The bars of a step, in stacking order, each with its fixed colour and pattern: compute, TP,
// CP/EP, PP, bubble, exposed DP, optimizer, straggler. Each bar draws one or more of the core's
// step parts (core/step_parts.h; every part in exactly one bar, tested). Communication parts
// share the communication hue in shades and differ by pattern as well.

#include <QBrush>
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

#include "chart_inputs.h"
#include "core/estimate.h"
#include "core/step_parts.h"

namespace syncwall::ui {

struct BreakdownPart {
    QString label;
    QString csvKey;
    QColor color;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    QVector<core::StepPart> parts;  // the core's parts this bar sums
    bool always = true;             // drawn even at zero (false: only where some step has it)

    double value(const core::StepBreakdown& step) const;
};

class BreakdownParts {
    Q_DECLARE_TR_FUNCTIONS(BreakdownParts)
public:
    static QVector<BreakdownPart> all();
    // The parts to draw: all but CP/EP, which only when non-zero somewhere in `steps`.
    static QVector<BreakdownPart> present(const QVector<core::StepBreakdown>& steps);
    // One row per step: this scenario's ("current"), the baseline's and the sweep's, each
    // with its layout and every bar's seconds.
    static QString csv(const ChartInputs& in, const std::optional<ChartInputs>& base);
};

}  // namespace syncwall::ui
