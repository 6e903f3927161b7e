#include "preset_picker.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>

#include "controls/wrap_label.h"
#include "field_specs.h"
#include "theme/theme.h"

namespace syncwall::ui {

namespace {
// The source's first clause, cut at a word: the whole citation is in the tooltip.
QString shortSource(const QString& source)
{
    constexpr int kMax = 64;
    QString s =
        source.section(QLatin1Char(';'), 0, 0).section(QStringLiteral(" ("), 0, 0).trimmed();
    if (s.size() > kMax) {
        const int cut = s.lastIndexOf(QLatin1Char(' '), kMax);
        s = s.left(cut > 20 ? cut : kMax) + QStringLiteral("\u2026");
    }
    return s;
}

QString provenanceOf(const PresetItem& item, bool full)
{
    const QString source = full ? item.source : shortSource(item.source);
    if (source.isEmpty())
        return item.asOf;
    return item.asOf.isEmpty() ? source : PresetPicker::tr("%1, as of %2").arg(source, item.asOf);
}
// One line when the column allows, wrapped when a translation is too long for the panel.
QLabel* besideLabel(const QString& text, QWidget* parent)
{
    auto* label = new WrapLabel(text, parent);
    label->setPreferOneLine(true);
    return label;
}
}  // namespace

PresetPicker::PresetPicker(const QString& label, const QList<PresetItem>& items, bool resettable,
                           QGridLayout* grid, QWidget* parent)
    : QObject(parent), m_items(items), m_label(besideLabel(label, parent)),
      m_box(new QWidget(parent)), m_combo(new QComboBox(m_box)), m_provenance(new WrapLabel(parent))
{
    auto* layout = new QHBoxLayout(m_box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo, 1);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(12);
    for (const auto& item : m_items) {
        m_combo->addItem(item.name, item.id);
        m_combo->setItemData(m_combo->count() - 1, provenanceOf(item, true), Qt::ToolTipRole);
    }
    const QString plain = FieldSpecs::plainText(label);
    m_combo->setAccessibleName(plain);
    m_label->setBuddy(m_combo);
    if (resettable) {
        m_reset = new QToolButton(m_box);
        m_reset->setText(tr("Reset"));
        m_reset->setToolTip(tr("Apply the preset again, undoing edits of its fields"));
        m_reset->setAccessibleName(tr("Reset %1 to preset").arg(plain));
        layout->addWidget(m_reset);
        connect(m_reset, &QToolButton::clicked, this, &PresetPicker::resetRequested);
    }
    m_provenance->setObjectName(QStringLiteral("provenance"));
    m_provenance->setStableHeight(true);
    Theme::setTone(m_provenance, Tone::Muted);
    // Never let a long citation widen the panel.
    m_provenance->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_provenance->setAccessibleName(tr("%1 source").arg(plain));

    const int row = grid->rowCount();
    grid->addWidget(m_label, row, 0);
    grid->addWidget(m_box, row, 1);
    grid->addWidget(m_provenance, row + 1, 1);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_combo->itemData(index).toString();
        if (!id.isEmpty())
            emit chosen(id);
        showProvenance();
    });
}

void PresetPicker::setCurrentId(const QString& id)
{
    if (id == currentId() && !m_provenance->text().isEmpty())
        return;
    const QSignalBlocker block(m_combo);
    const int customIndex = m_combo->findData(QString());
    int index = id.isEmpty() ? -1 : m_combo->findData(id);
    if (index < 0) {
        if (customIndex < 0)
            m_combo->addItem(tr("Custom"), QString());
        index = m_combo->findData(QString());
    } else if (customIndex >= 0) {
        m_combo->removeItem(customIndex);
        index = m_combo->findData(id);
    }
    m_combo->setCurrentIndex(index);
    showProvenance();
}

QString PresetPicker::currentId() const { return m_combo->currentData().toString(); }

void PresetPicker::setShown(bool shown)
{
    m_label->setVisible(shown);
    m_box->setVisible(shown);
    m_provenance->setVisible(shown);
}

QString PresetPicker::provenanceText() const { return m_provenance->text(); }

void PresetPicker::setCaution(const QString& caution)
{
    if (caution == m_caution)
        return;
    m_caution = caution;
    showProvenance();
    // The caution is a different text, not a value being dragged: the line takes its own
    // height again instead of keeping the caution's (which left a blank line once it cleared).
    m_provenance->setStableHeight(true);
}

void PresetPicker::showProvenance()
{
    const QString id = currentId();
    m_combo->setToolTip(m_combo->currentText());
    Theme::setTone(m_provenance, m_caution.isEmpty() ? Tone::Muted : Tone::Warning);
    if (!m_caution.isEmpty()) {
        m_provenance->setText(m_caution);
        m_provenance->setToolTip(m_caution);
        return;
    }
    for (const auto& item : m_items) {
        if (item.id == id) {
            m_provenance->setText(provenanceOf(item, false));
            m_provenance->setToolTip(item.notes.isEmpty()
                                         ? provenanceOf(item, true)
                                         : provenanceOf(item, true) + QStringLiteral("\n\n")
                                               + item.notes);
            return;
        }
    }
    m_provenance->setText(tr("Values set by hand"));
    m_provenance->setToolTip({});
}

}  // namespace syncwall::ui
