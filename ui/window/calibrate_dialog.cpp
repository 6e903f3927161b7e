#include "calibrate_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "calibrate_result_text.h"
#include "calibrate_series_panel.h"
#include "calibrate_source_panel.h"
#include "calibrate_source_text.h"
#include "cards/units.h"
#include "controls/typed_spin_box.h"
#include "core/log_measurement.h"
#include "core/nccl_tests.h"
#include "core/training_log.h"
#include "model/scenario_model.h"

namespace syncwall::ui {

CalibrateDialog::CalibrateDialog(ScenarioModel* model, QWidget* parent)
    : QDialog(parent), m_model(model), m_kind(new QComboBox(this)),
      m_value(new TypedSpinBox(1, this)), m_knob(new QComboBox(this)), m_form(new QFormLayout),
      m_source(new CalibrateSourcePanel(this)), m_series(new CalibrateSeriesPanel(model, this)),
      m_calibrate(nullptr), m_resultLabel(new QLabel(this)), m_apply(nullptr)
{
    setWindowTitle(tr("Calibrate to a Measured Run"));
    m_kind->addItem(tr("Step time (s)"), int(core::MeasurementKind::StepTime));
    m_kind->addItem(tr("MFU (%)"), int(core::MeasurementKind::Mfu));
    m_kind->addItem(tr("Throughput (tokens/s)"), int(core::MeasurementKind::TokensPerSecond));
    // Text sources carry negative data: they are no MeasurementKind.
    m_kind->addItem(tr("From a training log"), -1 - int(Source::TrainingLog));
    m_kind->addItem(tr("From an nccl-tests output"), -1 - int(Source::NcclTests));
    m_kind->addItem(tr("Step times of several runs"), -1 - int(Source::Series));
    m_knob->addItem(tr("Compute efficiency (GEMM)"), int(core::CalibrationKnob::Compute));
    m_knob->addItem(tr("Link bandwidth (all tiers)"), int(core::CalibrationKnob::Link));
    m_value->setDecimals(3);
    m_value->setMagnitudeWords(Units::magnitudeWords());  // "1,2 Mio." as the window writes it
    m_value->setRange(0.001, 1e12);
    m_value->setKeyboardTracking(false);  // the value is taken when the edit ends
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->setMinimumWidth(420);
    m_resultLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);  // under the inputs, not adrift

    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_form->addRow(tr("&Measured:"), m_kind);
    m_form->addRow(tr("&Value:"), m_value);
    m_form->addRow(tr("&Fit:"), m_knob);

    auto* buttons = new QDialogButtonBox(this);
    m_calibrate = buttons->addButton(tr("&Calibrate"), QDialogButtonBox::ActionRole);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::ApplyRole);
    buttons->addButton(QDialogButtonBox::Close);
    m_apply->setEnabled(false);
    connect(m_calibrate, &QPushButton::clicked, this, [this] { calibrate(); });
    connect(m_apply, &QPushButton::clicked, this, [this] { apply(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(m_form);
    layout->addWidget(m_source, 2);
    layout->addWidget(m_series, 2);
    layout->addWidget(m_resultLabel, 1);
    layout->addWidget(buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &CalibrateDialog::kindChanged);
    connect(m_value, &QDoubleSpinBox::valueChanged, this, &CalibrateDialog::invalidate);
    // A result and Apply stand for the value they were fitted to: typing withdraws them.
    connect(m_value, &TypedSpinBox::typing, this, [this] {
        m_valueTyped = true;
        m_refused = false;
        invalidate();
    });
    // "1.2M" tokens/s reads; what does not is said where the result goes, not reverted silently.
    // A click on Calibrate ends the edit first: the refusal must stand, not a fit of the value
    // the field went back to (a tester's "abc" had been calibrated as the previous number).
    connect(m_value, &TypedSpinBox::refused, this, [this](const QString& typed) {
        m_refused = true;
        say(tr("“%1” is not a number the value can take (try 0.25, 1.2M or "
               "2.5e6); it went back to %2.")
                .arg(typed, m_value->textFromValue(m_value->value())));
    });
    connect(m_knob, &QComboBox::currentIndexChanged, this, &CalibrateDialog::invalidate);
    connect(m_source, &CalibrateSourcePanel::changed, this, &CalibrateDialog::invalidate);
    connect(m_source, &CalibrateSourcePanel::message, this, &CalibrateDialog::say);
    connect(m_series, &CalibrateSeriesPanel::fitChanged, this, &CalibrateDialog::seriesChanged);
    connect(model, &ScenarioModel::changed, this, [this] {
        if (m_applying)
            return;
        // Until a measurement is typed, the value is the prediction of the scenario as it is
        // now (it had kept 0.001 from a scenario fixed since).
        if (!m_valueTyped && source() == Source::Number)
            startFromPrediction();
        invalidate();
    });
    kindChanged();
}

CalibrateDialog::Source CalibrateDialog::source() const
{
    const int data = m_kind->currentData().toInt();
    return data < 0 ? Source(-1 - data) : Source::Number;
}

void CalibrateDialog::setSource(Source source)
{
    m_kind->setCurrentIndex(source == Source::Number
                                ? m_kind->findData(int(core::MeasurementKind::StepTime))
                                : m_kind->findData(-1 - int(source)));
}

void CalibrateDialog::kindChanged()
{
    const Source from = source();
    m_intro->setText(
        from == Source::Number
            ? tr("Enter one number measured on a real run of this scenario. Syncwall fits one knob "
                 "so that it predicts the measurement, and keeps the fit for every later what-if "
                 "on this cluster.")
        : from == Source::TrainingLog
            ? tr("Paste or open the log of a real run of this scenario. Syncwall drops the warm-up "
                 "and outlier iterations, takes the median of the rest and fits one knob to it.")
        : from == Source::Series
            ? tr("Enter the step times measured on runs of this cluster at different scales: run "
                 "1 is the scenario as it is now, add the others with their GPU count and layout. "
                 "With two or more, Syncwall fits compute and link efficiency apart and says how "
                 "well the runs pin each down.")
            : tr("Paste or open an nccl-tests output measured on this cluster. Syncwall fits the "
                 "link efficiency and latency of the tier the test ran on (one NVLink domain: "
                 "scale-up; several: scale-out)."));
    m_form->setRowVisible(m_value, from == Source::Number);
    m_form->setRowVisible(m_knob, from != Source::NcclTests && from != Source::Series);
    m_source->setVisible(from == Source::TrainingLog || from == Source::NcclTests);
    m_series->setVisible(from == Source::Series);
    m_calibrate->setVisible(from != Source::Series);  // the series is fitted as it is typed
    if (from == Source::Series) {
        invalidate();
        return;
    }
    if (from != Source::Number) {
        m_source->setKind(from == Source::TrainingLog ? CalibrateSourcePanel::Kind::TrainingLog
                                                      : CalibrateSourcePanel::Kind::NcclTests);
        invalidate();
        return;
    }
    m_valueTyped = false;
    m_refused = false;
    startFromPrediction();
    invalidate();
}

void CalibrateDialog::startFromPrediction()
{
    // Start from what the model predicts now: the user edits it to the measured number, with
    // the units of its kind ("12,5 s", "850 ms", "2.5 秒"; "45 %").
    const auto& e = m_model->estimate();
    switch (core::MeasurementKind(m_kind->currentData().toInt())) {
    case core::MeasurementKind::StepTime:
        m_value->setUnitWords({{{QStringLiteral("s"), QStringLiteral("sec"), tr("s")}, 1.0},
                               {{QStringLiteral("ms"), tr("ms")}, 1e-3},
                               {{QStringLiteral("min"), tr("min")}, 60.0},
                               {{QStringLiteral("h"), tr("h")}, 3600.0}});
        m_value->setValue(e.step.total_s);
        break;
    case core::MeasurementKind::Mfu:
        m_value->setUnitWords({{{QStringLiteral("%")}, 1.0}});
        m_value->setValue(e.throughput.mfu * 100.0);
        break;
    case core::MeasurementKind::TokensPerSecond:
        m_value->setUnitWords(
            {{{QStringLiteral("tok/s"), QStringLiteral("tokens/s"), tr("tok/s")}, 1.0}});
        m_value->setValue(e.throughput.tokens_per_s);
        break;
    }
}

core::Measurement CalibrateDialog::measurement() const
{
    core::Measurement m;
    m.kind = core::MeasurementKind(m_kind->currentData().toInt());
    m.value = m.kind == core::MeasurementKind::Mfu ? m_value->value() / 100.0 : m_value->value();
    return m;
}

void CalibrateDialog::setMeasurement(const core::Measurement& measurement)
{
    m_kind->setCurrentIndex(m_kind->findData(int(measurement.kind)));
    m_value->setValue(measurement.kind == core::MeasurementKind::Mfu ? measurement.value * 100.0
                                                                     : measurement.value);
}

void CalibrateDialog::setKnob(core::CalibrationKnob knob)
{
    m_knob->setCurrentIndex(m_knob->findData(int(knob)));
}

const core::CalibrationResult& CalibrateDialog::calibrate()
{
    // A mnemonic (Alt+C) presses Calibrate without the value box losing focus: take what it
    // shows now, not the value of its last finished edit; text it cannot take is refused, not
    // silently swapped for the old value.
    m_hasResult = false;
    if (source() == Source::Number && (m_refused || !m_value->hasAcceptableInput())) {
        m_hasNccl = false;
        m_apply->setEnabled(false);
        // A refusal just said stands for this press; a second one fits the value shown.
        if (!std::exchange(m_refused, false))
            m_value->reportRefusal();
        return m_result;
    }
    m_value->interpretText();
    m_hasNccl = false;
    m_readText.clear();
    if (source() == Source::Series) {
        invalidate();
        return m_result;
    }
    if (m_model->isValid() && source() == Source::TrainingLog) {
        calibrateFromLog();
        return m_result;
    }
    if (m_model->isValid() && source() == Source::NcclTests) {
        calibrateFromNcclTests();
        return m_result;
    }
    if (m_model->isValid()) {
        core::CalibrationOptions options;
        options.knob = core::CalibrationKnob(m_knob->currentData().toInt());
        m_result = core::calibrate(m_model->scenario(), measurement(), options);
        m_hasResult = true;
    }
    showResult();
    return m_result;
}

void CalibrateDialog::calibrateFromLog()
{
    const core::TrainingLog log = core::parseTrainingLog(m_source->text().toStdString());
    const core::LogMeasurement m = core::measurementFromLog(m_model->scenario(), log);
    if (log.ok())
        m_readText = CalibrateSourceText::logRead(log, m);
    if (!m.measured()) {
        const QString why = CalibrateSourceText::logRefusal(log, m);
        say(m_readText.isEmpty() ? why : m_readText + QStringLiteral("\n\n") + why);
        m_apply->setEnabled(false);
        return;
    }
    core::CalibrationOptions options;
    options.knob = core::CalibrationKnob(m_knob->currentData().toInt());
    m_result = core::calibrate(m_model->scenario(), m.measurement, options);
    m_hasResult = true;
    showResult();
}

void CalibrateDialog::calibrateFromNcclTests()
{
    const core::NcclTestsTable table =
        core::parseNcclTests(m_source->text().toStdString(), m_source->fileName().toStdString());
    core::NcclCalibrationOptions options;
    options.ranks = m_source->ranks();
    options.nodes = m_source->nodes();
    m_nccl = core::calibrateFromNcclTests(m_model->scenario(), table, options);
    m_hasNccl = true;
    QString text =
        m_nccl.fit.points >= 2 ? CalibrateSourceText::ncclRead(table, m_nccl) : QString();
    if (!m_nccl.fitted())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n"))
                + tr("Refused. %1").arg(CalibrateSourceText::ncclRefusal(table, m_nccl));
    say(text);
    m_apply->setEnabled(m_nccl.fitted());
}

bool CalibrateDialog::apply()
{
    if (source() == Source::Series) {
        if (!m_series->fitted() || !m_apply->isEnabled())
            return false;
        core::Scenario calibrated = m_model->scenario();
        calibrated.calibration = m_series->result().calibration;
        m_applying = true;
        m_model->editScenario(calibrated, tr("Calibrate to a series of runs"));
        m_applying = false;
        // The table's "Model now" shows the calibrated scenario's steps from here on (a tester
        // saw the pre-Apply ones stay); the fit of the same runs stores the same again.
        m_series->refresh();
        m_apply->setEnabled(false);
        say(m_resultLabel->text() + QStringLiteral("\n\n")
            + tr("Applied. Edit \u25B8 Undo restores the previous calibration."));
        return true;
    }
    const bool links = m_hasNccl && m_nccl.fitted();
    if (!links && (!m_hasResult || !m_result.fitted()))
        return false;
    m_applying = true;
    if (links)
        m_model->editScenario(m_nccl.scenario, tr("Calibrate links to an nccl-tests output"));
    else
        m_model->editScenario(core::applyCalibration(m_model->scenario(), m_result),
                              tr("Calibrate to a measured run"));
    m_applying = false;
    m_apply->setEnabled(false);  // applied once; a second press would fit the fitted scenario
    say(m_resultLabel->text() + QStringLiteral("\n\n")
        + tr("Applied. Edit \u25B8 Undo restores the previous calibration."));
    m_hasResult = false;
    m_hasNccl = false;
    return true;
}

void CalibrateDialog::invalidate()
{
    m_hasResult = false;
    m_hasNccl = false;
    m_apply->setEnabled(false);
    if (source() == Source::Series) {
        m_series->refresh();
        seriesChanged();
        return;
    }
    say(m_model->isValid() ? tr("Press Calibrate to fit.")
                           : tr("Fix the scenario's inputs first."));
}

void CalibrateDialog::seriesChanged()
{
    if (source() != Source::Series)
        return;
    say(m_series->resultText());
    m_apply->setEnabled(m_series->fitted());
}

void CalibrateDialog::showResult()
{
    if (!m_hasResult) {
        invalidate();
        return;
    }
    say((m_readText.isEmpty() ? QString() : m_readText + QStringLiteral("\n\n"))
        + CalibrateResultText::result(m_result));
    m_apply->setEnabled(m_result.fitted());
}

void CalibrateDialog::say(const QString& text)
{
    m_resultLabel->setText(text);
    // A longer message grows the dialog instead of squeezing the inputs above it to slivers
    // (the wrapped label's height depends on the width, which no minimum size accounts for).
    // Only once shown: before, Qt sizes the dialog itself on show().
    if (layout() && isVisible()) {
        layout()->activate();
        int need = layout()->totalHeightForWidth(width());
        if (screen())
            need = std::min(need, screen()->availableGeometry().height());
        if (need > height())
            resize(width(), need);
        // And on the screen: grown at its place, a dialog low on a 768 px screen had put its
        // buttons below the screen's edge.
        if (screen()) {
            const QRect room = screen()->availableGeometry();
            const QRect frame = frameGeometry();
            if (frame.bottom() > room.bottom())
                move(x(), std::max(room.top(), y() - (frame.bottom() - room.bottom())));
        }
    }
}

}  // namespace syncwall::ui
