#pragma once
// A scenario's name. A name the user gave is kept in the file ("name"); an empty or absent one
// means the scenario is named from its content, which these parts carry (the front ends word
// them: "Llama 3 70B on 1,024 H100").

#include <string>

#include "catalog.h"
#include "scenario.h"

namespace syncwall::core {

struct ScenarioNameParts {
    std::string model;       // the catalog's name of model.preset; empty for a custom model
    double modelParams = 0;  // total parameters (for a custom model's name)
    int gpus = 0;     // 0 when the scenario's count is outside cluster.gpus's range (no count)
    std::string gpu;  // the catalog's short name of the GPU, else its id; empty when custom
};

// True when the user named the scenario (a non-empty "name"); old files keep their names.
bool isNamedByUser(const Scenario& scenario);

// What the automatic name is made of, from the scenario's content only.
ScenarioNameParts automaticNameParts(const Scenario& scenario, const Catalog& catalog);

}  // namespace syncwall::core
