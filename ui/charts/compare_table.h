#pragma once
// Compare: the pinned baseline against the current scenario, with the deltas that matter in a
// decision (expected JCT, efficiency, communication share, cost).

#include <QVector>

#include "chart_view.h"

class QTableWidget;
class QLabel;

namespace syncwall::ui {

class CompareTable : public ChartView {
    Q_OBJECT
public:
    explicit CompareTable(QWidget* parent = nullptr);
    QString name() const override { return QStringLiteral("compare"); }
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
    };
    QVector<Row> rows() const;

protected:
    void refresh() override;

private:
    QLabel* m_hint = nullptr;
    QTableWidget* m_table = nullptr;
};

}  // namespace syncwall::ui
