#include "export_page.h"

#include <QFontMetricsF>
#include <QPainter>

#include "assumptions_footer.h"
#include "ui/charts/chart_view.h"
#include "ui/charts/export_style.h"
#include "ui/model/scenario_title.h"

namespace syncwall::ui {

QString ExportPage::title(const ChartView& chart, const ExportOptions& options)
{
    if (options.calloutTitle && !chart.callout().isEmpty())
        return chart.callout();
    return options.title.isEmpty() ? chart.title() : options.title;
}

QString ExportPage::subtitle(const ChartView& chart, const ExportOptions& options)
{
    if (!options.subtitle.isEmpty())
        return options.subtitle;
    QString text = AssumptionsFooter::subtitle(chart.inputs().scenario);
    if (chart.baseline() && chart.drawsBaseline())
        text += tr(" — dashed: baseline “%1”").arg(ScenarioTitle::of(chart.baseline()->scenario));
    return text;
}

void ExportPage::paint(QPainter& painter, const QSize& size, ChartView& chart,
                       const ExportOptions& options)
{
    const ExportStyle style = ExportStyle::print(size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), style.background);
    const double margin = style.px(44);
    const double width = size.width() - 2 * margin;
    const int wrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

    double y = style.px(30);
    const auto block = [&](const QString& text, const QFont& font, const QColor& color,
                           double gap) {
        painter.setFont(font);
        painter.setPen(color);
        const QRectF box =
            QFontMetricsF(font).boundingRect(QRectF(margin, y, width, size.height()), wrap, text);
        painter.drawText(QRectF(margin, y, width, box.height()), wrap, text);
        y += box.height() + gap;
    };
    block(title(chart, options), style.font(40, true), style.text, style.px(4));
    block(subtitle(chart, options), style.font(24), style.muted, style.px(18));
    const double chartTop = y;

    double footerHeight = 0;
    QString footer;
    if (options.footer) {
        footer = AssumptionsFooter::lines(chart.inputs().scenario, chart.inputs().estimate)
                     .join(QLatin1Char('\n'));
        footerHeight = QFontMetricsF(style.font(15))
                           .boundingRect(QRectF(0, 0, width, size.height()), wrap, footer)
                           .height();
    }
    const double footerTop = size.height() - style.px(22) - footerHeight;
    if (options.footer) {
        painter.setPen(QPen(style.grid, style.px(1.5)));
        painter.drawLine(QPointF(margin, footerTop - style.px(10)),
                         QPointF(size.width() - margin, footerTop - style.px(10)));
        y = footerTop;
        block(footer, style.font(15), style.muted, 0);
    }
    const QRect chartRect(qRound(margin * 0.5), qRound(chartTop), qRound(size.width() - margin),
                          qRound(footerTop - style.px(18) - chartTop));
    painter.restore();
    if (chartRect.height() > 50)
        chart.render(painter, chartRect, style);
}

}  // namespace syncwall::ui
