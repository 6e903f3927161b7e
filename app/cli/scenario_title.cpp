#include "cli/scenario_title.h"

#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/scenario_name.h"

namespace syncwall::cli {

std::string scenarioTitle(const core::Scenario& scenario)
{
    if (core::isNamedByUser(scenario))
        return scenario.name;
    static const core::Catalog catalog = core::Catalog::builtIn();
    const core::ScenarioNameParts parts = core::automaticNameParts(scenario, catalog);
    std::string model = parts.model;
    if (model.empty())
        model = parts.modelParams >= 1e12 ? fmtNumber(parts.modelParams / 1e12, 1) + "T model"
                                          : fmtNumber(parts.modelParams / 1e9, 1) + "B model";
    return model + " on " + fmtCount(parts.gpus) + " "
           + (parts.gpu.empty() ? "custom GPU" : parts.gpu);
}

}  // namespace syncwall::cli
