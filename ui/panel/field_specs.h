#pragma once
// How each scenario input is shown: group, label, display unit, typed-field bounds, slider
// kind, and whether simple mode shows it. Values stay SI in the model; `scale` is the SI
// amount of one display unit. The bounds only keep the typed field finite: the core's
// validate() is what judges a value, and its Problems are shown beside the control.

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace syncwall::ui {

enum class FieldKind { Number, Integer, Toggle, Choice, Degree, Optional };

enum class FieldGroup {
    Model,
    Cluster,
    Layout,
    Training,
    Reliability,
    Stragglers,
    Cost,
    Calibration
};
inline constexpr int kFieldGroupCount = 8;

struct FieldChoice {
    QString label;
    int value = 0;
};

struct FieldSpec {
    QString key;
    FieldGroup group = FieldGroup::Model;
    FieldKind kind = FieldKind::Number;
    QString label;  // may carry an & mnemonic
    QString toolTip;
    QString suffix;    // display unit, with its leading space
    double scale = 1;  // SI per display unit
    double min = 0;    // display units
    double max = 1;
    int decimals = 0;
    double minStep = 0;  // arrows never step by less (display units); 0 = adaptive steps
    bool log = false;
    bool simple = false;
    QList<double> ladder;        // slider stops in display units (used when not empty)
    QList<FieldChoice> choices;  // Choice fields
    QString autoText;            // Optional fields: the checkbox meaning "not set"
};

class FieldSpecs {
    Q_DECLARE_TR_FUNCTIONS(FieldSpecs)
public:
    static const QList<FieldSpec>& all();
    static const FieldSpec* find(const QString& key);
    // The label without its mnemonic, or the key itself when no field shows it.
    static QString plainLabel(const QString& key);
    // A label as read aloud or quoted in a message: without its mnemonic's '&' and without the
    // soft hyphens a translation puts in long words so that they wrap in the panel's narrow
    // label column ("Bereitstellungs\u00ADzeit").
    static QString plainText(QString label);
    static QString groupTitle(FieldGroup group);
    // The SI amount of one file unit, from the key's unit suffix (docs/contract.md: units are in the
    // key names). The core's limits and Problem ranges are in file units.
    static double fileUnit(const QString& key);

private:
    static QList<FieldSpec> build();
    static void addModelFields(QList<FieldSpec>& list);  // field_specs_model.cpp
    static void addGpuFields(QList<FieldSpec>& list);    // field_specs_gpu.cpp
};

}  // namespace syncwall::ui
