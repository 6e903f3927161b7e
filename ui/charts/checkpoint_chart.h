#pragma once
// Checkpoints and failures: on the left the run's overhead (checkpoint writes + lost work +
// recovery) against the checkpoint interval on a log axis, with Young's and Daly's optimum and
// the current choice; on the right the JCT distribution of the failure Monte Carlo with its
// P10, P50 and P90.

#include "checkpoint_curve.h"
#include "qcp_chart.h"

class QCPAxisRect;
class QCPMarginGroup;
class QCPTextElement;

namespace syncwall::ui {

class CheckpointChart : public QcpChart {
    Q_OBJECT
public:
    explicit CheckpointChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("checkpoint"); }
    bool drawsSweep() const override { return false; }
    QString title() const override;
    QString csv() const override;
    const CheckpointCurve& curve() const { return m_curve; }

protected:
    void refresh() override;
    bool drawsMonteCarlo() const override { return true; }
    void build(const ExportStyle& style, const QSize& size) override;

private:
    // The plots' widths in a chart `width` px wide (px), and whether they stack.
    struct Columns {
        bool stacked = false;
        double overhead = 0;
        double distribution = 0;
    };
    static Columns columns(const ExportStyle& style, double width);
    void arrange(bool stacked);  // the titles and plots side by side or stacked
    void buildOverhead(const ExportStyle& style);
    void buildDistribution(const ExportStyle& style);
    void addLine(QCPAxisRect* rect, double x, const QPen& pen);

    CheckpointCurve m_curve;
    QCPAxisRect* m_overhead = nullptr;
    QCPAxisRect* m_distribution = nullptr;
    Columns m_columns;                  // of the last build, to size label room
    QCPMarginGroup* m_edges = nullptr;  // aligns the stacked plots
    QCPTextElement* m_overheadTitle = nullptr;
    QCPTextElement* m_distributionTitle = nullptr;
};

}  // namespace syncwall::ui
