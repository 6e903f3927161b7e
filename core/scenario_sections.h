#pragma once
// Readers for the parts of a scenario file that catalog entries share: a model shape, a GPU
// (id or figures) and a hardware object. Internal to the core.

#include <string>
#include <vector>

#include "catalog.h"
#include "json_fields.h"

namespace syncwall::core {

// Reads every key declared under `prefix` ("model.", "parallelism.") from f into s, in
// declaration order, nested objects (model.moe) through child readers; `skipChild` names a
// nested object the caller reads itself ("gpu" of "hardware.").
void readDeclaredKeys(Fields& f, std::string_view prefix, Scenario& s,
                      std::string_view skipChild = {});

// The keys of a "model" object other than "preset"; with requireShape, layers, hidden and
// heads must be present.
void readModelKeys(Fields& f, ModelSpec& model, bool requireShape);

// The figures of a GPU object: peak_tflops, memory_GB, memory_GBps, gemm_efficiency, watts.
void readGpuFigures(Fields& f, GpuSpec& gpu);

// "gpu", then "fabric", then every explicit key of a "hardware" object other than "preset".
void readHardwareKeys(Fields& f, const Catalog& catalog, HardwareSpec& hardware);

// A fabric sets the scale-out rate, efficiency and latency; SHARP adds in-network reduction.
void applyFabric(const FabricEntry& fabric, HardwareSpec& hardware);

// Comma-separated ids, for UnknownPreset details.
template <class Entry, class IdOf>
std::string joinIds(const std::vector<Entry>& entries, IdOf idOf)
{
    std::string ids;
    for (const Entry& e : entries) {
        if (!ids.empty())
            ids += ',';  // appended apart: `"," + string` trips g++ 12's -Wrestrict false positive
        ids += idOf(e);
    }
    return ids;
}

}  // namespace syncwall::core
