#pragma once
// The catalog pickers of the parameter panel (model, system, GPU, fabric, failure data), wired
// to the model: choosing an entry fills the fields it covers as one undo step.

#include <QObject>
#include <array>

#include "field_specs.h"

class QGridLayout;
class QWidget;

namespace syncwall::ui {

class PresetPicker;
class ScenarioModel;

class PresetPickers : public QObject {
    Q_OBJECT
public:
    enum Kind { Model, System, Gpu, Fabric, Reliability, KindCount };

    PresetPickers(ScenarioModel* model, QObject* parent = nullptr);
    // Creates the pickers that belong at the top of `group`.
    void addTo(FieldGroup group, QGridLayout* grid, QWidget* parent);
    void refresh();
    void setExpert(bool expert);
    PresetPicker* picker(Kind kind) const { return m_pickers[kind]; }

private:
    void create(Kind kind, QGridLayout* grid, QWidget* parent);
    void choose(Kind kind, const QString& id);

    ScenarioModel* m_model;
    std::array<PresetPicker*, KindCount> m_pickers {};
};

}  // namespace syncwall::ui
