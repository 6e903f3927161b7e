#include "animation_tab.h"

#include <QAction>
#include <QMenuBar>
#include <QTabBar>

#include "animation/animation_view.h"
#include "main_window.h"
#include "model/scenario_model.h"
#include "panel/parameter_panel.h"
#include "theme/theme.h"
#include "transport_keys.h"
#include "view_host.h"

namespace syncwall::ui {

AnimationTab::AnimationTab(MainWindow* window)
    : QObject(window), m_window(window), m_view(new AnimationView(window->views()))
{
    window->views()->addView(QStringLiteral("animations"), tr("Animations"), m_view);
    m_view->setDarkTheme(Theme::isDark());

    ScenarioModel* model = window->model();
    connect(model, &ScenarioModel::changed, this, [this] {
        m_stale = true;
        feedIfVisible();
    });
    connect(window->views(), &QTabWidget::currentChanged, this, &AnimationTab::feedIfVisible);
    connect(m_view, &AnimationView::presentationExitRequested, this,
            [this] { setPresenting(false); });

    m_present = new QAction(tr("Prese&ntation Mode"), this);
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F11));
    m_present->setShortcutContext(Qt::ApplicationShortcut);
    m_present->setStatusTip(
        tr("Show the animation and its formulas on the whole screen (Esc leaves)"));
    connect(m_present, &QAction::toggled, this, &AnimationTab::setPresenting);
    window->addAction(m_present);  // stays reachable while the menu bar is hidden
    new TransportKeys(m_view, window);
    feedIfVisible();
}

void AnimationTab::feedIfVisible()
{
    if (!m_stale || m_window->views()->currentWidget() != m_view)
        return;
    ScenarioModel* model = m_window->model();
    if (!model->isValid())
        return;  // keep the last valid picture; the banner explains the problem
    m_view->setDarkTheme(Theme::isDark());
    m_view->setInputs(model->scenario(), model->estimate());
    m_stale = false;
}

void AnimationTab::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    QSignalBlocker block(m_present);
    m_present->setChecked(on);
    ViewHost* views = m_window->views();
    if (on) {
        m_wasMaximized = m_window->isMaximized();
        m_panelWasVisible = m_window->panel()->isVisible();
        views->select(QStringLiteral("animations"));
        m_window->panel()->hide();
        m_window->menuBar()->hide();
        views->tabBar()->hide();
        m_view->setPresentationMode(true);
        m_window->showFullScreen();
        m_view->setFocus();
    } else {
        m_view->setPresentationMode(false);
        views->tabBar()->show();
        m_window->menuBar()->show();
        m_window->panel()->setVisible(m_panelWasVisible);
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
    }
}

}  // namespace syncwall::ui
