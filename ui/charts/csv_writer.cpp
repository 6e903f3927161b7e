#include "csv_writer.h"

#include <QLocale>
#include <cmath>

namespace syncwall::ui {

CsvWriter::CsvWriter(const QStringList& header) { append(header); }

void CsvWriter::addRow(const QStringList& cells) { append(cells); }

void CsvWriter::append(const QStringList& cells)
{
    QStringList quoted;
    for (const QString& cell : cells) {
        if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"'))
            || cell.contains(QLatin1Char('\n'))) {
            QString c = cell;
            c.replace(QStringLiteral("\""), QStringLiteral("\"\""));
            quoted << QLatin1Char('"') + c + QLatin1Char('"');
        } else {
            quoted << cell;
        }
    }
    m_text += quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString CsvWriter::num(double value)
{
    return std::isfinite(value) ? QString::number(value, 'g', QLocale::FloatingPointShortest)
                                : QString();
}
QString CsvWriter::integer(long long value) { return QString::number(value); }
QString CsvWriter::boolean(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

}  // namespace syncwall::ui
