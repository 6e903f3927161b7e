#include "frame_painter.h"

#include <QCoreApplication>
#include <QImage>
#include <QImageWriter>

#include <algorithm>
#include <cmath>

#include "core/estimator.h"
#include "core/scenario_io.h"
#include "ddp_painter.h"
#include "moe_painter.h"
#include "pipeline_painter.h"
#include "ring_painter.h"

namespace syncwall::ui {
namespace {

struct NameEntry {
    const char* name;
    AnimationKind kind;
    core::Algorithm collective;
    bool didactic;
    bool skew = false;
};

constexpr NameEntry kNames[] = {
    {"ring", AnimationKind::Ring, core::Algorithm::Ring, false},
    {"ring-tree", AnimationKind::Ring, core::Algorithm::Tree, false},
    {"ring-hierarchical", AnimationKind::Ring, core::Algorithm::Hierarchical, false},
    {"ring-nvls", AnimationKind::Ring, core::Algorithm::Nvls, false},
    {"ring-auto", AnimationKind::Ring, core::Algorithm::Auto, false},
    {"ddp", AnimationKind::Ddp, core::Algorithm::Ring, false},
    {"ddp-didactic", AnimationKind::Ddp, core::Algorithm::Ring, true},
    {"pipeline", AnimationKind::Pipeline, core::Algorithm::Ring, false},
    {"moe", AnimationKind::Moe, core::Algorithm::Ring, false},
    {"moe-didactic", AnimationKind::Moe, core::Algorithm::Ring, true},
    {"moe-skew", AnimationKind::Moe, core::Algorithm::Ring, false, true},
    {"moe-skew-didactic", AnimationKind::Moe, core::Algorithm::Ring, true, true},
};

double clampPhase(double phase) { return std::isfinite(phase) ? std::clamp(phase, 0.0, 1.0) : 0.0; }

}  // namespace

bool parseAnimationName(const QString& name, AnimationKind* kind, FrameInputs* inputs)
{
    const QString key = name.trimmed().toLower();
    for (const NameEntry& e : kNames) {
        if (key != QLatin1String(e.name))
            continue;
        if (kind)
            *kind = e.kind;
        if (inputs) {
            if (e.kind == AnimationKind::Ring)
                inputs->collective = e.collective;
            if (e.kind == AnimationKind::Ddp || e.kind == AnimationKind::Moe)
                inputs->didactic = e.didactic;
            if (e.kind == AnimationKind::Moe)
                inputs->moeSkew = e.skew;
        }
        return true;
    }
    return false;
}

QStringList animationNames()
{
    QStringList out;
    for (const NameEntry& e : kNames)
        out << QLatin1String(e.name);
    return out;
}

QString animationName(AnimationKind kind, const FrameInputs& inputs)
{
    for (const NameEntry& e : kNames)
        if (e.kind == kind && (kind != AnimationKind::Ring || e.collective == inputs.collective)
            && (kind != AnimationKind::Ddp || e.didactic == inputs.didactic)
            && (kind != AnimationKind::Moe
                || (e.didactic == inputs.didactic && e.skew == inputs.moeSkew)))
            return QLatin1String(e.name);
    return QStringLiteral("ring");
}

void paintAnimationFrame(QPainter& painter, const QRect& rect, AnimationKind kind,
                         const FrameInputs& inputs, double phase, const FrameStyle& style)
{
    const double x = clampPhase(phase);
    switch (kind) {
    case AnimationKind::Ring:
        RingPainter::paint(painter, rect, inputs, x, style);
        break;
    case AnimationKind::Ddp:
        DdpPainter::paint(painter, rect, inputs, x, style);
        break;
    case AnimationKind::Pipeline:
        PipelinePainter::paint(painter, rect, inputs, x, style);
        break;
    case AnimationKind::Moe:
        MoePainter::paint(painter, rect, inputs, x, style);
        break;
    }
}

QString describeAnimationFrame(AnimationKind kind, const FrameInputs& inputs, double phase)
{
    const double x = clampPhase(phase);
    switch (kind) {
    case AnimationKind::Ring:
        return RingPainter::describe(inputs, x);
    case AnimationKind::Ddp:
        return DdpPainter::describe(inputs, x);
    case AnimationKind::Pipeline:
        return PipelinePainter::describe(inputs, x);
    case AnimationKind::Moe:
        return MoePainter::describe(inputs, x);
    }
    return {};
}

std::vector<double> animationStops(AnimationKind kind, const FrameInputs& inputs)
{
    switch (kind) {
    case AnimationKind::Ring:
        return RingPainter::stops(inputs);
    case AnimationKind::Ddp:
        return DdpPainter::stops(inputs);
    case AnimationKind::Pipeline:
        return PipelinePainter::stops(inputs);
    case AnimationKind::Moe:
        return MoePainter::stops(inputs);
    }
    return {0.0, 1.0};
}

double animationDuration_s(AnimationKind kind, const FrameInputs& inputs)
{
    // About two seconds per ring step, so a room can follow each chunk; DDP and pipeline play
    // one step in 12 and 16 s, one MoE layer in 14 s.
    switch (kind) {
    case AnimationKind::Ring:
        return std::max(4.0, 2.0 * (static_cast<double>(RingPainter::stops(inputs).size()) - 1));
    case AnimationKind::Ddp:
        return 12.0;
    case AnimationKind::Pipeline:
        return 16.0;
    case AnimationKind::Moe:
        return 14.0;
    }
    return 10.0;
}

bool renderAnimationFrame(const QString& name, double phase, const core::Scenario& scenario,
                          const QSize& size, bool presentation, const QString& outPng,
                          QString* error, bool dark)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    AnimationKind kind = AnimationKind::Ring;
    FrameInputs inputs;
    if (!parseAnimationName(name, &kind, &inputs))
        return fail(QCoreApplication::translate("syncwall::ui::FramePainter",
                                                "Unknown animation \"%1\"; known: %2")
                        .arg(name, animationNames().join(QStringLiteral(", "))));
    if (!std::isfinite(phase) || phase < 0 || phase > 1)
        return fail(
            QCoreApplication::translate("syncwall::ui::FramePainter", "--phase must be in [0, 1]"));
    if (size.width() < 320 || size.height() < 200 || size.width() > 8192 || size.height() > 8192)
        return fail(QCoreApplication::translate("syncwall::ui::FramePainter",
                                                "--size must be between 320x200 and 8192x8192"));
    inputs.scenario = scenario;
    inputs.estimate = core::estimate(scenario);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        paintAnimationFrame(painter, image.rect(), kind, inputs, phase,
                            FrameStyle::forPresentation(presentation, dark));
    }
    image.setText(QStringLiteral("syncwall-scenario"),
                  QString::fromStdString(core::scenarioToJson(scenario)));
    QImageWriter writer(outPng, "png");
    if (!writer.write(image))
        return fail(QCoreApplication::translate("syncwall::ui::FramePainter", "Cannot write %1: %2")
                        .arg(outPng, writer.errorString()));
    return true;
}

}  // namespace syncwall::ui
