#include "static_text_delegate.h"

#include <QApplication>
#include <QPainter>

namespace syncwall::ui {

namespace {

// Only text: no icon, no check box, one line. What QCommonStyle then does for the text is
// reproduced below (qcommonstyle.cpp, viewItemDrawText: the text rect is the item's rect less
// PM_FocusFrameHMargin + 1 each side, the line centred vertically as aligned). Word wrap (a
// table's default) changes nothing for a line that fits; one that does not goes to Qt.
bool plainText(const QStyleOptionViewItem& opt)
{
    constexpr auto kOther =
        QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration;
    return (opt.features & kOther) == 0 && !opt.text.contains(QLatin1Char('\n'))
           && opt.direction == Qt::LeftToRight;
}

// Entries kept per cache before it starts again: several tables' worth of cells.
constexpr qsizetype kMaxEntries = 4096;

}  // namespace

void StaticTextDelegate::trim() const
{
    if (m_texts.size() > kMaxEntries)
        m_texts.clear();
    if (m_sizes.size() > kMaxEntries)
        m_sizes.clear();
}

const QStaticText& StaticTextDelegate::shaped(const QString& text, const QFont& font) const
{
    trim();
    const Key key {font, text, 0};
    auto it = m_texts.find(key);
    if (it == m_texts.end()) {
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.setPerformanceHint(QStaticText::AggressiveCaching);
        st.prepare(QTransform(), font);
        it = m_texts.insert(key, st);
    }
    return *it;
}

void StaticTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!plainText(opt)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    const QString text = opt.text;
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    // All but the text: a selection, a cell's own background, the focus frame. (The view has
    // drawn the row's, alternating or not.)
    if (opt.state & (QStyle::State_Selected | QStyle::State_HasFocus)
        || opt.backgroundBrush.style() != Qt::NoBrush)
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect rect = opt.rect.adjusted(margin, 0, -margin, 0);
    const QStaticText& st = shaped(text, opt.font);
    if (st.size().width() > rect.width()) {  // wrapped or elided: Qt's own way
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const int height = QFontMetrics(opt.font).height();
    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal x = rect.left();
    if (align & Qt::AlignRight)
        x = rect.left() + rect.width() - st.size().width();
    else if (align & Qt::AlignHCenter)
        x = rect.left() + (rect.width() - st.size().width()) / 2;
    qreal y = rect.top();
    if (align & Qt::AlignBottom)
        y = rect.top() + rect.height() - height;
    else if (align & Qt::AlignVCenter)
        y = rect.top() + (rect.height() - height) / 2;

    QPalette::ColorGroup group =
        opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const QPalette::ColorRole role =
        opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text;
    painter->save();  // no clip: the text fits the rect (checked above)
    painter->setPen(opt.palette.color(group, role));
    painter->setFont(opt.font);
    painter->drawStaticText(QPointF(x, y), st);
    painter->restore();
}

QSize StaticTextDelegate::sizeHint(const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!plainText(opt) || index.data(Qt::SizeHintRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    trim();
    const Key key {opt.font, opt.text, opt.rect.width()};
    auto it = m_sizes.find(key);
    if (it == m_sizes.end())
        it = m_sizes.insert(key, QStyledItemDelegate::sizeHint(option, index));
    return *it;
}

}  // namespace syncwall::ui
