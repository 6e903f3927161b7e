#include "user_guide_window.h"

#include <QGuiApplication>
#include <QScreen>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace syncwall::ui {

namespace {
const QUrl kGuide(QStringLiteral("qrc:/docs/user-guide.md"));
}  // namespace

UserGuideWindow::UserGuideWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("Syncwall User Guide"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenExternalLinks(true);
    m_browser->setAccessibleName(tr("User guide"));
    m_browser->setSource(kGuide, QTextDocument::MarkdownResource);
    const QRect available =
        (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(QSize(900, 1000).boundedTo(available.size() * 9 / 10));
}

void UserGuideWindow::showGuide()
{
    if (m_browser->source() != kGuide)
        m_browser->setSource(kGuide, QTextDocument::MarkdownResource);
    show();
    raise();
    activateWindow();
}

}  // namespace syncwall::ui
