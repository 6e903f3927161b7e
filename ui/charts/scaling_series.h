#pragma once
// The ids of the scaling chart's series a person may hide (ChartDisplay::hiddenSeries, the
// export dialog's settings, `syncwall --export-chart --hide`): stable words, never translated.

#include <QString>
#include <QStringList>

namespace syncwall::ui::ScalingSeries {

inline QString expected() { return QStringLiteral("expected"); }
inline QString predicted() { return QStringLiteral("predicted"); }
inline QString ideal() { return QStringLiteral("ideal"); }
inline QString efficiency() { return QStringLiteral("efficiency"); }
inline QString crossings() { return QStringLiteral("crossings"); }
inline QString band() { return QStringLiteral("band"); }
inline QString scenario() { return QStringLiteral("scenario"); }
inline QString deadline() { return QStringLiteral("deadline"); }
inline QString baseline() { return QStringLiteral("baseline"); }
inline QStringList all()
{
    return {expected(), predicted(), ideal(),    efficiency(), crossings(),
            band(),     scenario(),  deadline(), baseline()};
}

}  // namespace syncwall::ui::ScalingSeries
