#include "sweep_table.h"

#include <QEvent>
#include <QHeaderView>

#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "theme/theme.h"
#include "units.h"

namespace syncwall::ui {

SweepTable::SweepTable(ScenarioModel* model, QWidget* parent) : QTableWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("sweepTable"));
    setAccessibleName(tr("GPU-count sweep"));
    setColumnCount(8);
    setHorizontalHeaderLabels({tr("GPUs"), tr("Layout (TP·PP·CP·DP)"), tr("Step"), tr("JCT"),
                               tr("With failures"), tr("Efficiency"), tr("MFU"), tr("Memory")});
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setAlternatingRowColors(true);
    setShowGrid(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    connect(model->analysis(), &AnalysisRunner::sweepFinished, this, &SweepTable::refresh);
    connect(model, &ScenarioModel::changed, this, [this] {
        if (!m_model->isValid())
            setRowCount(0);
    });
    refresh();
}

QSize SweepTable::sizeHint() const
{
    const int rows = std::max(rowCount(), 8);
    return {QTableWidget::sizeHint().width(),
            horizontalHeader()->height() + rows * verticalHeader()->defaultSectionSize() + 4};
}

void SweepTable::refresh()
{
    const SweepOutcome* drawn = m_model->analysis()->sweepToDraw();
    if (!drawn || !m_model->isValid()) {
        setRowCount(0);
        return;
    }
    const auto& outcome = *drawn;
    const int wall = outcome.wall.wall_gpus.value_or(-1);
    const int current = m_model->scenario().gpus;
    setUpdatesEnabled(false);
    setRowCount(int(outcome.sweep.points.size()));
    int row = 0;
    for (const auto& p : outcome.sweep.points) {
        const auto& e = p.estimate;
        QStringList cells;
        cells << Units::count(p.gpus);
        if (p.valid) {
            cells << tr("%1 \u00B7 %2 \u00B7 %3 \u00B7 %4")
                         .arg(e.layout.tp)
                         .arg(e.layout.pp)
                         .arg(e.layout.cp)
                         .arg(e.layout.dp)
                  << Units::shortDuration(e.step.total_s) << Units::duration(e.run.predicted_s)
                  << Units::duration(e.run.expected_s) << Units::percent(e.run.efficiency)
                  << Units::percent(e.throughput.mfu)
                  << (e.memory.fits ? Units::bytes(e.memory.total_B)
                                    : tr("%1 \u2717").arg(Units::bytes(e.memory.total_B)));
        } else {
            cells << tr("no valid layout");
        }
        if (p.gpus == wall)
            cells[0] = tr("%1 \u25C0 sync wall").arg(cells[0]);
        else if (p.gpus == current)
            cells[0] = tr("%1 \u25C0 this run").arg(cells[0]);
        for (int c = 0; c < columnCount(); ++c) {
            auto* cell = item(row, c);
            if (!cell) {
                cell = new QTableWidgetItem;
                setItem(row, c, cell);
            }
            // Set only what changed: each set is a model signal and a repaint.
            const QString text = c < cells.size() ? cells[c] : QString();
            if (cell->text() != text)
                cell->setText(text);
            const Qt::Alignment align =
                c <= 1 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter;
            if (cell->textAlignment() != int(align))
                cell->setTextAlignment(align);
            if (cell->font().bold() != (p.gpus == wall)) {
                QFont f = font();
                f.setBold(p.gpus == wall);
                cell->setFont(f);
            }
            const bool overflow = c == 7 && p.valid && !e.memory.fits;
            const QString tip = overflow ? tr("Does not fit in GPU memory") : QString();
            if (cell->toolTip() != tip)
                cell->setToolTip(tip);
            const QColor color = !p.valid ? Theme::muted()
                                 : overflow || (p.gpus > wall && wall > 0)
                                     ? Theme::text(Tone::Bad)
                                     : palette().color(QPalette::Text);
            if (cell->foreground().color() != color)
                cell->setForeground(color);
        }
        ++row;
    }
    setUpdatesEnabled(true);
}

void SweepTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        refresh();
    QTableWidget::changeEvent(event);
}

}  // namespace syncwall::ui
