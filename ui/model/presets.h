#pragma once
// Filling a scenario from catalog presets. A preset sets the fields it covers; any field can
// then be changed, and "reset to preset" applies the presets named in the scenario again.

#include <QString>

#include "core/catalog.h"

namespace syncwall::ui {

class Presets {
public:
    static core::Scenario withModel(const core::Scenario& s, const core::Catalog& c,
                                    const QString& id);
    // The system's hardware; its price and failure data where they were the old system's.
    static core::Scenario withSystem(const core::Scenario& s, const core::Catalog& c,
                                     const QString& id);
    static core::Scenario withGpu(const core::Scenario& s, const core::Catalog& c,
                                  const QString& id);
    static core::Scenario withFabric(const core::Scenario& s, const core::Catalog& c,
                                     const QString& id);
    static core::Scenario withReliability(const core::Scenario& s, const core::Catalog& c,
                                          const QString& id);
    // The model, system and GPU presets the scenario names, applied again.
    static core::Scenario reset(const core::Scenario& s, const core::Catalog& c);

    // The fabric / reliability entry the scenario's values match, or an empty id.
    static QString matchingFabric(const core::Scenario& s, const core::Catalog& c);
    static QString matchingReliability(const core::Scenario& s, const core::Catalog& c);
};

}  // namespace syncwall::ui
