#include "menu_builder.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

#include "animation_tab.h"
#include "calibrate_dialog.h"
#include "chart_tabs.h"
#include "export_controller.h"
#include "file_controller.h"
#include "import_controller.h"
#include "main_window.h"
#include "model/presets.h"
#include "model/scenario_model.h"
#include "panel/parameter_panel.h"
#include "settings/app_settings.h"
#include "theme/theme.h"
#include "user_guide_window.h"
#include "view_host.h"

namespace syncwall::ui {

namespace {

// A view's key in the View menu: Ctrl+1 to Ctrl+9, then Ctrl+0. Plan and Animations, which come
// later and whose every letter the menus, the other tabs and the inputs already use as
// mnemonics, take Ctrl+Shift and their initial.
QKeySequence viewShortcut(int index, const QString& name)
{
    if (index < 9)
        return QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index));
    if (index == 9)
        return QKeySequence(Qt::CTRL | Qt::Key_0);
    if (name == QLatin1String("plan"))
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    if (name == QLatin1String("animations"))
        return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    return {};
}

// A standard key's bindings on this platform, or `fallback` where its key scheme has none: Save
// As has a binding only under KDE and GNOME (Ctrl+Shift+S in both), none elsewhere on X11.
QList<QKeySequence> standardOr(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        keys.append(fallback);
    return keys;
}

}  // namespace

void MenuBuilder::build(MainWindow* window)
{
    buildFile(window);
    buildEdit(window);
    buildView(window);
    buildHelp(window);
}

void MenuBuilder::buildFile(MainWindow* w)
{
    auto* files = w->files();
    auto* menu = w->menuBar()->addMenu(MainWindow::tr("&File"));
    menu->addAction(MainWindow::tr("&New"), QKeySequence::New, files, &FileController::newFile);
    menu->addAction(MainWindow::tr("&Open\u2026"), QKeySequence::Open, files,
                    &FileController::open);
    auto* recent = menu->addMenu(MainWindow::tr("Open &Recent"));
    files->fillRecentMenu(recent);
    QObject::connect(files, &FileController::recentFilesChanged, recent,
                     [files, recent] { files->fillRecentMenu(recent); });
    auto* examples = menu->addMenu(MainWindow::tr("E&xamples"));
    files->fillExamplesMenu(examples);
    auto* import =
        menu->addAction(MainWindow::tr("&Import\u2026"), QKeySequence(Qt::CTRL | Qt::Key_I),
                        w->imports(), &ImportController::importFile);
    import->setStatusTip(MainWindow::tr("Take the model or the layout from a config.json, a "
                                        "Megatron-LM script, a NeMo recipe or a torchtitan TOML"));
    menu->addSeparator();
    menu->addAction(MainWindow::tr("&Save"), QKeySequence::Save, files, &FileController::save);
    auto* saveAs =
        menu->addAction(MainWindow::tr("Save &As\u2026"), files, &FileController::saveAs);
    saveAs->setObjectName(QStringLiteral("saveAsAction"));
    saveAs->setShortcuts(
        standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    menu->addSeparator();
    menu->addAction(MainWindow::tr("&Export Chart\u2026"), QKeySequence(Qt::CTRL | Qt::Key_E),
                    w->exports(), &ExportController::exportChart);
    menu->addSeparator();
    menu->addAction(MainWindow::tr("&Quit"), QKeySequence::Quit, w, &QWidget::close);
}

void MenuBuilder::buildEdit(MainWindow* w)
{
    auto* model = w->model();
    auto* menu = w->menuBar()->addMenu(MainWindow::tr("&Edit"));
    auto* undo = model->undoStack()->createUndoAction(menu, MainWindow::tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    auto* redo = model->undoStack()->createRedoAction(menu, MainWindow::tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    menu->addAction(undo);
    menu->addAction(redo);
    menu->addSeparator();
    menu->addAction(MainWindow::tr("&Copy Chart"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                    w->exports(), &ExportController::copyChart);
    menu->addAction(MainWindow::tr("Copy Chart &Data (CSV)"), w->exports(),
                    &ExportController::copyChartData);
    menu->addSeparator();
    auto* reset = menu->addAction(MainWindow::tr("Reset to &Presets"), model, [model] {
        model->editScenario(Presets::reset(model->scenario(), model->catalog()),
                            MainWindow::tr("Reset to presets"));
    });
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    reset->setStatusTip(MainWindow::tr("Apply the model and system presets again"));
    auto* calibrate = menu->addAction(MainWindow::tr("Ca&librate to a Measured Run\u2026"), w, [w] {
        // One modeless dialog per window: it follows the scenario while open.
        auto* dialog = w->findChild<CalibrateDialog*>();
        if (!dialog)
            dialog = new CalibrateDialog(w->model(), w);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    calibrate->setStatusTip(MainWindow::tr(
        "Fit the efficiency to a step time, MFU or throughput measured on a real run"));
}

void MenuBuilder::buildView(MainWindow* w)
{
    auto* menu = w->menuBar()->addMenu(MainWindow::tr("&View"));
    auto* panel = w->panel();
    auto* modes = new QActionGroup(menu);
    auto* simple = menu->addAction(MainWindow::tr("Sim&ple Mode"));
    auto* expert = menu->addAction(MainWindow::tr("&Expert Mode"));
    expert->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    for (auto* a : {simple, expert}) {
        a->setCheckable(true);
        modes->addAction(a);
    }
    auto syncMode = [panel, simple, expert] {
        (panel->mode() == ParameterPanel::Mode::Simple ? simple : expert)->setChecked(true);
    };
    syncMode();
    QObject::connect(simple, &QAction::triggered, panel,
                     [panel] { panel->setMode(ParameterPanel::Mode::Simple); });
    QObject::connect(expert, &QAction::triggered, panel,
                     [panel] { panel->setMode(ParameterPanel::Mode::Expert); });
    QObject::connect(panel, &ParameterPanel::modeChanged, menu, syncMode);

    menu->addSeparator();
    auto* views = w->views();
    for (int i = 0; i < views->count(); ++i) {
        const QString name = views->names().at(i);
        auto* action =
            menu->addAction(views->tabText(i), views, [views, name] { views->select(name); });
        action->setShortcut(viewShortcut(i, name));
    }

    menu->addSeparator();
    auto* charts = w->charts();
    auto* pin =
        menu->addAction(MainWindow::tr("P&in as Baseline"), charts, &ChartTabs::pinBaseline);
    pin->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    pin->setStatusTip(
        MainWindow::tr("Keep the current scenario as the baseline the charts compare with"));
    auto* unpin =
        menu->addAction(MainWindow::tr("Clear &Baseline"), charts, &ChartTabs::clearBaseline);
    unpin->setEnabled(false);
    QObject::connect(charts, &ChartTabs::baselineChanged, unpin, &QAction::setEnabled);
    menu->addAction(w->animations()->presentAction());

    menu->addSeparator();
    auto* themeMenu = menu->addMenu(MainWindow::tr("&Theme"));
    auto* themes = new QActionGroup(themeMenu);
    const QList<QPair<QString, ThemeChoice>> choices = {
        {MainWindow::tr("&System"), ThemeChoice::System},
        {MainWindow::tr("&Light"), ThemeChoice::Light},
        {MainWindow::tr("&Dark"), ThemeChoice::Dark}};
    for (const auto& [label, choice] : choices) {
        auto* action = themeMenu->addAction(label);
        action->setCheckable(true);
        action->setChecked(Theme::current() == choice);
        themes->addAction(action);
        QObject::connect(action, &QAction::triggered, w, [w, choice = choice] {
            Theme::apply(choice);
            if (w->settings())
                w->settings()->setTheme(choice);
        });
    }
}

void MenuBuilder::buildHelp(MainWindow* w)
{
    auto* menu = w->menuBar()->addMenu(MainWindow::tr("&Help"));
    auto* guide = menu->addAction(MainWindow::tr("&User Guide"), w, [w] {
        auto* window = w->findChild<UserGuideWindow*>();
        if (!window)
            window = new UserGuideWindow(w);
        window->showGuide();
    });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(MainWindow::tr("Read how to use Syncwall (works offline)"));
    menu->addSeparator();
    menu->addAction(MainWindow::tr("&About Syncwall"), w, [w] {
        QMessageBox::about(w, MainWindow::tr("About Syncwall"),
                           MainWindow::tr("<h3>Syncwall %1</h3><p>A what-if explorer for the job "
                                          "completion time of distributed training runs.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    menu->addAction(MainWindow::tr("About &Qt"), qApp, &QApplication::aboutQt);
}

}  // namespace syncwall::ui
