#pragma once
// Where the GPUs (and the switch) of a collective animation sit: a ring on an ellipse, a binary
// tree by levels, nodes as rows for the hierarchical variant, GPUs around a switch for NVLS.

#include <QRectF>
#include <QVector>

#include "collective_timing.h"
#include "frame_style.h"

namespace syncwall::ui {

struct CollectiveLayout {
    QVector<QRectF> boxes;   // one per plan node (GPUs, then the switch if any)
    QVector<QRectF> groups;  // hierarchical: one frame per node
    QSizeF cell;             // one chunk cell
    int cellColumns = 1;
    double labelHeight = 0;  // the "GPU k" line on top of a box
    QPointF center;          // ring centre (for the step counter)

    static CollectiveLayout make(const CollectiveTiming& timing, const QRectF& area,
                                 const QRect& frame, const FrameStyle& style);
    // The rectangle of chunk `chunk` inside box `node`.
    QRectF cellRect(int node, int chunk) const;
};

}  // namespace syncwall::ui
