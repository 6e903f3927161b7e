#pragma once
// Shared fixtures: the default scenario with its estimate and sweep, computed by the core, and
// CSV reading for spot checks.

#include <QString>
#include <QStringList>
#include <vector>

#include "core/catalog.h"
#include "core/scenario_io.h"
#include "ui/charts/chart_inputs.h"

namespace syncwall::ui::test {

inline const ChartInputs& defaultInputs()
{
    static const ChartInputs inputs =
        ChartInputs::compute(core::defaultScenario(core::Catalog::builtIn()));
    return inputs;
}

struct Csv {
    QStringList header;
    std::vector<QStringList> rows;

    explicit Csv(const QString& text)
    {
        QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        header = lines.takeFirst().split(QLatin1Char(','));
        for (const QString& line : lines)
            rows.push_back(line.split(QLatin1Char(',')));  // the charts' cells hold no commas
    }
    int column(const char* name) const { return int(header.indexOf(QString::fromLatin1(name))); }
    double number(std::size_t row, const char* name) const
    {
        return rows.at(row).at(column(name)).toDouble();
    }
    QString text(std::size_t row, const char* name) const { return rows.at(row).at(column(name)); }
    // The first row whose `key` column equals `value`; -1 when none.
    int find(const char* key, const QString& value) const
    {
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].at(column(key)) == value)
                return int(i);
        return -1;
    }
};

}  // namespace syncwall::ui::test
