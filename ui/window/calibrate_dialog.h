#pragma once
// "Calibrate to a Measured Run": one measurement of the current scenario (step time, MFU or
// tokens/s, typed or read from a training log) fits one knob (core::calibrate), or an
// nccl-tests output fits the link efficiency and latency of its tier
// (core::calibrateFromNcclTests), or step times measured on several runs of the cluster fit the
// compute and link scales apart (core::calibrateSeries, CalibrateSeriesPanel); the dialog shows
// what was read and what changed, and Apply stores the result through the model as one undo step.

#include <QDialog>

#include "core/calibration.h"
#include "core/nccl_calibration.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace syncwall::ui {

class CalibrateSeriesPanel;
class CalibrateSourcePanel;
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

    // Reading the measured run from text (issue 17), or a series of runs (issue 14).
    enum class Source { Number, TrainingLog, NcclTests, Series };
    void setSource(Source source);
    Source source() const;
    CalibrateSourcePanel* sourcePanel() const { return m_source; }
    CalibrateSeriesPanel* seriesPanel() const { return m_series; }
    const core::NcclCalibration& ncclResult() const { return m_nccl; }
    bool hasNcclResult() const { return m_hasNccl; }

private:
    core::Measurement measurement() const;
    void kindChanged();
    // The value field starts at what the model predicts now, with the units its kind reads.
    void startFromPrediction();
    void showResult();
    // The result area's text, the dialog grown to show it whole.
    void say(const QString& text);
    void invalidate();
    void calibrateFromLog();
    void calibrateFromNcclTests();
    void seriesChanged();

    ScenarioModel* m_model;
    QComboBox* m_kind;
    TypedSpinBox* m_value;
    QComboBox* m_knob;
    QFormLayout* m_form;
    QLabel* m_intro;
    CalibrateSourcePanel* m_source;
    CalibrateSeriesPanel* m_series;
    QPushButton* m_calibrate;
    QLabel* m_resultLabel;
    QPushButton* m_apply;
    core::CalibrationResult m_result;
    bool m_hasResult = false;
    core::NcclCalibration m_nccl;
    bool m_hasNccl = false;
    QString m_readText;  // what the text source gave, shown above the result
    bool m_applying = false;
    // The user has typed the value since it was set from the prediction: it no longer follows
    // the scenario.
    bool m_valueTyped = false;
    // The last text typed was refused (and the field went back to its old value): Calibrate
    // must not fit that old value as if it were the measurement.
    bool m_refused = false;
};

}  // namespace syncwall::ui
