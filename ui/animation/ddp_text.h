#pragma once
// The words of the DDP animation: phase names, one caption per phase, and the strip.

#include <QCoreApplication>
#include <QStringList>

#include "ddp_timeline.h"

namespace syncwall::ui {

class DdpText {
    Q_DECLARE_TR_FUNCTIONS(DdpText)
public:
    static QString phaseName(DdpPhase phase);
    static QString title(DdpPhase phase);
    static QString caption(DdpPhase phase);
    // Short label inside a segment ("F2", "wait", ...).
    static QString segmentLabel(const DdpSegment& seg);
    // What one GPU is doing at time t.
    static QString status(const DdpTimeline& t, int gpu, double time);
    // The clock above the lanes at time t: the step's time since its data-loading shard
    // (drawn, not modelled), or that the shard is loading; a rounding error at a stop reads 0.
    static QString clock(const DdpTimeline& t, double time);
    // The slowest GPU's extra compute time as a share of compute (the scenario's slow GPU or jitter).
    static double slowShare(const core::Estimate& e);
    static QStringList strip(const DdpTimeline& t, const core::Scenario& s,
                             const core::Estimate& e);
};

}  // namespace syncwall::ui
