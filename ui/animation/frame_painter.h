#pragma once
// The animations' public drawing API: a frame is a pure function of (scenario, estimate, phase).
// --render-frame, the tests and AnimationView all paint through here.

#include <QPainter>
#include <QSize>
#include <QString>
#include <QStringList>
#include <vector>

#include "frame_inputs.h"
#include "frame_style.h"

namespace syncwall::ui {

// Accepts "ring", "ring-tree", "ring-hierarchical", "ring-nvls", "ring-auto" (the estimate's
// own algorithm), "ddp", "ddp-didactic", "pipeline", "moe", "moe-didactic",
// "moe-skew" (an illustrative skewed routing), "moe-skew-didactic". Sets the kind and the options in `inputs`.
bool parseAnimationName(const QString& name, AnimationKind* kind, FrameInputs* inputs);
QStringList animationNames();
QString animationName(AnimationKind kind, const FrameInputs& inputs);  // the inverse

// Draws one frame at phase in [0, 1] (clamped) into rect.
void paintAnimationFrame(QPainter& painter, const QRect& rect, AnimationKind kind,
                         const FrameInputs& inputs, double phase, const FrameStyle& style);
// A text summary of the same frame (title, what happens now, the current values).
QString describeAnimationFrame(AnimationKind kind, const FrameInputs& inputs, double phase);
// Phases in [0, 1] where a ring step, a DDP phase or a pipeline slot starts (stepping stops).
std::vector<double> animationStops(AnimationKind kind, const FrameInputs& inputs);
// Playback length at 1x speed, in wall-clock seconds (didactic, not the estimate's time).
double animationDuration_s(AnimationKind kind, const FrameInputs& inputs);

// Estimates `scenario`, paints frame `name` at `phase` into a size x PNG with the scenario JSON
// in its "syncwall-scenario" text chunk, in the dark palette when `dark`. False with *error set
// on a bad name or write failure.
bool renderAnimationFrame(const QString& name, double phase, const core::Scenario& scenario,
                          const QSize& size, bool presentation, const QString& outPng,
                          QString* error, bool dark = false);

}  // namespace syncwall::ui
