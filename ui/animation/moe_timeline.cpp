#include "moe_timeline.h"

#include <algorithm>

namespace syncwall::ui {

MoeTimeline MoeTimeline::build(const MoeTraffic& traffic, const MoeRouting& routing, bool didactic)
{
    MoeTimeline t;
    t.m_toScale = !didactic && !traffic.teaching() && traffic.allToAll_s > 0;
    const double a2a = t.m_toScale ? traffic.allToAll_s : 1.0;
    const double experts = t.m_toScale ? traffic.experts_s : 1.0;
    const double nominal = t.m_toScale ? kNominalShare * (2 * a2a + experts) : 1.0;
    // The busiest expert's GEMMs take imbalance x the balanced time; the combine waits for it.
    const double paced = experts * routing.imbalance();
    const double lengths[kMoePhaseCount] = {nominal, a2a, paced, a2a, nominal};
    for (int i = 0; i < kMoePhaseCount; ++i)
        t.m_edges[static_cast<std::size_t>(i) + 1] =
            t.m_edges[static_cast<std::size_t>(i)] + lengths[i];
    const double mean = routing.meanLoad();
    for (int g = 0; g < routing.gpus(); ++g)
        t.m_expertsEnd.push_back(t.start(MoePhase::Experts)
                                 + (mean > 0 ? experts * routing.load(g) / mean : 0.0));
    return t;
}

double MoeTimeline::expertsEnd(int gpu) const
{
    return gpu >= 0 && gpu < static_cast<int>(m_expertsEnd.size())
               ? m_expertsEnd[static_cast<std::size_t>(gpu)]
               : end(MoePhase::Experts);
}

MoePhase MoeTimeline::phaseAt(double time) const
{
    for (int i = kMoePhaseCount - 1; i > 0; --i)
        if (time >= m_edges[static_cast<std::size_t>(i)])
            return static_cast<MoePhase>(i);
    return MoePhase::Route;
}

}  // namespace syncwall::ui
