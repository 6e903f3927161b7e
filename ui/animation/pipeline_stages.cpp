#include "pipeline_stages.h"

#include <algorithm>

#include "core/stage_plan.h"
#include "core/stage_times.h"

namespace syncwall::ui {

PipelineStages PipelineStages::build(const core::Scenario& scenario, const core::Estimate& e)
{
    PipelineStages out;
    const int pp = std::max(1, e.layout.pp);
    const int drawn = std::min(pp, kMaxDrawn);
    double slowest = 0;
    std::vector<double> time;
    for (int row = 0; row < drawn; ++row) {
        StageRow r;
        r.stage = row == drawn - 1 ? pp - 1 : row;  // the last row is the real last stage
        r.layers =
            pp == 1 ? scenario.model.layers : core::stageLayers(scenario.model, e.layout, r.stage);
        r.embedding = r.stage == 0;
        r.output = r.stage == pp - 1;
        time.push_back(core::stageMicroBatchTime(scenario, e.layout, r.stage).total());
        slowest = std::max(slowest, time.back());
        out.m_rows.push_back(r);
    }
    // The middle stages not drawn are no slower than the fullest drawn one: the plan's middle
    // stages differ by at most one layer, and stage 1 (drawn) holds the most.
    for (std::size_t i = 0; i < out.m_rows.size(); ++i)
        out.m_rows[i].work = slowest > 0 ? time[i] / slowest : 1.0;
    return out;
}

StageRow PipelineStages::row(int index) const
{
    if (index >= 0 && index < static_cast<int>(m_rows.size()))
        return m_rows[static_cast<std::size_t>(index)];
    StageRow r;
    r.stage = index;
    return r;
}

std::vector<double> PipelineStages::work() const
{
    std::vector<double> w;
    for (const StageRow& r : m_rows)
        w.push_back(r.work);
    return w;
}

bool PipelineStages::uneven() const { return lightestWork() < 1.0 - 1e-9; }

int PipelineStages::pacingRow() const
{
    int best = 0;
    for (int i = 0; i < static_cast<int>(m_rows.size()); ++i)
        if (m_rows[std::size_t(i)].work > m_rows[std::size_t(best)].work + 1e-12)
            best = i;
    return best;
}

int PipelineStages::lightestRow() const
{
    int best = 0;
    for (int i = 0; i < static_cast<int>(m_rows.size()); ++i)
        if (m_rows[std::size_t(i)].work < m_rows[std::size_t(best)].work - 1e-12)
            best = i;
    return best;
}

double PipelineStages::lightestWork() const
{
    return m_rows.empty() ? 1.0 : m_rows[std::size_t(lightestRow())].work;
}

}  // namespace syncwall::ui
