#include "sensitivity_chart.h"

#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

#include "chart_colors.h"
#include "csv_writer.h"

namespace syncwall::ui {

namespace {

using core::SensitivityInput;

QCPBars* addEnd(QCustomPlot* plot, const QString& name, const QColor& color, double base,
                const ExportStyle& style, int legendRank)
{
    // Keys on the left axis, values on the bottom one: horizontal bars growing from the base JCT.
    auto* bars = new QCPBars(plot->yAxis, plot->xAxis);
    bars->setName(name);
    bars->setProperty("legendRank", legendRank);
    bars->setBaseValue(base);
    bars->setWidth(0.62);
    bars->setBrush(color);
    bars->setPen(QPen(style.background, qMax(1.0, style.px(1))));
    QcpChart::drawCrisp(bars);
    return bars;
}

}  // namespace

SensitivityChart::SensitivityChart(QWidget* parent) : QcpChart(parent) { }

QString SensitivityChart::title() const
{
    return tr("What moves the expected JCT: each assumption over its range");
}

QString SensitivityChart::inputName(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::ComputeEfficiency:
        return tr("Compute (GEMM) efficiency");
    case SensitivityInput::ScaleUpEfficiency:
        return tr("Scale-up link efficiency");
    case SensitivityInput::ScaleOutEfficiency:
        return tr("Scale-out link efficiency");
    case SensitivityInput::DpOverlap:
        return tr("DP overlap");
    case SensitivityInput::ClusterMtbf:
        return tr("Cluster MTBF");
    case SensitivityInput::CheckpointBandwidth:
        return tr("Checkpoint bandwidth");
    case SensitivityInput::RecoveryTime:
        return tr("Recovery time");
    case SensitivityInput::JitterCv:
        return tr("Step jitter (CV)");
    case SensitivityInput::SlowGpu:
        return tr("One slow GPU");
    }
    return {};
}

QString SensitivityChart::inputValue(SensitivityInput input, double value)
{
    switch (input) {
    case SensitivityInput::ComputeEfficiency:
    case SensitivityInput::ScaleUpEfficiency:
    case SensitivityInput::ScaleOutEfficiency:
    case SensitivityInput::DpOverlap:
    case SensitivityInput::SlowGpu:
        return ChartFormat::percent(value);
    case SensitivityInput::ClusterMtbf:
    case SensitivityInput::RecoveryTime:
        return ChartFormat::duration(value);
    case SensitivityInput::CheckpointBandwidth:
        return tr("%1 GB/s").arg(ChartFormat::number(value / 1e9));
    case SensitivityInput::JitterCv:
        return ChartFormat::number(value, 2);
    }
    return {};
}

void SensitivityChart::refresh()
{
    m_result = hasInputs() ? core::sensitivity(inputs().scenario) : core::SensitivityResult {};
    QcpChart::refresh();
}

void SensitivityChart::build(const ExportStyle& style, const QSize& size)
{
    resetPlot(style);
    QCustomPlot* p = plot();
    const auto& entries = m_result.entries;
    const double base = m_result.base_jct_s;
    double lo = base, hi = base;
    for (const auto& e : entries) {
        lo = std::min({lo, e.jct_low_s, e.jct_high_s});
        hi = std::max({hi, e.jct_low_s, e.jct_high_s});
    }
    const TimeUnit unit = ChartFormat::timeUnit(hi);
    const double u = unit.seconds;
    QCPBars* low = addEnd(p, tr("Assumption at the low end of its range"),
                          ChartColors::activations(), base / u, style, 0);
    QCPBars* high = addEnd(p, tr("Assumption at the high end of its range"),
                           ChartColors::failures(), base / u, style, 1);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int n = int(entries.size());
    for (int i = 0; i < n; ++i) {
        const auto& e = entries[std::size_t(i)];
        const double key = n - 1 - i;  // the largest swing on top
        // QCPBars draws from its base value to base + value.
        low->addData(key, (e.jct_low_s - base) / u);
        high->addData(key, (e.jct_high_s - base) / u);
        ticker->addTick(key, tr("%1\n%2 \u2192 %3")
                                 .arg(inputName(e.input), inputValue(e.input, e.low),
                                      inputValue(e.input, e.high)));
    }
    styleAxisRect(p->axisRect(), style);
    styleAxis(p->xAxis, style, tr("Expected JCT (%1)").arg(unit.name));
    styleAxis(p->yAxis, style, QString());
    p->yAxis->setTicker(ticker);
    p->yAxis->setTickLabelFont(style.font(16));
    p->yAxis->grid()->setVisible(false);
    p->yAxis->setRange(-0.6, n - 0.4);
    const double pad = std::max(hi - lo, 1e-6 * std::max(base, 1.0)) * 0.08;
    p->xAxis->setRange((lo - pad) / u, (hi + pad) / u);

    auto* line = new QCPItemStraightLine(p);
    line->point1->setCoords(base / u, 0);
    line->point2->setCoords(base / u, 1);
    line->setPen(QPen(ChartColors::reference(style.dark), qMax(1.5, style.px(2.5))));
    addNote(p, p->axisRect(), base / u, 0.0, tr("expected %1").arg(ChartFormat::duration(base)),
            Qt::AlignHCenter | Qt::AlignBottom, style);
    // An assumption whose whole range leaves the JCT as shown says so: its row had been empty
    // (a tester read the scale-up link efficiency's 57 % to 82 % as missing).
    for (int i = 0; i < n; ++i) {
        const auto& e = entries[std::size_t(i)];
        const QString shown = ChartFormat::duration(base);
        if (ChartFormat::duration(e.jct_low_s) != shown
            || ChartFormat::duration(e.jct_high_s) != shown)
            continue;
        QCPItemText* note = addNote(p, p->axisRect(), base / u, 0.0, tr("no effect"),
                                    Qt::AlignLeft | Qt::AlignVCenter, style);
        note->position->setTypeY(QCPItemPosition::ptPlotCoords);  // on the row's key
        note->position->setCoords(base / u, n - 1 - i);
    }
    // Room above the axis rect for the note on the base line.
    p->axisRect()->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);
    p->axisRect()->setMargins(QMargins(0, qRound(style.px(44)), 0, 0));
    sortLegend();
    fitLegend(style, size.width());
}

QString SensitivityChart::csv() const
{
    CsvWriter out({QStringLiteral("name"), QStringLiteral("low"), QStringLiteral("high"),
                   QStringLiteral("jct_low_s"), QStringLiteral("jct_high_s")});
    for (const auto& e : m_result.entries)
        out.addRow({QString::fromUtf8(core::sensitivityKey(e.input).data(),
                                      qsizetype(core::sensitivityKey(e.input).size())),
                    CsvWriter::num(e.low), CsvWriter::num(e.high), CsvWriter::num(e.jct_low_s),
                    CsvWriter::num(e.jct_high_s)});
    return out.text();
}

}  // namespace syncwall::ui
