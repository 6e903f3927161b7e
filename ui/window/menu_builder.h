#pragma once
// The window's menus and shortcuts (standard keys where one exists), wired to the classes that
// do the work.

namespace syncwall::ui {

class MainWindow;

class MenuBuilder {
public:
    static void build(MainWindow* window);

private:
    static void buildFile(MainWindow* window);
    static void buildEdit(MainWindow* window);
    static void buildView(MainWindow* window);
    static void buildHelp(MainWindow* window);
};

}  // namespace syncwall::ui
