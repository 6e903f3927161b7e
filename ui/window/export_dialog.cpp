#include "export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

namespace syncwall::ui {

ExportDialog::ExportDialog(const QString& chartTitle, const QSize& screenSize, QWidget* parent)
    : QDialog(parent), m_title(new QLineEdit(chartTitle, this)), m_subtitle(new QLineEdit(this)),
      m_size(new QComboBox(this))
{
    setWindowTitle(tr("Export Chart"));
    m_subtitle->setPlaceholderText(tr("Scenario name, model and GPU count"));
    const QList<QPair<QString, QSize>> sizes = {
        {tr("Slide 16:9, 1920 \u00d7 1080"), QSize(1920, 1080)},
        {tr("Slide 16:9, 3840 \u00d7 2160"), QSize(3840, 2160)},
        {tr("Slide 4:3, 1600 \u00d7 1200"), QSize(1600, 1200)},
        {tr("Slide 4:3, 3200 \u00d7 2400"), QSize(3200, 2400)},
        {tr("As on screen, %1 \u00d7 %2").arg(screenSize.width()).arg(screenSize.height()),
         screenSize},
    };
    for (const auto& [label, size] : sizes)
        m_size->addItem(label, size);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Subtitle:"), m_subtitle);
    form->addRow(tr("Si&ze:"), m_size);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

ExportOptions ExportDialog::options() const
{
    ExportOptions o;
    o.title = m_title->text().trimmed();
    o.subtitle = m_subtitle->text().trimmed();
    return o;
}

QSize ExportDialog::size() const { return m_size->currentData().toSize(); }

}  // namespace syncwall::ui
