#include "cli/sweep_table.h"

#include <ostream>
#include <string>

#include "cli/text_format.h"
#include "cli/text_table.h"

namespace syncwall::cli {

using namespace syncwall::core;
using Json = nlohmann::ordered_json;

void printSweepCsv(std::ostream& out, const SweepResult& sweep)
{
    out << "gpus,tp,pp,dp,step_s,jct_s,expected_jct_s,efficiency,mfu,fits,cp,scaling_efficiency\n";
    for (const SweepPoint& p : sweep.points) {
        if (!p.valid) {
            out << p.gpus << ",,,,,,,,,false,,\n";
            continue;
        }
        const Estimate& e = p.estimate;
        out << p.gpus << ',' << e.layout.tp << ',' << e.layout.pp << ',' << e.layout.dp << ','
            << fmtPlain(e.step.total_s) << ',' << fmtPlain(e.run.predicted_s) << ','
            << fmtPlain(e.run.expected_s) << ',' << fmtPlain(e.run.efficiency) << ','
            << fmtPlain(e.throughput.mfu) << ',' << (e.memory.fits ? "true" : "false") << ','
            << e.layout.cp << ',' << fmtPlain(p.scaling_efficiency) << '\n';
    }
}

void printSweepTable(std::ostream& out, const SweepResult& sweep)
{
    TextTable table;
    for (const char* header : {"GPUs", "TP", "PP", "CP", "DP", "step", "JCT", "expected JCT",
                               "efficiency", "scaling", "MFU", "memory"})
        table.addColumn(header);
    for (const SweepPoint& p : sweep.points) {
        if (!p.valid) {
            table.addRow(
                {fmtCount(p.gpus), "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "no layout"});
            continue;
        }
        const Estimate& e = p.estimate;
        table.addRow({fmtCount(p.gpus), std::to_string(e.layout.tp), std::to_string(e.layout.pp),
                      std::to_string(e.layout.cp), fmtCount(e.layout.dp),
                      fmtDuration(e.step.total_s), fmtDuration(e.run.predicted_s),
                      fmtDuration(e.run.expected_s), fmtPercent(e.run.efficiency),
                      fmtPercent(p.scaling_efficiency), fmtPercent(e.throughput.mfu),
                      e.memory.fits ? "fits" : "too big"});
    }
    table.print(out);
}

Json sweepToJson(const SweepResult& sweep)
{
    Json points = Json::array();
    for (const SweepPoint& p : sweep.points) {
        if (!p.valid) {
            points.push_back(Json {{"gpus", p.gpus}, {"valid", false}});
            continue;
        }
        const Estimate& e = p.estimate;
        points.push_back(Json {{"gpus", p.gpus},
                               {"valid", true},
                               {"tp", e.layout.tp},
                               {"pp", e.layout.pp},
                               {"cp", e.layout.cp},
                               {"dp", e.layout.dp},
                               {"step_s", e.step.total_s},
                               {"jct_s", e.run.predicted_s},
                               {"expected_jct_s", e.run.expected_s},
                               {"efficiency", e.run.efficiency},
                               {"scaling_efficiency", p.scaling_efficiency},
                               {"mfu", e.throughput.mfu},
                               {"fits", e.memory.fits}});
    }
    return points;
}

}  // namespace syncwall::cli
