#include "moe_routing.h"

#include <algorithm>

namespace syncwall::ui {

MoeRouting MoeRouting::build(int gpus, int topK, bool skewed)
{
    MoeRouting r;
    if (gpus < 1 || gpus > 64 || topK < 1)
        return r;
    r.m_gpus = gpus;
    r.m_topK = std::min(topK, gpus);
    // A multiple of the GPUs, so that the balanced routing is exactly even; at least 4.
    r.m_tokens = gpus * ((4 + gpus - 1) / gpus);
    r.m_skewed = skewed;
    r.m_load.assign(static_cast<std::size_t>(gpus), 0);
    for (int g = 0; g < gpus; ++g)
        for (int t = 0; t < r.m_tokens; ++t) {
            std::vector<int> dests;
            if (skewed && t % 2 == 0)
                dests.push_back(0);
            const int base = (g * r.m_tokens + t) % gpus;
            for (int j = 0; static_cast<int>(dests.size()) < r.m_topK; ++j) {
                const int d = (base + j) % gpus;
                if (std::find(dests.begin(), dests.end(), d) == dests.end())
                    dests.push_back(d);
            }
            for (int c = 0; c < r.m_topK; ++c) {
                const int d = dests[static_cast<std::size_t>(c)];
                r.m_copies.push_back({g, t, c, d, r.m_load[static_cast<std::size_t>(d)]++});
            }
        }
    return r;
}

int MoeRouting::load(int gpu) const
{
    return gpu >= 0 && gpu < m_gpus ? m_load[static_cast<std::size_t>(gpu)] : 0;
}

int MoeRouting::maxLoad() const
{
    return m_load.empty() ? 0 : *std::max_element(m_load.begin(), m_load.end());
}

int MoeRouting::busiest() const
{
    return m_load.empty()
               ? 0
               : static_cast<int>(std::max_element(m_load.begin(), m_load.end()) - m_load.begin());
}

double MoeRouting::meanLoad() const { return double(m_tokens) * m_topK; }

int MoeRouting::staying() const
{
    return static_cast<int>(std::count_if(m_copies.begin(), m_copies.end(),
                                          [](const MoeCopy& c) { return c.dest == c.source; }));
}

}  // namespace syncwall::ui
