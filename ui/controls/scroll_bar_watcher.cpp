#include "scroll_bar_watcher.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QScrollBar>

namespace syncwall::ui {

ScrollBarWatcher::ScrollBarWatcher(QAbstractScrollArea* area, std::function<void()> changed)
    : QObject(area), m_changed(std::move(changed))
{
    area->verticalScrollBar()->parentWidget()->installEventFilter(this);
}

bool ScrollBarWatcher::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)
        QMetaObject::invokeMethod(this, m_changed, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

}  // namespace syncwall::ui
