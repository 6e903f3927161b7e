#pragma once
// Help > User Guide: docs/user-guide.md, compiled into the binary (:/docs) so it reads offline,
// in a read-only browser. Links to the other pages of docs/ follow inside it; web links open in
// the system browser.

#include <QWidget>

class QTextBrowser;

namespace syncwall::ui {

class UserGuideWindow : public QWidget {
    Q_OBJECT
public:
    explicit UserGuideWindow(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    // Shows the guide's start, raised above the main window.
    void showGuide();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Screenshots are 1440 px wide: shown at most as wide as the page, so nothing scrolls
    // sideways.
    void fitImages();

    QTextBrowser* m_browser;
};

}  // namespace syncwall::ui
