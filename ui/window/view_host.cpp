#include "view_host.h"

#include <QCoreApplication>

namespace syncwall::ui {

ViewHost::ViewHost(QWidget* parent) : QTabWidget(parent)
{
    setObjectName(QStringLiteral("views"));
    setDocumentMode(true);
    setAccessibleName(tr("Views"));
}

void ViewHost::addView(const QString& name, const QString& title, QWidget* view)
{
    view->setProperty("viewName", name);
    addTab(view, title);
}

bool ViewHost::select(const QString& name)
{
    if (auto* v = view(name)) {
        setCurrentWidget(v);
        return true;
    }
    return false;
}

QString ViewHost::currentName() const
{
    return currentWidget() ? currentWidget()->property("viewName").toString() : QString();
}

QStringList ViewHost::names() const
{
    QStringList out;
    for (int i = 0; i < count(); ++i)
        out << widget(i)->property("viewName").toString();
    return out;
}

QWidget* ViewHost::view(const QString& name) const
{
    for (int i = 0; i < count(); ++i)
        if (widget(i)->property("viewName").toString() == name)
            return widget(i);
    return nullptr;
}

QList<ViewInfo> ViewHost::knownViews()
{
    return {
        {QStringLiteral("explorer"), tr("headline cards and the warning banner")},
        {QStringLiteral("assumptions"), tr("what the estimate assumes")},
    };
}

}  // namespace syncwall::ui
