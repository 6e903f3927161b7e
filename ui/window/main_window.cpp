#include "main_window.h"

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QIcon>
#include <QMimeData>
#include <QScreen>
#include <QSplitter>
#include <QStyle>
#include <QTimer>

#include <algorithm>

#include "animation_tab.h"
#include "assumptions/assumptions_view.h"
#include "autosaver.h"
#include "cards/explorer_view.h"
#include "chart_tabs.h"
#include "export_controller.h"
#include "file_controller.h"
#include "import_controller.h"
#include "menu_builder.h"
#include "model/scenario_model.h"
#include "model/scenario_title.h"
#include "panel/parameter_panel.h"
#include "plan/plan_view.h"
#include "settings/app_settings.h"
#include "view_host.h"

namespace syncwall::ui {

MainWindow::MainWindow(const WindowOptions& options, QWidget* parent)
    : QMainWindow(parent), m_options(options),
      m_settings(options.useSettings ? std::make_unique<AppSettings>() : nullptr),
      m_model(new ScenarioModel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/syncwall.svg")));
    m_panel = new ParameterPanel(m_model, this);
    m_views = new ViewHost(this);
    m_explorer = new ExplorerView(m_model, m_views);
    m_assumptions = new AssumptionsView(m_model, m_views);
    m_views->addView(QStringLiteral("explorer"), tr("E&xplorer"), m_explorer);
    m_views->addView(QStringLiteral("assumptions"), tr("&Assumptions"), m_assumptions);
    m_charts = new ChartTabs(m_model, m_views, this);
    m_plan = new PlanView(m_model, m_views);
    m_views->addView(QStringLiteral("plan"), tr("Plan"), m_plan);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_panel);
    m_splitter->addWidget(m_views);
    m_splitter->setStretchFactor(1, 1);
    // The panel leaves the scroll bar its width whether the bar shows or not
    // (ParameterPanel::scrollBarGutter): it starts wide enough for its content to keep about the
    // width it had without a bar (356 px beside Fusion's 14 px bar; 358 before).
    m_splitter->setSizes({372, 1068});
    setCentralWidget(m_splitter);

    m_files = new FileController(m_model, m_settings.get(), this);
    m_imports = new ImportController(m_model, this);
    m_animations = new AnimationTab(this);
    m_exports = new ExportController(m_charts, this);
    setAcceptDrops(true);
    if (options.autosave)
        m_autosaver = new Autosaver(m_model, this);
    MenuBuilder::build(this);

    connect(m_model, &ScenarioModel::fileStateChanged, this, &MainWindow::updateTitle);
    connect(m_model, &ScenarioModel::changed, this, &MainWindow::updateTitle);
    fitToScreen(QSize(1440, 900));
    if (m_settings) {
        restoreGeometry(m_settings->geometry());
        m_splitter->restoreState(m_settings->splitterState());
        m_panel->setMode(m_settings->expertMode() ? ParameterPanel::Mode::Expert
                                                  : ParameterPanel::Mode::Simple);
        m_views->select(m_settings->currentView());
    }
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::fitToScreen(const QSize& wanted)
{
    // The window manager's frame is not known before the first show: leave room for a title
    // bar and borders as thick as desktops draw them, so the whole window, frame included, is
    // on the screen it opens on.
    const QRect available = screen()->availableGeometry();
    const int border = std::max(8, style()->pixelMetric(QStyle::PM_DefaultFrameWidth));
    const int title = std::max(40, 2 * style()->pixelMetric(QStyle::PM_TitleBarHeight));
    const QSize frame(2 * border, title + border);
    const QSize room = available.size() - frame;
    resize(wanted.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room)));
    move(available.topLeft()
         + QPoint((available.width() - width() - frame.width()) / 2,
                  (available.height() - height() - frame.height()) / 2));
}

void MainWindow::restoreSession()
{
    if (m_autosaver && m_autosaver->hasRecovery()) {
        QTimer::singleShot(0, this, [this] { m_autosaver->offerRecovery(this); });
        return;
    }
    if (m_settings) {
        const QString last = m_settings->lastScenario();
        if (!last.isEmpty() && QFileInfo::exists(last))
            m_files->openPath(last);
    }
}

void MainWindow::updateTitle()
{
    QString name = QFileInfo(m_model->filePath()).fileName();
    if (name.isEmpty())
        name = ScenarioTitle::of(m_model->scenario(), m_model->catalog());
    setWindowTitle(tr("%1[*] \u2014 Syncwall").arg(name));
    setWindowModified(m_model->isModified());
}

void MainWindow::saveWindowState()
{
    if (!m_settings)
        return;
    m_settings->setGeometry(saveGeometry());
    m_settings->setSplitterState(m_splitter->saveState());
    m_settings->setExpertMode(m_panel->mode() == ParameterPanel::Mode::Expert);
    m_settings->setCurrentView(m_views->currentName());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowState();
    if (m_autosaver)
        m_autosaver->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().constFirst().toLocalFile();
    if (ImportController::isImportable(path))  // one undo step: nothing to save first
        m_imports->importPath(path);
    else if (m_files->maybeSave())
        m_files->openPath(path);
    event->acceptProposedAction();
}

}  // namespace syncwall::ui
