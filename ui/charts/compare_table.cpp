#include "compare_table.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "chart_colors.h"
#include "chart_format.h"
#include "compare_inputs.h"
#include "csv_writer.h"
#include "ui/model/scenario_title.h"

namespace syncwall::ui {

namespace {

enum class Kind { Time, Fraction, Money, Count, Energy, Bytes };

QString shown(Kind kind, double v)
{
    switch (kind) {
    case Kind::Time:
        return ChartFormat::duration(v);
    case Kind::Fraction:
        return ChartFormat::percent(v, 1);
    case Kind::Money:
        return CompareTable::tr("$%1").arg(ChartFormat::count(v));
    case Kind::Count:
        return ChartFormat::count(v);
    case Kind::Energy:
        return v >= 1e3 ? CompareTable::tr("%1 MWh").arg(ChartFormat::number(v / 1e3))
                        : CompareTable::tr("%1 kWh").arg(ChartFormat::number(v));
    case Kind::Bytes:
        return ChartFormat::gigabytes(v);
    }
    return {};
}

QString delta(Kind kind, double from, double to)
{
    // Equal as shown (Row::verdict's rule): no "+0 ms" beside values in days, and no "no
    // change" beside 73.7 % and 73.8 %.
    if (shown(kind, from) == shown(kind, to))
        return CompareTable::tr("no change");
    const QString sign = to < from ? QStringLiteral("−") : QStringLiteral("+");
    if (kind == Kind::Fraction)  // percentage points, not percent of a percent, to the
        // percentages' own tenth ("−10.3 pts" and "−9.1 pts", not "−10" beside "−9.1")
        return CompareTable::tr("%1%2 pts")
            .arg(sign, QLocale().toString(
                           std::abs(std::round(to * 1000) - std::round(from * 1000)) / 10, 'f',
                           1));  // of the shown tenths: never "+0.0 pts" beside 73.7 -> 73.8
    const QString relative = from != 0 ? CompareTable::tr(" (%1%2)").arg(
                                 sign, ChartFormat::percent(std::abs(to - from) / std::abs(from)))
                                       : QString();
    const QString absolute =
        kind == Kind::Money ? CompareTable::tr("$%1").arg(ChartFormat::count(std::abs(to - from)))
                            : shown(kind, std::abs(to - from));
    // A narrow column wraps between "−2.3 days" and "(−4 %)", never inside either.
    return ChartFormat::keepNumbersWithUnits(sign + absolute) + relative;
}

QString verdictText(int verdict)
{
    return verdict > 0   ? CompareTable::tr("\u25B2 better")
           : verdict < 0 ? CompareTable::tr("\u25BC worse")
                         : CompareTable::tr("= same");
}

void fixTable(QTableWidget* table)
{
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

}  // namespace

int CompareTable::Row::verdict() const
{
    // The same as shown: rounding, not a change worth a verdict (a reader who sees two
    // different figures is told which is better).
    if (!judged || baselineText == currentText)
        return 0;
    return (lowerIsBetter ? current < baseline : current > baseline) ? 1 : -1;
}

CompareTable::CompareTable(QWidget* parent)
    : ChartView(parent), m_hint(new QLabel(this)), m_pin(new QPushButton(this)),
      m_table(new QTableWidget(this)), m_notes(new QLabel(this)), m_inputsTitle(new QLabel(this)),
      m_inputs(new QTableWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_hint, 1);
    m_pin->setObjectName(QStringLiteral("pinBaseline"));
    top->addWidget(m_pin, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_table, 3);
    m_notes->setWordWrap(true);
    m_notes->setObjectName(QStringLiteral("sharedAssumptions"));
    layout->addWidget(m_notes);
    layout->addWidget(m_inputsTitle);
    layout->addWidget(m_inputs, 2);
    m_inputs->setObjectName(QStringLiteral("differingInputs"));
    fixTable(m_table);
    fixTable(m_inputs);
    m_table->setAccessibleName(tr("Metrics of the baseline and the current scenario"));
    m_inputs->setAccessibleName(tr("Inputs that differ"));
    connect(m_pin, &QPushButton::clicked, this, &CompareTable::pinRequested);
}

void CompareTable::setVerdictColors(std::function<QColor(bool)> color)
{
    m_verdictColor = std::move(color);
    if (hasInputs())
        refresh();
}

QColor CompareTable::verdictColor(int verdict) const
{
    if (verdict == 0)
        return palette().color(QPalette::Text);
    if (m_verdictColor)
        return m_verdictColor(verdict > 0);
    return verdict > 0 ? ChartColors::compute() : ChartColors::failures();
}

QString CompareTable::notesText() const { return m_notes->text(); }

QString CompareTable::title() const { return tr("Baseline vs current scenario"); }

QVector<CompareTable::Row> CompareTable::rows() const
{
    QVector<Row> out;
    if (!baseline())
        return out;
    const core::Estimate& b = baseline()->estimate;
    const core::Estimate& c = inputs().estimate;
    const auto add = [&out](const QString& metric, const QString& key, Kind kind, double from,
                            double to, bool lower, bool judged = true) {
        out << Row {
            metric, key,   from, to, shown(kind, from), shown(kind, to), delta(kind, from, to),
            lower,  judged};
    };
    add(tr("Expected JCT (with failures)"), QStringLiteral("expected_jct_s"), Kind::Time,
        b.run.expected_s, c.run.expected_s, true);
    add(tr("JCT without failures"), QStringLiteral("predicted_jct_s"), Kind::Time,
        b.run.predicted_s, c.run.predicted_s, true);
    add(tr("Efficiency"), QStringLiteral("efficiency"), Kind::Fraction, b.run.efficiency,
        c.run.efficiency, false);
    add(tr("Communication share of the step"), QStringLiteral("comm_share"), Kind::Fraction,
        b.run.comm_share, c.run.comm_share, true);
    add(tr("Cost"), QStringLiteral("cost_usd"), Kind::Money, b.run.cost_usd, c.run.cost_usd, true);
    add(tr("Step time"), QStringLiteral("step_s"), Kind::Time, b.step.total_s, c.step.total_s,
        true);
    add(tr("MFU"), QStringLiteral("mfu"), Kind::Fraction, b.throughput.mfu, c.throughput.mfu,
        false);
    // An input, shown for reference: twice the GPUs had read "worse" (a tester).
    add(tr("GPUs"), QStringLiteral("gpus"), Kind::Count, baseline()->scenario.gpus,
        inputs().scenario.gpus, true, false);
    add(tr("GPU-hours"), QStringLiteral("gpu_hours"), Kind::Count, b.run.gpu_hours, c.run.gpu_hours,
        true);
    add(tr("Energy"), QStringLiteral("energy_kwh"), Kind::Energy, b.run.energy_kwh,
        c.run.energy_kwh, true);
    add(tr("Peak memory per GPU"), QStringLiteral("memory_per_gpu_B"), Kind::Bytes,
        b.memory.total_B, c.memory.total_B, true);
    return out;
}

void CompareTable::refresh()
{
    const QVector<Row> data = rows();
    m_hint->setText(baseline() ? tr("A (baseline): %1\nB (current): %2")
                                     .arg(ScenarioTitle::of(baseline()->scenario), currentLabel())
                               : tr("Pin the current scenario as a baseline, then change "
                                    "something: this table shows what moved."));
    // No mnemonic: every letter is taken in this view (tests/ui/mnemonic_test); Ctrl+B pins.
    m_pin->setText(baseline() ? tr("Pin Current as Baseline Again")
                              : tr("Pin Current as Baseline"));
    m_pin->setToolTip(
        tr("Keep the current scenario as the baseline (A) the charts compare with (Ctrl+B)"));
    m_table->clear();
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Metric"), tr("Baseline (A)"), tr("Current (B)"), tr("Change"), tr("B vs A")});
    m_table->setRowCount(int(data.size()));
    for (int r = 0; r < data.size(); ++r) {
        const Row& row = data[r];
        const int verdict = row.verdict();
        const QStringList cells {row.metric, row.baselineText, row.currentText, row.deltaText,
                                 row.judged ? verdictText(verdict) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= 3) {
                item->setForeground(verdictColor(verdict));
                if (verdict != 0 && c == 4) {
                    QFont bold = item->font();
                    bold.setBold(true);
                    item->setFont(bold);
                }
            }
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    fillInputs();
}

QString CompareTable::currentLabel() const
{
    // A user's name (or an automatic one that a layout change leaves alone) reads the same for
    // A and B: then B says what changed, the first inputs that differ and how many more.
    const QString a = ScenarioTitle::of(baseline()->scenario);
    const QString b = ScenarioTitle::of(inputs().scenario);
    if (a != b)
        return b;
    QVector<CompareInputs::Row> differ =
        CompareInputs::rows(baseline()->scenario, inputs().scenario);
    if (differ.isEmpty())
        return tr("%1, no input changed").arg(b);
    // What the user chose comes first: a key that follows from another change goes last, one
    // under a key that changed (a GPU's peak FLOPs under the GPU type) or in the section of a
    // preset that changed (the model's layers under model.preset, the links under
    // hardware.preset).
    const auto changed = [&differ](const QString& key) {
        return std::any_of(differ.begin(), differ.end(),
                           [&key](const CompareInputs::Row& other) { return other.key == key; });
    };
    const auto follows = [&changed](const CompareInputs::Row& row) {
        for (qsizetype dot = row.key.indexOf(u'.'); dot > 0; dot = row.key.indexOf(u'.', dot + 1))
            if (changed(row.key.left(dot)))
                return true;
        const QString preset = row.key.section(u'.', 0, 0) + QStringLiteral(".preset");
        return row.key != preset && changed(preset);
    };
    std::stable_partition(differ.begin(), differ.end(),
                          [&](const CompareInputs::Row& row) { return !follows(row); });
    constexpr int kNamed = 2;
    QStringList named;
    for (int i = 0; i < std::min(kNamed, int(differ.size())); ++i)
        //: One changed input in Compare's B label: key, value in A, value in B.
        named << tr("%1 %2 \u2192 %3").arg(differ[i].key, differ[i].a, differ[i].b);
    const int more = int(differ.size()) - int(named.size());
    //: Between the changed inputs in Compare's B label.
    const QString list = named.join(tr("; "));
    return more > 0 ? tr("%1, with %2 (+%n more)", "", more).arg(b, list)
                    : tr("%1, with %2").arg(b, list);
}

void CompareTable::fillInputs()
{
    const bool pinned = baseline().has_value();
    const QStringList notes =
        pinned ? CompareInputs::notes(baseline()->scenario, inputs().scenario) : QStringList();
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    QPalette warn = m_notes->palette();
    warn.setColor(QPalette::WindowText, verdictColor(-1));
    m_notes->setPalette(warn);
    const QVector<CompareInputs::Row> differ =
        pinned ? CompareInputs::rows(baseline()->scenario, inputs().scenario)
               : QVector<CompareInputs::Row>();
    m_inputsTitle->setText(!pinned            ? QString()
                           : differ.isEmpty() ? tr("No input differs between A and B.")
                                              : tr("Inputs that differ (%1)").arg(differ.size()));
    m_inputsTitle->setVisible(pinned);
    m_inputs->setVisible(pinned && !differ.isEmpty());
    m_inputs->clear();
    m_inputs->setColumnCount(3);
    m_inputs->setHorizontalHeaderLabels({tr("Key"), tr("Baseline (A)"), tr("Current (B)")});
    m_inputs->setRowCount(int(differ.size()));
    for (int r = 0; r < differ.size(); ++r) {
        const QStringList cells {differ[r].key, differ[r].a, differ[r].b};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_inputs->setItem(r, c, item);
        }
    }
}

void CompareTable::render(QPainter& painter, const QRect& rect, const ExportStyle& style)
{
    painter.save();
    const QVector<Row> data = rows();
    const double rowH = std::min(style.px(64), rect.height() / double(data.size() + 1));
    const double widths[] = {0.34, 0.2, 0.2, 0.26};
    const auto cells = [&](const QStringList& texts, double y, const QFont& font,
                           const QList<QColor>& colors) {
        double x = rect.left() + style.px(12);
        painter.setFont(font);
        for (int c = 0; c < texts.size(); ++c) {
            const double w = (rect.width() - style.px(24)) * widths[c];
            painter.setPen(colors[std::min<qsizetype>(c, colors.size() - 1)]);
            painter.drawText(QRectF(x, y, w - style.px(12), rowH),
                             (c ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, texts[c]);
            x += w;
        }
    };
    double y = rect.top();
    if (data.isEmpty()) {
        cells({tr("No baseline pinned")}, y, style.font(24), {style.muted});
        painter.restore();
        return;
    }
    cells({tr("Metric"), tr("Baseline"), tr("Current"), tr("Change")}, y, style.font(20, true),
          {style.muted});
    y += rowH;
    for (const Row& row : data) {
        painter.setPen(QPen(style.grid, style.px(1)));
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
        const int verdict = row.verdict();
        const QColor change = verdict == 0  ? style.muted
                              : verdict > 0 ? ChartColors::compute()
                                            : ChartColors::failures();
        cells({row.metric, row.baselineText, row.currentText,
               row.deltaText + QLatin1Char(' ')
                   + (verdict > 0   ? QStringLiteral("\u25B2")
                      : verdict < 0 ? QStringLiteral("\u25BC")
                                    : QString())},
              y, style.font(22), {style.text, style.text, style.text, change});
        y += rowH;
    }
    painter.restore();
}

QString CompareTable::csv() const
{
    CsvWriter out({QStringLiteral("metric"), QStringLiteral("baseline"), QStringLiteral("current"),
                   QStringLiteral("delta")});
    for (const Row& row : rows())
        out.addRow({row.key, CsvWriter::num(row.baseline), CsvWriter::num(row.current),
                    CsvWriter::num(row.current - row.baseline)});
    return out.text();
}

}  // namespace syncwall::ui
