#pragma once
// Human units for the core's SI numbers: days and hours, GB, GB/s, dollars, percentages, in
// the user's locale. Formatting only: no number of the model is computed here.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <utility>

namespace syncwall::ui {

class Units {
    Q_DECLARE_TR_FUNCTIONS(Units)
public:
    static QString duration(double seconds);  // 42 s, 12 min, 5.2 h, 14.3 days
    // "14.5–16.9 days"; both ends in the higher one's unit: "1.7–2.1 days", not "40 h – 2.1 days".
    static QString durationRange(double low, double high);
    static QString shortDuration(double seconds);     // 850 ms, 12.4 s, then duration()
    static QString stepSeconds(double seconds);       // 850 ms, 12.40 s, 207.7 s: never minutes
    static QString bytes(double bytes);               // 62.1 GB
    static QString bandwidth(double bytesPerSecond);  // 370 GB/s
    static QString percent(double fraction);          // 42.1 %
    static QString money(double usd);                 // $1,234,567 or $4.6 M
    // The same with the scale of `largest` for every entry of a column: $0.61 M beside $1.89 M,
    // not $614,954.
    static QString money(double usd, double largest);
    static QString energy(double kWh);  // 812 MWh
    static QString count(double n);     // 1,536
    static QString bigCount(double n);  // 300 B, 15.6 T
    // The magnitude words bigCount writes in the window's language, longest first, each with the
    // core's letter for it (German: "Bio." T, "Mrd." B, "Mio." M): what a typed field reads.
    static QList<std::pair<QString, QChar>> magnitudeWords();
    static QString microBatchesPerStep(int n);  // 1 micro-batch per step, 96 micro-batches per step
    static QString number(double value, int decimals);
    static QString dash();  // shown when there is nothing to show

private:
    // The unit duration() writes a time in: seconds below 2 min, minutes below 2 h, hours
    // below 2 days, then days.
    enum class TimeUnit { Seconds, Minutes, Hours, Days };
    static TimeUnit timeUnitOf(double seconds);
    static QString durationIn(double seconds, TimeUnit unit);
};

}  // namespace syncwall::ui
