#include "import_report_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "core/scenario_keys.h"
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
                              const std::vector<core::InputDifference>& changed,
                              const QStringList& problems)
{
    setWindowTitle(tr("Imported %1").arg(fileName));
    // Rows for what the file set, then for what changed without the file setting it (a model
    // default in place of the scenario's value, a layout reset to fit the model).
    std::vector<const core::ImportSource*> rows;
    std::set<std::string> listed;
    for (const core::ImportSource& s : sources)
        if (!(s.origin == core::ImportOrigin::Default && s.detail.empty())) {
            rows.push_back(&s);
            listed.insert(s.key);
        }
    std::vector<const core::InputDifference*> also;
    for (const core::InputDifference& d : changed)
        if (!listed.count(d.key))
            also.push_back(&d);
    m_summary->setText(
        tr("%1 (%2): %n key(s) set from the file or its framework's defaults", nullptr,
           int(rows.size()))
            .arg(fileName, ImportText::kindName(kind))
        + (also.empty()
               ? QString()
               : tr("; %n more changed with them (listed last)", nullptr, int(also.size())))
        + tr("; every other key keeps its value. Edit \u203A Undo takes the import back."));
    m_table->clearContents();
    m_table->setRowCount(int(rows.size() + also.size()));
    int r = 0;
    for (const core::ImportSource* s : rows) {
        m_table->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(s->key)));
        m_table->setItem(r, 1, new QTableWidgetItem(ImportText::value(*s)));
        QString source = ImportText::source(*s, kind);
        // A default the import fell back to may still have replaced the scenario's value (the
        // vocabulary of a recipe that leaves it to the tokenizer): say what it was.
        const auto moved =
            std::find_if(changed.begin(), changed.end(),
                         [s](const core::InputDifference& d) { return d.key == s->key; });
        const bool fellBack = s->origin == core::ImportOrigin::Default
                              || s->origin == core::ImportOrigin::ClassDefault;
        if (fellBack && moved != changed.end() && !moved->isPreset())
            source = tr("%1; was %2").arg(source, ImportText::value(moved->key, moved->a));
        auto* from = new QTableWidgetItem(source);
        from->setToolTip(from->text());
        m_table->setItem(r++, 2, from);
    }
    for (const core::InputDifference* d : also) {
        const bool preset = d->isPreset();
        const QString was =
            preset ? QString::fromStdString(d->aId) : ImportText::value(d->key, d->a);
        const QString now =
            preset ? QString::fromStdString(d->bId) : ImportText::value(d->key, d->b);
        m_table->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(d->key)));
        m_table->setItem(r, 1, new QTableWidgetItem(now.isEmpty() ? tr("none") : now));
        // Why it moved: a key the file's other key excludes (tokens where it gives steps), the
        // catalog's preset of the imported shape (or none), a layout reset, a model default.
        const std::string other(core::exclusiveKeyOf(d->key));
        const bool otherSet =
            !other.empty() && std::any_of(rows.begin(), rows.end(), [&](const auto* row) {
                return row->key == other && row->origin != core::ImportOrigin::Default;
            });
        const QString why = otherSet
                                ? tr("the file sets %1 instead").arg(QString::fromStdString(other))
                            : d->key == "model.preset"
                                ? (now.isEmpty() ? tr("the imported model is no preset")
                                                 : tr("the catalog's model of the imported shape"))
                            : d->key.rfind("parallelism.", 0) == 0
                                ? tr("reset: the layout did not fit the imported model")
                                : tr("the imported model's default");
        auto* from = new QTableWidgetItem(
            tr("not in the file: was %1 (%2)").arg(was.isEmpty() ? tr("none") : was, why));
        from->setToolTip(from->text());
        m_table->setItem(r++, 2, from);
    }
    m_table->resizeColumnToContents(0);
    m_table->resizeColumnToContents(1);
    // A new report starts at its first row, with nothing selected from the last one.
    m_table->clearSelection();
    m_table->setCurrentCell(-1, -1);
    m_table->scrollToTop();
    m_problems->setVisible(!problems.isEmpty());
    m_problems->setText(tr("Change these keys: the imported scenario does not validate yet.\n%1")
                            .arg(problems.join(QLatin1Char('\n'))));
    QDialog::show();
    raise();
}

}  // namespace syncwall::ui
