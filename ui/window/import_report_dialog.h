#pragma once
// What an import took from where: one row per scenario key the file set (key, value, source
// line), the keys it left as they were, and the scenario's problems if a key needs a change.
// Modeless; the next import replaces its contents.

#include <QDialog>
#include <QStringList>
#include <vector>

#include "core/import_source.h"
#include "core/launch_import.h"
#include "core/scenario_diff.h"

class QLabel;
class QTableWidget;

namespace syncwall::ui {

class ImportReportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportReportDialog(QWidget* parent);

    // `changed`: every input the import changed (core::differingInputs of the scenario before
    // and after); those the file did not set are listed after its own keys, so that "the other
    // keys keep their values" is true.
    void show(const QString& fileName, core::ImportKind kind,
              const std::vector<core::ImportSource>& sources,
              const std::vector<core::InputDifference>& changed, const QStringList& problems);

    QTableWidget* table() const { return m_table; }

private:
    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_problems;
};

}  // namespace syncwall::ui
