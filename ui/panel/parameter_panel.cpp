#include "parameter_panel.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QFocusEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <set>

#include "cards/units.h"
#include "controls/scroll_bar_watcher.h"
#include "controls/wrap_label.h"
#include "core/estimator.h"
#include "core/layout_rules.h"
#include "core/layout_search.h"
#include "core/scenario_keys.h"
#include "field_row.h"
#include "model/scenario_model.h"
#include "name_field.h"
#include "nearby_counts_offer.h"
#include "preset_pickers.h"
#include "problem_line.h"
#include "problem_text.h"
#include "theme/theme.h"

namespace syncwall::ui {

ParameterPanel::ParameterPanel(ScenarioModel* model, QWidget* parent)
    : QScrollArea(parent), m_model(model), m_pickers(new PresetPickers(model, this)),
      m_nearby(new NearbyCountsOffer(this))
{
    setObjectName(QStringLiteral("parameterPanel"));
    setAccessibleName(tr("Parameters"));
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(8, 8, 8, 8);
    column->addWidget(buildModeSwitch());
    column->addWidget(new NameField(model, content));

    m_otherProblems = new ProblemLine(this);  // outside the scrolled content: placeOtherProblems
    m_otherProblems->setAccessibleName(tr("Problems"));
    m_otherProblems->setAutoFillBackground(true);
    m_otherProblems->setFrameShape(QFrame::StyledPanel);
    m_otherProblems->setMargin(6);
    Theme::setTone(m_otherProblems, Tone::Bad);

    for (int g = 0; g < kFieldGroupCount; ++g) {
        const auto group = static_cast<FieldGroup>(g);
        auto* box = new QGroupBox(FieldSpecs::groupTitle(group), content);
        auto* grid = new QGridLayout(box);
        grid->setColumnStretch(1, 1);
        grid->setVerticalSpacing(4);
        m_pickers->addTo(group, grid, box);
        for (const auto& spec : FieldSpecs::all())
            if (spec.group == group)
                m_rows << new FieldRow(spec, model, grid, box);
        if (group == FieldGroup::Layout) {
            m_derived = new WrapLabel(box);
            m_derived->setStableHeight(true);
            m_derived->setObjectName(QStringLiteral("derived"));
            m_derived->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
            Theme::setTone(m_derived, Tone::Muted);
            m_derived->setTextInteractionFlags(Qt::LinksAccessibleByMouse
                                               | Qt::LinksAccessibleByKeyboard);
            connect(m_derived, &QLabel::linkActivated, this, &ParameterPanel::applyGpuCount);
            grid->addWidget(m_derived, grid->rowCount(), 0, 1, 2);
        }
        // Height the grid's height-for-width estimate leaves over goes below the last row, not
        // into every row: a problem line appearing then moves the rows under it and resizes none.
        grid->setRowStretch(grid->rowCount(), 1);
        m_groups[g] = box;
        column->addWidget(box);
    }
    m_modeHint =
        new WrapLabel(tr("Simple mode shows the inputs that matter most. Expert mode "
                         "(View \u25B8 Expert Mode) shows every key of the scenario file."),
                      content);
    Theme::setTone(m_modeHint, Tone::Muted);
    column->addWidget(m_modeHint);
    column->addStretch(1);
    setWidget(content);
    for (auto* r : m_rows)
        r->floatProblemsIn(content);
    guardInputs(content);

    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleAfterMs);
    connect(&m_settle, &QTimer::timeout, this, &ParameterPanel::settleProblems);
    connect(model, &ScenarioModel::changed, this, &ParameterPanel::refresh);
    connect(m_nearby, &NearbyCountsOffer::offerChanged, this, &ParameterPanel::refreshDerived);
    refresh();
    setMode(Mode::Simple);
    new ScrollBarWatcher(this, [this] { placeOtherProblems(); });
    placeOtherProblems();
}

QWidget* ParameterPanel::buildModeSwitch()
{
    auto* bar = new QWidget(this);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_modeButtons = new QButtonGroup(bar);
    const QStringList names = {tr("Simple"), tr("Expert")};
    for (int i = 0; i < names.size(); ++i) {
        auto* button = new QToolButton(bar);
        button->setText(names[i]);
        button->setCheckable(true);
        button->setAutoRaise(false);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAccessibleName(tr("%1 mode").arg(names[i]));
        m_modeButtons->addButton(button, i);
        layout->addWidget(button);
    }
    layout->addStretch(1);
    connect(m_modeButtons, &QButtonGroup::idClicked, this,
            [this](int id) { setMode(id == 0 ? Mode::Simple : Mode::Expert); });
    return bar;
}

void ParameterPanel::setMode(Mode mode)
{
    const bool expert = mode == Mode::Expert;
    const bool changedMode = mode != m_mode;
    m_mode = mode;
    m_modeButtons->button(expert ? 1 : 0)->setChecked(true);
    std::array<bool, kFieldGroupCount> used {};
    for (auto* row : m_rows) {
        const bool shown = expert || row->spec().simple;
        row->setShown(shown);
        used[static_cast<int>(row->spec().group)] |= shown;
    }
    m_pickers->setExpert(expert);
    m_modeHint->setVisible(!expert);
    for (int g = 0; g < kFieldGroupCount; ++g)
        m_groups[g]->setVisible(used[g] || g == static_cast<int>(FieldGroup::Model));
    refreshProblems();
    updateGeometry();  // the least width follows the rows shown (minimumSizeHint)
    if (changedMode)
        emit modeChanged(mode);
}

FieldRow* ParameterPanel::row(const QString& key) const
{
    for (auto* r : m_rows)
        if (r->spec().key == key)
            return r;
    return nullptr;
}

QList<FieldRow*> ParameterPanel::visibleRows() const
{
    QList<FieldRow*> out;
    for (auto* r : m_rows)
        if (r->isShown())
            out << r;
    return out;
}

QString ParameterPanel::otherProblemsText() const { return m_otherProblems->text(); }

void ParameterPanel::refresh()
{
    for (auto* r : m_rows)
        r->refresh();
    m_pickers->refresh();
    refreshDegrees();
    refreshProblems();
    refreshDerived();
}

void ParameterPanel::refreshDerived()
{
    // A legal layout has its DP whatever else is wrong (a token count under one step had read
    // "derived once the layout is valid" under a legal layout the panel had just chosen).
    const core::Scenario& s = m_model->scenario();
    const bool legal = m_model->isValid() || core::isLegalLayout(core::layoutQuestion(s));
    const core::Layout layout = core::resolvedLayout(s);
    QString derived =
        legal ? tr("Data parallel (DP) = %1, derived from the GPU count").arg(layout.dp)
                    + QLatin1Char('\n') + Units::microBatchesPerStep(layout.microBatches)
              : tr("Data parallel (DP) is derived once the layout is valid.");
    if (!m_model->adjustment().isEmpty())  // a GPU count or preset that moved the layout
        derived = m_model->adjustment() + QLatin1Char('\n') + derived;
    const QString& offer = m_nearby->offer();
    m_derived->setTextFormat(offer.isEmpty() ? Qt::PlainText : Qt::RichText);
    m_derived->setText(offer.isEmpty() ? derived : derived.toHtmlEscaped() + offer);
}

void ParameterPanel::applyGpuCount(const QString& link)
{
    const std::optional<int> n = NearbyCountsOffer::countOf(link);
    if (!n)
        return;
    core::Scenario s = m_model->scenario();
    s.gpus = *n;
    m_model->editKeepingValid(s, tr("GPUs %1").arg(QLocale().toString(*n)));
}

QSize ParameterPanel::minimumSizeHint() const
{
    constexpr int kNarrowest = 340;
    QSize hint = QScrollArea::minimumSizeHint();
    int content = 0;
    if (const QWidget* inner = widget())
        content = inner->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width()
                  + 2 * frameWidth();
    hint.setWidth(std::max({hint.width(), kNarrowest, content}));
    return hint;
}

void ParameterPanel::refreshDegrees()
{
    // The core enumerates the valid layouts; each degree offers the values valid with the
    // other degrees as they are.
    const auto& s = m_model->scenario();
    const auto& p = s.parallel;
    // Only the layout rules' inputs (the model, the layout, the GPU count, the batch) decide
    // which degrees are valid: skip the enumeration when none moved.
    std::vector<double> inputs;
    for (const core::ScenarioKey& k : core::scenarioKeys())
        if (k.key.starts_with("model.") || k.key.starts_with("parallelism.")
            || k.key == "cluster.gpus" || k.key == "training.global_batch")
            inputs.push_back(k.get(s).value_or(-1));
    if (inputs == m_degreeInputs)
        return;
    m_degreeInputs = inputs;
    core::SearchOptions options;
    options.varyZero = options.varyRecompute = options.varyMicroBatch = false;
    options.varyVirtualStages = false;
    const auto layouts = core::enumerateLayouts(s, s.gpus, options);
    // The same inputs decide the offer; a legal layout of this narrower space is one of the full.
    m_nearby->request(s, layouts.empty() && !m_model->isValid());
    const char* keys[] = {"parallelism.tp", "parallelism.pp", "parallelism.cp", "parallelism.ep"};
    const int current[] = {p.tp, p.pp, p.cp, p.ep};
    // The layout rules alone, on the inputs the skip above compares (a problem elsewhere in the
    // scenario says nothing about the layout).
    const bool currentIsLegal = core::isLegalLayout(core::layoutQuestion(s));
    for (int d = 0; d < 4; ++d) {
        std::set<int> matching, any;
        for (const auto& l : layouts) {
            const int mine[] = {l.tp, l.pp, l.cp, l.ep};
            bool othersMatch = true;
            for (int o = 0; o < 4; ++o)
                othersMatch &= (o == d || mine[o] == current[o]);
            any.insert(mine[d]);
            if (othersMatch)
                matching.insert(mine[d]);
        }
        std::set<int> chosen = matching.empty() ? any : matching;
        // A layout the core takes is valid even where the search space lacks its degree (the
        // search splits the layers evenly; DeepSeek-V3's 61 layers over PP 12 are uneven but
        // legal): the combo had marked it "not valid here" beside results computed with it.
        if (currentIsLegal)
            chosen.insert(current[d]);
        QList<int> values(chosen.begin(), chosen.end());
        if (values.isEmpty())
            values << 1;
        if (auto* r = row(QString::fromLatin1(keys[d])))
            r->setDegreeChoices(values);
    }
}

void ParameterPanel::settleProblems()
{
    for (auto* r : m_rows)
        r->settleProblem();
    m_otherProblems->settle();
    placeOtherProblems();
}

void ParameterPanel::refreshProblems()
{
    QHash<QString, QStringList> byKey;
    QStringList other;
    for (const auto& problem : m_model->problems()) {
        // A product of inputs ("parallelism.tp*parallelism.pp") shows at its first factor.
        const QString key = QString::fromStdString(problem.key).section(QLatin1Char('*'), 0, 0);
        auto* r = row(key);
        if (r && r->isShown())
            byKey[key] << ProblemText::sentence(problem, &m_model->scenario());
        else
            other << ProblemText::withField(problem, &m_model->scenario());
    }
    for (auto* r : m_rows)
        r->setProblems(byKey.value(r->spec().key));
    m_otherProblems->setProblem(other.join(QLatin1Char('\n')), true);
    placeOtherProblems();
    m_settle.start();  // held empty lines go, floating ones take their place, once edits pause
}

void ParameterPanel::placeOtherProblems()
{
    const int f = frameWidth();
    // The content keeps one width whether the vertical scroll bar shows or not: while it is
    // hidden a right margin of its width (a gutter) stands in for it, so the rows do not
    // re-wrap when the window's height crosses the content's or the mode changes. The line
    // sits beside the bar, which runs the panel's height, and across the gutter.
    const int barWidth = verticalScrollBar()->sizeHint().width();
    const bool barShown = verticalScrollBar()->isVisibleTo(this);
    const int w = std::max(0, width() - 2 * f - (barShown ? barWidth : 0));
    const int h = m_otherProblems->isVisible() ? std::max(m_otherProblems->minimumHeight(),
                                                          m_otherProblems->heightForWidth(w))
                                               : 0;
    // The one owner of the viewport's margins: the problems line below, the gutter at the right.
    const QMargins margins(0, 0, barShown ? 0 : barWidth, h);
    if (viewportMargins() != margins)
        setViewportMargins(margins);
    m_otherProblems->setGeometry(f, height() - f - h, w, h);
    m_otherProblems->raise();
}

void ParameterPanel::guardInputs(QWidget* content)
{
    QList<QWidget*> inputs;
    for (auto* w : content->findChildren<QAbstractSlider*>())
        inputs << w;
    for (auto* w : content->findChildren<QAbstractSpinBox*>())
        inputs << w;
    for (auto* w : content->findChildren<QComboBox*>())
        inputs << w;
    for (QWidget* w : inputs) {
        w->setFocusPolicy(Qt::StrongFocus);  // a wheel gives no focus
        w->installEventFilter(this);
        m_guarded.insert(w);
    }
}

bool ParameterPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Only the inputs guardInputs watched: the scroll area filters its own viewport and scroll
    // bars too.
    auto* input = m_guarded.contains(watched) ? static_cast<QWidget*>(watched) : nullptr;
    if (input && event->type() == QEvent::Wheel && !input->hasFocus()) {
        QApplication::sendEvent(viewport(), event);
        return true;
    }
    // A mnemonic's focus scrolls its input into view (Tab does already, QScrollArea's own);
    // other focus changes (back from a dialog, a click) leave the scroll where the person put it.
    if (input && event->type() == QEvent::FocusIn
        && static_cast<QFocusEvent*>(event)->reason() == Qt::ShortcutFocusReason)
        ensureWidgetVisible(input);
    return QScrollArea::eventFilter(watched, event);
}

void ParameterPanel::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    settleProblems();  // laid out again anyway: callouts under rows would be out of place
}

}  // namespace syncwall::ui
