#pragma once
// What an import took from where: one row per scenario key the file set (key, value, source
// line), the keys it left as they were, and the scenario's problems if a key needs a change.
// Modeless; the next import replaces its contents.

#include <QDialog>
#include <QStringList>
#include <vector>

#include "core/import_source.h"
#include "core/launch_import.h"

class QLabel;
class QTableWidget;

namespace syncwall::ui {

class ImportReportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportReportDialog(QWidget* parent);

    void show(const QString& fileName, core::ImportKind kind,
              const std::vector<core::ImportSource>& sources, const QStringList& problems);

    QTableWidget* table() const { return m_table; }

private:
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_problems;
};

}  // namespace syncwall::ui
