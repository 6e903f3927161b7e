#include "chart_clipboard.h"

#include <QBuffer>
#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QPainter>

#include "core/scenario_io.h"
#include "export_page.h"
#include "scenario_embedding.h"
#include "ui/charts/chart_view.h"

namespace syncwall::ui {

QImage ChartClipboard::image(ChartView& chart, const QSize& size, const ExportOptions& options)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        ExportPage::paint(painter, size, chart, options);
    }
    image.setText(ScenarioEmbedding::pngKey(),
                  QString::fromStdString(core::scenarioToJson(chart.inputs().scenario)));
    return image;
}

void ChartClipboard::copyImage(ChartView& chart, const QSize& size, const ExportOptions& options)
{
    const QImage picture = image(chart, size, options);
    auto* mime = new QMimeData;
    mime->setImageData(picture);
    // The PNG bytes too, so targets that keep PNG also keep the scenario text chunk.
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "PNG");
    mime->setData(QStringLiteral("image/png"), png);
    QGuiApplication::clipboard()->setMimeData(mime);
}

void ChartClipboard::copyCsv(const ChartView& chart)
{
    auto* mime = new QMimeData;
    const QString csv = chart.csv();
    mime->setText(csv);
    mime->setData(QStringLiteral("text/csv"), csv.toUtf8());
    QGuiApplication::clipboard()->setMimeData(mime);
}

}  // namespace syncwall::ui
