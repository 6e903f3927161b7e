#include "sweep_table.h"

#include <QEvent>
#include <QHeaderView>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "charts/chart_format.h"
#include "controls/static_text_delegate.h"
#include "core/estimator.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "theme/theme.h"
#include "units.h"

namespace syncwall::ui {

namespace {

// The sweep's best layout at this run's own count is this run: same layout, same step (the
// sweep may lag one change behind, and then the two rows differ and both show).
bool sameRun(const core::Estimate& a, const core::Estimate& b)
{
    return a.layout == b.layout && a.step.total_s == b.step.total_s;
}

}  // namespace

SweepTable::SweepTable(ScenarioModel* model, QWidget* parent) : QTableWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("sweepTable"));
    setAccessibleName(tr("GPU-count sweep"));
    setColumnCount(kColumns);
    m_headers = {tr("GPUs"),          tr("Layout (TP·PP·CP·DP)"), tr("Step"), tr("JCT"),
                 tr("With failures"), tr("Efficiency"),           tr("MFU"),  tr("Memory")};
    setHorizontalHeaderLabels(m_headers);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setAlternatingRowColors(true);
    setShowGrid(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // The count and layout columns fit their widest text (fitContentColumns), the rest share
    // what is left.
    measureHeaders();
    for (int c = 0; c < kContentColumns; ++c) {
        horizontalHeader()->setSectionResizeMode(c, QHeaderView::Fixed);
        horizontalHeader()->resizeSection(c, m_oneLineHeader[std::size_t(c)]);
    }
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setItemDelegate(new StaticTextDelegate(this));
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { applyRow(row); });
    refresh();
}

void SweepTable::scenarioChanged()
{
    if (m_model->onlyLayoutIsWrong())
        refresh();  // drops this run's row; the sweep stays
    else if (!m_model->isValid())
        setRowCount(0);
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
    // Its own layout illegal, the rest sound: the sweep still shows (it picks its layouts),
    // without a "this run" row.
    const bool ownRow = m_model->isValid();
    if (!drawn || (!ownRow && !m_model->onlyLayoutIsWrong())) {
        m_rows.clear();
        setRowCount(0);
        return;
    }
    const auto& outcome = *drawn;
    const int wall = outcome.wall.wall_gpus.value_or(-1);
    // The sweep's rows (the best layout at each count) and this run as it is, in count order.
    m_rows.clear();
    const int current = m_model->scenario().gpus;
    bool placed = !ownRow;
    for (const auto& p : outcome.sweep.points) {
        if (!placed && p.gpus >= current) {
            m_rows.push_back({current, true, true, m_model->estimate()});
            placed = true;
            if (p.gpus == current && p.valid && sameRun(p.estimate, m_model->estimate()))
                continue;  // one row, not the same numbers twice
        }
        m_rows.push_back({p.gpus, p.valid, false, p.estimate});
    }
    if (!placed)
        m_rows.push_back({current, true, true, m_model->estimate()});
    // No setUpdatesEnabled(false) around this: turning updates back on repaints the whole
    // table, where each cell set below repaints only that cell (and an unchanged one none).
    setRowCount(int(m_rows.size()));
    for (int row = 0; row < int(m_rows.size()); ++row)
        fillRow(row, m_rows[std::size_t(row)], wall);
    fitContentColumns();
}

bool SweepTable::sweepRowAt(int gpus) const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [gpus](const Row& r) { return !r.thisRun && r.gpus == gpus; });
}

namespace {
// A header broken at the space nearest its middle, a parenthesised second line without its
// parentheses ("Layout" / "TP·PP·CP·DP"); unchanged without a space (Chinese).
QString inTwoLines(const QString& header)
{
    int best = -1;
    for (int i = 0; i < header.size(); ++i)
        if (header[i] == QLatin1Char(' ')
            && (best < 0 || std::abs(2 * i - header.size()) < std::abs(2 * best - header.size())))
            best = i;
    if (best < 0)
        return header;
    QString second = header.mid(best + 1);
    if (second.startsWith(QLatin1Char('(')) && second.endsWith(QLatin1Char(')')))
        second = second.mid(1, second.size() - 2);
    return header.left(best) + QLatin1Char('\n') + second;
}
}  // namespace

void SweepTable::measureHeaders()
{
    QStringList two;
    for (const QString& h : m_headers)
        two << inTwoLines(h);
    setHorizontalHeaderLabels(two);
    for (int c = 0; c < kColumns; ++c)
        m_twoLineHeader[std::size_t(c)] = horizontalHeader()->sectionSizeHint(c);
    setHorizontalHeaderLabels(m_headers);
    for (int c = 0; c < kColumns; ++c)
        m_oneLineHeader[std::size_t(c)] = horizontalHeader()->sectionSizeHint(c);
    if (!m_shownHeaders.isEmpty())
        setHorizontalHeaderLabels(m_shownHeaders);
}

void SweepTable::fitContentColumns()
{
    // Once per refresh: QHeaderView::ResizeToContents measured every row of the column again
    // on each cell set (and a column that narrowed moved the six beside it, relaying out and
    // repainting the whole table). The count and layout columns keep the widest text they have
    // shown, so the columns do not jump while a slider is dragged; the figures' widths are
    // their texts' as they are now (a figure that shrank frees its width).
    for (int c = 0; c < kColumns; ++c) {
        int& w = m_cellWidths[std::size_t(c)];
        w = c < kContentColumns ? std::max(w, sizeHintForColumn(c)) : sizeHintForColumn(c);
    }
    layOutFigureColumns();
}

void SweepTable::layOutFigureColumns()
{
    // A header breaks only where it, not its cells, sets its column's width.
    const auto breaks = [this](std::size_t c, bool twoLines) {
        return twoLines && m_oneLineHeader[c] > m_cellWidths[c]
               && m_twoLineHeader[c] < m_oneLineHeader[c];
    };
    const auto widths = [&](bool twoLines) {
        std::array<int, kColumns> w {};
        for (std::size_t c = 0; c < w.size(); ++c)
            w[c] = std::max(m_cellWidths[c],
                            breaks(c, twoLines) ? m_twoLineHeader[c] : m_oneLineHeader[c]);
        return w;
    };
    // Stretched sections share the width left equally: the widest figure decides.
    const auto needed = [](const std::array<int, kColumns>& w) {
        const int widest = *std::max_element(w.begin() + kContentColumns, w.end());
        return std::accumulate(w.begin(), w.begin() + kContentColumns, 0)
               + (kColumns - kContentColumns) * widest;
    };
    const bool twoLines = needed(widths(false)) > viewport()->width();
    QStringList labels;
    for (std::size_t c = 0; c < std::size_t(kColumns); ++c)
        labels << (breaks(c, twoLines) ? inTwoLines(m_headers[int(c)]) : m_headers[int(c)]);
    if (labels != m_shownHeaders) {
        m_shownHeaders = labels;
        setHorizontalHeaderLabels(labels);
    }
    const std::array<int, kColumns> w = widths(twoLines);
    for (int c = 0; c < kContentColumns; ++c)
        if (horizontalHeader()->sectionSize(c) != w[std::size_t(c)])
            horizontalHeader()->resizeSection(c, w[std::size_t(c)]);
    const bool scroll = needed(w) > viewport()->width();
    if (scroll) {
        for (int c = kContentColumns; c < kColumns; ++c) {
            if (!m_figuresScroll)
                horizontalHeader()->setSectionResizeMode(c, QHeaderView::Fixed);
            if (horizontalHeader()->sectionSize(c) != w[std::size_t(c)])
                horizontalHeader()->resizeSection(c, w[std::size_t(c)]);
        }
    } else if (m_figuresScroll) {
        for (int c = kContentColumns; c < kColumns; ++c)
            horizontalHeader()->setSectionResizeMode(c, QHeaderView::Stretch);
    }
    if (scroll != m_figuresScroll)
        setHorizontalScrollBarPolicy(scroll ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    m_figuresScroll = scroll;
}

void SweepTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    layOutFigureColumns();
}

void SweepTable::fillRow(int row, const Row& r, int wall)
{
    const core::Estimate& e = r.estimate;
    QStringList cells;
    cells << Units::count(r.gpus);
    if (r.valid) {
        cells << tr("%1\u2009\u00B7\u2009%2\u2009\u00B7\u2009%3\u2009\u00B7\u2009%4")
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
    // A best layout with this run's degrees says what else it changes: a tester read two rows
    // "8 · 16 · 1 · 128" at this run's count, 7.39 s and 6.28 s, and could not tell them apart.
    const core::Layout& run = m_model->estimate().layout;
    if (r.valid && !r.thisRun && e.layout.tp == run.tp && e.layout.pp == run.pp
        && e.layout.cp == run.cp && e.layout.dp == run.dp) {
        if (const QString details = ChartFormat::detailChange(run, e.layout); !details.isEmpty())
            cells[1] = tr("%1 (%2)").arg(cells[1], details);
    }
    // This run at the wall's count keeps the wall's mark when it stands for the sweep's row.
    // Thin spaces around the mark: the count column sets how much of a 1024 px window the
    // figures get.
    const bool wallRow = r.gpus == wall && (!r.thisRun || !sweepRowAt(wall));
    if (r.thisRun && wallRow)
        cells[0] = tr("%1\u2009\u25C0\u2009this run, sync wall").arg(cells[0]);
    else if (r.thisRun)
        cells[0] = tr("%1\u2009\u25C0\u2009this run").arg(cells[0]);
    else if (wallRow)
        cells[0] = tr("%1\u2009\u25C0\u2009sync wall").arg(cells[0]);
    QString rowTip =
        r.thisRun ? tr("This run with its own layout")
        : r.valid
            ? tr("The best layout at %1 GPUs; double-click to apply it").arg(Units::count(r.gpus))
            : QString();
    if (r.valid)  // the whole layout, which the column abbreviates
        rowTip += QStringLiteral("\n%1\n%2")
                      .arg(ChartFormat::layout(e.layout), ChartFormat::layoutDetails(e.layout));
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
        const bool bold = wallRow || r.thisRun;
        QFont f = font();
        f.setBold(bold);
        f.setItalic(r.thisRun);
        if (cell->font() != f)
            cell->setFont(f);
        const bool overflow = c == 7 && r.valid && !e.memory.fits;
        const QString tip = overflow ? tr("Does not fit in GPU memory") : rowTip;
        if (cell->toolTip() != tip)
            cell->setToolTip(tip);
        const QColor color = !r.valid ? Theme::muted()
                             : overflow || (r.gpus > wall && wall > 0)
                                 ? Theme::text(Tone::Bad)
                                 : palette().color(QPalette::Text);
        if (cell->foreground().color() != color)
            cell->setForeground(color);
    }
}

bool SweepTable::applyRow(int row)
{
    if (row < 0 || row >= int(m_rows.size()))
        return false;
    const Row& r = m_rows[std::size_t(row)];
    if (r.thisRun || !r.valid)
        return false;
    core::Scenario s = core::withLayout(m_model->scenario(), r.estimate.layout);
    s.gpus = r.gpus;
    m_model->editScenario(s, tr("Apply the best layout at %1 GPUs").arg(Units::count(r.gpus)));
    return true;
}

void SweepTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        // Widths measured in the old font go: the content columns may shrink, then lay out.
        measureHeaders();
        m_cellWidths = {};
        fitContentColumns();
    }
    if (event->type() == QEvent::PaletteChange)
        refresh();
    QTableWidget::changeEvent(event);
}

}  // namespace syncwall::ui
