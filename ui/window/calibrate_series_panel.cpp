#include "calibrate_series_panel.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <optional>

#include "calibrate_series_delegate.h"
#include "calibrate_series_text.h"
#include "cards/units.h"
#include "core/estimator.h"
#include "core/validator.h"
#include "model/scenario_file.h"
#include "model/scenario_model.h"
#include "panel/problem_text.h"
#include "settings/app_settings.h"

namespace syncwall::ui {

namespace {

using Column = CalibrateSeriesDelegate::Column;

int cellInt(const QTableWidget* table, int row, int column)
{
    return int(table->item(row, column)->data(Qt::EditRole).toDouble());
}

}  // namespace

CalibrateSeriesPanel::CalibrateSeriesPanel(ScenarioModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_table(new QTableWidget(0, Column::ColumnCount, this)),
      m_delegate(new CalibrateSeriesDelegate(this)),
      m_remove(new QPushButton(tr("&Remove Run"), this))
{
    m_table->setHorizontalHeaderLabels({tr("GPUs"), tr("TP"), tr("PP"), tr("DP"),
                                        tr("Measured step"), tr("Model now"), tr("After fit")});
    m_table->setItemDelegate(m_delegate);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed
                             | QAbstractItemView::SelectedClicked);
    m_table->setAccessibleName(tr("Measured runs"));
    m_table->setMinimumHeight(150);
    // Every column as wide as its text and title: a narrow dialog scrolls the table rather than
    // cut "78.30 s (+4.1 %)" to "78.30 s…" or wrap its "%)" apart.
    auto* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->horizontalHeaderItem(Column::Dp)
        ->setToolTip(tr("Data-parallel degree; auto: GPUs / (TP \u00D7 PP \u00D7 CP)"));
    m_table->horizontalHeaderItem(Column::Measured)
        ->setToolTip(
            tr("Seconds per optimizer step measured on the run (typed like 12.5, 1.25e1)"));
    m_table->horizontalHeaderItem(Column::Before)
        ->setToolTip(tr("The step the model predicts now, and its error against the measurement"));
    m_table->horizontalHeaderItem(Column::After)
        ->setToolTip(tr("The step with the fitted compute and link scales, and its error"));

    auto* add = new QPushButton(tr("A&dd Run"), this);
    add->setToolTip(tr("Another run of this scenario at another GPU count (Insert)"));
    auto* fromFile = new QPushButton(tr("Add Run from F&ile\u2026"), this);
    fromFile->setToolTip(tr("A saved scenario of this cluster with its own measured step"));
    m_remove->setToolTip(tr("Remove the selected run (Delete); run 1 is the scenario itself"));
    connect(add, &QPushButton::clicked, this, [this] { addRun(0, 0, 0, 0, 0); });
    connect(fromFile, &QPushButton::clicked, this, &CalibrateSeriesPanel::browse);
    connect(m_remove, &QPushButton::clicked, this, &CalibrateSeriesPanel::removeCurrent);
    auto* insertKey = new QAction(this);
    insertKey->setShortcut(QKeySequence(Qt::Key_Insert));
    insertKey->setShortcutContext(Qt::WidgetShortcut);
    connect(insertKey, &QAction::triggered, add, &QPushButton::click);
    auto* deleteKey = new QAction(this);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetShortcut);
    connect(deleteKey, &QAction::triggered, this, &CalibrateSeriesPanel::removeCurrent);
    m_table->addActions({insertKey, deleteKey});

    for (auto* button : {add, fromFile, m_remove})
        button->setAutoDefault(false);  // Enter in a cell ends its edit, it adds no run
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(fromFile);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    setTabOrder(m_table, add);
    setTabOrder(add, fromFile);
    setTabOrder(fromFile, m_remove);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_updating)
            refit();
    });
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row) { m_remove->setEnabled(row > 0); });
    connect(m_delegate, &CalibrateSeriesDelegate::refused, this,
            &CalibrateSeriesPanel::cellRefused);

    const core::Scenario& s = m_model->scenario();
    appendRow({}, s.gpus, s.parallel.tp, s.parallel.pp, s.parallel.dp,
              s.calibration.measuredStep_s.value_or(0));
    m_remove->setEnabled(false);
    connect(m_model, &ScenarioModel::documentReplaced, this, &CalibrateSeriesPanel::startOver);
    refresh();
}

int CalibrateSeriesPanel::runCount() const { return m_table->rowCount(); }

void CalibrateSeriesPanel::appendRow(const Run& run, int gpus, int tp, int pp, int dp,
                                     double measured_s)
{
    m_updating = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_runs.push_back(run);
    for (int c = 0; c < Column::ColumnCount; ++c)
        m_table->setItem(row, c, new QTableWidgetItem);
    setRow(row, gpus, tp, pp, dp, row > 0 && !run.file);
    if (measured_s > 0)
        m_table->item(row, Column::Measured)->setData(Qt::EditRole, measured_s);
    m_updating = false;
}

void CalibrateSeriesPanel::setRow(int row, int gpus, int tp, int pp, int dp, bool editable)
{
    const Qt::ItemFlags fixed = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const int values[] = {gpus, tp, pp, dp};
    for (int c = Column::Gpus; c <= Column::Dp; ++c) {
        auto* item = m_table->item(row, c);
        item->setData(Qt::EditRole, values[c]);
        item->setFlags(editable ? fixed | Qt::ItemIsEditable : fixed);
    }
    m_table->item(row, Column::Measured)->setFlags(fixed | Qt::ItemIsEditable);
    m_table->item(row, Column::Before)->setFlags(fixed);
    m_table->item(row, Column::After)->setFlags(fixed);
    const QString tip = row == 0                        ? tr("Run 1 is the scenario as it is now")
                        : m_runs[std::size_t(row)].file ? m_runs[std::size_t(row)].fileName
                                                        : QString();
    for (int c = Column::Gpus; c <= Column::Dp; ++c)
        m_table->item(row, c)->setToolTip(tip);
    auto* header = new QTableWidgetItem(QString::number(row + 1));
    header->setToolTip(tip);
    m_table->setVerticalHeaderItem(row, header);
}

void CalibrateSeriesPanel::addRun(int gpus, int tp, int pp, int dp, double measured_s)
{
    const core::Scenario& s = m_model->scenario();
    if (gpus <= 0) {
        // The next scale that is legal with the scenario's TP and PP: more GPUs first.
        const int last = cellInt(m_table, m_table->rowCount() - 1, Column::Gpus);
        gpus = 2 * last;
        for (int g : {2 * last, 4 * last, last / 2, 8 * last, last / 4}) {
            core::Scenario c = s;
            c.gpus = g;
            c.parallel.dp = 0;
            if (g > 0 && core::validate(c).empty()) {
                gpus = g;
                break;
            }
        }
    }
    appendRow({}, gpus, tp > 0 ? tp : s.parallel.tp, pp > 0 ? pp : s.parallel.pp, dp, measured_s);
    m_table->setCurrentCell(m_table->rowCount() - 1, Column::Measured);
    refit();
}

bool CalibrateSeriesPanel::addRunFromFile(const QString& path)
{
    const ScenarioRead read = ScenarioFile::read(path, m_model->catalog());
    const QString name = QFileInfo(path).fileName();
    if (!read.readable) {
        const QString why = !read.ioError.isEmpty() ? read.ioError
                            : read.problems.empty() ? QString()
                                                    : ProblemText::withField(read.problems.front());
        say(tr("Cannot add %1 as a run: %2").arg(name, why));
        return false;
    }
    const core::Scenario& s = read.scenario;
    appendRow({s, name}, s.gpus, s.parallel.tp, s.parallel.pp, s.parallel.dp,
              s.calibration.measuredStep_s.value_or(0));
    m_table->setCurrentCell(m_table->rowCount() - 1, Column::Measured);
    refit();
    return true;
}

void CalibrateSeriesPanel::removeRun(int run)
{
    if (run <= 0 || run >= m_table->rowCount())
        return;
    m_updating = true;
    m_table->removeRow(run);
    m_runs.erase(m_runs.begin() + run);
    for (int row = run; row < m_table->rowCount(); ++row)  // the runs after it move up
        m_table->verticalHeaderItem(row)->setText(QString::number(row + 1));
    m_updating = false;
    refit();
}

void CalibrateSeriesPanel::removeCurrent() { removeRun(m_table->currentRow()); }

void CalibrateSeriesPanel::startOver()
{
    m_updating = true;
    while (m_table->rowCount() > 1) {
        m_table->removeRow(m_table->rowCount() - 1);
        m_runs.pop_back();
    }
    m_updating = false;
    m_fitted = false;  // whether or not the panel is shown to refit
    m_result = {};
    setMeasured(0, m_model->scenario().calibration.measuredStep_s.value_or(0));
    refresh();
    emit fitChanged();
}

void CalibrateSeriesPanel::setMeasured(int run, double measured_s)
{
    auto* item = m_table->item(run, Column::Measured);
    item->setData(Qt::EditRole, measured_s > 0 ? QVariant(measured_s) : QVariant());
}

void CalibrateSeriesPanel::browse()
{
    AppSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add a Measured Run"), settings.folder(AppSettings::FileKind::Scenario),
        tr("Syncwall scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setFolder(AppSettings::FileKind::Scenario, path);
    addRunFromFile(path);
}

void CalibrateSeriesPanel::refresh()
{
    const core::Scenario& s = m_model->scenario();
    m_updating = true;
    setRow(0, s.gpus, s.parallel.tp, s.parallel.pp, s.parallel.dp, false);
    m_updating = false;
    if (isVisible())
        refit();
    else
        m_stale = true;  // fitted when shown: a hidden dialog costs no slider drag anything
}

void CalibrateSeriesPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refit();
}

core::Scenario CalibrateSeriesPanel::scenarioOf(int row) const
{
    const Run& run = m_runs[std::size_t(row)];
    core::Scenario s = run.file ? *run.file : m_model->scenario();
    if (row > 0 && !run.file) {
        s.gpus = cellInt(m_table, row, Column::Gpus);
        s.parallel.tp = cellInt(m_table, row, Column::Tp);
        s.parallel.pp = cellInt(m_table, row, Column::Pp);
        s.parallel.dp = cellInt(m_table, row, Column::Dp);
    }
    s.calibration = m_model->scenario().calibration;  // one cluster, one calibration
    return s;
}

QString CalibrateSeriesPanel::runName(int row) const
{
    const Run& run = m_runs[std::size_t(row)];
    return run.file ? tr("Run %1 (%2)").arg(row + 1).arg(run.fileName) : tr("Run %1").arg(row + 1);
}

void CalibrateSeriesPanel::say(const QString& text)
{
    m_text = text;
    m_fitText = text;
    emit fitChanged();
}

void CalibrateSeriesPanel::cellRefused(int row, int column, const QString& typed)
{
    const QString field = m_table->horizontalHeaderItem(column)->text();
    const QString example = column == Column::Measured
                                ? tr("a time in seconds above 0, such as 12.5 or 1.25e1")
                            : column == Column::Dp ? tr("a whole number, or auto")
                                                   : tr("a whole number, such as 512 or 2k");
    const QString fit = m_fitText;
    say(tr("%1, %2: \u201C%3\u201D is not a number the cell can take (%4); it kept its value.")
            .arg(runName(row), field, typed, example)
        + QStringLiteral("\n\n") + fit);
    m_fitText = fit;
}

void CalibrateSeriesPanel::refit()
{
    m_stale = false;
    m_fitted = false;
    m_updating = true;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        m_table->item(row, Column::Before)->setText(Units::dash());
        m_table->item(row, Column::After)->setText(Units::dash());
    }
    m_updating = false;
    if (!m_model->isValid()) {
        say(tr("Fix the scenario's inputs first."));
        return;
    }
    QStringList problems;
    QStringList missing;
    std::vector<core::SeriesRun> runs;
    std::vector<int> rows;  // the row of each run
    m_updating = true;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const core::Scenario s = scenarioOf(row);
        const core::Problems found = core::validate(s);
        auto* measured = m_table->item(row, Column::Measured);
        const double measured_s = measured->data(Qt::EditRole).toDouble();
        if (!found.empty()) {
            problems << tr("%1: %2").arg(runName(row),
                                         ProblemText::list(found, &s).join(QLatin1Char(' ')));
            continue;
        }
        const double predicted_s = core::estimate(s).step.total_s;
        measured->setData(CalibrateSeriesDelegate::PredictedRole, predicted_s);
        m_table->item(row, Column::Before)
            ->setText(CalibrateSeriesText::predicted(predicted_s, measured_s));
        if (!measured->data(Qt::EditRole).isValid()) {
            missing << QString::number(row + 1);
            continue;
        }
        runs.push_back({s, {core::MeasurementKind::StepTime, measured_s}});
        rows.push_back(row);
    }
    m_updating = false;
    if (!problems.empty())
        return say(problems.join(QLatin1Char('\n')));
    if (m_table->rowCount() < 2)
        return say(tr("A series needs at least two runs of this cluster at different scales. Add a "
                      "run (Insert) and type the step time measured on it; run 1 is the scenario "
                      "as it is now."));
    if (!missing.empty())
        return say((missing.size() == 1
                        ? tr("Enter the measured step time of run %1 (seconds per optimizer step).")
                        : tr("Enter the measured step times of runs %1 (seconds per optimizer "
                             "step)."))
                       .arg(missing.join(QStringLiteral(", "))));
    // What Apply stores is what the runs support (core::calibrateStorableSeries): both
    // multipliers, or the one that explains them best alone, the other held.
    const core::StorableSeries fit = core::calibrateStorableSeries(runs);
    m_result = fit.stored;
    const std::optional<core::SeriesCalibrationResult>& both = fit.both;
    if (!m_result.fitted())
        return say(CalibrateSeriesText::refusal(
            m_result,
            m_result.index >= 0 ? runName(rows[std::size_t(m_result.index)]) : QString()));
    m_updating = true;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        m_table->item(rows[i], Column::Before)
            ->setText(CalibrateSeriesText::predicted(m_result.before_s[i], m_result.measured_s[i]));
        m_table->item(rows[i], Column::After)
            ->setText(CalibrateSeriesText::predicted(m_result.after_s[i], m_result.measured_s[i]));
    }
    m_updating = false;
    m_fitted = true;
    say(CalibrateSeriesText::fitted(m_result, both ? &*both : nullptr));
}

QString CalibrateSeriesPanel::resultText() const { return m_text; }

}  // namespace syncwall::ui
