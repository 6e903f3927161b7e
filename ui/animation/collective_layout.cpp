#include "collective_layout.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

#include "tree_schedule.h"

namespace syncwall::ui {
namespace {

bool fits(const CollectiveLayout& l, const QRectF& area, double gap)
{
    for (int i = 0; i < l.boxes.size(); ++i) {
        if (!area.adjusted(-1, -1, 1, 1).contains(l.boxes[i]))
            return false;
        for (int j = i + 1; j < l.boxes.size(); ++j)
            if (l.boxes[i].adjusted(-gap, -gap, gap, gap).intersects(l.boxes[j]))
                return false;
    }
    return true;
}

void placeOnEllipse(CollectiveLayout& l, int gpus, const QRectF& area, const QSizeF& box,
                    bool withSwitch)
{
    const QPointF c = area.center();
    const double ry = std::max(0.0, area.height() / 2 - box.height() / 2);
    const double rx =
        std::min(std::max(0.0, area.width() / 2 - box.width() / 2), 2.6 * ry + box.width() * 0.6);
    for (int i = 0; i < gpus; ++i) {
        const double a = qDegreesToRadians(-90.0 + 360.0 * i / gpus);
        const QPointF p(c.x() + rx * std::cos(a), c.y() + ry * std::sin(a));
        l.boxes.push_back(
            QRectF(p.x() - box.width() / 2, p.y() - box.height() / 2, box.width(), box.height()));
    }
    if (withSwitch)
        l.boxes.push_back(QRectF(c.x() - box.width() * 0.6, c.y() - box.height() / 2,
                                 box.width() * 1.2, box.height()));
    l.center = c;
}

void placeTree(CollectiveLayout& l, int n, const QRectF& area, const QSizeF& box)
{
    const int levels = TreeSchedule::depthOf(n - 1) + 1;
    const double stepY = levels > 1 ? (area.height() - box.height()) / (levels - 1) : 0;
    for (int r = 0; r < n; ++r) {
        const int d = TreeSchedule::depthOf(r);
        const int width = 1 << d;
        const int j = r - (width - 1);
        const double x = area.left() + (j + 0.5) * area.width() / width;
        const double y = area.top() + box.height() / 2 + d * stepY;
        l.boxes.push_back(
            QRectF(x - box.width() / 2, y - box.height() / 2, box.width(), box.height()));
    }
    l.center = area.center();
}

void placeNodes(CollectiveLayout& l, int nodes, int perNode, const QRectF& area, const QSizeF& box,
                double t)
{
    const double pad = t * 0.5;
    const double labelW = t * 5.5;
    const double groupH = box.height() + 2 * pad;
    const double gap =
        nodes > 1 ? std::min(t * 3.0, (area.height() - nodes * groupH) / (nodes - 1)) : 0;
    const double top = area.center().y() - (nodes * groupH + (nodes - 1) * gap) / 2;
    for (int k = 0; k < nodes; ++k) {
        const QRectF group(area.left(), top + k * (groupH + gap), area.width(), groupH);
        l.groups.push_back(group);
        const double inner = group.width() - labelW - pad;
        for (int g = 0; g < perNode; ++g) {
            const double x = group.left() + labelW + (g + 0.5) * inner / perNode;
            l.boxes.push_back(
                QRectF(x - box.width() / 2, group.top() + pad, box.width(), box.height()));
        }
    }
    l.center = area.center();
}

}  // namespace

CollectiveLayout CollectiveLayout::make(const CollectiveTiming& timing, const QRectF& area,
                                        const QRect& frame, const FrameStyle& style)
{
    const int chunks = timing.plan.chunks();
    const int cols = chunks <= 4 ? chunks : (chunks + 1) / 2;
    const int rows = (chunks + cols - 1) / cols;
    const double t0 = style.textPx(frame);
    CollectiveLayout l;
    for (double scale = 1.0; scale > 0.3; scale *= 0.92) {
        const double t = t0 * scale;
        l = CollectiveLayout {};
        l.cell = QSizeF(t * 2.1, t * 1.5);
        l.cellColumns = cols;
        l.labelHeight = t * 1.35;
        const QSizeF box(cols * l.cell.width() + t * 0.6,
                         l.labelHeight + rows * l.cell.height() + t * 0.5);
        switch (timing.algorithm) {
        case core::Algorithm::Tree:
            placeTree(l, timing.plan.ranks(), area, box);
            break;
        case core::Algorithm::Hierarchical:
            placeNodes(l, timing.shownNodes, timing.shownPerNode, area, box, t);
            break;
        case core::Algorithm::Nvls:
            placeOnEllipse(l, timing.plan.ranks(), area, box, true);
            break;
        case core::Algorithm::Ring:
        case core::Algorithm::Auto:
            placeOnEllipse(l, timing.plan.ranks(), area, box, false);
            break;
        }
        // Leave room for a chunk token between neighbouring boxes: ring and switch layouts along
        // the edges between them, the hierarchical rows between the GPUs of a node.
        double gap = t * 0.4;
        if (timing.algorithm == core::Algorithm::Ring || timing.algorithm == core::Algorithm::Nvls)
            gap = l.cell.height() * 1.3;
        else if (timing.algorithm == core::Algorithm::Hierarchical)
            gap = l.cell.width() * 1.6;
        if (fits(l, area, gap))
            break;
    }
    return l;
}

QRectF CollectiveLayout::cellRect(int node, int chunk) const
{
    if (node < 0 || node >= boxes.size())
        return {};
    const QRectF& b = boxes[node];
    const int cols = std::max(cellColumns, 1);
    const double gridW = cols * cell.width();
    const double x0 = b.center().x() - gridW / 2;
    const double y0 = b.top() + labelHeight;
    return QRectF(x0 + (chunk % cols) * cell.width(), y0 + (chunk / cols) * cell.height(),
                  cell.width(), cell.height())
        .adjusted(1.5, 1.5, -1.5, -1.5);
}

}  // namespace syncwall::ui
