#include "export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "charts/chart_format.h"
#include "charts/chart_view.h"
#include "charts/scaling_range.h"
#include "controls/typed_spin_box.h"
#include "core/file_units.h"
#include "theme/theme.h"

namespace syncwall::ui {

namespace {

constexpr double kSecondsPerDay = core::kUnitDays.factor;  // the fields are in days
constexpr double kMaxAxisDays = 1e7;
enum TitleKind { ChartTitle, Callout, Custom };

}  // namespace

ExportDialog::ExportDialog(const ChartView& chart, const QSize& screenSize,
                           const QStringList& hidden, QWidget* parent)
    : QDialog(parent), m_chartTitle(chart.title()), m_callout(chart.callout()),
      m_titleKind(new QComboBox(this)), m_title(new QLineEdit(m_chartTitle, this)),
      m_subtitle(new QLineEdit(this)), m_size(new QComboBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Chart"));
    m_titleKind->addItem(tr("The chart's title"), ChartTitle);
    if (!m_callout.isEmpty())
        m_titleKind->addItem(tr("The finding (sync wall callout)"), Callout);
    m_titleKind->addItem(tr("Custom text"), Custom);
    m_subtitle->setPlaceholderText(tr("Scenario name, model and GPU count"));
    m_presets = {
        {tr("Slide 16:9 (13.33 \u00d7 7.5 in): PDF page; PNG, SVG 1920 \u00d7 1080 at 144 dpi"),
         kSlidePixels, kSlidePage_in},
        {tr("Slide 16:9, 1920 \u00d7 1080"), QSize(1920, 1080), std::nullopt},
        {tr("Slide 16:9, 3840 \u00d7 2160"), QSize(3840, 2160), std::nullopt},
        {tr("Slide 4:3, 1600 \u00d7 1200"), QSize(1600, 1200), std::nullopt},
        {tr("Slide 4:3, 3200 \u00d7 2400"), QSize(3200, 2400), std::nullopt},
        {tr("As on screen, %1 \u00d7 %2").arg(screenSize.width()).arg(screenSize.height()),
         screenSize, std::nullopt},
    };
    for (const Preset& p : m_presets)
        m_size->addItem(p.label);

    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Title:"), m_titleKind);
    form->addRow(QString(), m_title);
    form->addRow(tr("&Subtitle:"), m_subtitle);
    form->addRow(tr("Si&ze:"), m_size);
    if (chart.takesRanges())
        addRanges(form, chart);
    const QList<ChartSeries> series = chart.series();
    if (!series.isEmpty()) {
        auto* grid = new QGridLayout;
        for (int i = 0; i < series.size(); ++i) {
            auto* box = new QCheckBox(series[i].label, this);
            box->setChecked(!hidden.contains(series[i].id));
            grid->addWidget(box, i / 2, i % 2);
            m_series.emplace_back(series[i].id, box);
        }
        form->addRow(tr("Draw:"), grid);
    }
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(m_buttons);
    connect(m_titleKind, &QComboBox::currentIndexChanged, this, &ExportDialog::onTitleKind);
    onTitleKind();
}

void ExportDialog::addRanges(QFormLayout* form, const ChartView& chart)
{
    // GPU counts: those the sweep has a layout for; the default is the chart's own range.
    const ScalingRange range = ScalingRange::of(chart.inputs().sweep, {});
    m_defaultFrom = range.lo;
    m_defaultTo = range.hi;
    m_fromGpus = new QComboBox(this);
    m_toGpus = new QComboBox(this);
    for (const core::SweepPoint& p : chart.inputs().sweep.points) {
        if (!p.valid)
            continue;
        const QString label = range.firstFit && p.gpus < *range.firstFit
                                  ? tr("%1 (does not fit)").arg(ChartFormat::count(p.gpus))
                                  : ChartFormat::count(p.gpus);
        m_fromGpus->addItem(label, p.gpus);
        m_toGpus->addItem(label, p.gpus);
    }
    m_fromGpus->setCurrentIndex(qMax(0, m_fromGpus->findData(m_defaultFrom)));
    m_toGpus->setCurrentIndex(qMax(0, m_toGpus->findData(m_defaultTo)));
    m_fromGpus->setAccessibleName(tr("GPU axis from"));
    m_toGpus->setAccessibleName(tr("GPU axis to"));
    auto* gpus = new QHBoxLayout;
    gpus->addWidget(m_fromGpus, 1);
    gpus->addWidget(new QLabel(tr("to"), this));
    gpus->addWidget(m_toGpus, 1);
    auto* gpusLabel = new QLabel(tr("&GPU axis:"), this);
    gpusLabel->setBuddy(m_fromGpus);
    form->addRow(gpusLabel, gpus);

    m_fromDays = new TypedSpinBox(1.0, this);
    m_toDays = new TypedSpinBox(1.0, this);
    for (TypedSpinBox* box : {m_fromDays, m_toDays}) {
        box->setRange(0, kMaxAxisDays);
        box->setDecimals(2);
        box->setSpecialValueText(tr("auto"));
        box->setSuffix(tr(" days"));
        box->setKeyboardTracking(false);  // a value when the edit ends, not per keystroke
        box->setValue(0);
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            m_refused.clear();
            updateOk();
        });
        // What the field cannot take is said, not dropped or reverted in silence.
        connect(box, &TypedSpinBox::refused, this,
                [this, box](const QString& typed, TypedSpinBox::Reading why) {
                    const QString field =
                        box == m_fromDays ? tr("JCT axis from") : tr("JCT axis to");
                    // What it goes back to: its value, not the refused text still shown.
                    const QString back = box->value() <= box->minimum()
                                             ? box->specialValueText()
                                             : box->textFromValue(box->value()) + box->suffix();
                    m_refused =
                        why == TypedSpinBox::Reading::Unreadable
                            ? tr("%1: “%2” is not a number of days (for example 30 or 1.5k); the "
                                 "field went back to %3.")
                                  .arg(field, typed, back)
                            : tr("%1: must be between 0 (auto) and %2 days, not “%3”; the field "
                                 "went back to %4.")
                                  .arg(field, ChartFormat::count(kMaxAxisDays), typed, back);
                    updateOk();
                });
    }
    m_fromDays->setAccessibleName(tr("JCT axis from, days"));
    m_toDays->setAccessibleName(tr("JCT axis to, days"));
    auto* days = new QHBoxLayout;
    days->addWidget(m_fromDays, 1);
    days->addWidget(new QLabel(tr("to"), this));
    days->addWidget(m_toDays, 1);
    auto* daysLabel = new QLabel(tr("&JCT axis:"), this);
    daysLabel->setBuddy(m_fromDays);
    form->addRow(daysLabel, days);
    m_rangeProblem = new QLabel(this);
    m_rangeProblem->setObjectName(QStringLiteral("rangeProblem"));
    m_rangeProblem->setWordWrap(true);
    Theme::setTone(m_rangeProblem, Tone::Bad);
    m_rangeProblem->hide();
    form->addRow(QString(), m_rangeProblem);
    connect(m_fromGpus, &QComboBox::currentIndexChanged, this, &ExportDialog::updateOk);
    connect(m_toGpus, &QComboBox::currentIndexChanged, this, &ExportDialog::updateOk);
}

void ExportDialog::onTitleKind()
{
    const int kind = m_titleKind->currentData().toInt();
    m_title->setReadOnly(kind != Custom);
    if (kind == ChartTitle)
        m_title->setText(m_chartTitle);
    else if (kind == Callout)
        m_title->setText(m_callout);
    else
        m_title->setFocus();
}

void ExportDialog::updateOk()
{
    QStringList problems;
    if (m_fromGpus && m_fromGpus->currentData().toInt() >= m_toGpus->currentData().toInt())
        problems << tr("The GPU axis must start below where it ends (%1 to %2 GPUs).")
                        .arg(ChartFormat::count(m_fromGpus->currentData().toInt()),
                             ChartFormat::count(m_toGpus->currentData().toInt()));
    if (m_fromDays && m_fromDays->value() > 0 && m_toDays->value() > 0
        && m_fromDays->value() >= m_toDays->value())
        problems << tr("The JCT axis must start below where it ends (%1 to %2).")
                        .arg(m_fromDays->text(), m_toDays->text());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    if (!m_refused.isEmpty())
        problems.prepend(m_refused);
    if (m_rangeProblem) {
        m_rangeProblem->setText(problems.join(QLatin1Char('\n')));
        m_rangeProblem->setVisible(!problems.isEmpty());
    }
}

ExportOptions ExportDialog::options() const
{
    ExportOptions o;
    o.title = m_title->text().trimmed();
    o.subtitle = m_subtitle->text().trimmed();
    o.page_in = m_presets.at(std::size_t(qMax(0, m_size->currentIndex()))).page_in;
    if (m_fromGpus) {
        const int from = m_fromGpus->currentData().toInt(), to = m_toGpus->currentData().toInt();
        if (from != m_defaultFrom)
            o.display.minGpus = from;
        if (to != m_defaultTo)
            o.display.maxGpus = to;
        if (m_fromDays->value() > 0)
            o.display.minJct_s = m_fromDays->value() * kSecondsPerDay;
        if (m_toDays->value() > 0)
            o.display.maxJct_s = m_toDays->value() * kSecondsPerDay;
    }
    o.display.hiddenSeries = hiddenSeries();
    return o;
}

QSize ExportDialog::size() const
{
    return m_presets.at(std::size_t(qMax(0, m_size->currentIndex()))).pixels;
}

QStringList ExportDialog::hiddenSeries() const
{
    QStringList out;
    for (const auto& [id, box] : m_series)
        if (!box->isChecked())
            out << id;
    return out;
}

}  // namespace syncwall::ui
