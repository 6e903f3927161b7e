#include "scenario_name.h"

#include "model_shape.h"

namespace syncwall::core {

bool isNamedByUser(const Scenario& scenario) { return !scenario.name.empty(); }

ScenarioNameParts automaticNameParts(const Scenario& scenario, const Catalog& catalog)
{
    ScenarioNameParts parts;
    if (const ModelEntry* model = catalog.model(scenario.model.preset))
        parts.model = model->about.name;
    parts.modelParams = parameterCounts(scenario.model).total;
    parts.gpus = scenario.gpus;
    const GpuEntry* gpu = catalog.gpu(scenario.hardware.gpu.id);
    parts.gpu = gpu ? gpu->shortName : scenario.hardware.gpu.id;
    return parts;
}

}  // namespace syncwall::core
