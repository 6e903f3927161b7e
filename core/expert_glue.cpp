#include "expert_glue.h"

#include <algorithm>

#include "model_shape.h"
#include "software_stack.h"

namespace syncwall::core {

namespace {
// Elements moved per element of one FFN-wide half of a routed copy (fused_bias_geglu.py):
// forward, two `clamp`s (each reads its half and writes it: 2 x 2) and the `cat` (reads both
// halves, writes both: 4); backward, each clamp's gradient reads the gradient and the input and
// writes the gradient (2 x 3); `cat`'s backward is views.
constexpr double kClampForwardElements = 8.0;
constexpr double kClampBackwardElements = 6.0;
// The second linear's bias (experts.py `_apply_bias`), per hidden element of a routed copy:
// its arithmetic is fp32 (4 bytes; the probabilities are fp32), the expert output and the
// result are activations (`a` bytes). Forward: `b * p` writes 4, `t + .` reads a + 4 and writes
// 4, `cat` reads and writes 4, the cast back reads 4 and writes a: 24 + 2a. Backward: the
// cast's gradient reads a and writes 4, the add's gradient to `t` reads 4 and writes a, the
// product's gradients to the bias and the probability read 4 each: 16 + 2a. (28 and 20 at
// 16-bit activations.)
constexpr double biasForwardBytes(double a) { return 24.0 + 2.0 * a; }
constexpr double biasBackwardBytes(double a) { return 16.0 + 2.0 * a; }
}  // namespace

double moeDispatchSyncTime(const ModelSpec& model, const Layout& layout, const StackProfile& stack)
{
    if (model.experts <= 1)
        return 0;
    switch (stack.moeDispatchSync) {
    case MoeDispatchSync::Never:
        return 0;
    case MoeDispatchSync::ExpertParallelOnly:
        if (layout.ep <= 1)
            return 0;
        break;
    case MoeDispatchSync::Always:
        break;
    }
    return moeLayerShare(model) * kLayerHostSync_s;
}

ExpertGlueTime expertGlueTime(const ModelSpec& model, const Layout& layout,
                              const StackProfile& stack, double tokens, double elementBytes,
                              double hbm_Bps, bool recomputesMoeAct)
{
    ExpertGlueTime t;
    if (!stack.unfusedExpertGlue || model.experts <= 1 || hbm_Bps <= 0)
        return t;
    // Routed copies on this GPU: tokens x top_k, split by TP and gathered again by expert TP
    // (moe_routing.h), in the MoE layers' share of the layers.
    const double share = moeLayerShare(model);
    const double copies = share * tokens * std::max(1, model.topK) * std::max(1, layout.expertTp)
                          / std::max(1, layout.tp);
    if (model.gluClamp > 0 && model.gatedMlp) {
        // Each half is expert_ffn / expert_tp wide on this GPU.
        const double half =
            copies * double(expertFfnHiddenOf(model)) / std::max(1, layout.expertTp);
        const double forward = kClampForwardElements * half * elementBytes / hbm_Bps;
        const double sync = stack.glueSynchronises ? share * kLayerHostSync_s : 0.0;
        t.forward_s += forward + sync;
        t.backward_s += kClampBackwardElements * half * elementBytes / hbm_Bps;
        if (recomputesMoeAct)
            t.recompute_s += forward + sync;
    }
    if (model.expertBias) {
        const double elements = copies * double(model.hidden);
        t.forward_s += biasForwardBytes(elementBytes) * elements / hbm_Bps;
        t.backward_s += biasBackwardBytes(elementBytes) * elements / hbm_Bps;
    }
    return t;
}

}  // namespace syncwall::core
