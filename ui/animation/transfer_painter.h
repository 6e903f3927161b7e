#pragma once
// The chunks in flight on one step of a collective: an orange arrow per transfer, the cells
// involved marked, and the chunk travelling along the arrow as a token.

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include "collective_layout.h"
#include "frame_style.h"
#include "ring_text.h"

namespace syncwall::ui {

class TransferPainter {
    Q_DECLARE_TR_FUNCTIONS(TransferPainter)
public:
    static void paint(QPainter& p, const CollectiveTiming& t, const CollectiveLayout& l,
                      const CollectiveFrame& f, const FrameStyle& style, double stroke);
    // The segment between two boxes, from edge to edge along the line joining their centres.
    static QLineF between(const QRectF& a, const QRectF& b);
    static QString chunkLabel(int chunk) { return QString(QChar(u'A' + chunk % 26)); }

private:
    // The route of one transfer: straight, side by side when two GPUs swap, or (hierarchical)
    // an arc around the row when an in-node ring wraps from its last GPU to its first.
    static QPainterPath route(const CollectiveTiming& t, const CollectiveLayout& l,
                              const CollectiveStep& step, const ChunkTransfer& tr);
};

}  // namespace syncwall::ui
