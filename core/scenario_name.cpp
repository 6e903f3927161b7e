#include "scenario_name.h"

#include "model_shape.h"
#include "scenario_limits.h"

namespace syncwall::core {

bool isNamedByUser(const Scenario& scenario) { return !scenario.name.empty(); }

ScenarioNameParts automaticNameParts(const Scenario& scenario, const Catalog& catalog)
{
    ScenarioNameParts parts;
    if (const ModelEntry* model = catalog.model(scenario.model.preset))
        parts.model = model->about.name;
    parts.modelParams = parameterCounts(scenario.model).total;
    // A count being typed or out of range names nothing ("on 0 A100" had read as a plan).
    const Limit* range = findLimit("cluster.gpus");
    const bool counted = range && scenario.gpus >= range->min && scenario.gpus <= range->max;
    parts.gpus = counted ? scenario.gpus : 0;
    const GpuEntry* gpu = catalog.gpu(scenario.hardware.gpu.id);
    parts.gpu = gpu ? gpu->shortName : scenario.hardware.gpu.id;
    return parts;
}

}  // namespace syncwall::core
