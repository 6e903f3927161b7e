#include "scenario_title.h"

#include <QLocale>
#include <QRegularExpression>

#include "core/scenario_name.h"

namespace syncwall::ui {

namespace {

// A custom model by its size: "12B model", "1.2T model".
QString customModel(double params)
{
    if (params >= 1e12)
        return ScenarioTitle::tr("%1T model").arg(QLocale().toString(params / 1e12, 'g', 3));
    return ScenarioTitle::tr("%1B model").arg(QLocale().toString(params / 1e9, 'g', 3));
}

}  // namespace

QString ScenarioTitle::of(const core::Scenario& scenario)
{
    static const core::Catalog catalog = core::Catalog::builtIn();
    return of(scenario, catalog);
}

QString ScenarioTitle::of(const core::Scenario& scenario, const core::Catalog& catalog)
{
    if (core::isNamedByUser(scenario))
        return QString::fromStdString(scenario.name);
    return automatic(scenario, catalog);
}

QString ScenarioTitle::automatic(const core::Scenario& scenario, const core::Catalog& catalog)
{
    const core::ScenarioNameParts parts = core::automaticNameParts(scenario, catalog);
    const QString model =
        parts.model.empty() ? customModel(parts.modelParams) : QString::fromStdString(parts.model);
    const QString gpu = parts.gpu.empty() ? tr("custom GPU") : QString::fromStdString(parts.gpu);
    if (parts.gpus == 0)
        //: A scenario's automatic name while its GPU count is invalid: model, GPU type
        //: ("Llama 3 70B on H100").
        return tr("%1 on %2").arg(model, gpu);
    //: A scenario's automatic name: model, GPU count, GPU type ("Llama 3 70B on 1,024 H100").
    return tr("%1 on %2 %3").arg(model, QLocale().toString(parts.gpus), gpu);
}

QString ScenarioTitle::fileName(const core::Scenario& scenario, const core::Catalog& catalog)
{
    static const QRegularExpression separators(QStringLiteral("[^\\w]+"),
                                               QRegularExpression::UseUnicodePropertiesOption);
    const QString title = of(scenario, catalog).toLower().remove(QLocale().groupSeparator());
    QString stem = title.split(separators, Qt::SkipEmptyParts).join(QLatin1Char('-'));
    if (stem.isEmpty())
        stem = QStringLiteral("scenario");
    return stem.left(80) + QStringLiteral(".syncwall.json");
}

}  // namespace syncwall::ui
