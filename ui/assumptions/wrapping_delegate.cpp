#include "wrapping_delegate.h"

#include <QTreeView>

namespace syncwall::ui {

WrappingDelegate::WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), m_view(view) { }

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem measured = option;
    if (measured.rect.width() <= 0)
        measured.rect.setWidth(m_view->columnWidth(index.column()));
    if (measured.rect.height() <= 0)
        measured.rect.setHeight(1);
    return QStyledItemDelegate::sizeHint(measured, index);
}

}  // namespace syncwall::ui
