// The GPU's own figures in the Cluster group of the parameter panel (FieldSpecs::build):
// memory, efficiencies, the power limit and the peaks.
#include "cards/units.h"
#include "core/power_clock.h"
#include "field_spec_builders.h"
#include "field_specs.h"

namespace syncwall::ui {

using namespace fields;

namespace {

// The power field's tip quotes the core's clock law on an H100 at 500 W of its 700 W.
QString powerLimitTip()
{
    core::GpuSpec h100;
    h100.ratedWatts = 700;
    h100.watts = 500;
    const auto clock = [&h100](core::Precision p) {
        return Units::number(100 * core::powerClockScale(h100, p), 0);
    };
    return FieldSpecs::tr("Board power limit of one GPU. Below the GPU type's rated power its "
                          "tensor cores run slower, BF16 more than FP8: on an H100 at 500 W, "
                          "BF16 at about %1 % and FP8 at about %2 % of their clock at 700 W")
        .arg(clock(core::Precision::Bf16), clock(core::Precision::Fp8));
}

}  // namespace

void FieldSpecs::addGpuFields(QList<FieldSpec>& l)
{
    using G = FieldGroup;
    using K = FieldKind;
    const auto add = [&l](FieldSpec s, const QString& tip, bool simple = false) -> FieldSpec& {
        return addTo(l, std::move(s), tip, simple);
    };
    const QString pct = tr(" %");
    const QString gbps = tr(" GB/s");

    range(add(spec("hardware.gpu.memory_GB", G::Cluster, K::Number, tr("GPU memory")),
              tr("HBM capacity per GPU")),
          1, 1024, tr(" GB"), 1e9, 2);
    range(add(spec("hardware.gpu.memory_GBps", G::Cluster, K::Number, tr("GPU memory bandwidth")),
              tr("HBM bandwidth per GPU")),
          100, 20000, gbps, 1e9, 0, true);
    range(add(spec("hardware.gpu.gemm_efficiency", G::Cluster, K::Number, tr("GEMM efficiency")),
              tr("Achieved fraction of peak on very large matrix multiplies")),
          1, 100, pct, 0.01, 1)
        .minStep = 1;
    range(add(spec("hardware.gpu.gemm_efficiency_fp8", G::Cluster, K::Number,
                   tr("FP8 GEMM efficiency")),
              tr("Achieved fraction of the FP8 peak on very large FP8 matrix multiplies "
                 "(0 = no FP8)")),
          0, 100, pct, 0.01, 1)
        .minStep = 1;
    range(add(spec("hardware.gpu.gemm_efficiency_fp4", G::Cluster, K::Number,
                   tr("FP4 GEMM efficiency")),
              tr("Achieved fraction of the FP4 peak on very large FP4 matrix multiplies "
                 "(0 = no FP4)")),
          0, 100, pct, 0.01, 1)
        .minStep = 1;
    range(add(spec("hardware.gpu.fp8_fast_accumulation_gain", G::Cluster, K::Number,
                   tr("FP8 fast accumulation")),
              tr("How much faster an FP8 matrix multiply runs with fast accumulation, as the "
                 "forward pass runs them, than with the split accumulation the FP8 efficiency "
                 "was measured with: 1.04 on Hopper, measured (1 = the same)")),
          1, 2, {}, 1, 2);
    range(add(spec("hardware.gpu.bf16_flops_per_exp", G::Cluster, K::Number,
                   tr("FLOPs per exponential")),
              tr("BF16 tensor FLOPs per softmax exponential, per SM and clock: 256 Hopper, "
                 "512 Blackwell (0 = unknown)")),
          0, 100000, {}, 1, 0);
    range(
        add(spec("hardware.gpu.attention_scale", G::Cluster, K::Number, tr("Attention vs Hopper")),
            tr("Fused attention's efficiency of this GPU's BF16 peak over Hopper's (H100, H200), "
               "forward and backward at head size 128, as measured; the GEMM efficiency does not "
               "move it (0 = the GEMM efficiency's ratio)")),
        0, 200, pct, 0.01, 1)
        .minStep = 1;
    range(add(spec("hardware.gpu.attention_scale_forward", G::Cluster, K::Number,
                   tr("Attention forward vs Hopper")),
              tr("The same for the forward pass alone (0 = the forward and backward figure)")),
          0, 200, pct, 0.01, 1)
        .minStep = 1;
    range(add(spec("hardware.gpu.watts", G::Cluster, K::Number, tr("GPU power limit")),
              powerLimitTip()),
          0, 3000, tr(" W"), 1, 0);
    const QString tflops = tr(" TFLOP/s");
    const char* peaks[][2] = {
        {"hardware.gpu.peak_tflops.fp32", "FP32"}, {"hardware.gpu.peak_tflops.tf32", "TF32"},
        {"hardware.gpu.peak_tflops.bf16", "BF16"}, {"hardware.gpu.peak_tflops.fp16", "FP16"},
        {"hardware.gpu.peak_tflops.fp8", "FP8"},   {"hardware.gpu.peak_tflops.fp4", "FP4"}};
    for (const auto& p : peaks)
        range(add(spec(p[0], G::Cluster, K::Number, tr("Peak %1").arg(QLatin1String(p[1]))),
                  tr("Dense peak at %1 (0 = unsupported)").arg(QLatin1String(p[1]))),
              0, 20000, tflops, 1e12, 1, false)
            .minStep = 1;
}

}  // namespace syncwall::ui
