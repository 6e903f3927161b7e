#include "import_report_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "import_text.h"

namespace syncwall::ui {

ImportReportDialog::ImportReportDialog(QWidget* parent)
    : QDialog(parent), m_summary(new QLabel(this)), m_table(new QTableWidget(0, 3, this)),
      m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("importReport"));
    setWindowTitle(tr("Imported"));
    m_summary->setWordWrap(true);
    m_problems->setWordWrap(true);
    m_problems->setObjectName(QStringLiteral("importScenarioProblems"));
    m_table->setHorizontalHeaderLabels({tr("Key"), tr("Value"), tr("From")});
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
    resize(900, 560);
}

void ImportReportDialog::show(const QString& fileName, core::ImportKind kind,
                              const std::vector<core::ImportSource>& sources,
                              const QStringList& problems)
{
    setWindowTitle(tr("Imported %1").arg(fileName));
    // Rows for what the file set; the keys it left alone are counted, not listed.
    std::vector<const core::ImportSource*> rows;
    int kept = 0;
    for (const core::ImportSource& s : sources) {
        if (s.origin == core::ImportOrigin::Default && s.detail.empty())
            ++kept;
        else
            rows.push_back(&s);
    }
    m_summary->setText(tr("%1 (%2): %n key(s) set from the file or its framework's defaults; "
                          "the other %3 keep their values. Edit \u203A Undo takes the import back.",
                          nullptr, int(rows.size()))
                           .arg(fileName, ImportText::kindName(kind))
                           .arg(kept));
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const core::ImportSource& s = *rows[std::size_t(r)];
        m_table->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(s.key)));
        m_table->setItem(r, 1, new QTableWidgetItem(ImportText::value(s)));
        auto* from = new QTableWidgetItem(ImportText::source(s, kind));
        from->setToolTip(from->text());
        m_table->setItem(r, 2, from);
    }
    m_table->resizeColumnToContents(0);
    m_table->resizeColumnToContents(1);
    m_problems->setVisible(!problems.isEmpty());
    m_problems->setText(tr("Change these keys: the imported scenario does not validate yet.\n%1")
                            .arg(problems.join(QLatin1Char('\n'))));
    QDialog::show();
    raise();
}

}  // namespace syncwall::ui
