#pragma once
// The teaching view: the animations in the window's view host, fed from the model while they
// are visible, and the presentation mode (F11) that gives them the whole screen until Esc.

#include <QObject>

class QAction;

namespace syncwall::ui {

class AnimationView;
class MainWindow;

class AnimationTab : public QObject {
    Q_OBJECT
public:
    explicit AnimationTab(MainWindow* window);

    AnimationView* view() const { return m_view; }
    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool on);
    QAction* presentAction() const { return m_present; }

private:
    void feedIfVisible();

    MainWindow* m_window;
    AnimationView* m_view;
    QAction* m_present;
    bool m_stale = true;
    bool m_presenting = false;
    bool m_wasMaximized = false;
    bool m_panelWasVisible = true;
};

}  // namespace syncwall::ui
