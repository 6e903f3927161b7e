#pragma once
// While the Animations view is shown, its transport keys (Space, Left/Right, Home/End) drive
// the animation wherever the focus is in the window: a panel field that kept the focus must not
// step the GPU count in front of a class. An application event filter, because a focused
// spin box, slider or check box takes these keys before any shortcut of the view sees them.

#include <QObject>

class QWidget;

namespace syncwall::ui {

class AnimationView;

class TransportKeys : public QObject {
    Q_OBJECT
public:
    TransportKeys(AnimationView* view, QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    AnimationView* m_view;
    QWidget* m_window;
};

}  // namespace syncwall::ui
