#include "preset_pickers.h"

#include <QComboBox>

#include "core/catalog.h"
#include "model/presets.h"
#include "model/scenario_model.h"
#include "preset_picker.h"

namespace syncwall::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

PresetItem item(const std::string& id, const core::Provenance& about)
{
    return {q(id), about.name.empty() ? q(id) : q(about.name), q(about.source), q(about.asOf),
            q(about.notes)};
}

}  // namespace

PresetPickers::PresetPickers(ScenarioModel* model, QObject* parent)
    : QObject(parent), m_model(model)
{ }

void PresetPickers::addTo(FieldGroup group, QGridLayout* grid, QWidget* parent)
{
    switch (group) {
    case FieldGroup::Model:
        create(Model, grid, parent);
        break;
    case FieldGroup::Cluster:
        create(System, grid, parent);
        create(Gpu, grid, parent);
        create(Fabric, grid, parent);
        break;
    case FieldGroup::Reliability:
        create(Reliability, grid, parent);
        break;
    default:
        break;
    }
}

void PresetPickers::create(Kind kind, QGridLayout* grid, QWidget* parent)
{
    const auto& c = m_model->catalog();
    QList<PresetItem> items;
    QString label;
    switch (kind) {
    case Model:
        label = tr("Mo&del");
        for (const auto& e : c.models())
            items << item(e.spec.preset, e.about);
        break;
    case System:
        label = tr("S&ystem");
        for (const auto& e : c.systems())
            items << item(e.id, e.about);
        break;
    case Gpu:
        label = tr("GP&U type");
        for (const auto& e : c.gpus())
            items << item(e.spec.id, e.about);
        break;
    case Fabric:
        label = tr("Fabr&ic");
        for (const auto& e : c.fabrics())
            items << item(e.id, e.about);
        break;
    case Reliability:
        label = tr("Fa&ilure data");
        for (const auto& e : c.reliability())
            items << item(e.id, e.about);
        break;
    case KindCount:
        return;
    }
    const bool resettable = kind == Model || kind == System;
    auto* picker = new PresetPicker(label, items, resettable, grid, parent);
    m_pickers[kind] = picker;
    connect(picker, &PresetPicker::chosen, this,
            [this, kind](const QString& id) { choose(kind, id); });
    connect(picker, &PresetPicker::resetRequested, this, [this, kind] {
        choose(kind, kind == Model ? q(m_model->scenario().model.preset)
                                   : q(m_model->scenario().hardware.preset));
    });
}

void PresetPickers::choose(Kind kind, const QString& id)
{
    const auto& s = m_model->scenario();
    const auto& c = m_model->catalog();
    // The undo step names the entry as the picker shows it ("Undo Choose GPU NVIDIA GB200"),
    // without its parenthesised details.
    QString name = id;
    if (const PresetPicker* picker = m_pickers[kind]) {
        const int index = picker->combo()->findData(id);
        if (index >= 0)
            name = picker->combo()->itemText(index).section(QStringLiteral(" ("), 0, 0);
    }
    switch (kind) {
    case Model:
        m_model->editKeepingValid(Presets::withModel(s, c, id), tr("Choose model %1").arg(name));
        break;
    case System:
        m_model->editKeepingValid(Presets::withSystem(s, c, id), tr("Choose system %1").arg(name));
        break;
    case Gpu:
        m_model->editScenario(Presets::withGpu(s, c, id), tr("Choose GPU %1").arg(name));
        break;
    case Fabric:
        m_model->editScenario(Presets::withFabric(s, c, id), tr("Choose fabric %1").arg(name));
        break;
    case Reliability:
        m_model->editScenario(Presets::withReliability(s, c, id),
                              tr("Choose failure data %1").arg(name));
        break;
    case KindCount:
        break;
    }
}

void PresetPickers::refresh()
{
    const auto& s = m_model->scenario();
    const auto& c = m_model->catalog();
    if (auto* p = m_pickers[Model])
        p->setCurrentId(q(s.model.preset));
    if (auto* p = m_pickers[System])
        p->setCurrentId(q(s.hardware.preset));
    if (auto* p = m_pickers[Gpu]) {
        p->setCurrentId(q(s.hardware.gpu.id));
        // Another GPU in a catalog system is a what-if the system's links and prices still
        // shape: say so where the GPU was chosen.
        const core::GpuEntry* own = core::systemGpuIfOther(s.hardware, c);
        const core::SystemEntry* system = c.system(s.hardware.preset);
        // The names without their parenthesised details ("NVIDIA DGX B200 (8x B200, ...)").
        const auto name = [](const core::Provenance& about, const std::string& id) {
            return q(about.name.empty() ? id : about.name).section(QStringLiteral(" ("), 0, 0);
        };
        p->setCaution(
            own && system
                ? tr("Not the GPU of the %1 (%2): its NVLink, NICs, price and failure "
                     "data stay the system's.")
                      .arg(name(system->about, system->id), name(own->about, own->spec.id))
                : QString());
    }
    if (auto* p = m_pickers[Fabric])
        p->setCurrentId(Presets::matchingFabric(s, c));
    if (auto* p = m_pickers[Reliability])
        p->setCurrentId(Presets::matchingReliability(s, c));
}

void PresetPickers::setExpert(bool expert)
{
    if (auto* p = m_pickers[Reliability])
        p->setShown(expert);
}

}  // namespace syncwall::ui
