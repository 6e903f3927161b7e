#pragma once
// Editors of the series table in the calibration dialog: each cell is typed as the rest of the
// dialog is (TypedSpinBox: "2k" GPUs, "1.5e1" s, numbers in the user's language). The ranges
// here only keep the text a number; the core says what a run may be (validate(), and
// calibrateSeries() for the measurement), and the panel puts that into words.

#include <QStyledItemDelegate>

namespace syncwall::ui {

class CalibrateSeriesDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    enum Column { Gpus, Tp, Pp, Dp, Measured, Before, After, ColumnCount };

    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

    // The value as a cell shows it: "auto" for DP 0, seconds with the unit, counts grouped, a
    // dash for a measurement not entered yet.
    static QString cellText(int column, const QVariant& value);
    // The Measured cell's role for the step the model predicts: an empty cell's editor starts there.
    static constexpr int PredictedRole = Qt::UserRole + 1;

signals:
    // An edit ended on text the cell cannot take; the cell keeps its value.
    void refused(int row, int column, const QString& typed) const;
};

}  // namespace syncwall::ui
