#pragma once
// Sizes a tree row to its wrapped text. When QTreeView measures a row it hands the delegate no
// rect (Qt 6.4: width -1, height 0), and Qt's style wraps only inside a valid rect (QCommonStyle's
// item size), so a long value would stay one line high and be elided instead of wrapping. This
// delegate measures it at its column's current width.

#include <QStyledItemDelegate>

class QTreeView;

namespace syncwall::ui {

class WrappingDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit WrappingDelegate(QTreeView* view);
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QTreeView* m_view;
};

}  // namespace syncwall::ui
