#pragma once
// The words of the MoE dispatch/combine animation: title, phase captions and the bytes strip.

#include <QCoreApplication>
#include <QStringList>

#include "moe_routing.h"
#include "moe_timeline.h"
#include "moe_traffic.h"

namespace syncwall::ui {

class MoeText {
    Q_DECLARE_TR_FUNCTIONS(MoeText)
public:
    static QString title(const MoeTraffic& t);
    static QString phaseName(MoePhase phase);
    static QString linkName(const MoeTraffic& t);  // "NVLink" or "the NICs (scale-out)"
    static QString caption(const MoeTraffic& t, const MoeRouting& r, const MoeTimeline& tl,
                           double time);
    static QStringList strip(const MoeTraffic& t, const MoeRouting& r, const MoeTimeline& tl);
};

}  // namespace syncwall::ui
