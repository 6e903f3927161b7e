#pragma once
// Numbers with units for the formula strips (SI prefixes, three significant digits).

#include <QCoreApplication>
#include <QString>

namespace syncwall::ui {

class QuantityText {
    Q_DECLARE_TR_FUNCTIONS(QuantityText)
public:
    static QString seconds(double s);         // "118 ms", "3.90 µs", "1.25 s", "2.1 min"
    static QString bytes(double b);           // "2.93 GB" (decimal, as bandwidths are quoted)
    static QString rate(double bytesPerS);    // "46.1 GB/s"
    static QString percent(double fraction);  // "27.3 %"
    static QString number(double x, int significant = 3);
    static QString integer(long long n);  // locale grouping: "1,536"
};

}  // namespace syncwall::ui
