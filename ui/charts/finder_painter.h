#pragma once
// The sync-wall finder for export: the wall in words, then one row per lever with a dumbbell on
// a log2 GPU axis (today's wall -> the wall with the change) and the numbers beside it.

#include <QCoreApplication>
#include <QRect>

#include "export_style.h"

class QPainter;

namespace syncwall::ui {

class SyncWallFinder;

class FinderPainter {
    Q_DECLARE_TR_FUNCTIONS(FinderPainter)
public:
    static void paint(QPainter& painter, const QRect& rect, const ExportStyle& style,
                      const SyncWallFinder& finder);
};

}  // namespace syncwall::ui
