#pragma once
// Draws the pipeline schedule: one timeline row per stage, forward and backward blocks with
// their micro-batch numbers, the bubble hatched grey, the two bubble fractions in the strip.

#include <QCoreApplication>
#include <QPainter>
#include <vector>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

class PipelinePainter {
    Q_DECLARE_TR_FUNCTIONS(PipelinePainter)
public:
    static void paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                      const FrameStyle& style);
    static QString describe(const FrameInputs& in, double phase);
    static std::vector<double> stops(const FrameInputs& in);
};

}  // namespace syncwall::ui
