#include "export_controller.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "chart_tabs.h"
#include "charts/chart_view.h"
#include "export/chart_clipboard.h"
#include "export/chart_exporter.h"
#include "export_dialog.h"
#include "settings/app_settings.h"

namespace syncwall::ui {

ExportController::ExportController(ChartTabs* charts, QWidget* window)
    : QObject(window), m_charts(charts), m_window(window)
{ }

ChartView* ExportController::target() const
{
    if (ChartView* visible = m_charts->currentChart())
        return visible;
    return m_charts->chart(QStringLiteral("scaling"));
}

void ExportController::exportChart()
{
    ChartView* chart = target();
    if (!chart)
        return;
    m_charts->bringUpToDate(chart);
    AppSettings settings;
    ExportDialog dialog(*chart, chart->size(), settings.hiddenSeries(chart->name()), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings.setHiddenSeries(chart->name(), dialog.hiddenSeries());
    const QString suggested = QDir(settings.folder(AppSettings::FileKind::Export))
                                  .filePath(chart->name() + QStringLiteral(".png"));
    // QFileDialog asks before replacing an existing file.
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Chart"), suggested,
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV data (*.csv)"),
        &filter);
    if (path.isEmpty())
        return;
    path = withFilterSuffix(path, filter);
    settings.setFolder(AppSettings::FileKind::Export, path);
    QString error;
    if (!exportChartView(*chart, path, dialog.size(), dialog.options(), &error))
        QMessageBox::warning(m_window, tr("Export Chart"),
                             tr("The chart was not written: %1").arg(error));
}

QString ExportController::withFilterSuffix(const QString& path, const QString& filter)
{
    // A name typed without a known suffix takes the chosen filter's ("exp_de" with "PNG image
    // (*.png)" is exp_de.png), as Save As adds .syncwall.json; it had been refused.
    static const QStringList known {QStringLiteral("png"), QStringLiteral("svg"),
                                    QStringLiteral("pdf"), QStringLiteral("csv")};
    if (known.contains(QFileInfo(path).suffix().toLower()))
        return path;
    const qsizetype star = filter.indexOf(QStringLiteral("*."));
    const qsizetype end = filter.indexOf(QLatin1Char(')'), star);
    if (star < 0 || end < 0)
        return path;
    return path + filter.mid(star + 1, end - star - 1);
}

void ExportController::copyChart()
{
    if (ChartView* chart = target())
        ChartClipboard::copyImage(*chart);
}

void ExportController::copyChartData()
{
    if (ChartView* chart = target())
        ChartClipboard::copyCsv(*chart);
}

}  // namespace syncwall::ui
