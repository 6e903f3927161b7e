#pragma once
// The same job at other GPU counts, as the worker's sweep returned it: the best layout at each
// power of two, its step time, JCT and efficiency, with the sync wall row marked; and this run
// as it is (its own layout) in a row of its own. Double-clicking a sweep row applies its GPU
// count and layout as one undo step.

#include <QTableWidget>
#include <array>
#include <vector>

#include "core/estimate.h"

namespace syncwall::ui {

class ScenarioModel;

class SweepTable : public QTableWidget {
    Q_OBJECT
public:
    explicit SweepTable(ScenarioModel* model, QWidget* parent = nullptr);
    QSize sizeHint() const override;

    // Applies the GPU count and layout of a sweep row (not this run's row) as one undo step.
    bool applyRow(int row);
    // The explorer calls these while it is shown: the scenario changed (an invalid one empties
    // the table), the sweep landed (or anything else: all rows again).
    void scenarioChanged();
    void refresh();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Row {
        int gpus = 0;
        bool valid = false;
        bool thisRun = false;
        core::Estimate estimate;
    };
    void fillRow(int row, const Row& r, int wall);
    // Whether a sweep row (not this run's) stands at this GPU count.
    bool sweepRowAt(int gpus) const;
    void fitContentColumns();
    // The headers in one line, or, where the columns would not fit the table's width, those
    // wider than their cells broken at the middle space ("Layout" / "TP·PP·CP·DP"). Then the figures' columns share
    // the width left equally, or, where the widest figure does not fit its share, each keeps
    // its own text's width and the table scrolls sideways: a figure is never elided ("2.96…"
    // for 2,969 days).
    void layOutFigureColumns();
    // The headers' widths in one line and in two, measured once per font and style.
    void measureHeaders();
    static constexpr int kContentColumns = 2;  // GPUs and the layout
    static constexpr int kColumns = 8;

    ScenarioModel* m_model;
    std::vector<Row> m_rows;
    QStringList m_headers;       // in one line
    QStringList m_shownHeaders;  // as shown: some in two lines where the table is narrow
    std::array<int, kColumns> m_cellWidths {};  // widest cell text: kept (content), now (figures)
    std::array<int, kColumns> m_oneLineHeader {};
    std::array<int, kColumns> m_twoLineHeader {};
    bool m_figuresScroll = false;
};

}  // namespace syncwall::ui
