// Alt+letter in the main window reaches one place: the menus, the view tabs, the inputs of
// simple mode and the shown view's controls each have their own mnemonic, and so does every
// action inside a menu, in English, German and Chinese.
// (Expert mode has more inputs than letters; there Qt cycles between the labels that share one,
// but never with a menu, a tab or a group.)

#include <QAbstractButton>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QtTest>

#include "panel/parameter_panel.h"
#include "test_window.h"
#include "window/view_host.h"

using namespace syncwall::ui;

namespace {

struct Mnemonic {
    QKeySequence key;
    QString text;
    bool field = false;  // an input's label (may share a key with another input in expert mode)
};

void add(QList<Mnemonic>& out, const QString& text, bool field)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (!key.isEmpty())
        out.append({key, QString(text).remove(QLatin1Char('&')), field});
}

// Labels with buddies and buttons under `root` that are on screen.
void addWidgets(QList<Mnemonic>& out, QWidget* root, bool field)
{
    for (QLabel* label : root->findChildren<QLabel*>())
        if (label->isVisible() && label->buddy())
            add(out, label->text(), field);
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
        if (button->isVisible())
            add(out, button->text(), field);
}

QList<Mnemonic> mnemonics(MainWindow& window)
{
    QList<Mnemonic> out;
    for (QAction* menu : window.menuBar()->actions())
        add(out, menu->text(), false);
    for (int i = 0; i < window.views()->count(); ++i)
        add(out, window.views()->tabText(i), false);
    for (QGroupBox* box : window.panel()->findChildren<QGroupBox*>())
        if (box->isVisible())
            add(out, box->title(), false);
    addWidgets(out, window.panel(), true);
    // The controls of the view on screen (the animation's selector, a finder's buttons).
    addWidgets(out, window.views()->currentWidget(), false);
    return out;
}

QStringList clashes(const QList<Mnemonic>& all, bool fieldsMayShare)
{
    QStringList out;
    for (int i = 0; i < all.size(); ++i)
        for (int j = i + 1; j < all.size(); ++j)
            if (all[i].key == all[j].key && !(fieldsMayShare && all[i].field && all[j].field))
                out << QStringLiteral("%1: \"%2\" and \"%3\"")
                           .arg(all[i].key.toString(), all[i].text, all[j].text);
    return out;
}

// Inside each menu (and submenu) of the menu bar, every action has its own letter.
QStringList menuClashes(QMenu* menu, const QString& path)
{
    QList<Mnemonic> all;
    QStringList out;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        add(all, a->text(), false);
        if (a->menu())
            out << menuClashes(a->menu(), path + QStringLiteral(" > ")
                                              + QString(a->text()).remove(QLatin1Char('&')));
    }
    for (const QString& c : clashes(all, false))
        out << path + QStringLiteral(" menu: ") + c;
    return out;
}

}  // namespace

class MnemonicTest : public QObject {
    Q_OBJECT
private slots:
    void unique_data() { test::addLanguageRows(); }

    void unique()
    {
        QFETCH(QString, language);
        const test::ScopedLanguage scoped(language);
        QVERIFY(scoped.ok());
        {
            auto window = test::makeWindow();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            QStringList problems;
            for (QAction* menu : window->menuBar()->actions())
                if (menu->menu())
                    problems << menuClashes(menu->menu(),
                                            QString(menu->text()).remove(QLatin1Char('&')));
            for (const QString& view : window->views()->names()) {
                QVERIFY(window->views()->select(view));
                QCoreApplication::processEvents();
                for (const QString& p : clashes(mnemonics(*window), false))
                    problems << view + QStringLiteral(" view: ") + p;
            }
            // Every view is one key away: its tab's letter or its View-menu shortcut.
            for (int i = 0; i < window->views()->count(); ++i) {
                const QString tab = window->views()->tabText(i);
                if (!QKeySequence::mnemonic(tab).isEmpty())
                    continue;
                bool shortcut = false;
                for (QAction* menu : window->menuBar()->actions())
                    if (menu->menu())
                        for (QAction* a : menu->menu()->actions())
                            shortcut = shortcut || (a->text() == tab && !a->shortcut().isEmpty());
                if (!shortcut)
                    problems << QStringLiteral("view with neither a mnemonic nor a shortcut: ")
                                    + tab;
            }
            QVERIFY(window->views()->select(QStringLiteral("explorer")));
            window->panel()->setMode(ParameterPanel::Mode::Simple);
            problems << clashes(mnemonics(*window), false);
            window->panel()->setMode(ParameterPanel::Mode::Expert);
            for (const QString& p : clashes(mnemonics(*window), true))
                problems << QStringLiteral("expert mode: ") + p;
            problems.removeDuplicates();
            for (const QString& p : problems)
                qInfo().noquote() << p;
            QVERIFY2(problems.isEmpty(),
                     qPrintable(
                         QStringLiteral("%1 mnemonic clashes, listed above").arg(problems.size())));
        }
    }
};

QTEST_MAIN(MnemonicTest)
#include "mnemonic_test.moc"
