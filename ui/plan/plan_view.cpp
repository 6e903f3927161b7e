#include "plan_view.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEventLoop>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QTableWidget>
#include <QTimer>
#include <QtConcurrent>

#include "cards/units.h"
#include "charts/chart_format.h"
#include "controls/typed_spin_box.h"
#include "core/file_units.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "theme/theme.h"

namespace syncwall::ui {
namespace {

constexpr double kDefaultDeadlineDays = 90;
constexpr double kDefaultBudgetUsd = 50e6;
constexpr double kSecondsPerDay = core::kUnitDays.factor;  // the fields are in days
constexpr double kDaysPerYear = 365.25;                    // the Julian year (IAU)

QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

PlanView::PlanView(ScenarioModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_kind(new QButtonGroup(this)),
      m_deadline(new TypedSpinBox(1, this)),
      m_drawDeadline(new QCheckBox(tr("Draw the deadline on the scaling chart"), this)),
      m_budget(new TypedSpinBox(1, this)), m_status(new QLabel(this)), m_refusal(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("planView"));
    auto* byDate = new QRadioButton(tr("Finish within"), this);
    auto* byBudget = new QRadioButton(tr("Spend at most"), this);
    m_kind->addButton(byDate, 0);
    m_kind->addButton(byBudget, 1);
    byDate->setChecked(true);
    m_deadline->setRange(0.01, 100000);
    m_deadline->setDecimals(2);
    m_deadline->setSuffix(tr(" days"));
    // Planners think in weeks, months and hours too: read them, never drop the word (a tester
    // typed "3 months" and planned for 3 days). The value is taken when the edit ends.
    m_deadline->setKeyboardTracking(false);
    // English names always, the language's own (translated as comma-separated lists) too.
    const auto names = [](QStringList english, const QString& local) {
        return english + local.split(u',', Qt::SkipEmptyParts);
    };
    m_deadline->setUnitWords(
        {{names({QStringLiteral("h"), QStringLiteral("hour"), QStringLiteral("hours")},
                tr("hour,hours")),
          1.0 / 24},
         {names({QStringLiteral("d"), QStringLiteral("day"), QStringLiteral("days")},
                tr("day,days")),
          1.0},
         {names({QStringLiteral("w"), QStringLiteral("week"), QStringLiteral("weeks")},
                tr("week,weeks")),
          7.0},
         {names({QStringLiteral("mo"), QStringLiteral("month"), QStringLiteral("months")},
                tr("month,months")),
          kDaysPerYear / 12},
         {names({QStringLiteral("y"), QStringLiteral("year"), QStringLiteral("years")},
                tr("year,years")),
          kDaysPerYear}});
    m_deadline->setToolTip(tr("Days, or hours, weeks, months, years: 90, 2160 h, 12 weeks, "
                              "3 months"));
    m_deadline->setValue(kDefaultDeadlineDays);
    m_deadline->setAccessibleName(tr("Deadline in days"));
    m_drawDeadline->setToolTip(
        tr("Saves the deadline in the scenario (plan.deadline_days): the scaling chart and its "
           "exports draw it as a line"));
    m_budget->setRange(1, 1e12);
    m_budget->setDecimals(0);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSuffix(tr(" USD"));
    m_budget->setKeyboardTracking(false);
    m_budget->setLeadingSymbol(QStringLiteral("$"));
    m_budget->setUnitWords(
        {{names({QStringLiteral("thousand"), QStringLiteral("\u5343")}, tr("thousand")), 1e3},
         {names({QStringLiteral("million")}, tr("million")), 1e6},
         {names({QStringLiteral("billion"), QStringLiteral("bn")}, tr("billion")), 1e9},
         // Chinese and Japanese count in ten thousands and hundred millions ("2000万", "1.5亿",
         // with 千 for thousands above: "3千万"), in any UI language, simplified or traditional.
         {{QStringLiteral("\u4E07"), QStringLiteral("\u842C")}, 1e4},
         {{QStringLiteral("\u4EBF"), QStringLiteral("\u5104")}, 1e8},
         {{QStringLiteral("dollars"), QStringLiteral("dollar"), QStringLiteral("usd"),
           QStringLiteral("\u7F8E\u5143")},
          1.0}});
    m_budget->setToolTip(tr("US dollars: 20000000, 20M, 20 million or $20M"));
    m_budget->setValue(kDefaultBudgetUsd);
    m_budget->setAccessibleName(tr("Budget in US dollars"));
    m_budget->setEnabled(false);

    auto* intro = new QLabel(
        tr("For each system of the catalog: the fewest GPUs whose expected JCT (failures and "
           "checkpoints included) meets the deadline, or the fastest run within the budget, with "
           "the best layout at that count. The model, batch, tokens and precision are this "
           "scenario's; the price per GPU-hour and the failure rates are each system's own, "
           "unless you set this scenario's yourself."),
        this);
    intro->setWordWrap(true);

    const QStringList headers {tr("System"),       tr("GPU"),  tr("GPUs"), tr("Expected JCT"),
                               tr("P10\u2013P90"), tr("Cost"), tr("Goal"), tr("Layout")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Plans per system"));

    auto* grid = new QGridLayout(this);
    grid->addWidget(intro, 0, 0, 1, 4);
    grid->addWidget(byDate, 1, 0);
    grid->addWidget(m_deadline, 1, 1);
    grid->addWidget(byBudget, 2, 0);
    grid->addWidget(m_budget, 2, 1);
    grid->addWidget(m_drawDeadline, 1, 2);
    grid->addWidget(m_status, 2, 2, 1, 2);
    m_refusal->setWordWrap(true);
    m_refusal->setVisible(false);
    grid->addWidget(m_refusal, 3, 0, 1, 4);
    grid->addWidget(m_table, 4, 0, 1, 4);
    grid->setColumnStretch(3, 1);
    grid->setRowStretch(4, 1);

    // What a field could not take is said under it, with the units and range it takes; the
    // field keeps the value it had.
    // A number read but out of range says the range; text it could not read says what it reads.
    // Both name the field's range (set above).
    const auto sayRefusals = [this](TypedSpinBox* box, const QString& outside,
                                    const QString& unreadable, const QString& from,
                                    const QString& to) {
        connect(box, &TypedSpinBox::refused, this,
                [=, this](const QString& typed, TypedSpinBox::Reading why) {
                    refuse((why == TypedSpinBox::Reading::OutOfBounds ? outside : unreadable)
                               .arg(typed, from, to));
                });
    };
    sayRefusals(m_deadline,
                tr("\u201C%1\u201D is outside the deadlines the plan can take: from %2 to %3 "
                   "days."),
                tr("\u201C%1\u201D is not a deadline the plan can take: type days (90) or hours, "
                   "weeks, months or years (2160 h, 12 weeks, 3 months), from %2 to %3 days."),
                Units::number(m_deadline->minimum(), 2), Units::count(m_deadline->maximum()));
    sayRefusals(m_budget,
                tr("\u201C%1\u201D is outside the budgets the plan can take: from %2 to %3."),
                tr("\u201C%1\u201D is not a budget the plan can take: type US dollars "
                   "(20000000, 20M, 20 million or $20M), from %2 to %3."),
                Units::money(m_budget->minimum()), Units::money(m_budget->maximum()));
    // Typing again withdraws the refusal (Return says it anew if the text still cannot be
    // taken), so a field put back to the value it already had shows none.
    for (TypedSpinBox* box : {m_deadline, m_budget})
        connect(box, &TypedSpinBox::typing, this, [this] { refuse({}); });

    connect(m_kind, &QButtonGroup::idToggled, this, [this](int, bool) {
        m_deadline->setEnabled(m_kind->checkedId() == 0);
        m_budget->setEnabled(m_kind->checkedId() == 1);
        request();
    });
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, [this] {
        refuse({});
        storeDeadline();
        request();
    });
    connect(m_drawDeadline, &QCheckBox::toggled, this, &PlanView::storeDeadline);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this] {
        refuse({});
        request();
    });
    showScenarioDeadline();
    connect(m_model, &ScenarioModel::changed, this, [this] {
        showScenarioDeadline();
        m_stale = true;
        if (isVisible())
            request();
    });
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &PlanView::onDone);
    connect(m_model->analysis(), &AnalysisRunner::sweepSettled, this, [this] {
        if (m_pending && !m_busy)
            start();
    });
}

PlanView::~PlanView() { m_watcher.waitForFinished(); }

void PlanView::refuse(const QString& message)
{
    m_refusal->setText(message);
    m_refusal->setVisible(!message.isEmpty());
}

void PlanView::showScenarioDeadline()
{
    const std::optional<double> deadline = m_model->scenario().plan.deadline_s;
    const QSignalBlocker blockBox(m_drawDeadline), blockField(m_deadline);
    m_drawDeadline->setChecked(deadline.has_value());
    if (deadline)
        m_deadline->setValue(*deadline / kSecondsPerDay);
}

void PlanView::storeDeadline()
{
    core::Scenario s = m_model->scenario();
    const std::optional<double> wanted = m_drawDeadline->isChecked()
                                             ? std::optional(m_deadline->value() * kSecondsPerDay)
                                             : std::nullopt;
    if (s.plan.deadline_s == wanted)
        return;
    s.plan.deadline_s = wanted;
    m_model->editScenario(s, wanted ? tr("Set the deadline") : tr("Remove the deadline"));
}

void PlanView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        request();
}

bool PlanView::waitForPlan(int timeout_ms)
{
    if (!isBusy())
        return true;
    QEventLoop loop;
    QTimer::singleShot(timeout_ms, &loop, &QEventLoop::quit);
    connect(this, &PlanView::planned, &loop, &QEventLoop::quit);
    loop.exec();
    return !isBusy();
}

core::PlanGoal PlanView::goal() const
{
    core::PlanGoal g;
    if (m_kind->checkedId() == 0)
        g.deadline_s = m_deadline->value() * kSecondsPerDay;
    else
        g.budget_usd = m_budget->value();
    return g;
}

void PlanView::request()
{
    m_stale = false;
    ++m_generation;
    if (!m_model->isValid()) {
        m_table->setRowCount(0);
        m_status->setText(tr("The scenario has problems: fix them in the panel to plan."));
        return;
    }
    m_status->setText(tr("Planning\u2026"));
    m_pending = true;
    if (m_busy && m_cancel)
        m_cancel->store(true, std::memory_order_relaxed);
    // The sweep a frame waits for goes first (on two cores the plan's search would take a core
    // from it): the plan starts once that sweep has landed.
    if (!m_busy && m_model->analysis()->isSweepSettled())
        start();
}

void PlanView::start()
{
    m_pending = false;
    m_busy = true;
    const quint64 generation = m_generation;
    const core::Scenario scenario = m_model->scenario();
    // Copied: the worker may outlive the model while the window closes.
    const core::Catalog catalog = m_model->catalog();
    const core::PlanGoal g = goal();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run([generation, scenario, catalog, g, cancel = m_cancel] {
        std::vector<std::string> ids;
        for (const core::SystemEntry& e : catalog.systems())
            ids.push_back(e.id);
        try {
            return Outcome {generation, core::planRuns(scenario, catalog, g, ids, cancel.get())};
        } catch (const std::exception&) {  // allocation failure: no plans rather than a crash
            return Outcome {generation, {}};
        }
    }));
}

void PlanView::onDone()
{
    m_busy = false;
    const Outcome out = m_watcher.result();
    if (m_pending) {  // a newer scenario or goal: its plan replaces this one
        start();
        return;
    }
    if (out.generation != m_generation)
        return;
    fill(out.plans);
    m_status->clear();
    emit planned();
}

void PlanView::fill(const std::vector<core::SystemPlan>& plans)
{
    m_table->setRowCount(int(plans.size()));
    const bool byDate = m_kind->checkedId() == 0;
    double largestCost = 0;  // one scale for the cost column, so the rows compare at a glance
    // CP and EP in the layout column only where a plan uses them: "CP 1 · EP 1" on every row had
    // widened the table past a 1024 px window's view, pushing Cost and Goal out of sight.
    bool cp = false, ep = false;
    for (const core::SystemPlan& p : plans)
        if (p.found) {
            if (std::isfinite(p.estimate.run.cost_usd))
                largestCost = std::max(largestCost, p.estimate.run.cost_usd);
            cp |= p.estimate.layout.cp > 1;
            ep |= p.estimate.layout.ep > 1;
        }
    for (int row = 0; row < int(plans.size()); ++row) {
        const core::SystemPlan& p = plans[std::size_t(row)];
        const core::SystemEntry* system = m_model->catalog().system(p.system);
        auto* systemItem = cell(QString::fromStdString(p.system), false);
        if (system && !system->about.name.empty())
            systemItem->setToolTip(QString::fromStdString(system->about.name));
        m_table->setItem(row, SystemColumn, systemItem);
        // The GPU's short name ("H100"), its id in the tooltip: ids had widened the column.
        const core::GpuEntry* gpu = m_model->catalog().gpu(p.gpu);
        auto* gpuItem = cell(gpu && !gpu->shortName.empty() ? QString::fromStdString(gpu->shortName)
                                                            : QString::fromStdString(p.gpu),
                             false);
        gpuItem->setToolTip(QString::fromStdString(p.gpu));
        m_table->setItem(row, GpuColumn, gpuItem);
        if (!p.found) {
            for (const int c : {GpusColumn, JctColumn, BandColumn, CostColumn, LayoutColumn})
                m_table->setItem(row, c, cell(QStringLiteral("\u2013")));
            m_table->setItem(row, GoalColumn,
                             cell(p.precisionSupported ? tr("no layout fits in memory")
                                                       : tr("no peak at this precision"),
                                  false));
            continue;
        }
        const core::Layout& l = p.estimate.layout;
        m_table->setItem(row, GpusColumn, cell(Units::count(p.gpus)));
        // The rest of the searched layout (micro-batch, virtual stages, recompute, ZeRO) in the
        // tooltip: it is why a plan at the scenario's count and degrees may differ from it.
        auto* layoutItem =
            cell(ChartFormat::keepLabelsWithNumbers(ChartFormat::layoutShowing(l, cp, ep)), false);
        layoutItem->setToolTip(ChartFormat::layout(l) + QLatin1Char('\n')
                               + ChartFormat::layoutDetails(l));
        m_table->setItem(row, LayoutColumn, layoutItem);
        m_table->setItem(row, JctColumn, cell(Units::duration(p.estimate.run.expected_s)));
        auto* band =
            cell(p.band.outsideValidation ? tr("not validated")
                                          : Units::durationRange(p.band.p10_s, p.band.p90_s));
        if (p.band.outsideValidation)  // the column's widest text had been this sentence
            band->setToolTip(tr("Outside the validated range: no P10\u2013P90 band"));
        m_table->setItem(row, BandColumn, band);
        m_table->setItem(row, CostColumn, cell(Units::money(p.estimate.run.cost_usd, largestCost)));
        // A word in the cell, the sentence in its tooltip: the sentence had pushed the column
        // off a 1024 px window.
        const QString goalText = p.meets ? tr("met") : byDate ? tr("missed") : tr("over budget");
        auto* goalItem = cell(goalText, false);
        if (!p.meets) {
            goalItem->setForeground(Theme::text(Tone::Bad));
            goalItem->setToolTip(byDate ? tr("missed: the fastest run shown")
                                        : tr("over budget: the cheapest run shown"));
        }
        m_table->setItem(row, GoalColumn, goalItem);
    }
}

}  // namespace syncwall::ui
