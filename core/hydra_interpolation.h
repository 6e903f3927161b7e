#pragma once
// OmegaConf / Hydra interpolations in a NeMo recipe: ${path} (absolute, or relative with
// leading dots: ${.hidden_size} is a sibling), and NeMo-Framework-Launcher's resolvers
// ${multiply:a, b}, ${divide_ceil:a, b}, ${divide_floor:a, b}, ${subtract:a, b}, nested.
// A launcher recipe lives under `training.`, so ${training.model.x} is model.x. Internal to the
// core.

#include "config_document.h"

namespace syncwall::core {

// The document with each value that interpolates resolved where it can be (the lines of the
// values it used appended to its lines); one that cannot stays as written.
ConfigDocument resolveInterpolations(const ConfigDocument& doc);

}  // namespace syncwall::core
