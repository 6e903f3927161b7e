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
        {QStringLiteral("scaling"), tr("JCT and efficiency against GPU count, with the sync wall")},
        {QStringLiteral("breakdown"),
         tr("the step time split into compute, communication and bubble")},
        {QStringLiteral("checkpoint"),
         tr("overhead against checkpoint interval; the failure Monte Carlo")},
        {QStringLiteral("memory"), tr("memory per GPU by kind against HBM capacity")},
        {QStringLiteral("layouts"), tr("the TP x PP layout heatmap")},
        {QStringLiteral("syncwall"), tr("the sync-wall finder: what would move the wall")},
        {QStringLiteral("compare"), tr("the pinned baseline against the current scenario")},
        {QStringLiteral("sensitivity"), tr("which assumption moves the expected JCT most")},
        {QStringLiteral("plan"),
         tr("the fewest GPUs of each system to meet a deadline or a budget")},
        {QStringLiteral("animations"),
         tr("ring all-reduce, the DDP phases and the pipeline schedule")},
    };
}

}  // namespace syncwall::ui
