#include "calibrate_series_delegate.h"

#include "cards/units.h"
#include "controls/typed_spin_box.h"

namespace syncwall::ui {

QWidget* CalibrateSeriesDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                               const QModelIndex& index) const
{
    auto* box = new TypedSpinBox(1, parent);
    box->setFrame(false);
    box->setMagnitudeWords(Units::magnitudeWords());  // "1,2 Mio." as the window writes it
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);
    box->setGroupSeparatorShown(index.column() != Measured);
    if (index.column() == Measured) {
        box->setDecimals(3);
        box->setRange(0, 1e12);
        box->setSuffix(tr(" s"));
    } else {
        box->setDecimals(0);
        box->setWholeNumbers(true);
        box->setRange(0, 1e9);
        if (index.column() == Dp)
            box->setSpecialValueText(tr("auto"));
    }
    // Only what was typed is written back: an empty measurement passed over stays empty, and a
    // value is not rounded to the editor's decimals by looking at it.
    connect(box, &QDoubleSpinBox::textChanged, box, [box] { box->setProperty("typed", true); });
    // Enter on such text: the box reverts before the view commits, so it says so itself.
    const QPersistentModelIndex cell(index);
    connect(box, &TypedSpinBox::refused, this, [this, box, cell](const QString& typed) {
        box->setProperty("refused", true);  // and then it went back: the edit writes nothing
        emit refused(cell.row(), cell.column(), typed);
    });
    return box;
}

void CalibrateSeriesDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    auto* box = static_cast<TypedSpinBox*>(editor);
    QVariant value = index.data(Qt::EditRole);
    if (!value.isValid())  // a measurement not entered yet starts from the prediction
        value = index.data(PredictedRole);
    box->setValue(value.toDouble());
    box->selectAll();
    box->setProperty("typed", false);
}

void CalibrateSeriesDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                           const QModelIndex& index) const
{
    auto* box = static_cast<TypedSpinBox*>(editor);
    if (!box->property("typed").toBool() || box->property("refused").toBool())
        return;
    const bool special =
        !box->specialValueText().isEmpty() && box->text().trimmed() == box->specialValueText();
    if (!special && box->check(box->text()) != TypedSpinBox::Reading::Taken) {
        emit refused(index.row(), index.column(), box->cleanText());
        return;
    }
    model->setData(index, special ? 0.0 : box->value(), Qt::EditRole);
}

void CalibrateSeriesDelegate::initStyleOption(QStyleOptionViewItem* option,
                                              const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() > Measured)
        return;
    option->text = cellText(index.column(), index.data(Qt::EditRole));
    option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
    // A run's fixed layout (the scenario's, a file's) reads as fixed, in either theme.
    if (!(index.flags() & Qt::ItemIsEditable))
        option->palette.setColor(QPalette::Text,
                                 option->palette.color(QPalette::Disabled, QPalette::Text));
}

QString CalibrateSeriesDelegate::cellText(int column, const QVariant& value)
{
    if (!value.isValid())
        return Units::dash();
    const double v = value.toDouble();
    if (column == Measured)
        return tr("%1 s").arg(Units::number(v, 3));
    if (column == Dp && v == 0)
        return tr("auto");
    return Units::count(v);
}

}  // namespace syncwall::ui
