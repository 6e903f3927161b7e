#pragma once
// "Calibrate to a Measured Run": one measurement of the current scenario (step time, MFU or
// tokens/s) fits one knob (core::calibrate); the dialog shows what changed and Apply stores the
// calibration through the model as one undo step.

#include <QDialog>

#include "core/calibration.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace syncwall::ui {

class ScenarioModel;
class TypedSpinBox;

class CalibrateDialog : public QDialog {
    Q_OBJECT
public:
    explicit CalibrateDialog(ScenarioModel* model, QWidget* parent = nullptr);

    // For tests and scripting: the same as using the controls. MFU is a fraction here.
    void setMeasurement(const core::Measurement& measurement);
    void setKnob(core::CalibrationKnob knob);
    const core::CalibrationResult& calibrate();
    bool apply();  // false when there is no fitted result for the current scenario
    const core::CalibrationResult& result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }

    static QString statusText(core::CalibrationStatus status);

private:
    core::Measurement measurement() const;
    void kindChanged();
    void showResult();
    void invalidate();

    ScenarioModel* m_model;
    QComboBox* m_kind;
    TypedSpinBox* m_value;
    QComboBox* m_knob;
    QLabel* m_resultLabel;
    QPushButton* m_apply;
    core::CalibrationResult m_result;
    bool m_hasResult = false;
    bool m_applying = false;
};

}  // namespace syncwall::ui
