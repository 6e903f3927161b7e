#pragma once
// Draws the all-reduce animations (ring and its tree, hierarchical and in-switch variants): GPUs
// holding chunk cells, chunks in flight on the current step, the formula strip.

#include <QCoreApplication>
#include <QPainter>
#include <vector>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

class RingPainter {
    Q_DECLARE_TR_FUNCTIONS(RingPainter)
public:
    static void paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                      const FrameStyle& style);
    // One paragraph describing the frame, for screen readers.
    static QString describe(const FrameInputs& in, double phase);
    // Phases where a step starts: k / steps.
    static std::vector<double> stops(const FrameInputs& in);
};

}  // namespace syncwall::ui
