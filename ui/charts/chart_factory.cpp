#include "chart_factory.h"

#include "breakdown_chart.h"
#include "checkpoint_chart.h"
#include "compare_table.h"
#include "layouts_chart.h"
#include "memory_chart.h"
#include "scaling_chart.h"
#include "sensitivity_chart.h"
#include "syncwall_finder.h"

namespace syncwall::ui {

QStringList chartNames()
{
    return {QStringLiteral("scaling"), QStringLiteral("breakdown"),  QStringLiteral("checkpoint"),
            QStringLiteral("memory"),  QStringLiteral("layouts"),    QStringLiteral("syncwall"),
            QStringLiteral("compare"), QStringLiteral("sensitivity")};
}

std::unique_ptr<ChartView> makeChart(const QString& name, QWidget* parent)
{
    if (name == QStringLiteral("scaling"))
        return std::make_unique<ScalingChart>(parent);
    if (name == QStringLiteral("breakdown"))
        return std::make_unique<BreakdownChart>(parent);
    if (name == QStringLiteral("checkpoint"))
        return std::make_unique<CheckpointChart>(parent);
    if (name == QStringLiteral("memory"))
        return std::make_unique<MemoryChart>(parent);
    if (name == QStringLiteral("layouts"))
        return std::make_unique<LayoutsChart>(parent);
    if (name == QStringLiteral("syncwall"))
        return std::make_unique<SyncWallFinder>(parent);
    if (name == QStringLiteral("compare"))
        return std::make_unique<CompareTable>(parent);
    if (name == QStringLiteral("sensitivity"))
        return std::make_unique<SensitivityChart>(parent);
    return nullptr;
}

}  // namespace syncwall::ui
