#include "syncwall_finder.h"

#include <QtConcurrent>

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

#include "chart_format.h"
#include "csv_writer.h"
#include "finder_painter.h"
#include "scaling_markers.h"

namespace syncwall::ui {

SyncWallFinder::SyncWallFinder(QWidget* parent)
    : ChartView(parent), m_headline(new QLabel(this)), m_crossings(new QLabel(this)),
      m_rows(new QGridLayout)
{
    auto* layout = new QVBoxLayout(this);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);
    m_crossings->setWordWrap(true);
    layout->addWidget(m_headline);
    layout->addWidget(m_crossings);
    layout->addSpacing(12);
    layout->addLayout(m_rows);
    layout->addStretch(1);
    m_rows->setColumnStretch(0, 3);
    m_rows->setColumnStretch(1, 2);
    m_rows->setColumnStretch(2, 2);
    m_rows->setColumnStretch(3, 0);
    m_rows->setHorizontalSpacing(24);
    m_rows->setVerticalSpacing(14);
    m_worker = new QFutureWatcher<std::pair<quint64, WallLevers>>(this);
    connect(m_worker, &QFutureWatcherBase::finished, this, [this] {
        const auto [generation, levers] = m_worker->result();
        if (!levers.complete) {
            // Cancelled for a new scenario: its inputs start a worker when they come (refresh).
            if (generation != m_inputsGeneration)
                startWorker();
            return;
        }
        if (generation == m_inputsGeneration) {
            m_levers = levers;
            m_leversGeneration = generation;
            showLevers();
        } else {
            startWorker();  // the inputs moved on while it ran: compute the current ones
        }
    });
}

SyncWallFinder::~SyncWallFinder() { m_worker->waitForFinished(); }

QString SyncWallFinder::title() const { return tr("The sync wall and what would move it"); }

void SyncWallFinder::setSweepPolicy(core::SweepLayoutPolicy policy)
{
    m_policy = policy;
    if (hasInputs())
        refresh();
}

int SyncWallFinder::lastGpus() const
{
    int last = 0;
    for (const core::SweepPoint& p : inputs().sweep.points)
        if (p.valid)
            last = p.gpus;
    return last;
}

QString SyncWallFinder::leverName(LeverKind kind)
{
    switch (kind) {
    case LeverKind::ScaleOutBandwidth:
        return tr("Double the scale-out bandwidth");
    case LeverKind::Layout:
        return tr("The best other layout");
    case LeverKind::GlobalBatch:
        return tr("Double the global batch");
    case LeverKind::Compression:
        return tr("Compress gradients 2×");
    case LeverKind::AsyncCheckpoint:
        return tr("Asynchronous checkpoints");
    }
    return {};
}

QString SyncWallFinder::leverChange(const WallLever& lever) const
{
    const core::Scenario& now = inputs().scenario;
    const core::Scenario& s = lever.scenario;
    switch (lever.kind) {
    case LeverKind::ScaleOutBandwidth:
        return tr("%1 → %2 Gb/s per GPU")
            .arg(ChartFormat::number(now.hardware.scaleOut_bps / 1e9),
                 ChartFormat::number(s.hardware.scaleOut_bps / 1e9));
    case LeverKind::Layout:
        return lever.available
                   ? ChartFormat::layoutChange(inputs().estimate.layout, lever.layout)
                   : tr("already the fastest layout at %1 GPUs").arg(ChartFormat::count(now.gpus));
    case LeverKind::GlobalBatch:
        return tr("%1 → %2 sequences per step")
            .arg(ChartFormat::count(now.training.globalBatch),
                 ChartFormat::count(s.training.globalBatch));
    case LeverKind::Compression:
        return tr("DP bytes ×%1 → ×%2")
            .arg(ChartFormat::number(now.comm.compression),
                 ChartFormat::number(s.comm.compression));
    case LeverKind::AsyncCheckpoint:
        return lever.available ? tr("snapshot to host memory, write in the background")
                               : tr("already on");
    }
    return {};
}

QString SyncWallFinder::wallText(const std::optional<int>& gpus) const
{
    return gpus ? tr("%1 GPUs").arg(ChartFormat::count(*gpus))
                : tr("none up to %1").arg(ChartFormat::count(lastGpus()));
}

QString SyncWallFinder::wallEffect(const WallLever& lever) const
{
    const auto& from = levers().base.wall_gpus;
    const auto& to = lever.wall.wall_gpus;
    QString text;
    if (!lever.available || from == to) {
        text = tr("stays at %1").arg(wallText(from));
    } else {
        text = tr("%1 → %2").arg(wallText(from), wallText(to));
        if (from && to)
            text += tr(" (×%1)").arg(ChartFormat::number(double(*to) / *from, 2));
    }
    // The fastest run moves even when the wall stays on the same power of two.
    const auto& fastFrom = levers().base.wall_jct_s;
    const auto& fastTo = lever.wall.wall_jct_s;
    if (lever.available && fastFrom && fastTo)
        text += QLatin1Char('\n')
                + tr("fastest %1 → %2")
                      .arg(ChartFormat::duration(*fastFrom), ChartFormat::duration(*fastTo));
    return text;
}

QString SyncWallFinder::jctEffect(const WallLever& lever) const
{
    const double from = levers().baseExpected_s, to = lever.expected_s;
    if (!lever.available || !(from > 0))
        return ChartFormat::duration(from);
    const double change = (to - from) / from;
    return tr("%1 → %2 (%3%4)")
        .arg(ChartFormat::duration(from), ChartFormat::duration(to),
             change < 0 ? QStringLiteral("−") : QStringLiteral("+"),
             ChartFormat::percent(std::abs(change)));
}

QString SyncWallFinder::headline() const
{
    return ScalingMarkers::wallSentence(levers().base, lastGpus());
}

QString SyncWallFinder::crossings() const
{
    const auto below = [this](double threshold, const std::optional<int>& gpus) {
        return gpus ? tr("below %1 from %2 GPUs")
                          .arg(ChartFormat::percent(threshold), ChartFormat::count(*gpus))
                    : tr("above %1 up to %2 GPUs")
                          .arg(ChartFormat::percent(threshold), ChartFormat::count(lastGpus()));
    };
    QString text =
        tr("Efficiency stays %1 and %2.")
            .arg(below(core::kComputeBoundEfficiency, levers().base.efficiency85_gpus),
                 below(core::kCommunicationWallEfficiency, levers().base.efficiency70_gpus));
    if (levers().base.efficiency85_gpus || levers().base.efficiency70_gpus)
        text = tr("Efficiency drops %1 and %2.")
                   .arg(below(core::kComputeBoundEfficiency, levers().base.efficiency85_gpus),
                        below(core::kCommunicationWallEfficiency, levers().base.efficiency70_gpus));
    if (levers().base.wall_gpus && levers().base.wall_jct_s)
        text.prepend(tr("Fastest expected JCT %1 at %2 GPUs. ")
                         .arg(ChartFormat::duration(*levers().base.wall_jct_s),
                              ChartFormat::count(*levers().base.wall_gpus)));
    return text;
}

const WallLevers& SyncWallFinder::levers() const
{
    if (m_leversGeneration != m_inputsGeneration) {
        m_levers = WallLevers::compute(inputs(), m_policy);
        m_leversGeneration = m_inputsGeneration;
    }
    return m_levers;
}

void SyncWallFinder::refresh()
{
    ++m_inputsGeneration;
    if (!isVisible()) {  // an export or a hidden view: at once, nobody waits on a frame
        levers();
        showLevers();
        return;
    }
    if (!m_worker->isRunning())  // else its result is stale when it lands, and it starts anew
        startWorker();
}

void SyncWallFinder::startWorker()
{
    const quint64 generation = m_inputsGeneration;
    const ChartInputs in = inputs();
    const core::SweepLayoutPolicy policy = m_policy;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_worker->setFuture(QtConcurrent::run([generation, in, policy, cancel = m_cancel] {
        return std::make_pair(generation, WallLevers::compute(in, policy, cancel.get()));
    }));
}

void SyncWallFinder::scenarioChanging()
{
    if (m_cancel && m_worker->isRunning())
        m_cancel->store(true, std::memory_order_relaxed);
}

void SyncWallFinder::showLevers()
{
    m_headline->setText(headline());
    m_crossings->setText(crossings());
    rebuildRows();
}

void SyncWallFinder::rebuildRows()
{
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList header {
        tr("What changes"), tr("Sync wall"),
        tr("Expected JCT at %1 GPUs").arg(ChartFormat::count(inputs().scenario.gpus))};
    // Every cell wraps: a column narrower than its text (German at 1024 px) had cut it.
    for (int c = 0; c < header.size(); ++c) {
        auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(header[c].toHtmlEscaped()), this);
        label->setWordWrap(true);
        m_rows->addWidget(label, 0, c);
    }
    int row = 1;
    for (const WallLever& lever : levers().levers) {
        auto* name = new QLabel(
            QStringLiteral("<b>%1</b><br>%2")
                .arg(leverName(lever.kind).toHtmlEscaped(), leverChange(lever).toHtmlEscaped()),
            this);
        name->setWordWrap(true);
        m_rows->addWidget(name, row, 0);
        for (const auto& [column, text] :
             {std::pair {1, wallEffect(lever)}, {2, jctEffect(lever)}}) {
            auto* effect = new QLabel(ChartFormat::keepNumbersWithUnits(text), this);
            effect->setWordWrap(true);
            m_rows->addWidget(effect, row, column);
        }
        auto* apply = new QPushButton(tr("Apply"), this);
        apply->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        apply->setToolTip(tr("Load this change into the scenario"));
        apply->setEnabled(lever.available);
        apply->setAccessibleName(tr("Apply: %1").arg(leverName(lever.kind)));
        const core::Scenario scenario = lever.scenario;
        connect(apply, &QPushButton::clicked, this,
                [this, scenario] { emit scenarioChangeRequested(scenario); });
        m_rows->addWidget(apply, row, 3);
        ++row;
    }
}

void SyncWallFinder::render(QPainter& painter, const QRect& rect, const ExportStyle& style)
{
    FinderPainter::paint(painter, rect, style, *this);
}

QString SyncWallFinder::csv() const
{
    CsvWriter out({QStringLiteral("lever"), QStringLiteral("available"),
                   QStringLiteral("wall_gpus"), QStringLiteral("wall_jct_s"),
                   QStringLiteral("efficiency_85_gpus"), QStringLiteral("efficiency_70_gpus"),
                   QStringLiteral("expected_jct_s")});
    const auto opt = [](const auto& v) { return v ? CsvWriter::num(double(*v)) : QString(); };
    out.addRow({QStringLiteral("current"), CsvWriter::boolean(true), opt(levers().base.wall_gpus),
                opt(levers().base.wall_jct_s), opt(levers().base.efficiency85_gpus),
                opt(levers().base.efficiency70_gpus), CsvWriter::num(levers().baseExpected_s)});
    const QStringList keys {QStringLiteral("scale_out_x2"), QStringLiteral("best_layout"),
                            QStringLiteral("global_batch_x2"), QStringLiteral("compression_x0.5"),
                            QStringLiteral("async_checkpoint")};
    for (const WallLever& l : levers().levers)
        out.addRow({keys.value(int(l.kind)), CsvWriter::boolean(l.available), opt(l.wall.wall_gpus),
                    opt(l.wall.wall_jct_s), opt(l.wall.efficiency85_gpus),
                    opt(l.wall.efficiency70_gpus), CsvWriter::num(l.expected_s)});
    return out.text();
}

}  // namespace syncwall::ui
