#pragma once
// The explorer window. It owns the model and hands everything else to per-panel classes: the
// parameter panel, the named views, the file controller, the autosaver and the menus.

#include <QMainWindow>
#include <memory>

class QSplitter;

namespace syncwall::ui {

class AnimationTab;
class AppSettings;
class AssumptionsView;
class PlanView;
class Autosaver;
class ChartTabs;
class ExplorerView;
class ExportController;
class FileController;
class ImportController;
class ParameterPanel;
class ScenarioModel;
class ViewHost;

struct WindowOptions {
    bool useSettings = true;  // restore and save geometry, mode, theme, recent files
    bool autosave = true;     // write unsaved work to app data and offer it back
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const WindowOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Start-up without a FILE argument: recovery after a crash, else the last scenario.
    void restoreSession();

    ScenarioModel* model() const { return m_model; }
    ParameterPanel* panel() const { return m_panel; }
    ViewHost* views() const { return m_views; }
    FileController* files() const { return m_files; }
    ImportController* imports() const { return m_imports; }
    AppSettings* settings() const { return m_settings.get(); }
    ExplorerView* explorer() const { return m_explorer; }
    AssumptionsView* assumptions() const { return m_assumptions; }
    PlanView* plan() const { return m_plan; }
    Autosaver* autosaver() const { return m_autosaver; }
    ChartTabs* charts() const { return m_charts; }
    AnimationTab* animations() const { return m_animations; }
    ExportController* exports() const { return m_exports; }

protected:
    void closeEvent(QCloseEvent* event) override;
    // Dropping a scenario or an exported chart (PNG, SVG, PDF) opens it; a config.json or a
    // launch config is imported.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The first size: `wanted`, or less where the screen's available area is smaller.
    void fitToScreen(const QSize& wanted);
    void updateTitle();
    void saveWindowState();

    WindowOptions m_options;
    std::unique_ptr<AppSettings> m_settings;
    ScenarioModel* m_model;
    ParameterPanel* m_panel;
    ViewHost* m_views;
    ExplorerView* m_explorer;
    AssumptionsView* m_assumptions;
    PlanView* m_plan;
    FileController* m_files;
    ImportController* m_imports;
    Autosaver* m_autosaver = nullptr;
    ChartTabs* m_charts;
    AnimationTab* m_animations;
    ExportController* m_exports;
    QSplitter* m_splitter;
};

}  // namespace syncwall::ui
