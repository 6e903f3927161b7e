#pragma once
// CSV behind a chart (RFC 4180): a header, rows, numbers in the C locale, shortest round-trip, so
// a spreadsheet reads back exactly what the core computed.

#include <QString>
#include <QStringList>

namespace syncwall::ui {

class CsvWriter {
public:
    explicit CsvWriter(const QStringList& header);
    void addRow(const QStringList& cells);
    QString text() const { return m_text; }

    static QString num(double value);  // 13.8123456789, "" when not finite
    static QString integer(long long value);
    static QString boolean(bool value);  // true / false

private:
    void append(const QStringList& cells);
    QString m_text;
};

}  // namespace syncwall::ui
