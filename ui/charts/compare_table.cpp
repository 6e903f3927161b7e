#include "compare_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "chart_colors.h"
#include "chart_format.h"
#include "csv_writer.h"

namespace syncwall::ui {

namespace {

enum class Kind { Time, Fraction, Money, Count };

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
    }
    return {};
}

QString delta(Kind kind, double from, double to)
{
    const QString sign = to < from ? QStringLiteral("−") : QStringLiteral("+");
    if (kind == Kind::Fraction)  // percentage points, not percent of a percent
        return CompareTable::tr("%1%2 pts")
            .arg(sign, ChartFormat::number(std::abs(to - from) * 100, 2));
    const QString relative = from != 0 ? CompareTable::tr(" (%1%2)").arg(
                                 sign, ChartFormat::percent(std::abs(to - from) / std::abs(from)))
                                       : QString();
    const QString absolute =
        kind == Kind::Money ? CompareTable::tr("$%1").arg(ChartFormat::count(std::abs(to - from)))
                            : shown(kind, std::abs(to - from));
    return sign + absolute + relative;
}

}  // namespace

CompareTable::CompareTable(QWidget* parent)
    : ChartView(parent), m_hint(new QLabel(this)), m_table(new QTableWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

QString CompareTable::title() const { return tr("Baseline vs current scenario"); }

QVector<CompareTable::Row> CompareTable::rows() const
{
    QVector<Row> out;
    if (!baseline())
        return out;
    const core::Estimate& b = baseline()->estimate;
    const core::Estimate& c = inputs().estimate;
    const auto add = [&out](const QString& metric, const QString& key, Kind kind, double from,
                            double to, bool lower) {
        out << Row {
            metric, key, from, to, shown(kind, from), shown(kind, to), delta(kind, from, to),
            lower};
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
    add(tr("GPUs"), QStringLiteral("gpus"), Kind::Count, baseline()->scenario.gpus,
        inputs().scenario.gpus, true);
    return out;
}

void CompareTable::refresh()
{
    const QVector<Row> data = rows();
    m_hint->setText(baseline()
                        ? tr("Baseline: %1").arg(QString::fromStdString(baseline()->scenario.name))
                        : tr("Pin the current scenario as a baseline, then change something: this "
                             "table shows what moved."));
    m_table->clear();
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Metric"), tr("Baseline"), tr("Current"), tr("Change")});
    m_table->setRowCount(int(data.size()));
    for (int r = 0; r < data.size(); ++r) {
        const Row& row = data[r];
        const QStringList cells {row.metric, row.baselineText, row.currentText, row.deltaText};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
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
        const bool better =
            row.lowerIsBetter ? row.current < row.baseline : row.current > row.baseline;
        const QColor change = row.current == row.baseline ? style.muted
                              : better                    ? ChartColors::compute()
                                                          : ChartColors::failures();
        cells({row.metric, row.baselineText, row.currentText, row.deltaText}, y, style.font(22),
              {style.text, style.text, style.text, change});
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
