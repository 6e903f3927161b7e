// Accessibility, walked over the widget tree of every view in English, German and Chinese:
// every control reachable by Tab has a name a screen reader can speak (its own or its buddy
// label's); every custom-painted view has a name and a text description of what it shows; every
// mnemonic on a label leads somewhere; every menu of the menu bar opens with Alt+letter.

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QtTest>

#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "test_window.h"
#include "window/view_host.h"

using namespace syncwall::ui;

namespace {

// Views that paint their own content: a screen reader gets nothing unless they say it in words.
const char* const kPaintedViews[] = {"syncwall::ui::ChartView", "syncwall::ui::AnimationCanvas",
                                     "syncwall::ui::Card", "syncwall::ui::WarningBanner"};

QString where(const QWidget* w)
{
    QStringList path;
    for (const QWidget* p = w; p && !p->isWindow(); p = p->parentWidget()) {
        QString part = QString::fromLatin1(p->metaObject()->className());
        if (!p->objectName().isEmpty())
            part += QLatin1Char('#') + p->objectName();
        path.prepend(part);
        if (path.size() == 4)
            break;
    }
    QString hint = w->toolTip();
    if (const auto* b = qobject_cast<const QAbstractButton*>(w); b && hint.isEmpty())
        hint = b->text();
    return path.join(QLatin1String(" > "))
           + (hint.isEmpty() ? QString() : QStringLiteral(" (\"%1\")").arg(hint.left(60)));
}

QString accessibleText(QWidget* w, QAccessible::Text which)
{
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(which).trimmed() : QString();
}

bool isPainted(const QWidget* w)
{
    for (const char* name : kPaintedViews)
        if (w->inherits(name))
            return true;
    return false;
}

bool inChart(const QWidget* w)
{
    for (; w; w = w->parentWidget())
        if (w->inherits("syncwall::ui::ChartView"))
            return true;
    return false;
}

// Problems of the charts (ChartView and what it holds) go to `charts`, the others to `issues`.
void auditVisible(QWidget* root, const QString& view, QStringList& issues, QStringList& charts)
{
    const auto widgets = root->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (!w->isVisible() || w->isWindow())
            continue;
        QStringList& out = inChart(w) ? charts : issues;
        const bool focusable =
            w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy();
        if (focusable && accessibleText(w, QAccessible::Name).isEmpty())
            out << QStringLiteral("[%1] no accessible name: %2").arg(view, where(w));
        if (isPainted(w)) {
            if (accessibleText(w, QAccessible::Name).isEmpty())
                out << QStringLiteral("[%1] painted view without a name: %2").arg(view, where(w));
            if (accessibleText(w, QAccessible::Description).isEmpty())
                out << QStringLiteral("[%1] painted view without a description: %2")
                           .arg(view, where(w));
        }
        if (auto* label = qobject_cast<QLabel*>(w)) {
            const QString text = label->text();
            const bool mnemonic = label->textFormat() != Qt::RichText
                                  && text.contains(QRegularExpression(QStringLiteral("&[^&\\s]")));
            if (mnemonic && !label->buddy())
                out << QStringLiteral("[%1] label \"%2\" has a mnemonic but no buddy")
                           .arg(view, text);
        }
    }
}

QStringList auditMenus(QMenuBar* bar)
{
    // Alt+letter opens a menu; inside, the arrow keys reach every entry.
    QStringList issues;
    for (QAction* a : bar->actions())
        if (a->menu() && !a->text().contains(QRegularExpression(QStringLiteral("&[^&\\s]"))))
            issues << QStringLiteral("menu \"%1\" has no mnemonic").arg(a->text());
    return issues;
}

}  // namespace

class AccessibilityTest : public QObject {
    Q_OBJECT
private slots:
    void everyView_data() { test::addLanguageRows(); }

    void everyView()
    {
        QFETCH(QString, language);
        const test::ScopedLanguage scoped(language);
        QVERIFY(scoped.ok());
        {
            auto window = test::makeWindow();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            QStringList issues = auditMenus(window->menuBar());
            QStringList charts;
            for (const QString& name : window->views()->names()) {
                QVERIFY(window->views()->select(name));
                QVERIFY(window->model()->analysis()->waitForIdle(60000));
                QCoreApplication::processEvents();
                auditVisible(window.get(), name, issues, charts);
            }
            for (QStringList* list : {&issues, &charts}) {
                list->removeDuplicates();
                for (const QString& issue : *list)
                    qInfo().noquote() << issue;
            }
            QVERIFY2(
                issues.isEmpty(),
                qPrintable(
                    QStringLiteral("%1 accessibility problems, listed above").arg(issues.size())));
            QVERIFY2(charts.isEmpty(),
                     qPrintable(QStringLiteral("%1 chart accessibility problems, listed above")
                                    .arg(charts.size())));
        }
    }
};

QTEST_MAIN(AccessibilityTest)
#include "accessibility_test.moc"
