#pragma once
// Asks a deck author what an exported chart should say and show: the title (the chart's, its
// finding as a callout, or custom), the subtitle, the size or slide page, the GPU and JCT axis
// ranges and which series to draw. The file name (and so the format) comes from the save
// dialog that follows.

#include <QDialog>
#include <QSize>
#include <QSizeF>
#include <optional>
#include <vector>

#include "export/export_options.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace syncwall::ui {

class ChartView;
class TypedSpinBox;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `hidden`: the series left out last time (AppSettings::hiddenSeries).
    ExportDialog(const ChartView& chart, const QSize& screenSize, const QStringList& hidden,
                 QWidget* parent = nullptr);

    ExportOptions options() const;
    QSize size() const;
    QStringList hiddenSeries() const;

private:
    struct Preset {
        QString label;
        QSize pixels;
        std::optional<QSizeF> page_in;
    };
    void addRanges(QFormLayout* form, const ChartView& chart);
    void onTitleKind();
    void updateOk();

    QString m_chartTitle;
    QString m_callout;
    QComboBox* m_titleKind;
    QLineEdit* m_title;
    QLineEdit* m_subtitle;
    QComboBox* m_size;
    std::vector<Preset> m_presets;
    QComboBox* m_fromGpus = nullptr;
    QComboBox* m_toGpus = nullptr;
    int m_defaultFrom = 0;
    int m_defaultTo = 0;
    TypedSpinBox* m_fromDays = nullptr;
    TypedSpinBox* m_toDays = nullptr;
    QLabel* m_rangeProblem = nullptr;  // why OK is off, or what a range field refused
    QString m_refused;                 // the last refusal, until the fields change
    std::vector<std::pair<QString, QCheckBox*>> m_series;
    QDialogButtonBox* m_buttons;
};

}  // namespace syncwall::ui
