#pragma once
// Draws the DDP step: one row per GPU with its data shard, its phases as a progress bar against
// time, the all-reduce lane, the barrier waiting for the slowest GPU, and the strip.

#include <QCoreApplication>
#include <QPainter>
#include <vector>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

class DdpPainter {
    Q_DECLARE_TR_FUNCTIONS(DdpPainter)
public:
    static void paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                      const FrameStyle& style);
    static QString describe(const FrameInputs& in, double phase);
    static std::vector<double> stops(const FrameInputs& in);
    // The widths of pills holding `needed` px each in `total` px: each its need plus an equal
    // share of what is left, or all scaled alike where the needs exceed the total.
    static std::vector<double> pillWidths(const std::vector<double>& needed, double total);
};

}  // namespace syncwall::ui
