#pragma once
// Compare: the pinned baseline (A) against the current scenario (B), with the deltas that matter
// in a decision (expected JCT, efficiency, cost, GPU-hours, energy, memory), each marked better
// or worse, the inputs that differ, and the assumptions A and B share although their GPUs differ.

#include <QColor>
#include <QVector>
#include <functional>

#include "chart_view.h"

class QTableWidget;
class QLabel;
class QPushButton;

namespace syncwall::ui {

class CompareTable : public ChartView {
    Q_OBJECT
public:
    explicit CompareTable(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("compare"); }
    bool drawsSweep() const override { return false; }
    QString title() const override;
    QString csv() const override;
    bool drawsBaseline() const override { return true; }
    void render(QPainter& painter, const QRect& rect, const ExportStyle& style) override;

    struct Row {
        QString metric;
        QString key;  // CSV name
        double baseline = 0;
        double current = 0;
        QString baselineText, currentText, deltaText;
        bool lowerIsBetter = true;
        // An outcome the table judges better or worse; false for an input shown for reference
        // (the GPU count: more is neither), which gets its change and no verdict.
        bool judged = true;
        // +1 when B is better than A, -1 when worse, 0 when the same or not judged.
        int verdict() const;
    };
    QVector<Row> rows() const;
    // The text colour of a better (true) or worse (false) change on screen; the window passes
    // its theme's, so both stay readable in light and dark.
    void setVerdictColors(std::function<QColor(bool better)> color);
    QTableWidget* metricsTable() const { return m_table; }
    QTableWidget* inputsTable() const { return m_inputs; }
    QString notesText() const;

signals:
    // The Pin button: the current scenario should become the baseline (View > Pin as Baseline).
    void pinRequested();

protected:
    void refresh() override;

private:
    void fillInputs();
    QString currentLabel() const;  // B's name in the hint, telling it from A's
    QColor verdictColor(int verdict) const;

    QLabel* m_hint = nullptr;
    QPushButton* m_pin = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_inputsTitle = nullptr;
    QTableWidget* m_inputs = nullptr;
    std::function<QColor(bool)> m_verdictColor;
};

}  // namespace syncwall::ui
