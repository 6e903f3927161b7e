#include "rank_groups.h"

#include <algorithm>

namespace syncwall::core {

int scaleUpDomain(const HardwareSpec& hw)
{
    return std::max(1, hw.scaleUpDomain > 0 ? hw.scaleUpDomain : hw.gpusPerNode);
}

GroupPlacement rankGroup(int size, int stride, int domain)
{
    GroupPlacement g;
    g.ranks = std::max(1, size);
    const int perDomain = stride >= domain ? 1 : std::max(1, domain / stride);
    g.ranksPerDomain = std::clamp(perDomain, 1, g.ranks);
    while (g.ranks % g.ranksPerDomain != 0)
        --g.ranksPerDomain;
    return g;
}

GroupPlacement dpGradientGroup(const Scenario& s, const Layout& l)
{
    return rankGroup(l.dp * l.cp, l.tp, scaleUpDomain(s.hardware));
}

GroupPlacement expertDataGroup(const Scenario& s, const Layout& l)
{
    const int folded = std::max(1, l.ep) * std::max(1, l.expertTp);
    const int ranks = std::max(1, int(1LL * l.tp * l.cp * l.dp / folded));
    return rankGroup(ranks, folded, scaleUpDomain(s.hardware));
}

}  // namespace syncwall::core
