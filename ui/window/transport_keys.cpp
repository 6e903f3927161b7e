#include "transport_keys.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenuBar>

#include "animation/animation_view.h"

namespace syncwall::ui {

TransportKeys::TransportKeys(AnimationView* view, QWidget* window)
    : QObject(window), m_view(view), m_window(window)
{
    qApp->installEventFilter(this);
}

bool TransportKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType())
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    // Dialogs keep their keys; the view's own shortcuts serve focus inside it; the menu bar
    // needs its arrows.
    if (widget->window() != m_window || !m_view->isVisible() || m_view->isAncestorOf(widget)
        || widget == m_view || qobject_cast<QMenuBar*>(widget))
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    return AnimationView::isTransportKey(*key) && m_view->transportKey(key->key());
}

}  // namespace syncwall::ui
