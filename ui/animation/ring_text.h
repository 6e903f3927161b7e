#pragma once
// The words of the collective animations: titles, one caption per stage, and the formula strip
// with the estimate's values.

#include <QCoreApplication>
#include <QStringList>

#include "collective_timing.h"

namespace syncwall::ui {

// Where a collective animation is at a phase in [0, 1].
struct CollectiveFrame {
    int step = 0;         // the step in progress (== stepCount when done)
    double progress = 0;  // within that step, [0, 1)
    bool done = false;
    int completedSteps() const { return done ? step : step + (progress >= kArrived ? 1 : 0); }
    // Share of a step after which the chunks have arrived and the state shows the result.
    static constexpr double kArrived = 0.85;

    static CollectiveFrame at(const CollectivePlan& plan, double phase);
};

class RingText {
    Q_DECLARE_TR_FUNCTIONS(RingText)
public:
    static QString algorithmName(core::Algorithm a);
    static QString title(const CollectiveTiming& t);
    static QString stageName(StepStage stage);
    // "step 2 of 7": the step within its stage (reduce-scatter, all-gather, ...), the one count
    // the ring's centre and the strip below both show.
    static QString stageStep(const CollectiveTiming& t, const CollectiveFrame& f);
    static QString caption(const CollectiveTiming& t, const CollectiveFrame& f);
    static QString formula(const CollectiveTiming& t);
    static QStringList strip(const CollectiveTiming& t, const CollectiveFrame& f);
    static QString legendChunk();
};

}  // namespace syncwall::ui
