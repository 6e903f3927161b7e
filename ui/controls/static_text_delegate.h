#pragma once
// Draws an item view's plain one-line cells from a cache of QStaticText: each text is shaped
// once per font and drawn from its glyphs on every later paint. QStyledItemDelegate lays the
// text out twice on every paint (once to size it, once to draw it), which was most of the
// explorer's sweep table's frame. The background, alternating rows, selection and focus are
// still the style's; cells with an icon or a check box, and text wider than its cell (wrapped or
// elided), go to QStyledItemDelegate.

#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace syncwall::ui {

class StaticTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    // QStyledItemDelegate's own size, remembered per text and font (the header asks for every
    // row of a column sized to its contents whenever a cell changes).
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    struct Key {
        QFont font;
        QString text;
        int width = 0;  // the cell's, for a size (word wrap sizes to it); 0 for a text
        bool operator==(const Key&) const = default;
    };
    friend size_t qHash(const Key& key, size_t seed)
    {
        return qHashMulti(seed, key.font, key.text, key.width);
    }
    // `text` at `font`, shaped once.
    const QStaticText& shaped(const QString& text, const QFont& font) const;
    void trim() const;

    mutable QHash<Key, QStaticText> m_texts;
    mutable QHash<Key, QSize> m_sizes;
};

}  // namespace syncwall::ui
