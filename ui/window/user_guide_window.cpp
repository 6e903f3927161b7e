#include "user_guide_window.h"

#include <QGuiApplication>
#include <QImageReader>
#include <QScreen>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

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
    connect(m_browser, &QTextBrowser::sourceChanged, this, &UserGuideWindow::fitImages);
    m_browser->setSource(kGuide, QTextDocument::MarkdownResource);
    const QRect available =
        (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(QSize(900, 1000).boundedTo(available.size() * 9 / 10));
    // Closed from the keyboard as a help window is: Esc, or the platform's Close (Ctrl+W).
    // (setKeys binds every key of the standard one: Ctrl+W and Ctrl+F4 on each platform.)
    for (const QList<QKeySequence>& keys : {QList<QKeySequence> {QKeySequence(Qt::Key_Escape)},
                                            QKeySequence::keyBindings(QKeySequence::Close)}) {
        auto* shortcut = new QShortcut(this);
        shortcut->setKeys(keys);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &QWidget::close);
    }
}

void UserGuideWindow::showGuide()
{
    if (m_browser->source() != kGuide)
        m_browser->setSource(kGuide, QTextDocument::MarkdownResource);
    show();
    raise();
    activateWindow();
}

void UserGuideWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitImages();
}

void UserGuideWindow::fitImages()
{
    QTextDocument* document = m_browser->document();
    const int room = std::max(200, m_browser->viewport()->width() - 24);
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (!image.isValid())
                continue;
            const QUrl url = m_browser->source().resolved(QUrl(image.name()));
            const int natural = QImageReader(QLatin1Char(':') + url.path()).size().width();
            if (natural <= 0)
                continue;
            image.setWidth(std::min(natural, room));
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
}

}  // namespace syncwall::ui
