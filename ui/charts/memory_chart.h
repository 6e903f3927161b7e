#pragma once
// Per-GPU memory by kind (weights, gradients, optimizer state, activations) against the HBM
// capacity: the scenario, then each GPU count of the sweep or the best layouts at the
// scenario's count (layout search).

#include "qcp_chart.h"

namespace syncwall::ui {

class MemoryChart : public QcpChart {
    Q_OBJECT
public:
    enum class Mode { GpuCounts, TopLayouts };
    explicit MemoryChart(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("memory"); }
    QString title() const override;
    QString csv() const override;
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }

    struct Column {
        QString label;
        int gpus = 0;
        core::Estimate estimate;
    };
    const QVector<Column>& columns() const { return m_columns; }

protected:
    void refresh() override;
    void build(const ExportStyle& style, const QSize& size) override;

private:
    void addLabels(const ExportStyle& style, double top, double plotWidth);
    static double plotWidth(const ExportStyle& style, const QSize& size);
    Mode m_mode = Mode::GpuCounts;
    QVector<Column> m_columns;
};

}  // namespace syncwall::ui
