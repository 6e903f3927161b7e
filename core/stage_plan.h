#pragma once
// How the transformer layers are split over the pipeline stages, in one place. Today the split
// is even (layout_rules.cpp: PP divides the layers); the fullest stage paces the pipeline and
// sets the memory per GPU, so every formula reads it from here.

#include <algorithm>

#include "estimate.h"
#include "scenario.h"

namespace syncwall::core {

// Transformer layers on the fullest pipeline stage (at least 1).
constexpr int fullestStageLayers(const ModelSpec& model, const Layout& layout)
{
    const int stages = std::max(1, layout.pp);
    return std::max(1, (model.layers + stages - 1) / stages);
}

}  // namespace syncwall::core
