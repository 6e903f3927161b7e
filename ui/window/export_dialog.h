#pragma once
// Asks a deck author what an exported chart should say and how big it should be; the file name
// (and so the format) comes from the save dialog that follows.

#include <QDialog>
#include <QSize>

#include "export/export_options.h"

class QComboBox;
class QLineEdit;

namespace syncwall::ui {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const QString& chartTitle, const QSize& screenSize, QWidget* parent = nullptr);

    ExportOptions options() const;
    QSize size() const;

private:
    QLineEdit* m_title;
    QLineEdit* m_subtitle;
    QComboBox* m_size;
};

}  // namespace syncwall::ui
