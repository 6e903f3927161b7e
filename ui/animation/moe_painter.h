#pragma once
// Draws MoE token dispatch and combine: the GPUs of one EP group with their tokens (coloured by
// the GPU of the chosen expert), the copies travelling in the all-to-alls, the expert load bars.

#include <QCoreApplication>
#include <QPainter>
#include <vector>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

class MoePainter {
    Q_DECLARE_TR_FUNCTIONS(MoePainter)
public:
    static void paint(QPainter& p, const QRect& frame, const FrameInputs& in, double phase,
                      const FrameStyle& style);
    static QString describe(const FrameInputs& in, double phase);
    static std::vector<double> stops(const FrameInputs& in);
};

}  // namespace syncwall::ui
