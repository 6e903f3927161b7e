#pragma once
// One scenario input by its dotted file key (declared once in core/scenario_keys.cpp), so undo
// commands, the panel and the core's Problems all name a field the same way. Values are SI (what the core holds): doubles,
// ints, bools, enums as int; an unset optional is an invalid QVariant.

#include <QStringList>
#include <QVariant>

#include "core/scenario.h"

namespace syncwall::ui {

class ScenarioFields {
public:
    static bool has(const QString& key);
    static QVariant get(const core::Scenario& scenario, const QString& key);
    // False when the key is unknown; the scenario is then unchanged.
    static bool set(core::Scenario& scenario, const QString& key, const QVariant& value);
    static QStringList keys();
};

}  // namespace syncwall::ui
